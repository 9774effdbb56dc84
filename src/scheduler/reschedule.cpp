#include "scheduler/reschedule.h"

#include "scheduler/intervals.h"

#include <algorithm>

namespace notedeck::scheduler {

std::optional<MemoryState> replayMemory(const Model& model, const core::DayClock& clock,
                                        std::span<const core::ReviewRecord> answers)
{
    if (answers.empty() || answers.front().stateBefore != core::CardState::New)
        return std::nullopt;
    std::optional<MemoryState> memory;
    core::Timestamp previous = 0;
    for (const core::ReviewRecord& answer : answers) {
        const core::Timestamp at = answer.reviewedAtMs / 1000;
        // As Scheduler::nextStates: whole study days since the previous answer, never negative.
        const auto elapsed = memory ? std::max<std::int64_t>(0, clock.daysBetween(previous, at)) : 0;
        memory = model.next(memory, static_cast<double>(elapsed), answer.rating);
        previous = at;
    }
    return memory;
}

core::ScheduleState rescheduleCard(const Scheduler& scheduler, core::CardId id, const core::ScheduleState& card,
                                   std::span<const core::ReviewRecord> answers)
{
    core::ScheduleState out = card;
    if (card.state == core::CardState::New)
        return out;
    if (auto memory = replayMemory(scheduler.model(), scheduler.clock(), answers)) {
        out.stability = memory->stability;
        out.difficulty = memory->difficulty;
    }
    if (card.state != core::CardState::Review || !card.last_review || out.stability <= 0.0)
        return out;

    // The interval as Scheduler::reviewInterval gives it for the last answer: the same fuzz
    // seed (card id and its review count) and the same days elapsed before it.
    const SchedulerSettings& settings = scheduler.settings();
    int days = nextInterval(out.stability, scheduler.intervalModifier(), settings.maximum_interval);
    if (settings.enable_fuzz && days >= 3) {
        days = applyFuzzDraw(days, card.elapsed_days, settings.maximum_interval,
                             fuzzDraw(fuzzSeed(id, card.reps)));
    }
    out.scheduled_days = days;
    out.due = scheduler.clock().startOfDay(scheduler.clock().dayIndex(*card.last_review) + days);
    return out;
}

} // namespace notedeck::scheduler
