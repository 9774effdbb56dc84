#include "markdown/raw_html.h"

#include "core/text.h"
#include "markdown/html_tokens.h"

#include <algorithm>
#include <iterator>

namespace notedeck::markdown {

namespace {

template <size_t N>
bool among(const std::string_view (&names)[N], std::string_view name)
{
    return std::binary_search(std::begin(names), std::end(names), name);
}

// Every element name of the HTML standard, current and obsolete, with svg and math (sorted).
constexpr std::string_view kHtmlElements[] = {
    "a",        "abbr",     "acronym",  "address",    "applet",   "area",     "article",  "aside",    "audio",
    "b",        "base",     "basefont", "bdi",        "bdo",      "bgsound",  "big",      "blink",    "blockquote",
    "body",     "br",       "button",   "canvas",     "caption",  "center",   "cite",     "code",     "col",
    "colgroup", "data",     "datalist", "dd",         "del",      "details",  "dfn",      "dialog",   "dir",
    "div",      "dl",       "dt",       "em",         "embed",    "fieldset", "figcaption", "figure", "font",
    "footer",   "form",     "frame",    "frameset",   "h1",       "h2",       "h3",       "h4",       "h5",
    "h6",       "head",     "header",   "hgroup",     "hr",       "html",     "i",        "iframe",   "image",
    "img",      "input",    "ins",      "isindex",    "kbd",      "keygen",   "label",    "legend",   "li",
    "link",     "listing",  "main",     "map",        "mark",     "marquee",  "math",     "menu",     "menuitem",
    "meta",     "meter",    "multicol", "nav",        "nextid",   "nobr",     "noembed",  "noframes", "noscript",
    "object",   "ol",       "optgroup", "option",     "output",   "p",        "param",    "picture",  "plaintext",
    "portal",   "pre",      "progress", "q",          "rb",       "rp",       "rt",       "rtc",      "ruby",
    "s",        "samp",     "script",   "search",     "section",  "select",   "slot",     "small",    "source",
    "spacer",   "span",     "strike",   "strong",     "style",    "sub",      "summary",  "sup",      "svg",
    "table",    "tbody",    "td",       "template",   "textarea", "tfoot",    "th",       "thead",    "time",
    "title",    "tr",       "track",    "tt",         "u",        "ul",       "var",      "video",    "wbr",
    "xmp",
};

// The elements with content that sanitize.js removes whole (sorted); keep the two lists alike.
constexpr std::string_view kRemovedWithContent[] = {
    "applet",   "audio",    "button",   "canvas",    "datalist", "frameset", "head",   "iframe", "math",
    "noembed",  "noframes", "noscript", "object",    "optgroup", "option",   "plaintext", "script", "select",
    "style",    "svg",      "template", "textarea",  "title",    "video",    "xmp",
};

static_assert(std::is_sorted(std::begin(kHtmlElements), std::end(kHtmlElements)));
static_assert(std::is_sorted(std::begin(kRemovedWithContent), std::end(kRemovedWithContent)));

// What a raw <img> says, for the image writer.
NoteImage imageOf(const HtmlToken& tag)
{
    const auto value = [&](std::string_view name) {
        const std::string* raw = tag.attribute(name);
        return raw ? decodeCharacterReferences(*raw) : std::string();
    };
    return NoteImage{core::trim(value("src")), core::ImageSyntax::Path, value("alt"),
                     value("title"), core::trim(value("width")), core::trim(value("height")), value("align")};
}

// Text of raw HTML, its character references left for the page to decode; a stray < or > is
// escaped, so every < of the result starts a tag this module read.
void appendText(std::string& out, std::string_view text)
{
    for (const char c : text) {
        if (c == '<')
            out += "&lt;";
        else if (c == '>')
            out += "&gt;";
        else
            out += c;
    }
}

// A tag as written, but for a < or > inside it (in a quoted value, where the page decodes &lt; and
// &gt; back): the only < and > of the result are the tag's own.
void appendTag(std::string& out, std::string_view raw)
{
    out += '<';
    appendText(out, raw.substr(1, raw.size() - 2));
    out += '>';
}

} // namespace

bool isHtmlElementName(std::string_view name) { return among(kHtmlElements, name); }

bool isRemovedWithContent(std::string_view name) { return among(kRemovedWithContent, name); }

RawHtmlFilter::RawHtmlFilter(const ImageContext& images, std::vector<std::string>& shownImages)
    : m_images(images), m_shown(shownImages)
{
}

std::string RawHtmlFilter::rewrite(std::string_view html)
{
    std::string out;
    out.reserve(html.size());
    for (const HtmlToken& token : tokenizeHtml(html)) {
        switch (token.kind) {
        case HtmlToken::Kind::Text: appendText(out, token.raw); break;
        case HtmlToken::Kind::Comment:
        case HtmlToken::Kind::Other: break;
        case HtmlToken::Kind::StartTag:
        case HtmlToken::Kind::EndTag: {
            const bool start = token.kind == HtmlToken::Kind::StartTag;
            if (token.name == "svg" || token.name == "math") {
                if (!start)
                    m_foreignDepth = std::max(0, m_foreignDepth - 1);
                else if (!token.selfClosing)
                    ++m_foreignDepth;
            }
            // An <img> is HTML even inside SVG or MathML: the page's parser breaks out of them for it.
            // SVG's own <image> is dropped, as the page drops the <svg> around it.
            if (start && (token.name == "img" || (token.name == "image" && m_foreignDepth == 0)))
                appendImageHtml(out, imageOf(token), m_images, m_shown);
            else if (token.name == "image")
                continue;
            else if (isHtmlElementName(token.name) || m_foreignDepth > 0)
                appendTag(out, token.raw);
            else
                appendText(out, token.raw);
            break;
        }
        }
    }
    return out;
}

} // namespace notedeck::markdown
