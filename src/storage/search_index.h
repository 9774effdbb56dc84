#pragma once
// Full-text search over questions and answers (SQLite FTS5, trigram tokenizer), with a substring
// scan for terms shorter than three characters (2-character Chinese words such as 梯度), which a
// trigram index cannot match. The cards found come back as stored; service::searchCards adds the
// text a result list shows, with the matches marked with core::kMatchStart / core::kMatchEnd.
//
// Made by DeckStore::search(); holds the DeckStore's connection (owns nothing), so it is used on
// that DeckStore's thread and must not outlive it.
#include "core/card.h"
#include "core/card_search.h"
#include "core/result.h"
#include "core/schedule_state.h"

#include <optional>
#include <string>
#include <vector>

namespace notedeck::storage {

class Database;

class SearchIndex {
public:
    explicit SearchIndex(Database& db) : m_db(db) {}

    // Indexes the cards whose text changed since they were last indexed; returns how many.
    core::Result<int> refresh();
    // How many cards refresh() would index (without writing anything).
    core::Result<int> staleCount();
    // `useIndex` false: every term is found by the scan, as on a deck whose index is out of date
    // and cannot be written.
    core::Result<std::vector<core::SearchHit>> find(const core::SearchQuery& query, bool useIndex = true);

private:
    Database& m_db;
};

} // namespace notedeck::storage
