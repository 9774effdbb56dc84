#include "scheduler/optimizer/forward_pass.h"

#include "scheduler/fsrs_model.h"
#include "scheduler/parameters.h"

#include <catch2/catch.hpp>

#include <cmath>
#include <random>

using namespace notedeck;
using namespace notedeck::optimizer;

namespace {

// Random weights inside the valid ranges (away from the edges).
scheduler::Weights randomWeights(std::mt19937_64& rng)
{
    const auto ranges = scheduler::parameterRanges(true);
    std::uniform_real_distribution<double> unit(0.05, 0.95);
    scheduler::Weights w{};
    for (std::size_t i = 0; i < w.size(); ++i) {
        double hi = ranges[i].max;
        if (i < 4)
            hi = 30.0; // initial stabilities: keep them in a realistic span
        if (i == 17 || i == 18)
            hi = 1.0;
        w[i] = ranges[i].min + unit(rng) * (hi - ranges[i].min);
    }
    std::sort(w.begin(), w.begin() + 4);
    return scheduler::clipWeights(w, 1, true);
}

// A card history: first review, then same-day and later reviews.
TrainingItem randomItem(std::mt19937_64& rng, int length)
{
    std::uniform_int_distribution<int> rating(1, 4);
    std::uniform_int_distribution<int> days(0, 40);
    std::bernoulli_distribution sameDay(0.3);
    TrainingItem item;
    item.reviews.push_back({rating(rng), 0});
    for (int i = 1; i < length; ++i)
        item.reviews.push_back({rating(rng), sameDay(rng) ? 0 : days(rng)});
    item.reviews.back().elapsedDays = std::max(1, item.reviews.back().elapsedDays);
    return item;
}

bool close(double a, double b, double rel, double abs)
{
    return std::fabs(a - b) <= abs + rel * std::fmax(std::fabs(a), std::fabs(b));
}

} // namespace

TEST_CASE("the differentiable forward pass equals scheduler::Model::next", "[forward_pass]")
{
    std::mt19937_64 rng(20240329);
    int compared = 0;
    for (int trial = 0; trial < 300; ++trial) {
        const auto w = randomWeights(rng);
        const bool shortTerm = trial % 5 != 0;
        const scheduler::Model model(w, shortTerm);
        const ForwardModel forward(w, shortTerm);
        const TrainingItem item = randomItem(rng, 2 + trial % 15);

        std::optional<scheduler::MemoryState> state;
        for (std::size_t n = 1; n <= item.reviews.size(); ++n) {
            const Review& r = item.reviews[n - 1];
            const auto expected = model.next(state, r.elapsedDays, static_cast<core::Rating>(r.rating));
            // One review from the same state: the model rounds some intermediate values to
            // 8 decimals, nothing else may differ. (Rounding R shifts 1 - R by up to 5e-9,
            // which matters relatively when R is close to 1, hence 1e-5.)
            const auto mine = forward.next(state, r);
            INFO("trial " << trial << " review " << n << ": S " << mine.stability << " vs "
                           << expected.stability << ", D " << mine.difficulty << " vs "
                           << expected.difficulty);
            REQUIRE(close(mine.stability, expected.stability, 1e-5, 1e-7));
            REQUIRE(close(mine.difficulty, expected.difficulty, 1e-6, 1e-7));
            // The whole history at once: the rounding differences may add up a little.
            const auto replayed = forward.memoryState(std::span(item.reviews).first(n));
            REQUIRE(close(replayed.stability, expected.stability, 1e-4, 1e-6));
            REQUIRE(close(replayed.difficulty, expected.difficulty, 1e-4, 1e-6));
            state = expected;
            ++compared;
        }
        const double t = item.target().elapsedDays;
        const auto before = forward.memoryState(item.history());
        CHECK(close(forward.retrievability(t, before.stability),
                    model.retrievability(t, before.stability), 1e-7, 1e-8));
        CHECK(forward.predict(item) == Approx(forward.retrievability(t, before.stability)));
    }
    CHECK(compared > 2000);
}

