// Learning and relearning steps, per answer, as in Anki and the reference scheduler.
#include "scheduler/learning_steps.h"
#include "test_support.h"

using namespace notedeck;
using namespace notedeck::scheduler;
using core::CardState;
using core::Rating;

TEST_CASE("steps are parsed and formatted", "[steps]")
{
    CHECK(parseSteps("1m 10m").value() == Steps{1, 10});
    CHECK(parseSteps("1m, 1h,2d").value() == Steps{1, 60, 2880});
    CHECK(parseSteps("").value().empty());
    CHECK_FALSE(parseSteps("10").has_value());
    CHECK_FALSE(parseSteps("5s").has_value());
    CHECK_FALSE(parseSteps("-1m").has_value());
    CHECK_FALSE(parseSteps("xm").has_value());
    CHECK(formatSteps({1, 10, 60, 90, 1440}) == "1m 10m 1h 90m 1d");
}

TEST_CASE("learning steps for each answer", "[steps]")
{
    const Steps learning{1, 10};
    const Steps relearning{10};
    SECTION("new card")
    {
        CHECK(stepOutcome(CardState::New, 0, Rating::Again, learning, relearning) == StepOutcome{1, 0});
        // Hard waits the mean of the first two steps: (1 + 10) / 2 = 5.5, rounded up.
        CHECK(stepOutcome(CardState::New, 0, Rating::Hard, learning, relearning) == StepOutcome{6, 0});
        CHECK(stepOutcome(CardState::New, 0, Rating::Good, learning, relearning) == StepOutcome{10, 1});
        CHECK(stepOutcome(CardState::New, 0, Rating::Easy, learning, relearning) == StepOutcome{0, 0});
    }
    SECTION("on the last step Good graduates, Hard stays and repeats that step's delay")
    {
        CHECK(stepOutcome(CardState::Learning, 1, Rating::Good, learning, relearning) == StepOutcome{0, 0});
        // Anki's rule; the FSRS reference would wait the first-step 6 minutes here, less
        // than the 10 minutes the card just waited.
        CHECK(stepOutcome(CardState::Learning, 1, Rating::Hard, learning, relearning) == StepOutcome{10, 1});
        CHECK(stepOutcome(CardState::Learning, 1, Rating::Again, learning, relearning) == StepOutcome{1, 0});
    }
    SECTION("Hard on every step of three, learning and relearning")
    {
        const Steps three{1, 5, 60};
        CHECK(stepOutcome(CardState::Learning, 0, Rating::Hard, three, three) == StepOutcome{3, 0});
        CHECK(stepOutcome(CardState::Learning, 1, Rating::Hard, three, three) == StepOutcome{5, 1});
        CHECK(stepOutcome(CardState::Learning, 2, Rating::Hard, three, three) == StepOutcome{60, 2});
        CHECK(stepOutcome(CardState::Relearning, 0, Rating::Hard, three, three) == StepOutcome{3, 0});
        CHECK(stepOutcome(CardState::Relearning, 1, Rating::Hard, three, three) == StepOutcome{5, 1});
        CHECK(stepOutcome(CardState::Relearning, 2, Rating::Hard, three, three) == StepOutcome{60, 2});
        // Good moves on, Again goes back, Easy graduates, on every step.
        CHECK(stepOutcome(CardState::Learning, 1, Rating::Good, three, three) == StepOutcome{60, 2});
        CHECK(stepOutcome(CardState::Relearning, 2, Rating::Again, three, three) == StepOutcome{1, 0});
        CHECK(stepOutcome(CardState::Relearning, 1, Rating::Easy, three, three) == StepOutcome{0, 0});
    }
    SECTION("a single step: Hard waits 1.5 times it")
    {
        CHECK(stepOutcome(CardState::Relearning, 0, Rating::Hard, learning, relearning) == StepOutcome{15, 0});
        CHECK(stepOutcome(CardState::Relearning, 0, Rating::Good, learning, relearning) == StepOutcome{0, 0});
    }
    SECTION("a lapse enters relearning at its first step")
    {
        CHECK(stepOutcome(CardState::Review, 0, Rating::Again, learning, relearning) == StepOutcome{10, 0});
        CHECK(stepOutcome(CardState::Review, 0, Rating::Good, learning, relearning) == StepOutcome{0, 0});
    }
    SECTION("no steps: straight to the memory model")
    {
        CHECK(stepOutcome(CardState::New, 0, Rating::Again, {}, {}) == StepOutcome{0, 0});
        CHECK(stepOutcome(CardState::Review, 0, Rating::Again, learning, {}) == StepOutcome{0, 0});
    }
    SECTION("a step index past the end (steps shortened since) graduates")
    {
        CHECK(stepOutcome(CardState::Learning, 5, Rating::Again, learning, relearning) == StepOutcome{0, 0});
    }
}
