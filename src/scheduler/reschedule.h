#pragma once
// Rescheduling after new FSRS weights or a new desired retention: a card's memory state is worked
// out again from its answers with the new weights, and a review card gets the interval those
// weights and that retention give, counted from its last review. Used when personal parameters
// are adopted and when the options change; the review log itself is never changed.
#include "core/review_record.h"
#include "core/schedule_state.h"
#include "scheduler/fsrs_model.h"
#include "scheduler/initial_memory.h"
#include "scheduler/scheduler.h"

#include <cstdint>
#include <optional>
#include <span>
#include <unordered_map>
#include <vector>

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

// The review cards due on each study day (a core::DayClock day index), kept while a whole set of
// cards is rescheduled so that load balancing and Easy Days see the days fill up. Not
// thread-safe; one per rescheduling run.
class DueCounts {
public:
    void add(std::int64_t day, long long delta);
    // One entry per day `first` … `last`.
    std::vector<long long> between(std::int64_t first, std::int64_t last) const;

private:
    std::unordered_map<std::int64_t, long long> m_days;
};

// `card` as `scheduler` would hold it: the memory state replayed from `answers` (kept as stored
// when replayMemory gives none; pass no answers to keep it) and, for a card in review, the
// interval of that stability from the study day of its last review, with the card's own fuzz —
// and, with `counts` and load balancing or Easy Days on, the day those choose within the fuzz
// range (`counts` then follows the card from its old day to its new one). New, learning and
// relearning cards keep their due time. A due date in the past makes the card due now; it is not
// moved to today.
core::ScheduleState rescheduleCard(const Scheduler& scheduler, core::CardId id, const core::ScheduleState& card,
                                   std::span<const core::ReviewRecord> answers, DueCounts* counts = nullptr,
                                   const ReplayOptions& options = {});

} // namespace notedeck::scheduler
