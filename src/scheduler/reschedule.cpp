#include "scheduler/reschedule.h"

#include "scheduler/intervals.h"
#include "scheduler/load_balance.h"

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
                                   std::span<const core::ReviewRecord> answers, DueCounts* counts,
                                   const ReplayOptions& options)
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
    const core::DayClock& clock = scheduler.clock();
    const std::int64_t lastDay = clock.dayIndex(*card.last_review);
    const int plain = nextInterval(out.stability, scheduler.intervalModifier(), settings.maximum_interval);
    int days = plain;
    if (settings.enable_fuzz && plain >= 3) {
        days = applyFuzzDraw(plain, card.elapsed_days, settings.maximum_interval, fuzzDraw(fuzzSeed(id, card.reps)));
        if (counts && choosesDays(settings)) {
            const bool counted = !card.suspended;
            if (counted)
                counts->add(clock.dayIndex(card.due), -1);
            const FuzzRange range = fuzzRange(plain, card.elapsed_days, settings.maximum_interval);
            days = chooseReviewDay(settings, range, days, lastDay,
                                   counts->between(lastDay + range.min, lastDay + range.max));
            if (counted)
                counts->add(lastDay + days, +1);
        }
    }
    out.scheduled_days = days;
    out.due = clock.startOfDay(lastDay + days);
    return out;
}

void DueCounts::add(std::int64_t day, long long delta)
{
    m_days[day] += delta;
}

std::vector<long long> DueCounts::between(std::int64_t first, std::int64_t last) const
{
    std::vector<long long> out;
    for (std::int64_t day = first; day <= last; ++day) {
        const auto it = m_days.find(day);
        out.push_back(it == m_days.end() ? 0 : it->second);
    }
    return out;
}

} // namespace notedeck::scheduler
