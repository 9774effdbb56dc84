#pragma once
// An image of a note → the markup the card page gets for it. Every image syntax ends here:
// Markdown's ![alt](path), a raw <img src=…>, Obsidian's ![[name.png|200]].
//   - a local image the resolver finds: <img src="notedeck-image:…"> with its alt text and size;
//   - a remote one (http, https): <img src="https://…"> as written, for the page to show as a
//     framed placeholder (it loads nothing from the network);
//   - self-contained raster data (data:image/png…): <img> as written;
//   - anything refused: <span class="missing-image" data-problem="CODE" data-source="TARGET"
//     title="WHY: TARGET">ALT</span>, a frame the page can translate the reason of.
// Pure functions; the resolver is asked on the calling thread.
#include "core/image_resolver.h"

#include <string>
#include <string_view>
#include <vector>

namespace notedeck::markdown {

struct NoteImage {
    std::string target;   // as written
    core::ImageSyntax syntax = core::ImageSyntax::Path;
    std::string alt;      // plain text
    std::string title;
    std::string width;    // digits, optionally followed by % or px; "" for none
    std::string height;
    std::string align;    // left, right, center, top, middle, bottom; "" for none
};

// Where a card's local images are looked up.
struct ImageContext {
    const core::ImageResolver* resolver = nullptr;   // null: local images are refused
    std::string_view noteFile;                       // the card's note file, relative to the notes folder
};

// Appends the markup for `image` to `out`; the URLs of local images shown go to `shown`.
void appendImageHtml(std::string& out, const NoteImage& image, const ImageContext& context,
                     std::vector<std::string>& shown);

// The attribute values the page accepts, "" otherwise: a size is 1–5 digits with an optional %
// or px, an alignment one of the names above (lower-cased).
std::string imageSize(std::string_view value);
std::string imageAlignment(std::string_view value);

} // namespace notedeck::markdown
