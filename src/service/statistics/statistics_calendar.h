#pragma once
// Study days as calendar dates, and a table of study-day start instants so that bulk statistics
// find the study day of an instant by binary search instead of asking the time zone each time.
#include "core/types.h"
#include "core/day_clock.h"

#include <cstdint>
#include <string>
#include <vector>

namespace notedeck::service {

// The local calendar date a study day is named after (the day it starts on).
struct CalendarDate {
    int year = 1970;
    int month = 1;     // 1..12
    int day = 1;       // 1..31
    int weekday = 3;   // 0 = Monday … 6 = Sunday

    std::string iso() const;   // "2025-11-29"
    friend bool operator==(const CalendarDate&, const CalendarDate&) = default;
};

// Study-day index (days since 1970-01-01 local, see DayClock::dayIndex) ⇄ calendar date.
CalendarDate dateOfStudyDay(std::int64_t day);
std::int64_t studyDayOf(int year, int month, int day);
// The first study day of the week (Monday) and of the month that `day` falls in.
std::int64_t weekStart(std::int64_t day);
std::int64_t monthStart(std::int64_t day);
// The first day of the month `months` calendar months after the month of `day` (negative: before).
std::int64_t addMonths(std::int64_t monthStartDay, int months);

// Start instants of the study days firstDay … lastDay + 1, computed once.
class StudyDayTable {
public:
    StudyDayTable(const core::DayClock& clock, std::int64_t firstDay, std::int64_t lastDay);

    std::int64_t firstDay() const { return m_first; }
    std::int64_t lastDay() const { return m_first + static_cast<std::int64_t>(m_starts.size()) - 2; }
    // The study day of `t`: by table lookup inside the table, else by the clock.
    std::int64_t dayOf(core::Timestamp t) const;
    // The starts of firstDay … lastDay + 1 in unix milliseconds: bucket edges for one bucket per day.
    std::vector<std::int64_t> boundariesMs() const;

private:
    const core::DayClock& m_clock;
    std::int64_t m_first;
    std::vector<core::Timestamp> m_starts;   // firstDay … lastDay + 1
};

} // namespace notedeck::service
