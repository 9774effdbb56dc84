#include "scheduler/optimizer/dataset.h"
#include "scheduler/optimizer/forward_pass.h"
#include "scheduler/optimizer/metrics.h"
#include "scheduler/optimizer/optimizer.h"
#include "synthetic.h"

#include <catch2/catch.hpp>

#include <algorithm>
#include <atomic>
#include <cmath>

using namespace notedeck;
using namespace notedeck::optimizer;

namespace {

// A learner who forgets faster than average, with a steeper curve and harder cards.
constexpr scheduler::Weights kTruth = {0.6, 1.6, 4.5, 12.0, 7.0, 0.6, 2.2, 0.02, 1.5, 0.25, 1.1,
                                       1.7, 0.08, 0.35, 1.9, 0.5, 2.2, 0.45, 0.15, 0.1, 0.35};

const std::vector<TrainingItem>& syntheticItems()
{
    static const std::vector<TrainingItem> items = [] {
        const auto log = test::simulateReviewLog(kTruth, {1500, 12, 0.9, 11});
        return *buildTrainingItems(log);
    }();
    return items;
}

} // namespace

TEST_CASE("fitting a synthetic history recovers the weights that generated it", "[optimizer]")
{
    const auto& items = syntheticItems();
    REQUIRE(items.size() > 10000);

    const auto fitted = optimize(items, scheduler::kDefaultWeights);
    REQUIRE(fitted);
    CHECK(fitted->status == OptimizeStatus::Fitted);
    const auto& w = fitted->weights;

    // The predictions of the fitted weights match those of the true weights closely...
    const ForwardModel truth(kTruth);
    const ForwardModel fit(w);
    const ForwardModel defaults(scheduler::kDefaultWeights);
    double fitGap = 0.0;
    double defaultGap = 0.0;
    for (const TrainingItem& item : items) {
        fitGap += std::fabs(fit.predict(item) - truth.predict(item));
        defaultGap += std::fabs(defaults.predict(item) - truth.predict(item));
    }
    fitGap /= static_cast<double>(items.size());
    defaultGap /= static_cast<double>(items.size());
    INFO("mean |p_fit - p_true| = " << fitGap << ", defaults: " << defaultGap);
    CHECK(fitGap < 0.01);
    CHECK(fitGap < defaultGap / 3.0);

    // ... the fitted log loss is as good as the truth's ...
    const EvaluateOptions plain{false, true};
    const double trueLoss = evaluate(items, kTruth, plain).logLoss;
    const double fitLoss = evaluate(items, w, plain).logLoss;
    INFO("log loss: truth " << trueLoss << ", fit " << fitLoss);
    CHECK(fitLoss < trueLoss + 0.002);

    // ... and the weights the history pins down come out near their true values (w8/w10
    // and w15..w19 can trade off against each other, and the small w7 is loosely
    // determined; they are left out).
    for (std::size_t i : {0, 1, 2, 3, 4, 5, 9, 11, 13, 14, 20}) {
        INFO("w" << i << " fitted " << w[i] << " true " << kTruth[i]);
        CHECK(w[i] == Approx(kTruth[i]).epsilon(0.25));
    }
}

TEST_CASE("the same seed gives the same weights", "[optimizer]")
{
    const auto& items = syntheticItems();
    const auto part = std::span(items).first(3000);
    OptimizeOptions options;
    options.epochs = 3;
    const auto a = optimize(part, scheduler::kDefaultWeights, options);
    const auto b = optimize(part, scheduler::kDefaultWeights, options);
    REQUIRE(a);
    REQUIRE(b);
    CHECK(a->weights == b->weights);
    CHECK(a->bestEpoch == b->bestEpoch);
    CHECK(a->trainingLoss == b->trainingLoss);

    options.seed = 1;
    const auto c = optimize(part, scheduler::kDefaultWeights, options);
    REQUIRE(c);
    CHECK(c->weights != a->weights);
}

namespace {

// How far weights w4..w20 moved from `start`, each relative to its starting size (w0..w3 are
// pre-trained before the L2 pull applies, so they are left out).
double distanceFrom(const scheduler::Weights& w, const scheduler::Weights& start)
{
    double sum = 0.0;
    for (std::size_t i = 4; i < w.size(); ++i) {
        const double d = (w[i] - start[i]) / std::max(std::fabs(start[i]), 0.1);
        sum += d * d;
    }
    return std::sqrt(sum);
}

} // namespace

