#pragma once
// The reads behind today's study queue and load balancing, through the queue indexes of schema
// step 5: only the cards a queue can hold are read — learning cards due today, the reviews within
// the day's limit, the first new cards in note order — never every card of the scope. The study
// day and the limits are not known here: the service layer passes moments and counts.
//
// Made by DeckStore::queue(); holds the DeckStore's connection (owns nothing), so it is used on
// that DeckStore's thread and must not outlive it.
//
// Every read takes active (not retired) cards of `scope` (empty: the whole deck) that are visible
// at `at`: not suspended, and not buried until after `at`.
#include "core/deck_path.h"
#include "core/queue_card.h"
#include "core/result.h"
#include "core/types.h"

#include <cstdint>
#include <span>
#include <utility>
#include <vector>

namespace notedeck::storage {

class Database;

class QueueQueries {
public:
    explicit QueueQueries(Database& db) : m_db(db) {}

    // Learning and relearning cards due before `until`, by (due, id).
    core::Result<std::vector<core::QueueCard>> learningDue(const core::DeckPath& scope, core::Timestamp at,
                                                     core::Timestamp until);
    // Review cards due by `at`, the lowest retrievability first: the largest (at - last review) /
    // stability first (a stability of 0 or less before everything), then by id; at most `limit`.
    core::Result<std::vector<core::QueueCard>> reviewsDue(const core::DeckPath& scope, core::Timestamp at, int limit);
    // New cards in note order (file, position in the file, id); at most `limit`, or all when it is
    // negative (for a shuffled order, which needs every id).
    core::Result<std::vector<core::CardId>> newCards(const core::DeckPath& scope, core::Timestamp at, int limit);

    // Every review card due by `at`, in no order, with its deck node (for queues limited per preset).
    core::Result<std::vector<core::QueueCard>> allReviewsDue(const core::DeckPath& scope, core::Timestamp at);
    // New cards of the deck nodes `decks`, in note order; at most `limit`, or all when negative.
    core::Result<std::vector<core::NewQueueCard>> newCardsOf(std::span<const core::DeckId> decks, core::Timestamp at,
                                                             int limit);

    // How many cards of one kind would be in a queue, counting up to `limit` at most (the counts
    // that a daily limit caps stop there). Learning and relearning cards and review cards count
    // when due before `dueBefore`; new cards whatever their due.
    enum class Kind { Learning, Review, New };
    core::Result<int> count(Kind kind, const core::DeckPath& scope, core::Timestamp at, core::Timestamp dueBefore,
                            int limit);

    // Learning, relearning and review cards of `scope` (not suspended) that come due at from <=
    // t < to: due then, or due earlier and buried until then (t is the later of the two). What a
    // study day will bring, for "due tomorrow" (service/deck/card_counts.h).
    core::Result<int> countComingDue(const core::DeckPath& scope, core::Timestamp from, core::Timestamp to);

    // Review cards of the whole deck (not suspended) due at from <= due < to, as (due, how many)
    // by due: what a day already holds, for load balancing.
    core::Result<std::vector<std::pair<core::Timestamp, std::int64_t>>> reviewsDueBetween(core::Timestamp from,
                                                                                          core::Timestamp to);

private:
    Database& m_db;
};

} // namespace notedeck::storage
