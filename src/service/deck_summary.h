#pragma once
// Card counts for every node of the deck tree (part › chapter › section), sub-decks included.
#include "core/deck_path.h"
#include "core/result.h"
#include "service/deck.h"

#include <vector>

namespace notedeck::service {

struct DeckNode {
    core::DeckPath deck;
    int depth = 0;        // 0 for a part
    int total = 0;        // active cards here and below
    int fresh = 0;
    int learning = 0;
    int review = 0;
    int retired = 0;
};

// Nodes in tree order (each node before its children, siblings in note order), with the whole deck
// first as a node with an empty path.
core::Result<std::vector<DeckNode>> summarizeDecks(Deck& deck);

} // namespace notedeck::service
