#pragma once
// The notes folder's rules file: which question rule each file follows (docs/format.md,
// "Choosing how questions are found"). TOML, read line by line (each line by toml++) so that every
// problem has its line and costs only the files of its section:
//
//     questions = "default"            # files that no section names
//     ["interview/**"]
//     questions = "heading-level 3"
//     ["README.md"]
//     import = false                   # left out of the import
//
// A value-type owned by whoever reads the folder; no I/O here.
#include "notes/note_issue.h"
#include "notes/question_rule.h"

#include <expected>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace notedeck::notes {

// At the root of the notes folder; hidden, so never read as a note.
inline constexpr const char* kRulesFileName = ".notedeck.toml";
// A rules file is a few lines; a larger one is not read (as if it could not be read at all).
inline constexpr size_t kMaxRulesBytes = 256 * 1024;

// What the rules file says of one file.
struct FileSettings {
    QuestionRule rule;
    bool imported = true;            // false: left out (`import = false`), as if it were not there
    bool ruleFromRulesFile = false;  // the rule is the rules file's, not the default
};

class FolderRules {
public:
    // No rules file: every file follows the default rule.
    FolderRules() = default;

    // A line NoteDeck cannot read leaves the rule of the files it concerns unknown: it is an
    // error naming `file` and the line, and ruleFor refuses those files, so that a typo never
    // reads notes by another rule than the one meant. A broken section header with nothing
    // under it concerns no file and is only a warning.
    static FolderRules parse(std::string_view text, const std::string& file);
    // A rules file that cannot be read: every file's rule is unknown (`problem` says why).
    static FolderRules unreadable(NoteIssue problem);

    // The rule of the last section whose pattern matches `path` (relative, '/'-separated) and
    // that gives one, else the rule given before any section, else the default. When a line that
    // would decide it cannot be read: that line's number (0: the rules file cannot be read).
    std::expected<QuestionRule, int> ruleFor(std::string_view path) const;
    // The rule as above, and whether the file is imported: the last section that says `import`
    // decides. A file left out needs no rule, so a mistake in a section before the one that left
    // it out does not refuse it.
    std::expected<FileSettings, int> settingsFor(std::string_view path) const;
    // The rule given before any section (for the files no section names), when one is.
    std::optional<QuestionRule> rootRule() const;

    const std::vector<NoteIssue>& issues() const { return m_issues; }

private:
    // The rule given before any section, or one section's.
    struct Scope {
        std::string pattern;      // empty for the root, and for a section whose header is broken
        int header = 0;           // the section header's line; 0 for the root
        QuestionRule rule;
        bool hasRule = false;
        int brokenLine = 0;       // the first line of this scope that cannot be read
        std::optional<bool> highlightsAreClozes;   // `highlights = "cloze"` or `"highlight"`
        std::optional<bool> imported;              // `import = true` or `false`
    };
    static std::string filesOf(const Scope& scope);
    void fail(Scope& scope, int line, const std::string& problem);

    std::string m_file;
    bool m_unreadable = false;
    Scope m_root;
    std::vector<Scope> m_sections;
    std::vector<NoteIssue> m_issues;
};

} // namespace notedeck::notes
