#pragma once
// What today's study queue needs of a learning or review card, as the deck's queue indexes give it.
#include "core/types.h"

#include <cstdint>
#include <string>

namespace notedeck::core {

struct QueueCard {
    CardId id = 0;
    CardState state = CardState::New;
    Timestamp due = 0;
    double stability = 0.0;
    Timestamp lastReview = 0;   // 0 when never answered
    DeckId deck = 0;            // the deck node it belongs to
};

// A new card with its place in note order (file, position in the file, id) and its deck node.
struct NewQueueCard {
    CardId id = 0;
    std::string file;
    std::int64_t ordinal = 0;
    DeckId deck = 0;
};

} // namespace notedeck::core
