#pragma once
// The notes folder's rules file: which question rule each file follows (docs/format.md,
// "Choosing how questions are found"). A TOML subset, read line by line so that every problem
// has its line:
//
//     questions = "default"            # files that no section names
//     ["interview/**"]
//     questions = "heading-level 3"
//
// A value-type owned by whoever reads the folder; no I/O here.
#include "notes/note_issue.h"
#include "notes/question_rule.h"

#include <string>
#include <string_view>
#include <vector>

namespace notedeck::notes {

// At the root of the notes folder; hidden, so never read as a note.
inline constexpr const char* kRulesFileName = ".notedeck.toml";

class FolderRules {
public:
    // No rules file: every file follows the default rule.
    FolderRules() = default;

    // A line NoteDeck cannot read is a warning naming `file` and the line, and is ignored; a
    // section whose rule is invalid rules its files with the default rule.
    static FolderRules parse(std::string_view text, const std::string& file);

    // The rule of the last section whose pattern matches `path` (relative, '/'-separated), else
    // the rule given before any section, else the default.
    QuestionRule ruleFor(std::string_view path) const;

    const std::vector<NoteIssue>& issues() const { return m_issues; }

private:
    struct Section {
        std::string pattern;
        QuestionRule rule;
        bool hasRule = false;
    };
    void warn(int line, std::string message);

    std::string m_file;
    QuestionRule m_rootRule;
    std::vector<Section> m_sections;
    std::vector<NoteIssue> m_issues;
};

} // namespace notedeck::notes
