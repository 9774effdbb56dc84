#include "scheduler/optimizer/dataset.h"
#include "scheduler/optimizer/pretrain.h"

#include <catch2/catch.hpp>

#include <cmath>
#include <random>

using namespace notedeck;
using namespace notedeck::optimizer;

namespace {

constexpr double kHardBetweenAgainAndGood = 0.41;
constexpr double kGoodBetweenHardAndEasy = 0.54;

void checkRelations(const std::array<double, 4>& s)
{
    // ln S(Hard) = a ln S(Again) + (1 - a) ln S(Good), ln S(Good) = (1 - b) ln S(Hard) + b ln S(Easy)
    CHECK(std::log(s[1]) == Approx(kHardBetweenAgainAndGood * std::log(s[0]) +
                                   (1 - kHardBetweenAgainAndGood) * std::log(s[2])));
    CHECK(std::log(s[2]) == Approx((1 - kGoodBetweenHardAndEasy) * std::log(s[1]) +
                                   kGoodBetweenHardAndEasy * std::log(s[3])));
}

} // namespace

TEST_CASE("smoothAndFill keeps known values and fills the others", "[pretrain]")
{
    const auto& start = scheduler::kDefaultWeights;
    SECTION("all four known")
    {
        const auto s = smoothAndFill({0.5, 1.0, 3.0, 9.0}, {10, 10, 10, 10}, start);
        REQUIRE(s);
        CHECK(*s == std::array<double, 4>{0.5, 1.0, 3.0, 9.0});
    }
    SECTION("out-of-order values follow the rating with more data")
    {
        auto s = smoothAndFill({2.0, 1.0, 3.0, 9.0}, {50, 10, 10, 10}, start);
        REQUIRE(s);
        CHECK(*s == std::array<double, 4>{2.0, 2.0, 3.0, 9.0});
        s = smoothAndFill({2.0, 1.0, 3.0, 9.0}, {1, 10, 10, 10}, start);
        REQUIRE(s);
        CHECK(*s == std::array<double, 4>{1.0, 1.0, 3.0, 9.0});
    }
    SECTION("two known ratings fill the other two from the relations")
    {
        for (const auto& [i, j] : {std::pair{0, 2}, {0, 3}, {1, 3}, {0, 1}, {2, 3}, {1, 2}}) {
            std::array<std::optional<double>, 4> known{};
            std::array<int, 4> count{};
            const std::array<double, 4> values = {0.3, 0.9, 2.5, 8.0};
            known[static_cast<std::size_t>(i)] = values[static_cast<std::size_t>(i)];
            known[static_cast<std::size_t>(j)] = values[static_cast<std::size_t>(j)];
            count[static_cast<std::size_t>(i)] = count[static_cast<std::size_t>(j)] = 5;
            const auto s = smoothAndFill(known, count, start);
            REQUIRE(s);
            CHECK((*s)[static_cast<std::size_t>(i)] == values[static_cast<std::size_t>(i)]);
            CHECK((*s)[static_cast<std::size_t>(j)] == values[static_cast<std::size_t>(j)]);
            checkRelations(*s);
        }
    }
    SECTION("three known ratings fill the fourth")
    {
        const auto s = smoothAndFill({0.3, std::nullopt, 2.5, 8.0}, {5, 0, 5, 5}, start);
        REQUIRE(s);
        CHECK(std::log((*s)[1]) == Approx(0.41 * std::log(0.3) + 0.59 * std::log(2.5)));
        const auto e = smoothAndFill({0.3, 0.9, 2.5, std::nullopt}, {5, 5, 5, 0}, start);
        CHECK(std::log(2.5) == Approx(0.46 * std::log(0.9) + 0.54 * std::log((*e)[3])));
    }
    SECTION("one known rating scales the starting values")
    {
        const auto s = smoothAndFill({std::nullopt, std::nullopt, 2.0 * start[2], std::nullopt}, {0, 0, 7, 0}, start);
        REQUIRE(s);
        for (std::size_t r = 0; r < 4; ++r)
            CHECK((*s)[r] == Approx(2.0 * start[r]));
    }
    SECTION("values without data are ignored; nothing known fails")
    {
        CHECK_FALSE(smoothAndFill({1.0, 2.0, 3.0, 4.0}, {0, 0, 0, 0}, start));
    }
    SECTION("results stay within [0.001, 100]")
    {
        const auto s = smoothAndFill({0.002, std::nullopt, 90.0, std::nullopt}, {5, 0, 5, 0}, start);
        REQUIRE(s);
        for (double v : *s) {
            CHECK(v >= 0.001);
            CHECK(v <= 100.0);
        }
    }
}

