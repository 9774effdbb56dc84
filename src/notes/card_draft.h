#pragma once
// A card as written in the notes, before it is matched to the deck.
#include "core/card_kind.h"
#include "core/deck_path.h"

#include <string>

namespace notedeck::notes {

// The form of the note a card comes from: a list item or question heading with its answer, a note
// holding clozes, or a one-line card (`question :: answer`, `term ::: meaning`).
enum class NoteForm { ListItem, Heading, Cloze, OneLine };

struct CardDraft {
    core::DeckPath deck;      // heading path, e.g. 基础知识 › Python › 基本特性
    std::string question;     // Markdown, exactly as written (de-indented)
    std::string answer;       // Markdown, exactly as written (de-indented)
    std::string file;         // path relative to the notes folder, '/'-separated
    int line = 0;             // 1-based line of the question
    int ordinal = 0;          // position of its note within its file; note order is (file, ordinal)
    core::CardKind kind;      // which card of its note (core::CardRecord::kind)
    NoteForm form = NoteForm::ListItem;
};

} // namespace notedeck::notes
