#pragma once
// How well a set of weights predicts a review history.
//
// Log loss: the mean (or weighted mean) of -[y ln p + (1 - y) ln(1 - p)] over the
// predicted reviews, with p the predicted recall probability and y = 1 for a recall. It
// rewards confident correct predictions and punishes confident wrong ones; lower is better.
//
// RMSE(bins), as defined by the open-spaced-repetition srs-benchmark: the predictions are
// grouped into bins by (interval, number of long-term reviews, number of lapses), each
// bound growing geometrically; in each bin the mean prediction is compared with the
// observed recall rate; the root of the bin-size-weighted mean squared difference is the
// result. It measures calibration: 0.05 means predictions are off by about 5 percentage
// points in a typical bin.
#include "core/optimize_report.h"
#include "core/result.h"
#include "scheduler/optimizer/training_items.h"
#include "scheduler/parameters.h"

#include <atomic>
#include <compare>
#include <cstdint>
#include <functional>
#include <span>
#include <vector>

namespace notedeck::optimizer {

struct OptimizeOptions;

// How well weights predict, as a value (core/optimize_report.h).
using core::Metrics;
using core::OptimizeProgress;

// The srs-benchmark bin of an item: interval class, history-length class, lapse class.
struct RmseBin {
    std::int64_t interval = 0;
    std::int64_t length = 0;
    std::int64_t lapses = 0;

    friend auto operator<=>(const RmseBin&, const RmseBin&) = default;
};
RmseBin rmseBin(const TrainingItem& item);

struct Prediction {
    double probability = 0.0;
    bool recalled = false;
    double weight = 1.0;
    RmseBin bin;
};

// Weighted log loss and RMSE(bins) of the predictions (a bin counts with the sum of its
// weights). Zero metrics for no predictions.
Metrics computeMetrics(std::span<const Prediction> predictions);

struct EvaluateOptions {
    // true: evaluate the way fsrs-rs reports it, which makes results comparable with it:
    // outliers are filtered out (see dataset.h), the first-interval items come first and the
    // others after them in time order, and items are weighted by recency in that order.
    // false: every item, equal weights.
    bool referenceSelection = true;
    bool enableShortTerm = true;
};

Metrics evaluate(std::span<const TrainingItem> items, const scheduler::Weights& weights,
                 const EvaluateOptions& options = {});

// Time-series split: the items (in time order) are cut into splits + 1 equal segments; for
// k = 1..splits, weights are fitted on segments 0..k-1 (starting from `start`) and predict
// segment k (the last split also takes the remainder). The metrics cover all these
// predictions with equal weights: an honest estimate of how fitted weights do on reviews
// they have not seen. Fails when there are fewer items than splits + 1; a cancelled fit
// returns an error saying so.
core::Result<Metrics> evaluateTimeSeriesSplit(
    std::span<const TrainingItem> items, const scheduler::Weights& start,
    const OptimizeOptions& options, int splits = 5,
    const std::function<void(const OptimizeProgress&)>& progress = {},
    const std::atomic<bool>* cancel = nullptr);

} // namespace notedeck::optimizer
