#pragma once
// One Markdown file → card drafts, following docs/format.md: headings give the deck path, and
// the file's question rule says which headings and list items are cards.
#include "notes/card_draft.h"
#include "notes/note_issue.h"
#include "notes/question_rule.h"

#include <string>
#include <string_view>
#include <vector>

namespace notedeck::notes {

struct ParsedFile {
    std::vector<CardDraft> cards;    // ordinals are 0-based within the file
    std::vector<NoteIssue> issues;   // in line order
    QuestionRule rule;               // the rule that read it: its front matter's, else the folder's
    bool ruleFromFrontMatter = false;
};

// `text` is valid UTF-8 with LF line endings and no BOM; `file` is the path relative to the
// notes folder, used in drafts and messages and (its stem) as the root of a file without `#`.
// `folderRule` is the rule the notes folder gives the file; its front matter can name another.
// A rule in the front matter that cannot be read is an error and gives no cards: the file is
// not imported (see readNotesFolder).
ParsedFile parseNoteFile(std::string_view text, const std::string& file, const QuestionRule& folderRule = {});

} // namespace notedeck::notes