TEST_CASE("pre-training recovers the initial stability of first-interval items", "[pretrain]")
{
    // Cards first answered Good, reviewed once after 1..6 days, recalled as often as a
    // curve with S0 = 5 days says.
    const double trueS0 = 5.0;
    const auto& start = scheduler::kDefaultWeights;
    const double w20 = start[20];
    const double factor = std::exp(-std::log(0.9) / w20) - 1.0;
    std::mt19937_64 rng(3);
    std::uniform_real_distribution<double> unit(0.0, 1.0);
    std::vector<TrainingItem> items;
    for (int i = 0; i < 6000; ++i) {
        const int t = 1 + i % 6;
        const double r = std::pow(1.0 + factor * t / trueS0, -w20);
        TrainingItem item;
        item.reviews = {{3, 0}, {unit(rng) < r ? 3 : 1, t}};
        items.push_back(item);
    }
    const auto prepared = prepareItems(items, false);
    const auto result = pretrainInitialStability(items, prepared.initialization,
                                                 averageRecall(items, prepared.training), start);
    REQUIRE(result);
    CHECK(result->count == std::array<int, 4>{0, 0, 6000, 0});
    CHECK(result->stability[2] == Approx(trueS0).epsilon(0.1));
    CHECK(result->stability[0] < result->stability[1]);
    CHECK(result->stability[1] < result->stability[2]);
    CHECK(result->stability[2] < result->stability[3]);

    CHECK_FALSE(pretrainInitialStability(items, {}, 0.9, start));
}

TEST_CASE("outlier filtering drops rare first intervals with all their cards' items", "[dataset]")
{
    std::vector<TrainingItem> items;
    auto add = [&](int card, std::vector<Review> reviews) {
        TrainingItem item;
        item.cardId = card;
        item.reviews = std::move(reviews);
        items.push_back(item);
    };
    // 40 cards with a first interval of 1 day, 3 with 7 days, 30 with 2 days.
    for (int c = 0; c < 40; ++c)
        add(c, {{3, 0}, {3, 1}});
    for (int c = 40; c < 43; ++c)
        add(c, {{3, 0}, {3, 7}});
    for (int c = 43; c < 73; ++c)
        add(c, {{3, 0}, {3, 2}});
    // Later items of a card whose first interval was 7 days and of one with 1 day.
    add(40, {{3, 0}, {3, 7}, {3, 20}});
    add(0, {{3, 0}, {3, 1}, {3, 4}});

    const auto prepared = prepareItems(items);
    // The 3 cards with 7 days fall under the 20-item quota; 1 and 2 days stay.
    CHECK(prepared.initialization.size() == 70);
    CHECK(prepared.training.size() == 71);
    CHECK(prepared.later == std::vector<std::size_t>{74});
    // Visiting order: the smaller group (2 days) before the larger (1 day).
    CHECK(items[prepared.initialization.front()].target().elapsedDays == 2);
    CHECK(items[prepared.initialization.back()].target().elapsedDays == 1);

    const auto unfiltered = prepareItems(items, false);
    CHECK(unfiltered.training.size() == items.size());
    CHECK(unfiltered.initialization.size() == 73);
}

TEST_CASE("recency weights rise from 0.25 to 1 as a cubic", "[dataset]")
{
    const auto w = recencyWeights(5);
    REQUIRE(w.size() == 5);
    CHECK(w[0] == 0.25);
    CHECK(w[2] == Approx(0.25 + 0.75 * 0.125));
    CHECK(w[4] == 1.0);
    CHECK(recencyWeights(1) == std::vector<double>{0.25});
    CHECK(recencyWeights(0).empty());
}
