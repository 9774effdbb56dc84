#pragma once
// Card counts for every node of the deck tree (part › chapter › section), sub-decks included, as
// the command line's `stats` prints them: the tree's counts (deckOverview, card_counts.h) and
// the retired cards.
#include "core/deck_path.h"
#include "core/result.h"
#include "core/types.h"
#include "service/deck/card_counts.h"
#include "service/deck/deck.h"

#include <vector>

namespace notedeck::service {

struct DeckNode : CardCounts {
    core::DeckPath deck;
    int depth = 0;        // 0 for the whole deck and for a part
    int retired = 0;      // retired cards here and below (not in the counts)
};

// Nodes in tree order (each node before its children, siblings in note order), with the whole deck
// first as a node with an empty path: the nodes that hold active cards. A node that holds only
// retired cards is not listed; its retired cards count in the nodes above it.
core::Result<std::vector<DeckNode>> summarizeDecks(Deck& deck, core::Timestamp now);

} // namespace notedeck::service
