#pragma once
// One Markdown file → card drafts, following docs/format.md: headings give the deck path,
// top-level list items and question headings give cards.
#include "notes/card_draft.h"
#include "notes/notes_folder.h"

#include <string>
#include <string_view>
#include <vector>

namespace notedeck::notes {

struct ParsedFile {
    std::vector<CardDraft> cards;    // ordinals are 0-based within the file
    std::vector<NoteIssue> issues;
};

// `text` is valid UTF-8 with LF line endings and no BOM; `file` is the path relative to the
// notes folder, used in drafts and messages and (its stem) as the root of a file without `#`.
ParsedFile parseNoteFile(std::string_view text, const std::string& file);

} // namespace notedeck::notes
