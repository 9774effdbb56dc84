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
    if (auto refreshed = index.refresh(); !refreshed)
        return std::unexpected(refreshed.error());
    return index.search(query);
}

} // namespace notedeck::service
