#pragma once
// Time zones for tests: one that switches between two offsets at given instants, like
// Central European Time in 2024.
#include "core/day_clock.h"

#include <vector>

namespace notedeck::scheduler::test {

class SwitchingZone final : public core::TimeZone {
public:
    struct Change {
        core::Timestamp at; // UTC instant of the switch
        int offset;         // offset from then on
    };
    SwitchingZone(int initial, std::vector<Change> changes)
        : m_initial(initial), m_changes(std::move(changes)) {}

    int offsetSeconds(core::Timestamp utc) const override
    {
        int offset = m_initial;
        for (const auto& c : m_changes) {
            if (utc >= c.at)
                offset = c.offset;
        }
        return offset;
    }

private:
    int m_initial;
    std::vector<Change> m_changes;
};

// 2024-03-31 01:00 UTC: 02:00 CET becomes 03:00 CEST.
inline constexpr core::Timestamp kSpringForward2024 = 1711846800;
// 2024-10-27 01:00 UTC: 03:00 CEST becomes 02:00 CET.
inline constexpr core::Timestamp kFallBack2024 = 1729990800;

inline std::shared_ptr<const core::TimeZone> centralEurope2024()
{
    return std::make_shared<SwitchingZone>(
        3600, std::vector<SwitchingZone::Change>{{kSpringForward2024, 7200}, {kFallBack2024, 3600}});
}

// UTC instant for a 2024 local wall-clock time given the offset in force then.
inline core::Timestamp utcOf(int month, int day, int hour, int minute, int offset)
{
    // Days from 1970-01-01 to 2024-01-01, then the days of each month of the leap year.
    static constexpr int kMonthStart[] = {0, 31, 60, 91, 121, 152, 182, 213, 244, 274, 305, 335};
    const std::int64_t days = 19723 + kMonthStart[month - 1] + (day - 1);
    return days * 86400 + hour * 3600 + minute * 60 - offset;
}

} // namespace notedeck::scheduler::test
