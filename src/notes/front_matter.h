#pragma once
// YAML front matter at the top of a notes file: a `---` first line, YAML, and a closing `---` (or
// `...`). It is never part of a card or a deck name; NoteDeck reads only its `notedeck:` key, the
// file's question rule, with yaml-cpp.
#include <string>
#include <string_view>

namespace notedeck::notes {

struct FrontMatter {
    int lastLine = 0;         // the closing line, 1-based; 0: the file has no front matter
    int ruleLine = 0;         // the line of `notedeck:`, 0 when there is none
    std::string ruleValue;    // its value as written, without quotes or a trailing comment
    // Set when the front matter names a rule but is not YAML: why (ruleLine is then the line where
    // YAML found the mistake).
    std::string problem;
};

FrontMatter readFrontMatter(std::string_view text);

// `text` with the front matter's lines emptied (their newlines kept, so every line keeps its number).
std::string withoutFrontMatter(std::string_view text, const FrontMatter& front);

} // namespace notedeck::notes
