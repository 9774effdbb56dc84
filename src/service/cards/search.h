#pragma once
// Searching the deck's questions and answers (see storage/search_index.h for the matching rules).
#include "core/card_search.h"
#include "core/result.h"
#include "service/deck/deck.h"

#include <vector>

namespace notedeck::service {

// Brings the search index up to date with the cards (run it after an import, off the GUI thread;
// it is quick when nothing changed) and returns how many cards it indexed.
core::Result<int> refreshSearchIndex(Deck& deck);

// Searches, refreshing the index first so results always reflect the latest import. On a deck
// that cannot be written (Deck::readOnlyReason) an out-of-date index is not used: the cards
// are scanned. Each hit's question and snippet are the text a list shows: no Markdown marks, one
// line, formulas (their TeX) and code between render::kCodeStart and kCodeEnd, matches marked.
core::Result<std::vector<core::SearchHit>> searchCards(Deck& deck, const core::SearchQuery& query);

} // namespace notedeck::service
