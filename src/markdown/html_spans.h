#pragma once
// Raw HTML as CommonMark finds it in Markdown source, for the math scanner: a "$" inside a tag's
// attributes, a comment, an autolink, or a <pre>/<script>/<style>/<textarea> block is no math
// delimiter, as cmark-gfm reads these before any text. Pure functions on the source.
#include <string_view>

namespace notedeck::markdown {

// Length of the inline raw HTML (open or closing tag, comment) or autolink at `at` (a '<'),
// ending before `limit`; 0 when there is none.
size_t inlineHtmlLength(std::string_view source, size_t at, size_t limit);

// For a line (after its indentation and container markers) that starts an HTML block running to
// an end marker — CommonMark's kinds 1 and 2 — that marker in lower case ("</pre>", "</script>",
// "</style>", "</textarea>", "-->"); "" for any other line.
std::string_view htmlBlockEndMarker(std::string_view line);

// True when `line` holds `marker` (lower case), compared without case.
bool containsMarker(std::string_view line, std::string_view marker);

} // namespace notedeck::markdown
