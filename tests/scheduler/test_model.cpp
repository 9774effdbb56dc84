// The FSRS-6 formulas with the default weights, against values worked out with the
// reference implementation, plus properties that must hold for any weights.
#include "scheduler/fsrs_model.h"
#include "test_support.h"

using namespace notedeck;
using namespace notedeck::scheduler;
using core::Rating;
using test::relClose;

TEST_CASE("forgetting curve constants", "[model]")
{
    const Model m;
    CHECK(m.decay() == -0.1542);
    // 0.9^(-1/0.1542) - 1, rounded to 8 decimals.
    CHECK(m.factor() == 0.98034649);
    CHECK(m.intervalModifier(0.9) == 1.0);
    CHECK(m.intervalModifier(0.8) == 3.3159598);
    CHECK(m.intervalModifier(0.7) == 9.28791122);
    CHECK(m.intervalModifier(0.95) == 0.40255869);
    CHECK(m.intervalModifier(0.99) == 0.06869839);
}

TEST_CASE("retrievability R(t, S)", "[model]")
{
    const Model m;
    CHECK(m.retrievability(0, 5) == 1.0);
    CHECK(m.retrievability(5, 5) == 0.9); // S is the time to R = 90%
    CHECK(m.retrievability(10, 5) == 0.84588465);
    CHECK(m.retrievability(100, 5) == 0.62716115);
    CHECK(m.retrievability(365, 30) == 0.67391357);
}

TEST_CASE("initial stability and difficulty", "[model]")
{
    const Model m;
    CHECK(m.initialStability(Rating::Again) == 0.212);
    CHECK(m.initialStability(Rating::Hard) == 1.2931);
    CHECK(m.initialStability(Rating::Good) == 2.3065);
    CHECK(m.initialStability(Rating::Easy) == 8.2956);
    CHECK(m.initialDifficulty(Rating::Again) == 6.4133);
    CHECK(m.initialDifficulty(Rating::Hard) == 5.11217071);
    CHECK(m.initialDifficulty(Rating::Good) == 2.11810397);
    // Unclamped here; next() clamps the first difficulty to [1, 10].
    CHECK(m.initialDifficulty(Rating::Easy) == -4.7716307);
    CHECK(m.next(std::nullopt, 0, Rating::Easy) == MemoryState{8.2956, 1.0});

    Weights low = kDefaultWeights;
    low[0] = 0.01; // below the 0.1 floor of the first stability
    CHECK(Model(low).initialStability(Rating::Again) == 0.1);
}

TEST_CASE("difficulty update: linear damping and mean reversion", "[model]")
{
    const Model m;
    CHECK(m.nextDifficulty(5, Rating::Again) == 8.34176237);
    CHECK(m.nextDifficulty(5, Rating::Hard) == 6.66599536);
    CHECK(m.nextDifficulty(5, Rating::Good) == 4.99022837);
    CHECK(m.nextDifficulty(5, Rating::Easy) == 3.31446137);
    // Bounded however often the same answer is given.
    double up = 5, down = 5;
    for (int i = 0; i < 200; ++i) {
        up = m.nextDifficulty(up, Rating::Again);
        down = m.nextDifficulty(down, Rating::Easy);
    }
    CHECK(up <= 10.0);
    CHECK(up > 9.9);
    CHECK(down >= 1.0);
}

TEST_CASE("stability after a recall: hard penalty and easy bonus", "[model]")
{
    const Model m;
    CHECK(m.recallStability(5, 10, 0.9, Rating::Hard) == 23.24687511);
    CHECK(m.recallStability(5, 10, 0.9, Rating::Good) == 32.02672948);
    CHECK(m.recallStability(5, 10, 0.9, Rating::Easy) == 51.25386165);
    // Recalling at R = 1 teaches nothing.
    CHECK(m.recallStability(5, 10, 1.0, Rating::Good) == 10.0);
}

TEST_CASE("stability after a lapse and its cap", "[model]")
{
    const Model m;
    CHECK(m.forgetStability(5, 10, 0.9) == 1.39198697);
    const auto after = m.next(MemoryState{10, 5}, 9, Rating::Again);
    CHECK(after == MemoryState{1.37585131, 8.34176237});
    // Large S with high R: the forget formula would exceed S / e^(w17 w18); the cap wins.
    Weights w = kDefaultWeights;
    w[11] = 5.0;
    w[13] = 0.9;
    const Model strong(w);
    const auto capped = strong.next(MemoryState{2.0, 5}, 1, Rating::Again);
    CHECK(relClose(capped.stability, 2.0 / std::exp(w[17] * w[18]), 1e-7));
}

