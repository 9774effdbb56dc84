#include "service/study/detail/day_load.h"

#include "service/deck/detail/deck_internals.h"
#include "storage/deck_store.h"

#include <algorithm>

namespace notedeck::service {

DayLoad::DayLoad(Deck& deck, const core::DayClock& clock) : m_deck(deck), m_clock(clock) {}

std::vector<long long> DayLoad::dueOn(std::int64_t today, int first, int last, std::optional<core::Error>& failure)
{
    std::vector<long long> load(static_cast<std::size_t>(std::max(0, last - first + 1)), 0);
    if (load.empty())
        return load;
    // The span from the first day not read yet to the last one, in one query.
    std::int64_t from = today + last + 1, to = today + first - 1;
    for (std::int64_t day = today + first; day <= today + last; ++day) {
        if (!m_days.contains(day)) {
            from = std::min(from, day);
            to = std::max(to, day);
        }
    }
    if (from <= to) {
        auto counts = storeOf(m_deck).queue().reviewsDueBetween(m_clock.startOfDay(from), m_clock.startOfDay(to + 1));
        if (!counts) {
            failure = counts.error();
            return load;
        }
        for (std::int64_t day = from; day <= to; ++day)
            m_days[day] = 0;
        for (const auto& [due, count] : *counts)
            m_days[m_clock.dayIndex(due)] += count;
    }
    for (int n = first; n <= last; ++n)
        load[static_cast<std::size_t>(n - first)] = m_days[today + n];
    return load;
}

void DayLoad::add(const core::ScheduleState& card, long long delta)
{
    if (card.state != core::CardState::Review || card.suspended)
        return;
    if (auto it = m_days.find(m_clock.dayIndex(card.due)); it != m_days.end())
        it->second += delta;
}

void DayLoad::moved(const core::ScheduleState& before, const core::ScheduleState& after)
{
    add(before, -1);
    add(after, +1);
}

} // namespace notedeck::service
