#pragma once
// Finds cloze deletions in a note's Markdown: `{{c1::text}}` and `{{c1::text::hint}}` (Anki's
// syntax), and, when asked, Obsidian's `==highlight==`. Shared by the importer (which notes are
// cloze notes, which numbers are cards, what is wrong with them) and the renderer (what each
// card's sides show). Pure functions; safe on any thread.
#include <functional>
#include <string>
#include <string_view>
#include <vector>

namespace notedeck::markdown {

// A note may hold this many clozes; one with more gives no cards (a runaway note, not a study
// note), so its import stays quick.
inline constexpr int kMaxClozesPerNote = 100;

struct Cloze {
    size_t begin = 0, end = 0;            // the whole markup, `{{` to `}}` (or `==` to `==`)
    size_t textBegin = 0, textEnd = 0;    // the deleted text
    size_t hintBegin = 0, hintEnd = 0;    // the hint; empty when there is none
    int number = 0;                       // 1, 2, …: the card the deletion belongs to
    bool inMath = false;                  // inside a $…$ or $$…$$ formula: typeset, not text
};

struct ClozeProblem {
    enum class Kind { NotClosed, BadNumber, Empty, Nested, TooMany };
    Kind kind = Kind::NotClosed;
    size_t offset = 0;       // where in the scanned text; the caller turns it into a line
    std::string message;     // English, for the command line
    std::string value;       // the number as written (BadNumber), the count (TooMany)
};

struct ClozeScan {
    std::vector<Cloze> clozes;             // in source order, never overlapping
    std::vector<ClozeProblem> problems;    // in source order
    std::vector<int> numbers() const;      // the distinct numbers, ascending
};

// Braces inside a deletion are balanced, so `{{c1::\sqrt{d_k}}}` hides `\sqrt{d_k}`. A deletion
// cannot run past a blank line or out of the formula it starts in. Markup that is wrong (never
// closed, a number that is not a positive whole number, nothing to hide) stays text and is a
// problem; a cloze inside a cloze is a problem and stays as written inside the outer one. In a
// code span, `::` inside a deletion is part of its text (`{{c1::std::move}}`), never a hint.
ClozeScan scanClozes(std::string_view source, bool highlightsAreClozes = false);

// Whether `source` may hold a cloze at all: the cheap test before a scan.
bool mayHoldClozes(std::string_view source, bool highlightsAreClozes = false);

// `source` with each cloze replaced by what `replace` makes of it (its text, its hint, itself).
using ClozeReplacement = std::function<std::string(const Cloze&, std::string_view text, std::string_view hint)>;
std::string rewriteClozes(std::string_view source, const ClozeScan& scan, const ClozeReplacement& replace);

// `source` with every deletion shown as its text, the markup gone: what the note says.
std::string revealClozes(std::string_view source, bool highlightsAreClozes = false);

} // namespace notedeck::markdown
