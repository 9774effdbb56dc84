// The memory state after each answer, replayed as the scheduler works it out; a history that does
// not start with the card's first answer is marked incomplete and replayed from the first state
// it recorded.
#include "core/day_clock.h"
#include "scheduler/memory_history.h"
#include "scheduler/reschedule.h"

#include <catch2/catch.hpp>

using namespace notedeck;

namespace {
constexpr core::Timestamp kMorning = 1'764'403'200;   // 2025-11-29T08:00:00Z

core::ReviewRecord answer(core::Timestamp at, core::Rating rating, core::CardState before)
{
    core::ReviewRecord r;
    r.reviewedAtMs = at * 1000;
    r.rating = rating;
    r.stateBefore = before;
    return r;
}
} // namespace

TEST_CASE("each answer's memory ends where replayMemory ends", "[memory-history]")
{
    const scheduler::Model model;
    const core::DayClock clock(std::make_shared<core::FixedOffsetZone>(0));
    const std::vector<core::ReviewRecord> answers = {
        answer(kMorning, core::Rating::Good, core::CardState::New),
        answer(kMorning + 600, core::Rating::Good, core::CardState::Learning),
        answer(kMorning + 4 * 86400, core::Rating::Again, core::CardState::Review),
        answer(kMorning + 9 * 86400, core::Rating::Easy, core::CardState::Relearning),
    };
    const auto history = scheduler::replayEachAnswer(model, clock, answers);
    CHECK(history.complete);
    REQUIRE(history.answers.size() == 4);
    CHECK_FALSE(history.answers[0].retrievability);
    CHECK(history.answers[1].retrievability == model.retrievability(0, history.answers[0].after->stability));
    CHECK(history.answers[2].retrievability == model.retrievability(4, history.answers[1].after->stability));
    for (std::size_t n = 1; n <= answers.size(); ++n)
        CHECK(history.answers[n - 1].after == scheduler::replayMemory(model, clock, std::span(answers).first(n)));
}

TEST_CASE("a history imported mid-life is incomplete and replays from its first recorded state", "[memory-history]")
{
    const scheduler::Model model;
    const core::DayClock clock(std::make_shared<core::FixedOffsetZone>(0));
    std::vector<core::ReviewRecord> answers = {
        answer(kMorning, core::Rating::Good, core::CardState::Review),
        answer(kMorning + 86400, core::Rating::Good, core::CardState::Review),
        answer(kMorning + 20 * 86400, core::Rating::Hard, core::CardState::Review),
    };
    answers[1].stability = 12.0;
    answers[1].difficulty = 4.5;
    const auto history = scheduler::replayEachAnswer(model, clock, answers);
    CHECK_FALSE(history.complete);
    CHECK_FALSE(history.answers[0].after);
    CHECK_FALSE(history.answers[0].retrievability);
    REQUIRE(history.answers[1].after);
    CHECK(history.answers[1].after->stability == 12.0);
    CHECK_FALSE(history.answers[1].retrievability);
    const scheduler::MemoryState known{12.0, 4.5};
    CHECK(history.answers[2].retrievability == model.retrievability(19, 12.0));
    CHECK(history.answers[2].after == model.next(known, 19, core::Rating::Hard));
}
