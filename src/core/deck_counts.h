#pragma once
// Counts of cards and answers the deck file keeps: per deck node, and answers given since a moment.
#include "core/deck_path.h"

namespace notedeck::core {

// Cards of one deck node (not counting its sub-decks). What they count as (new, learning, due,
// buried …) is the service's to say (service/deck/card_counts.h).
struct DeckCounts {
    DeckPath deck;
    int total = 0;        // active (not retired) cards
    int retired = 0;
};

// Answers given since a moment: new cards seen for the first time, and reviews of review cards.
struct AnswerCounts {
    int newCards = 0;
    int reviews = 0;
};

} // namespace notedeck::core
