#pragma once
// Rescheduling after new FSRS weights: a card's memory state is worked out again from its
// answers with the new weights, and a review card gets the interval those weights give,
// counted from its last review. Used when personal parameters are adopted; the review log
// itself is never changed.
#include "core/review_record.h"
#include "core/schedule_state.h"
#include "scheduler/fsrs_model.h"
#include "scheduler/initial_memory.h"
#include "scheduler/scheduler.h"

#include <optional>
#include <span>

namespace notedeck::scheduler {

struct ReplayOptions {
    // The learner's measured retention (historicalRetention()), for incomplete histories.
    double historicalRetention = kDefaultHistoricalRetention;
    // "Ignore reviews before": answers on a study day before this one are left out.
    std::optional<std::int64_t> firstDay;
};

// The memory state after `answers` (one card's answers, oldest first), elapsed time counted in
// study days of `clock` as the scheduler counts it. When the answers kept do not start with the
// card's first answer (state before: new) — a card imported mid-life, or one whose first answers
// are before `firstDay` — the history is incomplete: the state after the first kept answer that
// scheduled a day or more is estimated from that interval and the historical retention
// (estimateMemory) and the answers after it are replayed from there. Empty when no answer is
// kept, or an incomplete history has no such answer.
std::optional<MemoryState> replayMemory(const Model& model, const core::DayClock& clock,
                                        std::span<const core::ReviewRecord> answers,
                                        const ReplayOptions& options = {});

// `card` as `scheduler` would hold it: the memory state replayed from `answers` (kept as stored
// when replayMemory gives none) and, for a card in review, the interval of that stability
// (with the card's own fuzz, no load balancing) from the study day of its last review. New,
// learning and relearning cards keep their due time. A due date in the past makes the card due
// now; it is not moved to today.
core::ScheduleState rescheduleCard(const Scheduler& scheduler, core::CardId id, const core::ScheduleState& card,
                                   std::span<const core::ReviewRecord> answers, const ReplayOptions& options = {});

} // namespace notedeck::scheduler
