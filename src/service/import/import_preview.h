#pragma once
// What importing a notes folder would make, shown before anything is written (the app's preview
// when it opens a notes folder, `notedeck-cli import DIR --dry-run`): the cards of each file by
// kind, the rule that reads it, a few of its questions, and every warning. The reader may then
// choose how questions are found and leave files out (NotesChoice), which is saved to the
// folder's rules file (docs/format.md, "Choosing how questions are found").
#include "core/note_issue.h"
#include "core/result.h"

#include <filesystem>
#include <optional>
#include <string>
#include <vector>

namespace notedeck::service {

// How questions are found in the files no section of the rules file names: the three rules the
// preview offers (the rules file can say more, e.g. heading-level 3).
enum class QuestionsChoice {
    ListsAndHeadings,   // "default": list items with an answer, and question headings
    HeadingsOnly,       // "question-headings"
    ExplicitOnly,       // "explicit": only clozes, `question :: answer` and `term ::: meaning`
};
// The rule as the rules file writes it: "default", "question-headings", "explicit".
std::string ruleNameOf(QuestionsChoice choice);
// The choice a rule name is, when it is one of the three.
std::optional<QuestionsChoice> questionsChoiceOf(const std::string& ruleName);

// What the reader chose in the preview, relative to what the rules file says now.
struct NotesChoice {
    std::optional<QuestionsChoice> questions;   // nothing: as the rules file says
    // Paths relative to the notes folder, '/'-separated: a file, or a folder ending with '/'.
    std::vector<std::string> leaveOut;
    std::vector<std::string> bringBack;         // left out now, imported again
    bool empty() const { return !questions && leaveOut.empty() && bringBack.empty(); }
};

struct FilePreview {
    enum class State { Read, LeftOut, Failed };
    enum class RuleFrom { Default, RulesFile, FrontMatter };

    std::string file;                 // relative to the notes folder, '/'-separated
    State state = State::Read;
    std::string rule;                 // the rule that read it, as written ("default", …); empty unless Read
    RuleFrom ruleFrom = RuleFrom::Default;
    // Cards by kind: list items with an answer, question headings (bold ones too), cloze cards,
    // one-line cards (`::`, and the forward side of `:::`), the reverse sides of `:::`, and the
    // image occlusion cards of the pictures with masks.
    int listItems = 0, headings = 0, clozes = 0, oneLine = 0, reversed = 0, occlusions = 0;
    std::vector<std::string> samples;   // its first questions (up to kSamplesPerFile), one line each
    int warnings = 0, errors = 0;

    int cards() const { return listItems + headings + clozes + oneLine + reversed + occlusions; }
};

struct ImportPreview {
    // Of the deck, when there is one (nothing for a deck not made yet): the cards this import
    // would add and retire, and the cards in study now (with any, another folder is a deliberate act).
    int added = 0;
    int retired = 0;
    int cards = 0;
    bool hasDeck = false;

    std::string notesDir;
    bool hasRulesFile = false;
    std::string folderRule = "default";   // the rule of the files no section names
    std::vector<FilePreview> files;       // every Markdown file, in path order
    std::vector<core::NoteIssue> issues;  // by file, then line

    int cardsInNotes() const;
    int filesRead() const;
    int warnings() const;
    int errors() const;
    std::string toText() const;
    std::string toJson() const;
};

inline constexpr int kSamplesPerFile = 3;

// The preview of `notesDir` without a deck (a deck not made yet): every card would be new.
// `choice` is applied to the rules as they would be saved, without saving them.
core::Result<ImportPreview> previewNotes(const std::filesystem::path& notesDir, const NotesChoice& choice = {});

// Writes `choice` into the notes folder's rules file (made when there is none; every other line
// kept), replacing it whole so that a failed write leaves it as it was. An empty choice writes
// nothing. Fails on a name that cannot be written as a rule, or a file that cannot be written.
core::Result<void> saveNotesChoice(const std::filesystem::path& notesDir, const NotesChoice& choice);

} // namespace notedeck::service
