// The simulator on the deck: the cards as they are, the deck's limits and the user's habits; the
// interview forecast per chapter.
#include "service/options/presets.h"
#include "service/options/scheduler_settings_store.h"
#include "service/statistics/statistics_calendar.h"
#include "service/statistics/workload.h"
#include "stats_fixture.h"

#include <catch2/catch.hpp>

#include <algorithm>

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

// The interview four days away with one new card a day: 4 of the 8 new cards would be learnt.
core::Result<service::InterviewForecast> oneNewCardADay(testing::StatsDeck& t)
{
    auto settings = t.scheduler().settings();
    settings.new_cards_per_day = 1;
    REQUIRE(service::saveSchedulerSettings(t.deck(), settings));
    const auto date = service::dateOfStudyDay(service::studyDayOf(2025, 12, 3));
    return service::forecastInterview(t.deck(), {}, kNow, date);
}
} // namespace

TEST_CASE("the deck's workload at each desired retention", "[workload]")
{
    testing::StatsDeck t;
    studySome(t);
    auto sim = service::simulateDeckWorkload(t.deck(), {}, kNow);
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
    auto a = service::simulateDeckWorkload(t.deck(), core::DeckPath({"第一部分", "章 B"}), kNow, request);
    auto b = service::simulateDeckWorkload(t.deck(), core::DeckPath({"第一部分", "章 B"}), kNow, request);
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
    auto forecast = service::forecastInterview(t.deck(), {}, kNow, date);
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
    CHECK_FALSE(service::forecastInterview(t.deck(), {}, kNow, service::dateOfStudyDay(f.day - 30)));
}

