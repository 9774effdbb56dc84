#pragma once
// Footnotes across a file: a card is a slice of its note file, but a footnote's definition
// ("[^1]: …") usually sits elsewhere in the file, at its end most often. These find the
// definitions of a file and the ones a card's Markdown needs, by cmark-gfm's own reading (labels
// match as it matches them; math is masked first, as for rendering). Pure functions.
#include <string>
#include <string_view>
#include <vector>

namespace notedeck::markdown {

struct FootnoteDefinition {
    std::string source;   // "[^label]: …" with its continuation lines, de-indented, as written
    int line = 0;         // 1-based line of "[^label]:"
};

// Every footnote definition of `markdown` (whether used there or not), in source order; a
// label's later duplicates are left out, as cmark-gfm ignores them.
std::vector<FootnoteDefinition> footnoteDefinitions(std::string_view markdown);

// Indices into `definitions` of those `markdown` refers to — directly, or through a definition it
// needs — and does not define itself, in the order of `definitions`.
std::vector<size_t> footnotesNeeded(std::string_view markdown, const std::vector<FootnoteDefinition>& definitions);

// `markdown` followed by the sources of `definitions`, each after a blank line.
std::string withFootnotes(std::string_view markdown, const std::vector<FootnoteDefinition>& definitions);

} // namespace notedeck::markdown
