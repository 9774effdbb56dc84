#pragma once
// What the app's chapter tree and overview show for every node of the deck tree (part › chapter
// › section), sub-decks included: how many cards are new, in learning and due today, and how
// well the node is mastered. Reads only; run it off the GUI thread for large decks (100,000
// cards take a few hundred milliseconds).
#include "core/deck_path.h"
#include "core/result.h"
#include "core/types.h"
#include "service/deck/card_counts.h"
#include "service/deck/deck.h"
#include "service/deck/mastery.h"

#include <vector>

namespace notedeck::scheduler {
class Scheduler;
}
namespace notedeck::service {

// The counts (CardCounts: total, new, learning, due today, buried, suspended, as card_counts.h
// defines them) of the active cards here and below.
struct DeckOverviewNode : CardCounts {
    core::DeckPath deck;   // empty: the whole deck
    int depth = -1;        // -1 for the whole deck, 0 for a part, 1 for a chapter …
    int mastered = 0;      // mastered now (isMastered, suspended cards too)

    double mastery() const { return total > 0 ? static_cast<double>(mastered) / total : 0.0; }
};

// Nodes in tree order (each node before its children, siblings in note order), the whole deck
// first.
core::Result<std::vector<DeckOverviewNode>> deckOverview(Deck& deck, core::Timestamp now);

} // namespace notedeck::service
