// Calendar dates as the command line and the settings write them ("2024-03-29"), numbered as
// study days are.
#include "core/iso_time.h"

#include <catch2/catch.hpp>

using namespace notedeck;

TEST_CASE("a calendar date reads as its day number and writes back the same", "[iso-date]")
{
    CHECK(core::parseIsoDate("1970-01-01") == 0);
    CHECK(core::parseIsoDate("2024-03-01") == 19783);
    CHECK(core::formatIsoDate(19783) == "2024-03-01");
    CHECK(core::formatIsoDate(*core::parseIsoDate("2028-02-29")) == "2028-02-29");
    CHECK_FALSE(core::parseIsoDate("2023-02-29"));
    CHECK_FALSE(core::parseIsoDate("2024-3-01"));
    CHECK_FALSE(core::parseIsoDate("2024-03-01T00:00:00Z"));
    CHECK_FALSE(core::parseIsoDate(""));
    // The date-time reader shares the date part.
    CHECK(core::parseIsoTimeMs("2024-03-01T00:00:00Z") == 19783LL * 86'400'000);
    CHECK_FALSE(core::parseIsoTimeMs("2023-02-29T00:00:00Z"));
}
