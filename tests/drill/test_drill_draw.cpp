// The drawing rules of a drill, on candidates made up here: count, no duplicates, fewer cards
// than asked, the three orders, determinism by seed, independence of the input order.
#include "scheduler/drill_draw.h"

#include <catch2/catch.hpp>

#include <algorithm>
#include <set>

using namespace notedeck;
using scheduler::DrillCandidate;
using scheduler::DrillOrder;
using scheduler::DrawOptions;

namespace {

DrillCandidate card(core::CardId id, std::optional<double> r = std::nullopt, int lapses = 0)
{
    DrillCandidate c;
    c.id = id;
    c.deck = core::DeckPath({"Part", "Chapter " + std::to_string(id % 3)});
    c.noteOrder = id;
    c.retrievability = r;
    c.lapses = lapses;
    c.reps = r ? 3 : 0;
    return c;
}

std::vector<DrillCandidate> cards(int n)
{
    std::vector<DrillCandidate> out;
    for (int i = 1; i <= n; ++i)
        out.push_back(card(i, i % 2 ? std::optional<double>(0.5 + i / 100.0) : std::nullopt, i % 4));
    return out;
}

std::vector<core::CardId> ids(const std::vector<DrillCandidate>& drawn)
{
    std::vector<core::CardId> out;
    for (const auto& c : drawn)
        out.push_back(c.id);
    return out;
}

} // namespace

TEST_CASE("orders have names and parse back", "[drill][draw]")
{
    for (DrillOrder order : {DrillOrder::Random, DrillOrder::Weakest, DrillOrder::Unseen})
        CHECK(scheduler::parseDrillOrder(scheduler::toString(order)) == order);
    CHECK(scheduler::toString(DrillOrder::Weakest) == "weakest");
    CHECK_FALSE(scheduler::parseDrillOrder("Weakest"));
    CHECK_FALSE(scheduler::parseDrillOrder(""));
}

TEST_CASE("the draw has the count asked for, without duplicates", "[drill][draw]")
{
    for (DrillOrder order : {DrillOrder::Random, DrillOrder::Weakest, DrillOrder::Unseen}) {
        auto drawn = scheduler::drawDrill(cards(40), DrawOptions{10, order, 7});
        REQUIRE(drawn.size() == 10);
        const auto got = ids(drawn);
        CHECK(std::set<core::CardId>(got.begin(), got.end()).size() == 10);
        for (core::CardId id : got) {
            CHECK(id >= 1);
            CHECK(id <= 40);
        }
    }
}

TEST_CASE("a card given twice is drawn once", "[drill][draw]")
{
    auto input = cards(5);
    input.push_back(input[2]);
    input.push_back(input[0]);
    auto drawn = scheduler::drawDrill(input, DrawOptions{10, DrillOrder::Random, 1});
    const auto got = ids(drawn);
    CHECK(got.size() == 5);
    CHECK(std::set<core::CardId>(got.begin(), got.end()).size() == 5);
}

TEST_CASE("fewer cards than asked: all of them, none asked or none there: nothing", "[drill][draw]")
{
    auto drawn = scheduler::drawDrill(cards(4), DrawOptions{10, DrillOrder::Random, 3});
    auto got = ids(drawn);
    std::sort(got.begin(), got.end());
    CHECK(got == std::vector<core::CardId>{1, 2, 3, 4});
    CHECK(scheduler::drawDrill({}, DrawOptions{10, DrillOrder::Weakest, 3}).empty());
    CHECK(scheduler::drawDrill(cards(4), DrawOptions{0, DrillOrder::Random, 3}).empty());
    CHECK(scheduler::drawDrill(cards(4), DrawOptions{-2, DrillOrder::Random, 3}).empty());
}

TEST_CASE("the same seed draws the same, different seeds differ", "[drill][draw]")
{
    for (DrillOrder order : {DrillOrder::Random, DrillOrder::Unseen}) {
        const auto a = ids(scheduler::drawDrill(cards(60), DrawOptions{10, order, 42}));
        const auto b = ids(scheduler::drawDrill(cards(60), DrawOptions{10, order, 42}));
        const auto c = ids(scheduler::drawDrill(cards(60), DrawOptions{10, order, 43}));
        CHECK(a == b);
        CHECK(a != c);
    }
}

