#pragma once
// What today's study queue needs of a learning or review card, as the deck's queue indexes give it.
#include "core/types.h"

namespace notedeck::core {

struct QueueCard {
    CardId id = 0;
    CardState state = CardState::New;
    Timestamp due = 0;
    double stability = 0.0;
    Timestamp lastReview = 0;   // 0 when never answered
};

} // namespace notedeck::core
