#pragma once
// A problem found in the notes, with the file and line it concerns: a value the notes reader
// finds (notes/), the import reports and the deck keeps with its file.
#include <string>
#include <vector>

namespace notedeck::core {

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
    ClozeNotClosed,         // `{{c1::` without its `}}`
    ClozeBadNumber,         // args: the number as written
    ClozeEmpty,             // `{{c1::}}`
    ClozeNested,            // a cloze inside a cloze
    TooManyClozes,          // args: how many
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

} // namespace notedeck::core
