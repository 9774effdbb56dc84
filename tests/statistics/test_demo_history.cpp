// The fabricated study history for screenshots: through the answer path, at pinned times, never
// after `now`, deterministic for a seed; the statistics of the result look like a real user's.
#include "service/statistics/demo_history.h"
#include "service/statistics/statistics.h"
#include "stats_fixture.h"

#include <catch2/catch.hpp>

using namespace notedeck;
using testing::kNow;

TEST_CASE("a fabricated history goes through the answer path at pinned times", "[demo]")
{
    testing::StatsDeck t;
    service::DemoHistoryOptions options;
    options.days = 20;
    options.seed = 12; // a seed whose history has cards due today (it depends on the scheduler)
    auto history = service::fabricateHistory(t.deck(), kNow, options);
    REQUIRE(history);
    CHECK(history->answers > 8);
    CHECK(history->newCards == 8);
    CHECK(history->daysStudied >= 3);
    CHECK(history->daysStudied <= 20);
    CHECK(history->lastAnswer < kNow);
    CHECK(history->firstAnswer >= kNow - 20 * 86400);

    auto log = t.store().reviewLog().all();
    REQUIRE(log);
    CHECK(static_cast<int>(log->size()) == history->answers);
    for (const auto& r : *log) {
        CHECK(r.reviewedAtMs < kNow * 1000);
        CHECK(r.durationMs > 0);
        CHECK_FALSE(r.scheduleBefore.empty());   // written by the answer transaction
    }

    // The statistics see the same days; today is studied (the session at 19:00 local is before
    // `now`, 20:00) unless nothing of the small deck is due.
    auto stats = service::computeStatistics(t.deck(), {}, kNow);
    REQUIRE(stats);
    CHECK(stats->totals.daysStudiedPastYear == history->daysStudied);
    CHECK(stats->streak.current >= 1);
    CHECK(stats->totals.answersPastYear == history->answers);
    CHECK(stats->states.fresh == 0);

    // The same seed on a fresh deck gives the same log.
    testing::StatsDeck again;
    auto repeated = service::fabricateHistory(again.deck(), kNow, options);
    REQUIRE(repeated);
    auto log2 = again.store().reviewLog().all();
    REQUIRE(log2);
    REQUIRE(log2->size() == log->size());
    for (std::size_t i = 0; i < log->size(); ++i) {
        CHECK((*log2)[i].reviewedAtMs == (*log)[i].reviewedAtMs);
        CHECK((*log2)[i].rating == (*log)[i].rating);
        CHECK((*log2)[i].card == (*log)[i].card);
    }
}

TEST_CASE("a fabricated history refuses zero days", "[demo]")
{
    testing::StatsDeck t;
    service::DemoHistoryOptions options;
    options.days = 0;
    CHECK_FALSE(service::fabricateHistory(t.deck(), kNow, options));
}
