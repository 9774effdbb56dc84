#include "scheduler/optimizer/metrics.h"

#include "scheduler/optimizer/dataset.h"
#include "scheduler/optimizer/forward_pass.h"
#include "scheduler/optimizer/optimizer.h"

#include <algorithm>
#include <cmath>
#include <map>

namespace notedeck::optimizer {

namespace {

// round(scale * base^floor(log_base(x))): the lower bound of x's geometric bin.
std::int64_t geometricBin(double x, double base, double scale)
{
    return static_cast<std::int64_t>(std::round(scale * std::pow(base, std::floor(std::log(x) / std::log(base)))));
}

} // namespace

RmseBin rmseBin(const TrainingItem& item)
{
    RmseBin bin;
    // Interval bins are kept in hundredths of a day.
    bin.interval = geometricBin(item.target().elapsedDays, 3.62, 248.0);
    bin.length = geometricBin(item.longTermReviewCount() + 1.0, 1.89, 1.99);
    const auto history = item.history();
    const auto lapses = std::count_if(history.begin(), history.end(), [](const Review& r) {
        return r.rating == 1 && r.elapsedDays > 0;
    });
    bin.lapses = lapses == 0 ? 0 : geometricBin(static_cast<double>(lapses), 1.73, 1.65);
    return bin;
}

Metrics computeMetrics(std::span<const Prediction> predictions)
{
    Metrics m;
    m.count = predictions.size();
    if (predictions.empty())
        return m;
    struct BinSums {
        double predicted = 0.0;
        double actual = 0.0;
        double count = 0.0;
        double weight = 0.0;
    };
    std::map<RmseBin, BinSums> bins;
    double loss = 0.0;
    double weightSum = 0.0;
    for (const Prediction& p : predictions) {
        const double prob = std::clamp(p.probability, kProbabilityEpsilon, 1.0 - kProbabilityEpsilon);
        const double y = p.recalled ? 1.0 : 0.0;
        loss -= (y * std::log(prob) + (1.0 - y) * std::log(1.0 - prob)) * p.weight;
        weightSum += p.weight;
        BinSums& b = bins[p.bin];
        b.predicted += p.probability;
        b.actual += y;
        b.count += 1.0;
        b.weight += p.weight;
    }
    double squared = 0.0;
    double binWeight = 0.0;
    for (const auto& [key, b] : bins) {
        const double diff = b.predicted / b.count - b.actual / b.count;
        squared += diff * diff * b.weight;
        binWeight += b.weight;
    }
    m.logLoss = weightSum > 0.0 ? loss / weightSum : 0.0;
    m.rmseBins = binWeight > 0.0 ? std::sqrt(squared / binWeight) : 0.0;
    return m;
}

Metrics evaluate(std::span<const TrainingItem> items, const scheduler::Weights& weights,
                 const EvaluateOptions& options)
{
    std::vector<std::size_t> order;
    std::vector<double> itemWeights;
    if (options.referenceSelection) {
        const PreparedItems prepared = prepareItems(items, true);
        order = prepared.initialization;
        order.insert(order.end(), prepared.later.begin(), prepared.later.end());
        itemWeights = recencyWeights(order.size());
    } else {
        order.resize(items.size());
        for (std::size_t i = 0; i < order.size(); ++i)
            order[i] = i;
        itemWeights.assign(order.size(), 1.0);
    }
    const ForwardModel model(weights, options.enableShortTerm);
    std::vector<Prediction> predictions;
    predictions.reserve(order.size());
    for (std::size_t k = 0; k < order.size(); ++k) {
        const TrainingItem& item = items[order[k]];
        predictions.push_back({model.predict(item), item.recalled(), itemWeights[k], rmseBin(item)});
    }
    return computeMetrics(predictions);
}

core::Result<Metrics> evaluateTimeSeriesSplit(
    std::span<const TrainingItem> items, const scheduler::Weights& start,
    const OptimizeOptions& options, int splits,
    const std::function<void(const OptimizeProgress&)>& progress, const std::atomic<bool>* cancel)
{
    if (splits < 1)
        return core::fail("a time-series split needs at least one split");
    const std::size_t segment = items.size() / static_cast<std::size_t>(splits + 1);
    if (segment == 0)
        return core::fail("too few items for a time-series split: " + std::to_string(items.size()));

    std::vector<Prediction> predictions;
    for (int k = 0; k < splits; ++k) {
        const std::size_t testStart = static_cast<std::size_t>(k + 1) * segment;
        const std::size_t testEnd = k == splits - 1 ? items.size() : testStart + segment;
        std::function<void(const OptimizeProgress&)> foldProgress;
        if (progress) {
            foldProgress = [&, k](const OptimizeProgress& p) {
                OptimizeProgress q = p;
                q.fold = k;
                q.foldCount = splits;
                progress(q);
            };
        }
        auto fitted = optimize(items.first(testStart), start, options, foldProgress, cancel);
        if (!fitted)
            return std::unexpected(fitted.error());
        if (fitted->status == OptimizeStatus::Cancelled)
            return core::fail("the time-series evaluation was cancelled");
        const ForwardModel model(fitted->weights, options.enableShortTerm);
        for (std::size_t i = testStart; i < testEnd; ++i)
            predictions.push_back({model.predict(items[i]), items[i].recalled(), 1.0, rmseBin(items[i])});
    }
    return computeMetrics(predictions);
}

} // namespace notedeck::optimizer