TEST_CASE("same-day stability", "[model]")
{
    const Model m;
    CHECK(m.shortTermStability(3, Rating::Again) == 0.99084179);
    CHECK(m.shortTermStability(3, Rating::Hard) == 3.0);
    CHECK(m.shortTermStability(3, Rating::Good) == 3.0);
    CHECK(m.shortTermStability(3, Rating::Easy) == 5.04450534);
    CHECK(m.next(MemoryState{10, 5}, 0, Rating::Again) == MemoryState{3.05124894, 8.34176237});
    CHECK(m.next(MemoryState{10, 5}, 0, Rating::Good) == MemoryState{10.0, 4.99022837});

    // Without the same-day formula a 0-day review is an ordinary one at R = 1.
    const Model longTerm(kDefaultWeights, false);
    CHECK(longTerm.next(MemoryState{10, 5}, 0, Rating::Good).stability == 10.0);
    CHECK(longTerm.next(MemoryState{10, 5}, 0, Rating::Again).stability ==
          longTerm.forgetStability(5, 10, 1.0));
}

TEST_CASE("the reference example sequence", "[model]")
{
    const Model m;
    auto s = m.next(std::nullopt, 0, Rating::Good);
    CHECK(s == MemoryState{2.3065, 2.11810397});
    s = m.next(s, 0, Rating::Again);
    CHECK(s == MemoryState{0.77508398, 7.39450274});
    s = m.next(s, 1, Rating::Hard);
    CHECK(s == MemoryState{1.90235643, 8.25557787});
}

TEST_CASE("properties: R falls with time, S and D stay in bounds", "[model][property]")
{
    const Model m;
    for (double s : {0.001, 0.1, 1.0, 10.0, 365.0, 36500.0}) {
        double previous = 1.0;
        for (double t = 1; t < 100000; t *= 1.7) {
            const double r = m.retrievability(t, s);
            CHECK(r <= previous);
            CHECK(r > 0.0);
            previous = r;
        }
    }
    unsigned state = 12345;
    auto next = [&] { state = state * 1103515245u + 12345u; return (state >> 8) % 1000; };
    std::optional<MemoryState> mem;
    for (int i = 0; i < 5000; ++i) {
        const auto rating = static_cast<Rating>(1 + next() % 4);
        const double elapsed = (next() % 3 == 0) ? 0.0 : static_cast<double>(next() % 400);
        mem = m.next(mem, elapsed, rating);
        REQUIRE(mem->stability >= kMinStability);
        REQUIRE(mem->stability <= kMaxStability);
        REQUIRE(mem->difficulty >= kMinDifficulty);
        REQUIRE(mem->difficulty <= kMaxDifficulty);
    }
}

TEST_CASE("properties: a better answer never gives lower stability", "[model][property]")
{
    const Model m;
    for (double d : {1.0, 3.0, 5.5, 8.0, 10.0}) {
        for (double s : {0.1, 1.0, 5.0, 50.0, 500.0}) {
            for (double t : {0.0, 1.0, 3.0, 30.0, 300.0}) {
                const MemoryState cur{s, d};
                double previous = 0.0;
                for (Rating r : {Rating::Again, Rating::Hard, Rating::Good, Rating::Easy}) {
                    const double next = m.next(cur, t, r).stability;
                    CHECK(next >= previous);
                    previous = next;
                }
            }
        }
    }
}

TEST_CASE("nextAll gives next() for every rating, bit for bit", "[model]")
{
    for (bool shortTerm : {true, false}) {
        const Model m(kDefaultWeights, shortTerm);
        for (double d : {1.0, 2.5, 6.0, 10.0}) {
            for (double s : {0.001, 0.3, 4.0, 90.0, 36500.0}) {
                for (double t : {0.0, 1.0, 5.0, 400.0}) {
                    const auto all = m.nextAll(MemoryState{s, d}, t);
                    for (Rating r : {Rating::Again, Rating::Hard, Rating::Good, Rating::Easy})
                        CHECK(all[static_cast<std::size_t>(r) - 1] == m.next(MemoryState{s, d}, t, r));
                }
            }
        }
        const auto first = m.nextAll(std::nullopt, 0);
        CHECK(first[2] == m.next(std::nullopt, 0, Rating::Good));
    }
}
