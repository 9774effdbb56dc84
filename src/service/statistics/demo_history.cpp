#include "service/statistics/demo_history.h"

#include "service/deck/detail/deck_internals.h"
#include "service/study/study.h"
#include "storage/deck_store.h"

#include <algorithm>
#include <cmath>

namespace notedeck::service {

namespace {

using core::Rating;

// SplitMix64 as a stream: small, portable, the same sequence everywhere.
class Random {
public:
    explicit Random(std::uint64_t seed) : m_state(seed) {}
    double uniform()
    {
        m_state += 0x9E3779B97F4A7C15ULL;
        std::uint64_t x = m_state;
        x = (x ^ (x >> 30)) * 0xBF58476D1CE4E5B9ULL;
        x = (x ^ (x >> 27)) * 0x94D049BB133111EBULL;
        x ^= x >> 31;
        return static_cast<double>(x >> 11) * 0x1.0p-53;
    }
    int between(int low, int high) { return low + static_cast<int>(uniform() * (high - low + 1)); }

private:
    std::uint64_t m_state;
};

Rating pick(Random& rng, double again, double hard, double good)
{
    const double u = rng.uniform();
    if (u < again)
        return Rating::Again;
    if (u < again + hard)
        return Rating::Hard;
    if (u < again + hard + good)
        return Rating::Good;
    return Rating::Easy;
}

// How the pretend user answers: review cards by the model's retrievability, new and learning
// cards with fixed odds; seconds per answer vary like a person's.
Rating answerFor(Random& rng, const scheduler::Scheduler& scheduler, const core::ScheduleState& card,
                 core::Timestamp now)
{
    switch (card.state) {
    case core::CardState::New:
        return pick(rng, 0.25, 0.12, 0.48);
    case core::CardState::Learning:
    case core::CardState::Relearning:
        return pick(rng, 0.12, 0.08, 0.75);
    case core::CardState::Review: {
        const double r = scheduler.retrievability(card, now).value_or(0.9);
        if (rng.uniform() >= r)
            return Rating::Again;
        const double u = rng.uniform();
        return u < 0.15 ? Rating::Hard : u < 0.9 ? Rating::Good : Rating::Easy;
    }
    }
    return Rating::Good;
}

int secondsFor(Random& rng, const core::ScheduleState& card)
{
    switch (card.state) {
    case core::CardState::New: return rng.between(20, 75);
    case core::CardState::Review: return rng.between(6, 30);
    default: return rng.between(8, 35);
    }
}

} // namespace

core::Result<DemoHistory> fabricateHistory(Deck& deck, core::Timestamp now, const DemoHistoryOptions& options)
{
    const scheduler::Scheduler& scheduler = schedulerOf(deck);
    if (options.days < 1)
        return core::fail("fabricate at least one day of history");
    const core::DayClock& clock = scheduler.clock();
    const std::int64_t today = clock.dayIndex(now);
    Random rng(options.seed);
    DemoHistory history;
    const int offsetHours = std::clamp(options.sessionHour, 0, 23) - clock.dayStartHour();
    const int sessionOffset = (offsetHours < 0 ? offsetHours + 24 : offsetHours) * 3600;

    for (std::int64_t day = today - options.days + 1; day <= today; ++day) {
        const bool lastDays = today - day < 3;
        const double skip = rng.uniform();
        const core::Timestamp start = clock.startOfDay(day) + sessionOffset + rng.between(0, 45 * 60);
        if ((!lastDays && skip < options.skipChance) || start >= now)
            continue;
        core::Timestamp t = start;
        int answers = 0;
        while (answers < options.maximumAnswersPerDay && t < now) {
            auto next = nextCard(deck, options.scope, t);
            if (!next)
                return std::unexpected(next.error());
            if (!*next)
                break;
            const core::ScheduleState& card = (*next)->row.schedule;
            const Rating rating = answerFor(rng, scheduler, card, t);
            const int seconds = secondsFor(rng, card);
            if (card.state == core::CardState::New)
                history.newCards += 1;
            auto answered = answerCard(deck, (*next)->row.card.id, rating, t, seconds * 1000);
            if (!answered)
                return std::unexpected(answered.error());
            if (history.answers == 0)
                history.firstAnswer = t;
            history.lastAnswer = t;
            history.answers += 1;
            answers += 1;
            t += seconds + rng.between(1, 4);
        }
        if (answers > 0)
            history.daysStudied += 1;
    }
    return history;
}

} // namespace notedeck::service
