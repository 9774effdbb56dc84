#pragma once
// A card as the deck knows it: content, where it came from in the notes, and whether it is retired.
// Scheduling state lives next to it in storage and is owned by the scheduler.
#include "core/deck_path.h"
#include "core/types.h"

#include <string>

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
};

} // namespace notedeck::core
