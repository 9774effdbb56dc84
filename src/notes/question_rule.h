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

    // The sources of cards the note parser switches on and off by the rule: list items with an
    // answer, question headings, and the explicit card syntax (clozes `{{c1::…}}`,
    // `question :: answer`, `term ::: meaning`), which every rule reads. Explicit reads only it.
    bool listItemCards() const { return style == QuestionStyle::Default; }
    // Clozes and one-line cards, outside the answers of question headings.
    bool explicitCards() const { return true; }
    // Whether a heading (level, text without its markers) is a question under this rule. A
    // heading wrapped in emphasis (`#### **1.1 什么是注意力？**`) is read by its text.
    bool isQuestionHeading(int headingLevel, std::string_view text) const;
    // Whether a line that opens a top-level paragraph stands as a question heading: the whole
    // line is bold (`**1.2 注意力怎么计算？**`) and ends with ? or ？. Under the rules that read
    // question headings by their question mark (default, question-headings).
    bool isBoldQuestionLine(std::string_view line) const;

    // The rule as written: "default", "question-headings", "heading-level 3", "explicit".
    std::string name() const;
    bool operator==(const QuestionRule&) const = default;
};

// Reads a rule as written in front matter or the rules file; the error is a sentence that names
// the value and lists the valid ones.
std::expected<QuestionRule, std::string> parseQuestionRule(std::string_view text);

} // namespace notedeck::notes
