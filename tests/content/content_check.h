#pragma once
// Checks shared by the content/ tests: reading the bundled notes, comparing them line by line with
// the source text they were written from, and counting their cards without the importer.
#include <filesystem>
#include <map>
#include <string>
#include <string_view>
#include <vector>

namespace notedeck::content_test {

struct TextFile {
    std::string name;  // file name, e.g. "1-python.md"
    std::string text;
};

// The whole file; throws std::runtime_error when it cannot be read.
std::string readFile(const std::filesystem::path& path);
// Every *.md file directly in `dir` (content/ has no subfolders), sorted by name.
std::vector<TextFile> readMarkdownFiles(const std::filesystem::path& dir);
std::vector<std::string> splitLines(std::string_view text);

// One line of text reduced to what a reader sees, so that the plain-text source and the Markdown
// compare equal: leading "#"s of a heading, one leading bullet ("•", "-", "*", "+", "1.", "1)"),
// backticks and "$" are dropped, runs of whitespace become one space, ends are trimmed.
// Both sides go through this same function.
std::string normalizeLine(std::string_view line);

// A deliberate difference between the source and content/ (tests/content/allowlist.tsv).
struct AllowEntry {
    int line = 0;             // 1-based line in the source
    std::string kind;         // typo, spacing, punctuation, artefact, restructured, question, added, math
    std::string source;       // the source line's text (or one table cell of it)
    std::string replacement;  // what content/ has instead of it (or next to it)
    int allowlistLine = 0;    // line in allowlist.tsv, for messages
};

// Kinds that say the source text is gone from content/ (replaced); the others only add text.
bool isReplacingKind(std::string_view kind);
bool isKnownKind(std::string_view kind);

// Parses allowlist.tsv: "#" comment lines, a header line starting with "line\t", then
// line<TAB>kind<TAB>source<TAB>replacement. Malformed lines are reported in `errors`.
std::vector<AllowEntry> parseAllowlist(std::string_view tsv, std::vector<std::string>& errors);

struct MissingLine {
    int line = 0;       // 1-based line in the source
    std::string text;   // normalized text of the line or table cell
};

struct ExtraLine {
    std::string file;   // content file name
    int line = 0;       // 1-based line in that file
    std::string text;   // normalized
};

struct FidelityReport {
    std::vector<MissingLine> missing;  // source text with no counterpart in content/
    std::vector<ExtraLine> extra;      // content text that is neither from the source nor allowlisted
    std::vector<std::string> problems; // allowlist entries that are wrong or out of date
    bool ok() const { return missing.empty() && extra.empty() && problems.empty(); }
    std::string describe() const;      // every finding, one per line
};

// Every non-empty source line (every cell of a tab-separated table row) must occur in content/ —
// as often as it occurs in the source — unless a replacing allowlist entry names it; every
// non-empty content line or table cell must come from the source or be an allowlisted replacement.
FidelityReport checkFidelity(std::string_view source, const std::vector<TextFile>& content,
                             const std::vector<AllowEntry>& allowlist);

// Cards per deck path ("part › chapter › section"), counted from the Markdown structure alone:
// top-level list items and headings ending in "?"/"？". Items and question headings with nothing
// under them are listed in `problems` and not counted.
std::map<std::string, int> countCards(const std::vector<TextFile>& content,
                                      std::vector<std::string>& problems);

// tests/content/expected_cards.tsv: deck path<TAB>count per line ("#" lines are comments).
std::map<std::string, int> parseExpectedCards(std::string_view tsv, std::vector<std::string>& errors);

} // namespace notedeck::content_test
