#pragma once
// A card as the deck knows it: content, where it came from in the notes, and whether it is retired.
// Scheduling state lives next to it in storage and is owned by the scheduler.
#include "core/card_kind.h"
#include "core/deck_path.h"
#include "core/types.h"

#include <string>
#include <string_view>

namespace notedeck::core {

struct CardRecord {
    CardId id = 0;
    DeckPath deck;
    std::string question;      // Markdown
    std::string answer;        // Markdown
    std::string sourceFile;    // relative to the notes folder
    int sourceLine = 0;
    int ordinal = 0;           // position within its file; note order is (file, ordinal)
    bool retired = false;      // gone from the notes; history kept
    // Which card of its note this is, with the note's other cards (its siblings) at the same
    // (sourceFile, ordinal): basic (a reversed pair's forward card too), the pair's reverse, or
    // cloze number N of the note in `question` (core/card_kind.h). Stored as the `variant` text.
    CardKind kind;
};

} // namespace notedeck::core
