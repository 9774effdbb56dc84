#include "scheduler/reschedule.h"

#include "scheduler/intervals.h"

#include <algorithm>

namespace notedeck::scheduler {

namespace {

// The interval `answer` scheduled, in study days (0 for a learning step or an unknown due time).
std::int64_t scheduledDays(const core::DayClock& clock, const core::ReviewRecord& answer)
{
    if (!answer.dueAfter)
        return 0;
    return clock.daysBetween(answer.reviewedAtMs / 1000, *answer.dueAfter);
}

} // namespace

std::optional<MemoryState> replayMemory(const Model& model, const core::DayClock& clock,
                                        std::span<const core::ReviewRecord> answers, const ReplayOptions& options)
{
    if (options.firstDay) {
        const auto kept = std::find_if(answers.begin(), answers.end(), [&](const core::ReviewRecord& a) {
            return clock.dayIndex(a.reviewedAtMs / 1000) >= *options.firstDay;
        });
        answers = answers.subspan(static_cast<std::size_t>(kept - answers.begin()));
    }
    if (answers.empty())
        return std::nullopt;
    std::optional<MemoryState> memory;
    core::Timestamp previous = 0;
    if (answers.front().stateBefore != core::CardState::New) {
        // Incomplete: start after the first answer that sent the card away for a day or more.
        const auto start = std::find_if(answers.begin(), answers.end(), [&](const core::ReviewRecord& a) {
            return scheduledDays(clock, a) >= 1;
        });
        if (start == answers.end())
            return std::nullopt;
        memory = estimateMemory(model, static_cast<double>(scheduledDays(clock, *start)), options.historicalRetention);
        previous = start->reviewedAtMs / 1000;
        answers = answers.subspan(static_cast<std::size_t>(start - answers.begin()) + 1);
    }
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
                                   std::span<const core::ReviewRecord> answers, const ReplayOptions& options)
{
    core::ScheduleState out = card;
    if (card.state == core::CardState::New)
        return out;
    if (auto memory = replayMemory(scheduler.model(), scheduler.clock(), answers, options)) {
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
