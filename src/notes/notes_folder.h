#pragma once
// Reads a notes folder: every *.md file below it, in path order, into card drafts.
#include "core/result.h"
#include "notes/card_draft.h"

#include <cstddef>
#include <filesystem>
#include <functional>
#include <map>
#include <string>
#include <vector>

namespace notedeck::notes {

enum class Severity { Warning, Error };

// What a problem is, so that an interface can say it in its own language (`message` is the
// English sentence the command line prints). `args` holds the values the sentence names, in order.
enum class IssueKind {
    Other,                  // only the message
    NotRegularFile,         // a broken link or a folder named *.md
    CannotRead,             // args: the system's reason
    ReadError,
    BinaryFile,             // contains NUL bytes
    NotUtf8,                // args: the 1-based offset of the first bad byte
    CannotListFolder,       // args: the system's reason
    NoMarkdownFiles,
    DuplicateQuestion,      // args: the line of the first one
    NotAQuestion,           // a list item that does not start with a question
    NoAnswer,               // a question with nothing nested under it
    HeadingWithoutAnswer,   // a question heading followed by the next heading
    DisplayMathNotClosed,
    CodeFenceNotClosed,
};

// The stable name of a kind (stored with the file's problems in the deck) and back (Other when
// unknown).
std::string issueKindName(IssueKind kind);
IssueKind issueKindFromName(const std::string& name);

// A problem in the notes: a warning keeps the file, an error skips it (its cards stay as they were).
struct NoteIssue {
    Severity severity = Severity::Warning;
    std::string file;   // relative to the notes folder
    int line = 0;       // 0 when the problem concerns the whole file
    std::string message;
    IssueKind kind = IssueKind::Other;
    std::vector<std::string> args;
};

struct NotesFolder {
    std::vector<CardDraft> cards;          // from the files that were parsed, in note order
    std::vector<NoteIssue> issues;
    std::vector<std::string> files;        // every .md file seen, relative, in path order
    std::vector<std::string> failedFiles;  // skipped because of an error
    std::vector<std::string> unchangedFiles;          // content hash as known: not parsed
    std::map<std::string, std::string> fileHashes;    // content hash of every readable file
    bool stopped = false;   // the progress callback asked to stop: the files after it were not read
};

// Told before each file is read (and parsed when it changed) and once all are: how many files are
// done of how many (0 of n first, n of n last); returns false to stop reading (a cancelled
// import). Called on the thread that reads the folder.
using FileProgress = std::function<bool(std::size_t done, std::size_t total)>;

// Reads every file; a file whose content hash equals `knownHashes[file]` is not parsed again (its
// cards are in the deck already). Fails only when the folder itself cannot be used.
core::Result<NotesFolder> readNotesFolder(const std::filesystem::path& folder,
                                          const std::map<std::string, std::string>& knownHashes = {},
                                          const FileProgress& progress = {});

} // namespace notedeck::notes
