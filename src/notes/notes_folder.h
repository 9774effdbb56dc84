#pragma once
// Reads a notes folder: every *.md file below it, in path order, into card drafts.
#include "core/result.h"
#include "notes/card_draft.h"

#include <filesystem>
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
    std::vector<CardDraft> cards;
    std::vector<NoteIssue> issues;
    std::vector<std::string> files;        // every .md file seen, relative
    std::vector<std::string> failedFiles;  // files skipped because of an error
};

// Fails only when the folder itself cannot be used (missing, not a directory).
core::Result<NotesFolder> readNotesFolder(const std::filesystem::path& folder);

} // namespace notedeck::notes
