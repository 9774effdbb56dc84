#pragma once
// How the questions of a notes file are found (docs/format.md, "Choosing how questions are
// found"). A file's rule comes from its front matter, else from the notes folder's rules file,
// else it is the default.
#include <expected>
#include <string>
#include <string_view>

namespace notedeck::notes {

enum class QuestionStyle {
    Default,            // list items with a nested answer, and headings ending with ? or ？
    QuestionHeadings,   // headings ending with ? or ？ only; lists are never cards
    HeadingLevel,       // every heading of `level` is a question, whatever it ends with
    Explicit,           // only cards written in the explicit card syntax (see below)
};

struct QuestionRule {
    QuestionStyle style = QuestionStyle::Default;
    int level = 0;   // 1–6, for HeadingLevel
    bool highlightsAreClozes = false;   // Obsidian's `==text==` is a cloze (`highlights = "cloze"`)

    // The two sources of cards the note parser switches on and off by the rule. Explicit turns
    // both off. The explicit card syntax (`question :: answer`, `term ::: meaning`, clozes
    // `{{c1::…}}`) is to be a third source, read where the note parser dispatches on these
    // switches; until it is, an Explicit file gives no cards, only its deck tree.
    bool listItemCards() const { return style == QuestionStyle::Default; }
    // Clozes and one-line cards, outside the answers of question headings. The Explicit rule is
    // to take these alone; for now it takes none (see explicitRuleWarning).
    bool explicitCards() const { return style != QuestionStyle::Explicit; }
    // Whether a heading (level, text without its markers) is a question under this rule.
    bool isQuestionHeading(int headingLevel, std::string_view text) const;

    // The rule as written: "default", "question-headings", "heading-level 3", "explicit".
    std::string name() const;
    bool operator==(const QuestionRule&) const = default;
};

// The warning where a file is given the explicit rule, which finds no cards until the explicit
// card syntax exists; `files` says which ("this file", "the files of [\"glossary/\"]").
std::string explicitRuleWarning(const std::string& files);

// Reads a rule as written in front matter or the rules file; the error is a sentence that names
// the value and lists the valid ones.
std::expected<QuestionRule, std::string> parseQuestionRule(std::string_view text);

} // namespace notedeck::notes
