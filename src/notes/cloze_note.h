#pragma once
// A note holding clozes (docs/format.md, "Cloze cards"): a list item, paragraph or table whose
// text hides phrases as `{{c1::…}}`. It is one note and gives one card per cloze number, each
// card holding the whole note as its question and the number in its kind (core::CardKind::cloze).
#include "notes/card_draft.h"
#include "notes/note_issue.h"

#include <string>
#include <vector>

namespace notedeck::notes {

struct ClozeNote {
    bool isClozeNote = false;        // it holds a cloze (or too many): not a card of another kind
    std::vector<CardDraft> cards;    // question, kind, line and form set; deck, file and ordinal are the caller's
    std::vector<NoteIssue> issues;   // bad cloze markup, with the line of each
};

// `text` is the note as written (de-indented), starting at line `firstLine` of `file`.
// `highlightsAreClozes`: `==text==` is a cloze too (a setting of the notes folder).
ClozeNote readClozeNote(const std::string& text, int firstLine, const std::string& file, bool highlightsAreClozes = false);

} // namespace notedeck::notes
