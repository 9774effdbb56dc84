// Cards whose early answers are missing (imported mid-life, or before "ignore reviews before"):
// the memory state estimated from the interval of the first answer known and the historical
// retention, and the answers after it replayed from there.
#include "scheduler/initial_memory.h"
#include "scheduler/reschedule.h"
#include "test_support.h"

#include <catch2/catch.hpp>

using namespace notedeck;
using namespace notedeck::scheduler;
using test::relClose;

namespace {

constexpr core::Timestamp kDay = 86'400;
constexpr core::Timestamp kStart = 1'717'243'200; // 2024-06-01T12:00:00Z, study day from 04:00 UTC

core::ReviewRecord answer(core::CardId card, core::Timestamp at, core::Rating rating, core::CardState before,
                          std::optional<core::Timestamp> dueAfter)
{
    core::ReviewRecord r;
    r.card = card;
    r.reviewedAtMs = at * 1000;
    r.rating = rating;
    r.stateBefore = before;
    r.dueAfter = dueAfter;
    return r;
}

} // namespace

TEST_CASE("the estimated memory recalls with the historical retention after the interval", "[initial-memory]")
{
    const Model model;
    for (double retention : {0.8, 0.9, 0.95}) {
        const MemoryState m = estimateMemory(model, 30.0, retention);
        CHECK(relClose(model.retrievability(30.0, m.stability), retention, 1e-6));
        CHECK(m.difficulty >= 1.0);
        CHECK(m.difficulty <= 10.0);
        // The difficulty is the one at which a recall then grows stability 2.5-fold.
        if (m.difficulty > 1.0 && m.difficulty < 10.0) {
            const double grown = model.recallStability(m.difficulty, m.stability, retention, core::Rating::Good);
            CHECK(relClose(grown / m.stability, 2.5, 1e-6));
        }
    }
    // At 90 % the interval is the stability (R(S, S) = 0.9); a better memory lasts longer.
    CHECK(relClose(estimateMemory(model, 30.0, 0.9).stability, 30.0, 1e-6));
    CHECK(estimateMemory(model, 30.0, 0.95).stability > estimateMemory(model, 30.0, 0.8).stability);
    CHECK(estimateMemory(model, 0.0, 0.9).stability >= 0.9);
}

TEST_CASE("a history that does not start with the card's first answer is replayed from an estimated memory",
          "[initial-memory]")
{
    const Model model;
    const core::DayClock clock;
    // Imported mid-life: the first answer known was a review that sent the card away for 10 days.
    const std::vector<core::ReviewRecord> log{
        answer(1, kStart, core::Rating::Good, core::CardState::Review, kStart + 10 * kDay),
        answer(1, kStart + 10 * kDay, core::Rating::Good, core::CardState::Review, kStart + 40 * kDay),
    };
    const auto start = estimateMemory(model, 10.0, 0.85);
    const auto replayed = replayMemory(model, clock, log, {0.85, std::nullopt});
    REQUIRE(replayed);
    CHECK(*replayed == model.next(start, 10.0, core::Rating::Good));

    // A relearning step first (due the same day): the estimate starts from the first answer
    // that scheduled a day or more.
    std::vector<core::ReviewRecord> relearning{
        answer(2, kStart, core::Rating::Good, core::CardState::Relearning, kStart + 600)};
    relearning.insert(relearning.end(), log.begin(), log.end());
    relearning[1].reviewedAtMs += 3'600'000;
    const auto fromStep = replayMemory(model, clock, relearning, {0.85, std::nullopt});
    REQUIRE(fromStep);
    CHECK(*fromStep == model.next(start, 10.0, core::Rating::Good));

    // Nothing that scheduled a day or more: nothing to estimate from.
    CHECK_FALSE(replayMemory(model, clock, std::span(relearning).first(1)));
}

TEST_CASE("answers before the date to ignore reviews before are left out of the replay", "[initial-memory]")
{
    const Model model;
    const core::DayClock clock;
    const std::vector<core::ReviewRecord> log{
        answer(1, kStart, core::Rating::Good, core::CardState::New, kStart + 2 * kDay),
        answer(1, kStart + 2 * kDay, core::Rating::Good, core::CardState::Review, kStart + 9 * kDay),
        answer(1, kStart + 9 * kDay, core::Rating::Hard, core::CardState::Review, kStart + 20 * kDay),
    };
    const auto whole = replayMemory(model, clock, log);
    REQUIRE(whole);
    CHECK(*whole == model.next(model.next(model.next(std::nullopt, 0, core::Rating::Good), 2, core::Rating::Good), 7,
                               core::Rating::Hard));

    const std::int64_t firstDay = clock.dayIndex(kStart) + 1;
    const auto recent = replayMemory(model, clock, log, {0.9, firstDay});
    REQUIRE(recent);
    CHECK(*recent == model.next(estimateMemory(model, 7.0, 0.9), 7.0, core::Rating::Hard));
    // Every answer before the date: nothing left to replay.
    CHECK_FALSE(replayMemory(model, clock, log, {0.9, clock.dayIndex(kStart) + 30}));
}

TEST_CASE("the historical retention is the share of reviews a day or more apart that were recalled",
          "[initial-memory]")
{
    const core::DayClock clock;
    auto history = [](int cards, int forgotten) {
        std::vector<core::ReviewRecord> log;
        for (int c = 0; c < cards; ++c) {
            log.push_back(answer(c, kStart, core::Rating::Good, core::CardState::New, kStart + 3 * kDay));
            // A same-day repeat is not a review of something that may have been forgotten.
            log.push_back(answer(c, kStart + 60, core::Rating::Again, core::CardState::Learning, kStart + 3 * kDay));
            log.push_back(answer(c, kStart + 3 * kDay, c < forgotten ? core::Rating::Again : core::Rating::Good,
                                 core::CardState::Review, kStart + 9 * kDay));
        }
        return log;
    };
    CHECK(relClose(historicalRetention(history(60, 12), clock), 0.8));
    // Fewer than 50 such reviews: the usual 90 %.
    CHECK(historicalRetention(history(40, 12), clock) == kDefaultHistoricalRetention);
    // Never forgotten: 0.99 at most, where the estimate still has a finite stability.
    CHECK(historicalRetention(history(60, 0), clock) == 0.99);
    // Reviews before the date to ignore reviews before do not count.
    CHECK(historicalRetention(history(60, 12), clock, clock.dayIndex(kStart) + 1) == kDefaultHistoricalRetention);
}
