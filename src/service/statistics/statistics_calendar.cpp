#include "service/statistics/statistics_calendar.h"

#include <algorithm>
#include <chrono>
#include <cstdio>

namespace notedeck::service {

namespace chr = std::chrono;

CalendarDate dateOfStudyDay(std::int64_t day)
{
    const chr::sys_days d{chr::days{day}};
    const chr::year_month_day ymd{d};
    CalendarDate date;
    date.year = static_cast<int>(ymd.year());
    date.month = static_cast<int>(static_cast<unsigned>(ymd.month()));
    date.day = static_cast<int>(static_cast<unsigned>(ymd.day()));
    date.weekday = static_cast<int>(chr::weekday{d}.iso_encoding()) - 1;
    return date;
}

std::int64_t studyDayOf(int year, int month, int day)
{
    const chr::year_month_day ymd{chr::year{year}, chr::month{static_cast<unsigned>(month)},
                                  chr::day{static_cast<unsigned>(day)}};
    return chr::sys_days{ymd}.time_since_epoch().count();
}

std::string CalendarDate::iso() const
{
    char buf[16];
    std::snprintf(buf, sizeof buf, "%04d-%02d-%02d", year, month, day);
    return buf;
}

std::int64_t weekStart(std::int64_t day) { return day - dateOfStudyDay(day).weekday; }

std::int64_t monthStart(std::int64_t day) { return day - (dateOfStudyDay(day).day - 1); }

std::int64_t addMonths(std::int64_t monthStartDay, int months)
{
    const CalendarDate d = dateOfStudyDay(monthStartDay);
    int index = d.year * 12 + (d.month - 1) + months;
    return studyDayOf(index / 12, index % 12 + 1, 1);
}

StudyDayTable::StudyDayTable(const core::DayClock& clock, std::int64_t firstDay, std::int64_t lastDay)
    : m_clock(clock), m_first(firstDay)
{
    lastDay = std::max(lastDay, firstDay);
    m_starts.reserve(static_cast<std::size_t>(lastDay - firstDay + 2));
    for (std::int64_t day = firstDay; day <= lastDay + 1; ++day)
        m_starts.push_back(clock.startOfDay(day));
}

std::int64_t StudyDayTable::dayOf(core::Timestamp t) const
{
    if (t < m_starts.front() || t >= m_starts.back())
        return m_clock.dayIndex(t);
    const auto it = std::upper_bound(m_starts.begin(), m_starts.end(), t);
    return m_first + (it - m_starts.begin()) - 1;
}

std::vector<std::int64_t> StudyDayTable::boundariesMs() const
{
    std::vector<std::int64_t> ms;
    ms.reserve(m_starts.size());
    for (core::Timestamp t : m_starts)
        ms.push_back(t * 1000);
    return ms;
}

} // namespace notedeck::service