TEST_CASE("the L2 pull keeps the fit near its starting weights", "[optimizer]")
{
    const auto part = std::span(syntheticItems()).first(3000);
    OptimizeOptions free;
    free.l2Strength = 0.0;
    OptimizeOptions pulled;
    pulled.l2Strength = 200.0;
    const auto a = optimize(part, scheduler::kDefaultWeights, free);
    const auto b = optimize(part, scheduler::kDefaultWeights, pulled);
    const auto c = optimize(part, scheduler::kDefaultWeights);
    REQUIRE(a);
    REQUIRE(b);
    REQUIRE(c);
    const double freeDistance = distanceFrom(a->weights, scheduler::kDefaultWeights);
    const double pulledDistance = distanceFrom(b->weights, scheduler::kDefaultWeights);
    const double defaultDistance = distanceFrom(c->weights, scheduler::kDefaultWeights);
    INFO("distance from the start: no pull " << freeDistance << ", default pull " << defaultDistance
                                             << ", strong pull " << pulledDistance);
    CHECK(pulledDistance < defaultDistance);
    CHECK(defaultDistance < freeDistance);
    CHECK(pulledDistance < freeDistance / 3.0);
}

TEST_CASE("recency weighting makes the fit favour the learner's recent reviews", "[optimizer]")
{
    // The same cards' worth of history from two learners, one after the other: the early half
    // from a learner who forgets fast, the recent half, a year later, from the defaults' learner.
    auto log = test::simulateReviewLog(kTruth, {800, 10, 0.9, 21});
    const auto recent = test::simulateReviewLog(scheduler::kDefaultWeights, {800, 10, 0.9, 22});
    constexpr std::int64_t kYearMs = 400LL * 86'400'000;
    for (ReviewLogEntry entry : recent) {
        entry.cardId += 100000;
        entry.timeMs += kYearMs;
        log.push_back(entry);
    }
    const auto items = buildTrainingItems(log);
    REQUIRE(items);
    std::vector<TrainingItem> earlyItems;
    std::vector<TrainingItem> recentItems;
    for (const TrainingItem& item : *items)
        (item.cardId >= 100000 ? recentItems : earlyItems).push_back(item);
    REQUIRE(recentItems.size() > 1000);

    OptimizeOptions even;
    even.recencyWeighting = false;
    const auto weighted = optimize(*items, scheduler::kDefaultWeights);
    const auto unweighted = optimize(*items, scheduler::kDefaultWeights, even);
    REQUIRE(weighted);
    REQUIRE(unweighted);
    const EvaluateOptions plain{false, true};
    const double weightedLoss = evaluate(recentItems, weighted->weights, plain).logLoss;
    const double unweightedLoss = evaluate(recentItems, unweighted->weights, plain).logLoss;
    INFO("log loss on the recent reviews: recency-weighted fit " << weightedLoss << ", unweighted fit "
                                                                << unweightedLoss);
    CHECK(weightedLoss < unweightedLoss);
    // ... at the price of the early ones.
    CHECK(evaluate(earlyItems, weighted->weights, plain).logLoss >
          evaluate(earlyItems, unweighted->weights, plain).logLoss);
}

TEST_CASE("fitted weights are valid and rounded", "[optimizer]")
{
    const auto fitted = optimize(std::span(syntheticItems()).first(2000), scheduler::kDefaultWeights);
    REQUIRE(fitted);
    CHECK(fitted->weights == scheduler::clipWeights(fitted->weights, 1, true));
    for (double v : fitted->weights)
        CHECK(std::fabs(v * 1e4 - std::round(v * 1e4)) < 1e-6);
    for (std::size_t r = 0; r < 4; ++r)
        CHECK(fitted->weights[r] >= 0.1);
}

TEST_CASE("too little data leaves the weights alone or only pre-trains", "[optimizer]")
{
    const auto& items = syntheticItems();
    const auto none = optimize(std::span(items).first(5), scheduler::kDefaultWeights);
    REQUIRE(none);
    CHECK(none->status == OptimizeStatus::NotEnoughData);
    CHECK(none->weights == scheduler::kDefaultWeights);

    const auto empty = optimize({}, scheduler::kDefaultWeights);
    REQUIRE(empty);
    CHECK(empty->status == OptimizeStatus::NotEnoughData);

    OptimizeOptions noFilter;
    noFilter.filterOutliers = false;
    const auto few = optimize(std::span(items).first(40), scheduler::kDefaultWeights, noFilter);
    REQUIRE(few);
    CHECK(few->status == OptimizeStatus::PretrainedOnly);
    CHECK(std::equal(few->weights.begin() + 4, few->weights.end(), scheduler::kDefaultWeights.begin() + 4));
    CHECK_FALSE(std::equal(few->weights.begin(), few->weights.begin() + 4, scheduler::kDefaultWeights.begin()));
}

