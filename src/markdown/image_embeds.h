#pragma once
// Obsidian's image embeds in the text of a note: ![[name.png]], ![[folder/name.png]],
// ![[name.png|200]] (200 pixels wide), ![[name.png|200x100]] and ![[name.png|a caption]] (the
// alt text). Only names with an image extension (png, jpg, jpeg, gif, webp, svg) are embeds
// here; ![[another note]] stays text. A "#…" after the name is ignored. Pure functions.
#include "markdown/image_html.h"

#include <string_view>
#include <vector>

namespace notedeck::markdown {

struct ImageEmbed {
    size_t begin = 0;   // byte range of "![[…]]" in the text
    size_t end = 0;
    NoteImage image;    // syntax Embed; alt is the caption, or the name without one
};

std::vector<ImageEmbed> findImageEmbeds(std::string_view text);

} // namespace notedeck::markdown
