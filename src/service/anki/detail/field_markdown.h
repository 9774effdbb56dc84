#pragma once
// An Anki field's HTML as NoteDeck Markdown (docs/anki.md, "Importing Anki notes"): bold, italics,
// lists, line breaks, images, tables and code as Markdown; MathJax `\(…\)` and `\[…\]` as `$…$`
// and `$$…$$`; underline, sub- and superscripts and the like as the inline HTML NoteDeck's
// sanitizer allows; scripts, styles and every attribute dropped. Characters Markdown would read
// (`*`, `_`, `$`, a ` :: ` separator …) are escaped.
#include <functional>
#include <string>
#include <string_view>

namespace notedeck::service {

struct FieldStyle {
    // Keep `{{cN::…}}` and ` :: ` as they are (a cloze note's text).
    bool cloze = false;
    // The media file a picture's `src` names, as a Markdown link target ("media/x.png"), or empty
    // when the package has no such file (the picture becomes its alt text).
    std::function<std::string(std::string_view src)> mediaLink;
};

std::string fieldMarkdown(std::string_view html, const FieldStyle& style);
// Plain text (a deck's name) as Markdown that shows it as it is: escaped, control characters gone.
std::string textMarkdown(std::string_view text);

} // namespace notedeck::service
