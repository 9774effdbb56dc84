#pragma once
// Rescheduling after new FSRS weights: a card's memory state is worked out again from its
// answers with the new weights, and a review card gets the interval those weights give,
// counted from its last review. Used when personal parameters are adopted; the review log
// itself is never changed.
#include "core/review_record.h"
#include "core/schedule_state.h"
#include "scheduler/fsrs_model.h"
#include "scheduler/scheduler.h"

#include <optional>
#include <span>

namespace notedeck::scheduler {

// The memory state after `answers` (one card's answers, oldest first), elapsed time counted in
// study days of `clock` as the scheduler counts it. Empty when `answers` is empty or does not
// start with the card's first answer (state before: new), i.e. when the history is incomplete.
std::optional<MemoryState> replayMemory(const Model& model, const core::DayClock& clock,
                                        std::span<const core::ReviewRecord> answers);

// `card` as `scheduler` would hold it: the memory state replayed from `answers` (kept as stored
// when the history is incomplete) and, for a card in review, the interval of that stability
// (with the card's own fuzz, no load balancing) from the study day of its last review. New,
// learning and relearning cards keep their due time. A due date in the past makes the card due
// now; it is not moved to today.
core::ScheduleState rescheduleCard(const Scheduler& scheduler, core::CardId id, const core::ScheduleState& card,
                                   std::span<const core::ReviewRecord> answers);

} // namespace notedeck::scheduler
