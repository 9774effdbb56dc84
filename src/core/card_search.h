#pragma once
// A search over the cards' questions and answers: what is asked, what is found, and how matches
// are marked in the text a result list shows (kMatchStart … kMatchEnd around each match).
#include "core/card.h"
#include "core/deck_path.h"
#include "core/schedule_state.h"

#include <optional>
#include <string>
#include <vector>

namespace notedeck::core {

inline constexpr char kMatchStart = '\x01';
inline constexpr char kMatchEnd = '\x02';

struct SearchQuery {
    std::string text;                  // terms separated by spaces; all must occur
    DeckPath scope;                    // empty: the whole deck
    std::optional<CardState> state;    // only cards in this state
    int limit = 200;
};

struct SearchHit {
    CardRecord card;
    ScheduleState schedule;
    // Filled by service::searchCards, as text without Markdown marks (see render::markdownToMarkedText):
    // The side the card asks with matches marked (a cloze card's own deletions hidden as [...],
    // the reverse of a pair its answer), without the mark of its kind.
    std::string questionMarked;
    // A marked excerpt of the other side around a match (may be empty): the answer, a reversed
    // card's question, a cloze card's note with its deletions in the open.
    std::string snippet;
};

// Splits a query into terms (white space separated).
std::vector<std::string> searchTerms(const std::string& text);
// Marks every case-insensitive (ASCII) occurrence of the terms in `text`.
std::string markMatches(const std::string& text, const std::vector<std::string>& terms);

} // namespace notedeck::core