TEST_CASE("interview: more new cards a day when they would not all be learnt in time", "[workload]")
{
    testing::StatsDeck t;
    auto forecast = oneNewCardADay(t);
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

TEST_CASE("the simulated days by week: means at the middle day, the last week shorter", "[workload][charts]")
{
    // Nine days: a week of 0, 1, …, 6 reviews, then two days of 10 and 20; no card in play on day 0.
    std::vector<core::SimulatedDay> days(9);
    for (std::size_t d = 0; d < days.size(); ++d) {
        days[d].reviews = d < 7 ? static_cast<double>(d) : (d == 7 ? 10.0 : 20.0);
        days[d].cardsInPlay = d == 0 ? 0.0 : 10.0;
        days[d].memorized = d == 0 ? 0.0 : 9.0 - (d % 2);   // 0.9 and 0.8 in turn
    }
    const auto weeks = service::weeklyMeans(days);
    REQUIRE(weeks.size() == 2);
    CHECK(weeks[0].middleDay == Approx(3));
    CHECK(weeks[0].reviews == Approx(3));                                // (0 + … + 6) / 7
    CHECK(weeks[0].shareRemembered == Approx((0.8 + 0.9 + 0.8 + 0.9 + 0.8 + 0.9) / 6));   // day 0 left out
    CHECK(weeks[1].middleDay == Approx(7.5));
    CHECK(weeks[1].reviews == Approx(15));
    CHECK(weeks[1].shareRemembered == Approx((0.8 + 0.9) / 2));
    CHECK(service::weeklyMeans({}).empty());
}

TEST_CASE("the workload carries each run by week and the ranges of its charts", "[workload][charts]")
{
    testing::StatsDeck t;
    studySome(t);
    auto sim = service::simulateDeckWorkload(t.deck(), {}, kNow);
    REQUIRE(sim);
    REQUIRE(sim->weeks.size() == sim->runs.size());
    REQUIRE(sim->weeklyMaxReviews.size() == sim->runs.size());
    REQUIRE(sim->weeklyMinShare.size() == sim->runs.size());
    double maxAverage = 0, minAverage = 1, maxWeekly = 0, minWeekly = 1;
    for (std::size_t r = 0; r < sim->runs.size(); ++r) {
        const auto& run = sim->runs[r];
        const auto expected = service::weeklyMeans(run.days);
        REQUIRE(sim->weeks[r].size() == 53);   // 52 weeks and the 365th day alone
        double runMax = 0, runMin = 1;
        for (std::size_t w = 0; w < expected.size(); ++w) {
            CHECK(sim->weeks[r][w].middleDay == expected[w].middleDay);
            CHECK(sim->weeks[r][w].reviews == expected[w].reviews);
            CHECK(sim->weeks[r][w].shareRemembered == expected[w].shareRemembered);
            runMax = std::max(runMax, expected[w].reviews);
            runMin = std::min(runMin, expected[w].shareRemembered);
        }
        CHECK(sim->weeklyMaxReviews[r] == runMax);
        CHECK(sim->weeklyMinShare[r] == runMin);
        maxWeekly = std::max(maxWeekly, runMax);
        minWeekly = std::min(minWeekly, runMin);
        maxAverage = std::max(maxAverage, run.averageReviewsPerDay);
        minAverage = std::min(minAverage, run.averageShareRemembered);
    }
    CHECK(sim->maxAverageReviews == maxAverage);
    CHECK(sim->minAverageShare == minAverage);
    CHECK(sim->maxWeeklyReviews == maxWeekly);
    CHECK(sim->minWeeklyShare == minWeekly);
    CHECK(sim->maxWeeklyReviews >= sim->maxAverageReviews);
}

namespace {
// The suggestion follows its rule: the cheapest efficient load adding a point or more, else the
// efficient one adding most; and the range covers every chapter's recall drawn.
void checkSuggestion(const service::InterviewForecast& f)
{
    double best = 0;
    for (const auto& a : f.alternatives)
        best = std::max(best, a.recall - f.current.recall);
    CHECK(f.bestRaise == Approx(best));
    if (f.suggested < 0) {
        for (const auto& a : f.alternatives)
            CHECK((!a.efficient || a.recall <= f.current.recall));
    } else {
        REQUIRE(f.suggested < static_cast<int>(f.alternatives.size()));
        const auto& s = f.alternatives[static_cast<std::size_t>(f.suggested)];
        CHECK(s.efficient);
        if (best >= service::kWorthwhileRaise) {
            CHECK(s.recall - f.current.recall >= service::kWorthwhileRaise);
            for (int i = 0; i < f.suggested; ++i) {   // cheaper ones add less than a point
                const auto& a = f.alternatives[static_cast<std::size_t>(i)];
                CHECK((!a.efficient || a.recall - f.current.recall < service::kWorthwhileRaise));
            }
        } else {
            for (const auto& a : f.alternatives)
                CHECK((!a.efficient || a.recall <= s.recall));
        }
    }
    double lowest = 1, highest = 0;
    auto cover = [&](const std::vector<double>& recall) {
        for (double r : recall) {
            lowest = std::min(lowest, r);
            highest = std::max(highest, r);
        }
    };
    cover(f.chapterRecallNow);
    cover(f.current.chapterRecall);
    for (const auto& a : f.alternatives)
        cover(a.chapterRecall);
    CHECK(f.lowestChapterRecall == lowest);
    CHECK(f.highestChapterRecall == highest);
}
} // namespace

TEST_CASE("interview: the load suggested first and the range of the chart", "[workload][charts]")
{
    // New cards left over at one a day: more new cards a day add many points.
    testing::StatsDeck t;
    auto few = oneNewCardADay(t);
    REQUIRE(few);
    REQUIRE(few->suggested >= 0);
    CHECK(few->bestRaise >= service::kWorthwhileRaise);
    const auto& suggested = few->alternatives[static_cast<std::size_t>(few->suggested)];
    CHECK(suggested.newCardsPerDay > 1);
    CHECK(few->lowestChapterRecall == Approx(0.0));   // chapter B has nothing studied today
    checkSuggestion(*few);

    // Every card studied in time: only higher retentions, a month away.
    testing::StatsDeck u;
    studySome(u);
    auto month = service::forecastInterview(u.deck(), {}, kNow,
                                            service::dateOfStudyDay(service::studyDayOf(2025, 12, 29)));
    REQUIRE(month);
    checkSuggestion(*month);
    CHECK(month->highestChapterRecall <= 1.0);
    CHECK(month->lowestChapterRecall <= month->current.recall);
}

TEST_CASE("the simulator and the interview forecast of one preset: its cards, its options", "[workload][presets]")
{
    testing::StatsDeck t;
    studySome(t);
    core::SchedulerSettings sharp;
    sharp.desired_retention = 0.95;
    sharp.new_cards_per_day = 3;
    const auto preset = service::savePreset(t.deck(), "面试", sharp);
    REQUIRE(preset);
    REQUIRE(service::assignPreset(t.deck(), *preset, core::DeckPath({"第一部分", "章 A"})));

    service::WorkloadRequest request;
    request.days = 30;
    request.preset = *preset;
    auto sim = service::simulateDeckWorkload(t.deck(), {}, kNow, request);
    REQUIRE(sim);
    CHECK(sim->cards == 4);   // 章 A's; 章 B's are the default preset's
    CHECK(sim->currentRetention == Approx(0.95));
    CHECK(sim->newCardsPerDay == 3);
    request.preset = core::kDefaultPresetId;
    auto rest = service::simulateDeckWorkload(t.deck(), {}, kNow, request);
    REQUIRE(rest);
    CHECK(rest->cards == 3);   // 章 B less its suspended card
    CHECK(rest->currentRetention == Approx(0.9));

    service::InterviewRequest interview;
    interview.preset = *preset;
    auto forecast = service::forecastInterview(t.deck(), {}, kNow,
                                               service::dateOfStudyDay(service::studyDayOf(2025, 12, 3)), interview);
    REQUIRE(forecast);
    CHECK(forecast->chapters == std::vector{core::DeckPath({"第一部分", "章 A"})});
    CHECK(forecast->current.desiredRetention == Approx(0.95));
    CHECK(forecast->current.newCardsPerDay == 3);
}
