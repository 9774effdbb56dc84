#pragma once
// Today's study queue as a value: the cards to show in order and how many of each kind, and the
// answers already given today that the daily limits count. The scheduler builds it
// (scheduler::buildQueue); the review screens and the command line show it.
#include "core/types.h"

#include <vector>

namespace notedeck::core {

// Answers already given today (the storage layer counts them from the review log).
struct StudiedToday {
    int new_cards = 0;
    int reviews = 0;
};

struct StudyQueue {
    // In study order: learning cards due now (earliest first), reviews due today (lowest
    // retrievability first), new cards (note order, or shuffled by the seed), then
    // learning cards due within the learn-ahead limit.
    std::vector<CardId> cards;
    int learning = 0;
    int reviews = 0;
    int new_cards = 0;
    int learn_ahead = 0;
};

} // namespace notedeck::core
