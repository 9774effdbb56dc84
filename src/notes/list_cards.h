#pragma once
// The cards of one top-level list (docs/format.md, "List-item cards"): an item is a card when
// its first paragraph is followed by something nested under it, the answer. Which of the other
// items are worth a warning depends on the list: see readListCards.
#include "markdown/block_outline.h"
#include "notes/card_draft.h"
#include "notes/note_issue.h"
#include "notes/source_lines.h"

#include <vector>

namespace notedeck::notes {

struct ListCards {
    // Question, answer, line, form and kind set; deck and file are the caller's. The cards of
    // one item (a cloze note, a reversed pair) share an ordinal: the item's among the list's notes.
    std::vector<CardDraft> cards;
    std::vector<NoteIssue> issues;    // for `file`, in item order
};

// A list of links only (a table of contents, references) gives nothing. Otherwise an item that
// is not a card is a warning when the list has cards (an answer forgotten among questions) or
// when it ends with a question mark; a list without any card is plain text (company names,
// steps), not questions, and gives neither. An item holding clozes is a cloze note; one with
// nothing nested under it may be a one-line card (`question :: answer`, `term ::: meaning`).
struct ListReading {
    bool questionItems = true;          // items with a nested answer are cards (the default rule)
    bool highlightsAreClozes = false;   // `==text==` is a cloze
};
ListCards readListCards(const markdown::Block& list, const SourceLines& lines, const std::string& file,
                        const ListReading& reading = {});

} // namespace notedeck::notes
