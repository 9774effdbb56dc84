#include "service/search.h"

#include "storage/deck_store.h"

namespace notedeck::service {

core::Result<int> refreshSearchIndex(storage::DeckStore& deck)
{
    return storage::SearchIndex(deck).refresh();
}

core::Result<std::vector<storage::SearchHit>> searchCards(storage::DeckStore& deck, const storage::SearchQuery& query)
{
    storage::SearchIndex index(deck);
    if (deck.readOnlyReason().empty()) {
        if (auto refreshed = index.refresh(); !refreshed)
            return std::unexpected(refreshed.error());
        return index.search(query);
    }
    // A deck this NoteDeck may not write: its index cannot be brought up to date; when it is
    // behind, every term is found by the scan instead.
    auto stale = index.staleCount();
    if (!stale)
        return std::unexpected(stale.error());
    return index.search(query, *stale == 0);
}

} // namespace notedeck::service
