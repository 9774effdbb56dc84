#pragma once
// Full-text search over questions and answers (SQLite FTS5, trigram tokenizer), with a substring
// scan for terms shorter than three characters (2-character Chinese words such as 梯度), which a
// trigram index cannot match. The cards found come back as stored; service::searchCards adds the
// text a result list shows, with the matches marked with kMatchStart / kMatchEnd.
#include "core/card.h"
#include "core/result.h"
#include "core/schedule_state.h"

#include <optional>
#include <string>
#include <vector>

namespace notedeck::storage {

class DeckStore;

inline constexpr char kMatchStart = '\x01';
inline constexpr char kMatchEnd = '\x02';

struct SearchQuery {
    std::string text;                        // terms separated by spaces; all must occur
    core::DeckPath scope;                    // empty: the whole deck
    std::optional<core::CardState> state;    // only cards in this state
    int limit = 200;
};

struct SearchHit {
    core::CardRecord card;
    core::ScheduleState schedule;
    // Filled by service::searchCards, as text without Markdown marks (see render::markdownToMarkedText):
    std::string questionMarked;   // the question with matches marked
    std::string snippet;          // a marked excerpt of the answer around a match (may be empty)
};

class SearchIndex {
public:
    explicit SearchIndex(DeckStore& deck) : m_deck(deck) {}

    // Indexes the cards whose text changed since they were last indexed; returns how many.
    core::Result<int> refresh();
    // How many cards refresh() would index (without writing anything).
    core::Result<int> staleCount();
    // `useIndex` false: every term is found by the scan, as on a deck whose index is out of date
    // and cannot be written.
    core::Result<std::vector<SearchHit>> search(const SearchQuery& query, bool useIndex = true);

private:
    DeckStore& m_deck;
};

// Splits a query into terms (white space separated) for tests and callers.
std::vector<std::string> searchTerms(const std::string& text);
// Marks every case-insensitive (ASCII) occurrence of the terms in `text`.
std::string markMatches(const std::string& text, const std::vector<std::string>& terms);

} // namespace notedeck::storage