TEST_CASE("the draw does not depend on the order the candidates come in", "[drill][draw]")
{
    auto forward = cards(30);
    auto backward = forward;
    std::reverse(backward.begin(), backward.end());
    for (DrillOrder order : {DrillOrder::Random, DrillOrder::Weakest, DrillOrder::Unseen})
        CHECK(ids(scheduler::drawDrill(forward, DrawOptions{12, order, 9})) ==
              ids(scheduler::drawDrill(backward, DrawOptions{12, order, 9})));
}

TEST_CASE("the generator is the specified xoshiro256** seeded by SplitMix64", "[drill][draw]")
{
    // Pinned values: a change here changes every stored seed's draw.
    scheduler::DrillRandom random(0);
    CHECK(random.next() == 0x99ec5f36cb75f2b4ULL);
    CHECK(random.next() == 0xbf6e1f784956452aULL);
    CHECK(random.next() == 0x1a5f849d4933e6e0ULL);
    scheduler::DrillRandom bounded(12345);
    for (int i = 0; i < 1000; ++i)
        CHECK(bounded.below(7) < 7);
    CHECK(bounded.below(0) == 0);
    CHECK(bounded.below(1) == 0);
}

TEST_CASE("a random draw is pinned for a seed", "[drill][draw]")
{
    // The same seed must give the same questions on every machine and standard library.
    CHECK(ids(scheduler::drawDrill(cards(10), DrawOptions{10, DrillOrder::Random, 2024})) ==
          std::vector<core::CardId>{6, 5, 7, 1, 3, 10, 8, 2, 4, 9});
}

TEST_CASE("random draws cover every card over many seeds", "[drill][draw]")
{
    std::set<core::CardId> first;
    for (std::uint64_t seed = 0; seed < 200; ++seed)
        first.insert(scheduler::drawDrill(cards(8), DrawOptions{1, DrillOrder::Random, seed}).front().id);
    CHECK(first.size() == 8);
}

TEST_CASE("weakest first: lowest score (retrievability less 0.05 per lapse) first, unseen cards last", "[drill][draw]")
{
    // Scores: 1 → 0.95, 2 → 0.40, 4 → 0.40 − 0.15 = 0.25, 5 → 0.65, 7 → 0.99 − 0.25 = 0.74;
    // 3 and 6 never reviewed.
    std::vector<DrillCandidate> input{
        card(1, 0.95, 0), card(2, 0.40, 0), card(3, std::nullopt), card(4, 0.40, 3),
        card(5, 0.70, 1), card(6, std::nullopt), card(7, 0.99, 5),
    };
    const auto drawn = ids(scheduler::drawDrill(input, DrawOptions{7, DrillOrder::Weakest, 5}));
    REQUIRE(drawn.size() == 7);
    CHECK(std::vector<core::CardId>(drawn.begin(), drawn.begin() + 5) == std::vector<core::CardId>{4, 2, 5, 7, 1});
    CHECK(std::set<core::CardId>(drawn.begin() + 5, drawn.end()) == std::set<core::CardId>{3, 6});

    // Count cuts from the weak end.
    CHECK(ids(scheduler::drawDrill(input, DrawOptions{2, DrillOrder::Weakest, 5})) == std::vector<core::CardId>{4, 2});
}

TEST_CASE("the weakness score is retrievability less 0.05 per lapse, unseen cards have none", "[drill][draw]")
{
    CHECK(scheduler::kWeaknessPerLapse == 0.05);
    CHECK(scheduler::drillWeakness(card(1, 0.9, 0)) == Approx(0.9));
    CHECK(scheduler::drillWeakness(card(1, 0.9, 2)) == Approx(0.8));
    CHECK(scheduler::drillWeakness(card(1, 0.1, 4)) == Approx(-0.1));   // may go below 0
    CHECK_FALSE(scheduler::drillWeakness(card(1, std::nullopt, 3)));
}