TEST_CASE("progress is reported and a cancel flag stops the fit", "[optimizer]")
{
    const auto part = std::span(syntheticItems()).first(3000);
    OptimizeOptions options;
    options.epochs = 2;
    std::vector<double> fractions;
    const auto done = optimize(part, scheduler::kDefaultWeights, options,
                               [&](const OptimizeProgress& p) {
                                   CHECK(p.epochCount == 2);
                                   CHECK(p.itemsDone <= p.itemsTotal);
                                   fractions.push_back(p.fraction());
                               });
    REQUIRE(done);
    REQUIRE(fractions.size() >= 2);
    CHECK(std::is_sorted(fractions.begin(), fractions.end()));
    CHECK(fractions.back() == Approx(1.0));

    std::atomic<bool> cancel{false};
    int calls = 0;
    const auto stopped = optimize(part, scheduler::kDefaultWeights, options,
                                  [&](const OptimizeProgress&) {
                                      if (++calls == 3)
                                          cancel = true;
                                  },
                                  &cancel);
    REQUIRE(stopped);
    CHECK(stopped->status == OptimizeStatus::Cancelled);
    CHECK(stopped->weights == scheduler::kDefaultWeights);
    CHECK(calls == 3);
}

TEST_CASE("malformed items and options are refused", "[optimizer]")
{
    std::vector<TrainingItem> items(1);
    items[0].reviews = {{3, 0}};
    CHECK_FALSE(optimize(items, scheduler::kDefaultWeights));
    items[0].reviews = {{3, 2}, {3, 2}};
    CHECK_FALSE(optimize(items, scheduler::kDefaultWeights));
    items[0].reviews = {{3, 0}, {3, 0}};
    CHECK_FALSE(optimize(items, scheduler::kDefaultWeights));
    items[0].reviews = {{5, 0}, {3, 1}};
    CHECK_FALSE(optimize(items, scheduler::kDefaultWeights));
    items[0].reviews = {{3, 0}, {3, 1}};
    CHECK(optimize(items, scheduler::kDefaultWeights));

    OptimizeOptions bad;
    bad.epochs = 0;
    CHECK_FALSE(optimize(items, scheduler::kDefaultWeights, bad));
    bad = {};
    bad.learningRate = -1.0;
    CHECK_FALSE(optimize(items, scheduler::kDefaultWeights, bad));
    auto start = scheduler::kDefaultWeights;
    start[3] = std::nan("");
    CHECK_FALSE(optimize(items, start));
}

TEST_CASE("metrics follow the srs-benchmark definitions", "[metrics]")
{
    TrainingItem item;
    item.reviews = {{3, 0}, {1, 3}, {3, 0}, {3, 12}};
    const RmseBin bin = rmseBin(item);
    CHECK(bin.interval == 898);   // 12 days: 2.48 * 3.62^1 = 8.9776, in hundredths
    CHECK(bin.length == 4);       // 3 = 2 long-term reviews + 1: 1.99 * 1.89^1
    CHECK(bin.lapses == 2);       // 1 lapse: round(1.65)

    // Two bins: {0.9, 0.7} against {1, 0} and {0.8} against {1}.
    const RmseBin a{1, 1, 0};
    const RmseBin b{2, 1, 0};
    const std::vector<Prediction> predictions = {
        {0.9, true, 1.0, a}, {0.7, false, 1.0, a}, {0.8, true, 2.0, b}};
    const Metrics m = computeMetrics(predictions);
    CHECK(m.count == 3);
    const double loss = -(std::log(0.9) + std::log(0.3) + 2.0 * std::log(0.8)) / 4.0;
    CHECK(m.logLoss == Approx(loss));
    // Bin a: mean prediction 0.8, recall rate 0.5, weight 2; bin b: 0.8 vs 1, weight 2.
    CHECK(m.rmseBins == Approx(std::sqrt((0.09 * 2.0 + 0.04 * 2.0) / 4.0)));
    CHECK(computeMetrics({}).count == 0);
}
