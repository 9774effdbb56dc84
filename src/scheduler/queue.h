#pragma once
// Today's study queue: which cards to show and in what order, within the daily limits.
#include "core/schedule_state.h"
#include "core/study_queue.h"
#include "core/types.h"
#include "scheduler/settings.h"

#include <cstdint>
#include <span>
#include <vector>

namespace notedeck::scheduler {

// The little the queue needs to know about a card; the storage layer fills these from
// one query.
struct CardRecord {
    core::CardId id = 0;
    core::CardState state = core::CardState::New;
    core::Timestamp due = 0;
    double stability = 0.0;
    core::Timestamp last_review = 0; // 0 for a new card
    std::int64_t ordinal = 0;        // position of the card in note order
    bool suspended = false;
    core::Timestamp buried_until = 0;
};

struct QueueOptions {
    int new_cards_per_day = 20;
    int reviews_per_day = 200;
    NewCardOrder new_card_order = NewCardOrder::NoteOrder;
    std::uint64_t random_order_seed = 0;
    int learn_ahead_minutes = 20;

    static QueueOptions from(const SchedulerSettings& settings)
    {
        return {settings.new_cards_per_day, settings.reviews_per_day, settings.new_card_order,
                settings.random_order_seed, settings.learn_ahead_minutes};
    }
};

// Today's answers and the queue as values (core/study_queue.h).
using core::StudiedToday;
using core::StudyQueue;

// Suspended and buried cards are skipped; learning cards are not limited. Reviews are
// limited to reviews_per_day minus those done today, new cards likewise. New cards in
// `beyondLimit` (let in today, e.g. missed in a drill) come first among the new cards and
// whatever the limit; `studied.new_cards` should then not count the ones answered already.
StudyQueue buildQueue(std::span<const CardRecord> cards, const QueueOptions& options,
                      const StudiedToday& studied, core::Timestamp now,
                      std::span<const core::CardId> beyondLimit = {});

} // namespace notedeck::scheduler
