#pragma once
// For load balancing: how many review cards (not suspended) are due on each study day, read from
// the deck by ranges of days (one indexed query for the days not read yet) and kept, so that a
// review session reads each day once instead of at every preview and answer; moved() keeps the
// counts right after the session's own answers and card changes. Use it on the deck's thread.
#include "core/result.h"
#include "core/schedule_state.h"
#include "core/day_clock.h"
#include "service/deck/deck.h"

#include <cstdint>
#include <map>
#include <optional>
#include <vector>

namespace notedeck::service {

class DayLoad {
public:
    DayLoad(Deck& deck, const core::DayClock& clock);

    // The cards due on study days today + first … today + last, one entry per day. When the deck
    // cannot be read, zeros and `failure` set.
    std::vector<long long> dueOn(std::int64_t today, int first, int last, std::optional<core::Error>& failure);
    // A card went from `before` to `after` (an answer, an undo, a bury or suspend).
    void moved(const core::ScheduleState& before, const core::ScheduleState& after);
    // Forgets every count (the deck changed in ways the session does not follow).
    void clear() { m_days.clear(); }

private:
    void add(const core::ScheduleState& card, long long delta);

    Deck& m_deck;
    const core::DayClock& m_clock;
    std::map<std::int64_t, long long> m_days;   // study day → review cards due that day
};

} // namespace notedeck::service