TEST_CASE("weakest first orders by the score: lapses can outweigh a little retrievability", "[drill][draw]")
{
    // Scores: 1 → 0.80, 2 → 0.84 − 0.05 = 0.79, 3 → 0.80 − 0.10 = 0.70, 4 → 0.60, 5 → 0.95 − 0.25 = 0.70
    // (equal to 3: more lapses first), 6 unseen (last, even with lapses recorded).
    std::vector<DrillCandidate> input{card(1, 0.80, 0), card(2, 0.84, 1), card(3, 0.80, 2),
                                      card(4, 0.60, 0), card(5, 0.95, 5), card(6, std::nullopt, 7)};
    for (std::uint64_t seed : {1, 2, 3, 99}) {
        INFO("seed " << seed);
        CHECK(ids(scheduler::drawDrill(input, DrawOptions{6, DrillOrder::Weakest, seed})) ==
              std::vector<core::CardId>{4, 5, 3, 2, 1, 6});
    }
}

TEST_CASE("weakest first: at equal retrievability more lapses first, at equal lapses lower retrievability first",
          "[drill][draw]")
{
    const std::vector<DrillCandidate> sameR{card(1, 0.7, 0), card(2, 0.7, 3), card(3, 0.7, 1)};
    CHECK(ids(scheduler::drawDrill(sameR, DrawOptions{3, DrillOrder::Weakest, 8})) == std::vector<core::CardId>{2, 3, 1});
    const std::vector<DrillCandidate> sameLapses{card(1, 0.9, 1), card(2, 0.3, 1), card(3, 0.6, 1)};
    CHECK(ids(scheduler::drawDrill(sameLapses, DrawOptions{3, DrillOrder::Weakest, 8})) ==
          std::vector<core::CardId>{2, 3, 1});
}

TEST_CASE("weakest first: ties are broken by the seed, the same way every time", "[drill][draw]")
{
    // Equal score and lapses: the seeded shuffle decides, so a seed gives one order whatever the
    // input order, and the whole draw is pinned.
    std::vector<DrillCandidate> input;
    for (int i = 1; i <= 6; ++i)
        input.push_back(card(i, 0.5, 2));
    input.push_back(card(7, 0.2, 0));
    auto reversed = input;
    std::reverse(reversed.begin(), reversed.end());
    const auto a = ids(scheduler::drawDrill(input, DrawOptions{7, DrillOrder::Weakest, 2024}));
    CHECK(a == ids(scheduler::drawDrill(reversed, DrawOptions{7, DrillOrder::Weakest, 2024})));
    CHECK(a == ids(scheduler::drawDrill(input, DrawOptions{7, DrillOrder::Weakest, 2024})));
    CHECK(a.front() == 7);
    CHECK(a == std::vector<core::CardId>{7, 3, 5, 1, 2, 4, 6});
}

TEST_CASE("weakest first: equal cards come in seeded random order", "[drill][draw]")
{
    std::vector<DrillCandidate> input;
    for (int i = 1; i <= 20; ++i)
        input.push_back(card(i, 0.8, 1));
    const auto a = ids(scheduler::drawDrill(input, DrawOptions{20, DrillOrder::Weakest, 1}));
    const auto b = ids(scheduler::drawDrill(input, DrawOptions{20, DrillOrder::Weakest, 2}));
    CHECK(a != b);
    CHECK(std::set<core::CardId>(a.begin(), a.end()).size() == 20);
}

TEST_CASE("unseen first: every never-reviewed card before any reviewed one", "[drill][draw]")
{
    auto input = cards(20);   // even ids unseen
    const auto drawn = scheduler::drawDrill(input, DrawOptions{20, DrillOrder::Unseen, 11});
    REQUIRE(drawn.size() == 20);
    for (std::size_t i = 0; i < 10; ++i)
        CHECK(drawn[i].unseen());
    for (std::size_t i = 10; i < 20; ++i)
        CHECK_FALSE(drawn[i].unseen());
    // Within the unseen group the order is shuffled, not note order.
    std::vector<core::CardId> unseen;
    for (std::size_t i = 0; i < 10; ++i)
        unseen.push_back(drawn[i].id);
    CHECK_FALSE(std::is_sorted(unseen.begin(), unseen.end()));

    // Fewer unseen than asked: the rest are reviewed cards.
    const auto few = scheduler::drawDrill(cards(6), DrawOptions{5, DrillOrder::Unseen, 11});
    REQUIRE(few.size() == 5);
    CHECK(few[0].unseen());
    CHECK(few[1].unseen());
    CHECK(few[2].unseen());
    CHECK_FALSE(few[3].unseen());
}
