#pragma once
// Reads a notes folder: every *.md file below it, in path order, into card drafts.
#include "core/result.h"
#include "notes/card_draft.h"
#include "notes/note_issue.h"
#include "notes/question_rule.h"

#include <cstddef>
#include <filesystem>
#include <functional>
#include <map>
#include <optional>
#include <string>
#include <vector>

namespace notedeck::notes {

// Where a file's question rule comes from.
enum class RuleSource { Default, RulesFile, FrontMatter };

struct FileReading {
    QuestionRule rule;
    RuleSource source = RuleSource::Default;
};

struct NotesFolder {
    std::vector<CardDraft> cards;          // from the files that were parsed, in note order
    std::vector<NoteIssue> issues;
    std::vector<std::string> files;        // every .md file seen, relative, in path order
    std::vector<std::string> failedFiles;  // skipped because of an error
    std::vector<std::string> unchangedFiles;          // content hash as known: not parsed
    // Left out by the rules file (`import = false`): not read, and not among `files`, so that
    // their cards retire as those of a removed file do.
    std::vector<std::string> leftOutFiles;
    std::map<std::string, FileReading> readings;      // each parsed file: the rule that read it
    bool hasRulesFile = false;                        // the folder has kRulesFileName
    std::optional<QuestionRule> rootRule;             // the rule it gives the files no section names
    // Of every file imported (parsed, or unchanged): its content hash, with the version and rule
    // of the question finding that read it (see notes_folder.cpp).
    std::map<std::string, std::string> fileHashes;
    bool stopped = false;   // the progress callback asked to stop: the files after it were not read
};

// Told before each file is read (and parsed when it changed) and once all are: how many files are
// done of how many (0 of n first, n of n last); returns false to stop reading (a cancelled
// import). Called on the thread that reads the folder.
using FileProgress = std::function<bool(std::size_t done, std::size_t total)>;

// Reads every file, each with the question rule that the folder's rules file (kRulesFileName) or
// its own front matter gives it; the rules file's problems are among the issues. A file with an
// error, or whose rule a mistake in the rules file leaves unknown, is a failed file: the deck
// keeps its cards as they are. A file whose hash
// equals `knownHashes[file]` is not parsed again (its cards are in the deck already). Fails only
// when the folder itself cannot be used. `rulesText`, when given, is read in place of the rules
// file (what the folder would give under rules not yet saved: the import preview).
core::Result<NotesFolder> readNotesFolder(const std::filesystem::path& folder,
                                          const std::map<std::string, std::string>& knownHashes = {},
                                          const FileProgress& progress = {},
                                          const std::optional<std::string>& rulesText = std::nullopt);

} // namespace notedeck::notes