TEST_CASE("the default weights predict the published first-review values", "[forward_pass]")
{
    const ForwardModel forward(scheduler::kDefaultWeights);
    const std::vector<Review> good = {{3, 0}};
    const auto s = forward.memoryState(good);
    CHECK(s.stability == Approx(scheduler::kDefaultWeights[2]));
    CHECK(forward.retrievability(s.stability, s.stability) == Approx(0.9));
}

TEST_CASE("the gradient equals finite differences", "[forward_pass]")
{
    std::mt19937_64 rng(99);
    int checked = 0;
    for (int trial = 0; trial < 40; ++trial) {
        const auto w = randomWeights(rng);
        const bool shortTerm = trial % 4 != 0;
        std::vector<TrainingItem> items;
        for (int i = 0; i < 8; ++i)
            items.push_back(randomItem(rng, 2 + (trial + i) % 12));
        std::vector<double> itemWeights;
        for (int i = 0; i < 8; ++i)
            itemWeights.push_back(0.25 + 0.1 * i);

        auto totalLoss = [&](const scheduler::Weights& v) {
            const ForwardModel m(v, shortTerm);
            double loss = 0.0;
            for (std::size_t i = 0; i < items.size(); ++i)
                loss += m.loss(items[i], itemWeights[i]);
            return loss;
        };
        scheduler::Weights gradient{};
        const ForwardModel model(w, shortTerm);
        double loss = 0.0;
        for (std::size_t i = 0; i < items.size(); ++i)
            loss += model.lossAndGradient(items[i], itemWeights[i], gradient);
        REQUIRE(loss == Approx(totalLoss(w)).epsilon(1e-12));

        for (std::size_t k = 0; k < kParameterCount; ++k) {
            const double h = 1e-6 * std::fmax(1.0, std::fabs(w[k]));
            auto up = w;
            auto down = w;
            up[k] += h;
            down[k] -= h;
            const double numeric = (totalLoss(up) - totalLoss(down)) / (2.0 * h);
            INFO("trial " << trial << " weight w" << k << " analytic " << gradient[k] << " numeric " << numeric);
            CHECK(close(gradient[k], numeric, 1e-4, 1e-6));
            ++checked;
        }
    }
    CHECK(checked == 40 * 21);
}

TEST_CASE("the loss is the binary cross-entropy of the prediction", "[forward_pass]")
{
    const ForwardModel model(scheduler::kDefaultWeights);
    TrainingItem item;
    item.reviews = {{3, 0}, {3, 5}};
    const double p = model.predict(item);
    CHECK(model.loss(item) == Approx(-std::log(p)));
    CHECK(model.loss(item, 0.5) == Approx(-0.5 * std::log(p)));
    item.reviews.back().rating = 1;
    CHECK(model.loss(item) == Approx(-std::log(1.0 - p)));
}

TEST_CASE("one pass over a card's history equals its items one by one", "[forward_pass]")
{
    std::mt19937_64 rng(5);
    for (int trial = 0; trial < 30; ++trial) {
        const auto w = randomWeights(rng);
        const ForwardModel model(w);
        TrainingItem card = randomItem(rng, 20);
        std::vector<ForwardModel::Target> targets;
        double itemLoss = 0.0;
        scheduler::Weights itemGradient{};
        for (std::size_t p = 1; p < card.reviews.size(); ++p) {
            if (card.reviews[p].elapsedDays == 0)
                continue;
            const double weight = 0.3 + 0.05 * static_cast<double>(p);
            targets.push_back({p, weight});
            TrainingItem item;
            item.reviews.assign(card.reviews.begin(), card.reviews.begin() + static_cast<std::ptrdiff_t>(p) + 1);
            itemLoss += model.lossAndGradient(item, weight, itemGradient);
        }
        scheduler::Weights gradient{};
        const double loss = model.sequenceLossAndGradient(card.reviews, targets, gradient);
        CHECK(loss == Approx(itemLoss).epsilon(1e-12));
        CHECK(model.sequenceLoss(card.reviews, targets) == Approx(itemLoss).epsilon(1e-12));
        for (std::size_t i = 0; i < kParameterCount; ++i)
            CHECK(gradient[i] == Approx(itemGradient[i]).epsilon(1e-12).margin(1e-15));
    }
}
