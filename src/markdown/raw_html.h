#pragma once
// Raw HTML from a note (an inline tag or an HTML block, as cmark-gfm hands them over) on its way
// to the card page. What of it is shown is decided by the page: its sanitizer
// (resources/web/sanitize.js) parses the card's HTML inert and keeps only GitHub's allowlist,
// removing everything else. Decided here is only what the page cannot know:
//   - an <img> (or <image>, which a browser reads as one) goes to the image writer
//     (image_html.h), which looks its file up in the notes folder and writes either an image of
//     NoteDeck's scheme or a framed reason;
//   - a name that is no HTML element (vector<int>, Map<K>) is text, as the note means it, but
//     inside <svg> and <math> every tag is markup (the page removes them with all they hold);
//   - comments, <!DOCTYPE>, <?…?> and CDATA are dropped;
//   - a '<' or '>' of text is escaped, so the page's parser finds exactly the tags this reading
//     found: an <img> not seen here cannot reach the page without being looked up.
// Every other tag goes to the page as written (a < or > in a quoted value as &lt; or &gt;), its
// text with its character references.
// One filter per rendered card side; not shared between threads.
#include "markdown/image_html.h"

#include <string>
#include <string_view>
#include <vector>

namespace notedeck::markdown {

class RawHtmlFilter {
public:
    RawHtmlFilter(const ImageContext& images, std::vector<std::string>& shownImages);

    // One piece of raw HTML → the HTML the page gets for it.
    std::string rewrite(std::string_view html);

private:
    const ImageContext& m_images;
    std::vector<std::string>& m_shown;
    int m_foreignDepth = 0;   // inside <svg> or <math>, which may span several pieces
};

// True for a name of the HTML standard, current or obsolete, or of SVG and MathML's roots
// (lower case): a tag the page parses as markup.
bool isHtmlElementName(std::string_view name);

// True for the elements the page removes with their content (script, style, iframe, textarea,
// svg, math, …; the list sanitize.js removes): their text is not part of what a card reads as.
bool isRemovedWithContent(std::string_view name);

} // namespace notedeck::markdown
