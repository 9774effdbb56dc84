#include "core/day_clock.h"

#include <algorithm>
#include <array>
#include <limits>

namespace notedeck::core {

namespace {

constexpr std::int64_t kDay = 86400;

std::int64_t floorDiv(std::int64_t a, std::int64_t b)
{
    const std::int64_t q = a / b;
    return (a % b != 0 && ((a < 0) != (b < 0))) ? q - 1 : q;
}

} // namespace

DayClock::DayClock(std::shared_ptr<const TimeZone> zone, int dayStartHour)
    : m_zone(std::move(zone))
    , m_hour(std::clamp(dayStartHour, 0, 23))
{
}

std::int64_t DayClock::dayIndex(Timestamp utc) const
{
    const std::int64_t local = utc + m_zone->offsetSeconds(utc);
    return floorDiv(local - std::int64_t{m_hour} * 3600, kDay);
}

Timestamp DayClock::startOfDay(std::int64_t day) const
{
    // The wanted local wall-clock time; which UTC instant shows it depends on the offset
    // in force, which may change within the day. Try the offsets in force around it
    // (real zones change at most twice within two days) and keep the earliest instant
    // that already belongs to `day`.
    const std::int64_t local = day * kDay + std::int64_t{m_hour} * 3600;
    // Fast path: the same offset a day either side means no change near this day start
    // (real zones never change twice within two days).
    const int before = m_zone->offsetSeconds(local - kDay);
    if (before == m_zone->offsetSeconds(local + kDay))
        return local - before;
    const std::array<std::int64_t, 4> probes = {local - kDay, local, local + kDay, local - kDay / 2};
    Timestamp best = std::numeric_limits<Timestamp>::max();
    for (std::int64_t probe : probes) {
        const Timestamp candidate = local - m_zone->offsetSeconds(probe);
        if (dayIndex(candidate) >= day)
            best = std::min(best, candidate);
    }
    if (best == std::numeric_limits<Timestamp>::max())
        best = local - m_zone->offsetSeconds(local); // unreachable for real zones
    // In a gap, `candidate` is the instant the clocks jump (computed with the offset in
    // force before it); anything earlier still shows the previous day. Step back to the
    // exact boundary in case a probe landed late.
    for (const std::int64_t step : {3600, 60, 1}) {
        while (dayIndex(best - step) >= day && best - step > local - 2 * kDay)
            best -= step;
    }
    return best;
}

} // namespace notedeck::core
