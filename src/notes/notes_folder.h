#pragma once
// Reads a notes folder: every *.md file below it, in path order, into card drafts.
#include "core/result.h"
#include "notes/card_draft.h"

#include <filesystem>
#include <map>
#include <string>
#include <vector>

namespace notedeck::notes {

enum class Severity { Warning, Error };

// A problem in the notes: a warning keeps the file, an error skips it (its cards stay as they were).
struct NoteIssue {
    Severity severity = Severity::Warning;
    std::string file;   // relative to the notes folder
    int line = 0;       // 0 when the problem concerns the whole file
    std::string message;
};

struct NotesFolder {
    std::vector<CardDraft> cards;          // from the files that were parsed, in note order
    std::vector<NoteIssue> issues;
    std::vector<std::string> files;        // every .md file seen, relative, in path order
    std::vector<std::string> failedFiles;  // skipped because of an error
    std::vector<std::string> unchangedFiles;          // content hash as known: not parsed
    std::map<std::string, std::string> fileHashes;    // content hash of every readable file
};

// Reads every file; a file whose content hash equals `knownHashes[file]` is not parsed again (its
// cards are in the deck already). Fails only when the folder itself cannot be used.
core::Result<NotesFolder> readNotesFolder(const std::filesystem::path& folder,
                                          const std::map<std::string, std::string>& knownHashes = {});

} // namespace notedeck::notes
