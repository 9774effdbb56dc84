#pragma once
// Study days: a day starts at the user's "next day starts at" hour (default 04:00) in the
// user's time zone, so late-night studying counts towards the evening's day and
// intervals in days follow the calendar across DST changes. The zone is a parameter.
#include "core/types.h"

#include <cstdint>
#include <memory>

namespace notedeck::core {

// Maps instants to the offset of local time from UTC in force at that instant.
class TimeZone {
public:
    virtual ~TimeZone() = default;
    // Local time minus UTC, in seconds, at instant `utc` (e.g. +3600 for CET in winter).
    virtual int offsetSeconds(Timestamp utc) const = 0;
};

// A zone without DST (also UTC itself, offset 0).
class FixedOffsetZone final : public TimeZone {
public:
    explicit FixedOffsetZone(int offsetSeconds = 0) : m_offset(offsetSeconds) {}
    int offsetSeconds(Timestamp) const override { return m_offset; }

private:
    int m_offset;
};

// Numbers study days and finds where they begin.
class DayClock {
public:
    inline static constexpr int kDefaultDayStartHour = 4;

    explicit DayClock(std::shared_ptr<const TimeZone> zone = std::make_shared<FixedOffsetZone>(),
                      int dayStartHour = kDefaultDayStartHour);

    // Days since 1970-01-01 local, counting a day from the day-start hour: 03:59 local
    // still belongs to the previous day when days start at 04:00.
    std::int64_t dayIndex(Timestamp utc) const;
    // The first instant of study day `day`. When that local time does not exist (a DST
    // gap) it is the first instant after the gap; when it occurs twice, the first one.
    Timestamp startOfDay(std::int64_t day) const;
    // Whole study days from `from` to `to` (negative when `to` is earlier).
    std::int64_t daysBetween(Timestamp from, Timestamp to) const
    {
        return dayIndex(to) - dayIndex(from);
    }

    int dayStartHour() const { return m_hour; }
    const TimeZone& zone() const { return *m_zone; }

private:
    std::shared_ptr<const TimeZone> m_zone;
    int m_hour;
};

} // namespace notedeck::core
