// Study days: the day-start hour, time zones, midnight and DST changes.
#include "fake_zones.h"
#include "core/day_clock.h"
#include "scheduler/system_time_zone.h"
#include "test_support.h"

#include <cstdlib>
#include <ctime>

using namespace notedeck;
using namespace notedeck::scheduler;
using test::utcOf;

TEST_CASE("a study day starts at the day-start hour", "[day]")
{
    const core::DayClock clock(std::make_shared<core::FixedOffsetZone>(0), 4);
    const auto evening = utcOf(1, 10, 22, 0, 0);
    CHECK(clock.dayIndex(utcOf(1, 11, 3, 59, 0)) == clock.dayIndex(evening)); // after midnight
    CHECK(clock.dayIndex(utcOf(1, 11, 4, 0, 0)) == clock.dayIndex(evening) + 1);
    CHECK(clock.startOfDay(clock.dayIndex(evening)) == utcOf(1, 10, 4, 0, 0));
    CHECK(clock.daysBetween(evening, utcOf(1, 13, 4, 0, 0)) == 3);
    // Midnight start: plain calendar days.
    const core::DayClock midnight(std::make_shared<core::FixedOffsetZone>(0), 0);
    CHECK(midnight.dayIndex(0) == 0);
    CHECK(midnight.dayIndex(-1) == -1); // before 1970 rounds down, not towards zero
    CHECK(midnight.startOfDay(1) == 86400);
}

TEST_CASE("days are counted in the user's time zone", "[day]")
{
    const core::DayClock tokyo(std::make_shared<core::FixedOffsetZone>(9 * 3600), 4);
    const core::DayClock newYork(std::make_shared<core::FixedOffsetZone>(-5 * 3600), 4);
    // 2024-01-10 20:00 UTC is 05:00 on the 11th in Tokyo, 15:00 on the 10th in New York.
    const auto t = utcOf(1, 10, 20, 0, 0);
    CHECK(tokyo.dayIndex(t) == newYork.dayIndex(t) + 1);
    CHECK(tokyo.startOfDay(tokyo.dayIndex(t)) == utcOf(1, 11, 4, 0, 9 * 3600));
    CHECK(newYork.startOfDay(newYork.dayIndex(t)) == utcOf(1, 10, 4, 0, -5 * 3600));
}

TEST_CASE("DST changes: days of 23 and 25 hours, starting at 04:00 local", "[day][dst]")
{
    const core::DayClock clock(test::centralEurope2024(), 4);
    const auto spring = clock.dayIndex(test::kSpringForward2024); // Saturday 30 March's study day
    CHECK(clock.startOfDay(spring) == utcOf(3, 30, 4, 0, 3600));
    CHECK(clock.startOfDay(spring + 1) == utcOf(3, 31, 4, 0, 7200));
    CHECK(clock.startOfDay(spring + 1) - clock.startOfDay(spring) == 23 * 3600);

    const auto autumn = clock.dayIndex(test::kFallBack2024);
    CHECK(clock.startOfDay(autumn + 1) == utcOf(10, 27, 4, 0, 3600));
    CHECK(clock.startOfDay(autumn + 1) - clock.startOfDay(autumn) == 25 * 3600);

    // Every instant lies in the day that contains it.
    for (core::Timestamp t = utcOf(3, 25, 0, 0, 3600); t < utcOf(4, 5, 0, 0, 7200); t += 1800) {
        const auto d = clock.dayIndex(t);
        REQUIRE(clock.startOfDay(d) <= t);
        REQUIRE(t < clock.startOfDay(d + 1));
    }
}

TEST_CASE("a day start inside a DST gap moves to the end of the gap", "[day][dst]")
{
    // Days start at 02:00, which does not exist on 31 March 2024 in Central Europe.
    const core::DayClock clock(test::centralEurope2024(), 2);
    const auto d = clock.dayIndex(test::kSpringForward2024 + 7200);
    CHECK(clock.startOfDay(d) == test::kSpringForward2024);
    CHECK(clock.dayIndex(test::kSpringForward2024 - 1) == d - 1);
    // A day start inside the repeated hour is its first occurrence.
    const auto autumn = clock.dayIndex(test::kFallBack2024 + 7200);
    CHECK(clock.startOfDay(autumn) == utcOf(10, 27, 2, 0, 7200));
}

TEST_CASE("the C library's time zone", "[day][system]")
{
    const char* old = std::getenv("TZ");
    const std::string saved = old ? old : "";
    // A POSIX rule, so no time zone database is needed.
    ::setenv("TZ", "CET-1CEST,M3.5.0,M10.5.0/3", 1);
    ::tzset();
    const SystemTimeZone zone;
    CHECK(zone.offsetSeconds(test::kSpringForward2024 - 1) == 3600);
    CHECK(zone.offsetSeconds(test::kSpringForward2024) == 7200);
    CHECK(zone.offsetSeconds(test::kFallBack2024) == 3600);
    if (old)
        ::setenv("TZ", saved.c_str(), 1);
    else
        ::unsetenv("TZ");
    ::tzset();
}
