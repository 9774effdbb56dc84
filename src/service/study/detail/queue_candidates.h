#pragma once
// The cards today's queue can hold, read from the deck through its queue indexes: learning and
// relearning cards due before a given moment, the most overdue reviews up to the day's review
// limit, the first new cards in note order up to the new-card limit (every new card's id when the
// order is random), the new cards let in beyond the limit today, and today's limits.
// scheduler::buildQueue over these (with limits.studied and limits.newBeyondLimit) gives the same
// queue as over every card of the scope, at a cost that follows the limits, not the deck's size.
#include "core/deck_path.h"
#include "core/queue_card.h"
#include "core/result.h"
#include "core/types.h"
#include "scheduler/queue.h"
#include "scheduler/scheduler.h"
#include "service/deck/deck.h"
#include "service/study/study.h"

#include <vector>

namespace notedeck::service {

struct QueueCandidates {
    std::vector<scheduler::CardRecord> records;
    TodaysLimits limits;
};

// `learningUntil`: learning and relearning cards due before it are read (the queue needs those
// within the learn-ahead limit; a session keeps those due later today as well).
core::Result<QueueCandidates> readQueueCandidates(Deck& deck, const core::DeckPath& scope, core::Timestamp now,
                                                  core::Timestamp learningUntil);

// A learning or review card as the queue takes it.
scheduler::CardRecord queueRecord(const core::QueueCard& c);

// The moment the queue's learn-ahead limit ends (learning cards due by then are in the queue).
core::Timestamp learnAheadUntil(const scheduler::Scheduler& scheduler, core::Timestamp now);

} // namespace notedeck::service
