#include "scheduler/optimizer/training_items.h"

#include <catch2/catch.hpp>

#include <memory>

using namespace notedeck::optimizer;

namespace {

// ms since the epoch of 2024-01-<day> <hour>:<minute> UTC.
std::int64_t at(int day, int hour, int minute = 0)
{
    constexpr std::int64_t kJan1 = 1704067200000; // 2024-01-01T00:00Z
    return kJan1 + (std::int64_t{day - 1} * 24 * 60 + hour * 60 + minute) * 60'000;
}

} // namespace

TEST_CASE("items are made for reviews on a later study day", "[training_items]")
{
    const std::vector<ReviewLogEntry> log = {
        {7, 1, at(1, 10), 0},  // first review
        {7, 3, at(1, 10, 5), 0}, // same day
        {7, 3, at(2, 3, 59), 0}, // 03:59 is still study day 1
        {7, 3, at(2, 4, 0), 0},  // study day 2
        {7, 1, at(5, 12), 0},
    };
    const auto items = buildTrainingItems(log);
    REQUIRE(items);
    REQUIRE(items->size() == 2);
    const TrainingItem& a = (*items)[0];
    CHECK(a.cardId == 7);
    CHECK(a.timeMs == at(2, 4, 0));
    CHECK(a.reviews == std::vector<Review>{{1, 0}, {3, 0}, {3, 0}, {3, 1}});
    CHECK(a.history().size() == 3);
    CHECK(a.recalled());
    CHECK(a.longTermReviewCount() == 1);
    CHECK(a.firstLongTermReview() == Review{3, 1});
    const TrainingItem& b = (*items)[1];
    CHECK(b.reviews.back() == Review{1, 3});
    CHECK_FALSE(b.recalled());
    CHECK(b.longTermReviewCount() == 2);
}

TEST_CASE("the day boundary hour and UTC offset decide the elapsed days", "[training_items]")
{
    const std::vector<ReviewLogEntry> log = {{1, 3, at(1, 20), 0}, {1, 3, at(2, 2), 0}};
    // 04:00 UTC: both reviews on study day Jan 1 -> no item.
    CHECK(buildTrainingItems(log)->empty());
    // Midnight UTC: Jan 1 and Jan 2.
    auto items = buildTrainingItems(log, DayBoundary{0, 0});
    REQUIRE(items->size() == 1);
    CHECK(items->front().target().elapsedDays == 1);
    // 04:00 at UTC+5: 20:00Z is 01:00 Jan 2 local (study day Jan 1); 02:00Z Jan 2 is 07:00
    // local (study day Jan 2).
    items = buildTrainingItems(log, DayBoundary{4, 300});
    REQUIRE(items->size() == 1);
    // 04:00 at UTC-8: 12:00 and 18:00 local on Jan 1 -> same study day.
    CHECK(buildTrainingItems(log, DayBoundary{4, -480})->empty());

    const notedeck::core::DayClock clock(std::make_shared<notedeck::core::FixedOffsetZone>(0), 0);
    CHECK(buildTrainingItems(log, clock)->size() == 1);
}

TEST_CASE("items come in time order and reviews are ordered per card", "[training_items]")
{
    const std::vector<ReviewLogEntry> log = {
        {2, 3, at(3, 12), 0}, {1, 3, at(4, 12), 0}, {2, 3, at(1, 12), 0},
        {1, 3, at(1, 13), 0}, {2, 4, at(10, 12), 0},
    };
    const auto items = buildTrainingItems(log);
    REQUIRE(items->size() == 3);
    CHECK((*items)[0].cardId == 2);
    CHECK((*items)[0].reviews == std::vector<Review>{{3, 0}, {3, 2}});
    CHECK((*items)[1].cardId == 1);
    CHECK((*items)[1].reviews == std::vector<Review>{{3, 0}, {3, 3}});
    CHECK((*items)[2].reviews == std::vector<Review>{{3, 0}, {3, 2}, {4, 7}});
}

TEST_CASE("invalid input to the item builder is refused", "[training_items]")
{
    const std::vector<ReviewLogEntry> bad = {{1, 0, at(1, 1), 0}};
    CHECK_FALSE(buildTrainingItems(bad));
    const std::vector<ReviewLogEntry> ok = {{1, 3, at(1, 1), 0}};
    CHECK_FALSE(buildTrainingItems(ok, DayBoundary{24, 0}));
    CHECK_FALSE(buildTrainingItems(ok, DayBoundary{4, 19 * 60}));
    CHECK(buildTrainingItems({}, DayBoundary{})->empty());
}
