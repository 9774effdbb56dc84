// The simulator on the deck: the cards as they are, the deck's limits and the user's habits; the
// interview forecast per chapter.
#include "service/statistics_calendar.h"
#include "service/workload.h"
#include "stats_fixture.h"

#include <catch2/catch.hpp>

using namespace notedeck;
using testing::kNow;
using testing::localTime;

namespace {
void studySome(testing::StatsDeck& t)
{
    core::ScheduleState review;
    review.state = core::CardState::Review;
    review.stability = 12;
    review.difficulty = 5;
    review.last_review = localTime(2025, 11, 25, 12);
    review.due = localTime(2025, 12, 3, 4);
    for (core::CardId id : {1, 2, 5})
        t.setSchedule(id, review);
    auto suspended = review;
    suspended.suspended = true;
    t.setSchedule(6, suspended);
}
} // namespace

TEST_CASE("the deck's workload at each desired retention", "[workload]")
{
    testing::StatsDeck t;
    studySome(t);
    auto sim = service::simulateDeckWorkload(t.deck(), t.scheduler(), {}, kNow);
    REQUIRE(sim);
    CHECK(sim->cards == 7);   // the suspended card is left out
    CHECK(sim->newCards == 4);
    CHECK(sim->days == 365);
    CHECK(sim->start.iso() == "2025-11-29");   // day 0 is today
    CHECK(sim->currentRetention == Approx(0.9));
    CHECK(sim->newCardsPerDay == 20);
    // The grid 0.70 … 0.97 and the deck's own 0.90 in between.
    REQUIRE(sim->runs.size() == 11);
    CHECK(sim->runs.front().desiredRetention == Approx(0.70));
    CHECK(sim->runs[7].desiredRetention == Approx(0.90));
    CHECK(sim->runs.back().desiredRetention == Approx(0.97));
    for (std::size_t i = 1; i < sim->runs.size(); ++i)
        CHECK(sim->runs[i].averageReviewsPerDay >= sim->runs[i - 1].averageReviewsPerDay);
    CHECK(sim->runs.back().averageReviewsPerDay > sim->runs.front().averageReviewsPerDay);

    // A chapter alone, with a chosen list of retentions, deterministic for the seed.
    service::WorkloadRequest request;
    request.retentions = {0.8, 0.95};
    request.days = 30;
    auto a = service::simulateDeckWorkload(t.deck(), t.scheduler(), core::DeckPath({"第一部分", "章 B"}), kNow, request);
    auto b = service::simulateDeckWorkload(t.deck(), t.scheduler(), core::DeckPath({"第一部分", "章 B"}), kNow, request);
    REQUIRE(a);
    REQUIRE(b);
    CHECK(a->cards == 3);
    REQUIRE(a->runs.size() == 2);
    CHECK(a->runs[0].days.size() == 30);
    CHECK(a->runs[1].averageReviewsPerDay == b->runs[1].averageReviewsPerDay);
}

TEST_CASE("interview on a date: recall per chapter now and with higher loads", "[workload]")
{
    testing::StatsDeck t;
    studySome(t);
    const auto date = service::dateOfStudyDay(service::studyDayOf(2025, 12, 29));
    auto forecast = service::forecastInterview(t.deck(), t.scheduler(), {}, kNow, date);
    REQUIRE(forecast);
    const auto& f = *forecast;
    CHECK(f.daysLeft == 30);
    CHECK(f.date.iso() == "2025-12-29");
    REQUIRE(f.chapters.size() == 2);
    CHECK(f.chapters[0].display() == "第一部分 › 章 A");
    CHECK(f.chapterCards == std::vector<int>{4, 3});
    // Now: two of chapter A's four cards studied, one of chapter B's three (the suspended one aside).
    CHECK(f.chapterRecallNow[0] > 0.4);
    CHECK(f.chapterRecallNow[0] < 0.5);
    CHECK(f.current.current);
    CHECK(f.current.newCardsPerDay == 20);
    CHECK(f.current.desiredRetention == Approx(0.9));
    REQUIRE(f.current.chapterRecall.size() == 2);
    CHECK(f.current.recall > 0.5);   // the new cards are learnt by then
    CHECK(f.current.newCardsLeft == 0);
    // All new cards fit in the current limit, so only higher retentions are offered, each giving
    // more recall for more work.
    REQUIRE_FALSE(f.alternatives.empty());
    for (const auto& s : f.alternatives) {
        CHECK(s.newCardsPerDay == 20);
        CHECK(s.desiredRetention > 0.9);
        CHECK(s.recall >= f.current.recall);
        CHECK(s.averageMinutesPerDay >= f.current.averageMinutesPerDay);
    }
    CHECK(f.alternatives.back().desiredRetention == Approx(0.97));

    // A date that is not in the future.
    CHECK_FALSE(service::forecastInterview(t.deck(), t.scheduler(), {}, kNow, service::dateOfStudyDay(f.day - 30)));
}

TEST_CASE("interview: more new cards a day when they would not all be learnt in time", "[workload]")
{
    testing::StatsDeck t;
    auto settings = t.scheduler().settings();
    settings.new_cards_per_day = 1;
    auto scheduler = scheduler::Scheduler::create(settings, std::make_shared<scheduler::FixedOffsetZone>(testing::kZoneOffset));
    REQUIRE(scheduler);
    const auto date = service::dateOfStudyDay(service::studyDayOf(2025, 12, 3));   // 4 days: 4 of 8 cards
    auto forecast = service::forecastInterview(t.deck(), *scheduler, {}, kNow, date);
    REQUIRE(forecast);
    CHECK(forecast->current.newCardsLeft == Approx(4));
    bool more = false;
    for (const auto& s : forecast->alternatives) {
        if (s.newCardsPerDay > 1 && s.desiredRetention == Approx(0.9)) {
            more = true;
            CHECK(s.recall > forecast->current.recall);
            CHECK(s.newCardsLeft < 4);
        }
    }
    CHECK(more);
    int efficient = forecast->current.efficient ? 1 : 0;
    for (const auto& s : forecast->alternatives)
        efficient += s.efficient ? 1 : 0;
    CHECK(efficient >= 1);
}
