#pragma once
// Fitting personal FSRS-6 weights to a review history.
//
//   1. Outlier filtering and the first-interval items (dataset.h).
//   2. Pre-training of w0..w3 from first-interval items (pretrain.h).
//   3. Mini-batch training of all 21 weights: the loss is the recency-weighted binary
//      cross-entropy of the predicted recall probability, plus an L2 pull towards the
//      starting weights (scaled per weight by its spread across users), minimised by Adam
//      with a cosine-annealed learning rate; weights are clipped into their valid ranges
//      after every step, and the epoch with the lowest training loss wins. A batch holds
//      whole cards: one pass over a card's history yields the loss and gradient of all
//      its items, so an epoch costs one step per review rather than one per item and
//      history review.
//   4. w0..w3 are put back in rating order and filled in where there was no data.
//
// With fewer than 8 usable items the starting weights are returned unchanged; with fewer
// than 64 (or nothing but first-interval items) only the pre-trained w0..w3 change.
#include "core/optimize_report.h"
#include "core/result.h"
#include "scheduler/optimizer/training_items.h"
#include "scheduler/parameters.h"

#include <atomic>
#include <cstddef>
#include <cstdint>
#include <functional>
#include <span>

namespace notedeck::optimizer {

// The defaults take twice as many passes in half-size batches as fsrs-rs (5 x 512): on real
// logs that makes the fit better and nearly independent of the seed, at a cost still far
// below fsrs-rs's running time (see docs/optimizer.md).
struct OptimizeOptions {
    int epochs = 10;
    std::size_t batchSize = 256;     // predictions per step (whole cards, so a few more)
    double learningRate = 4e-2;      // peak of the cosine schedule
    double l2Strength = 1.0;         // 0 turns the pull towards the start off
    std::uint64_t seed = 2023;       // batch order; the same seed gives the same weights
    std::size_t maxHistoryLength = 256; // longer items are left out of training
    bool filterOutliers = true;
    bool recencyWeighting = true;
    bool enableShortTerm = true;     // as scheduler::Model's flag
    int relearningSteps = 1;         // bounds w17/w18 as scheduler::clipWeights does
    int roundDecimals = 4;           // the result is rounded so (0 keeps full precision)
};

// Reported after every mini-batch, on the thread running optimize().
// A fit's progress and outcome, as values (core/optimize_report.h).
using core::OptimizeProgress;
using core::OptimizeStatus;
using ProgressCallback = core::OptimizeProgressCallback;
using core::toString;

struct OptimizeResult {
    scheduler::Weights weights{};
    OptimizeStatus status = OptimizeStatus::NotEnoughData;
    std::size_t trainingItems = 0;       // items left after filtering
    std::size_t initializationItems = 0; // first-interval items used for pre-training
    int bestEpoch = 0;                   // 0 when there was no training
    double trainingLoss = 0.0;           // mean loss (with the L2 term) of the best epoch
};

// Fits weights to `items` (in time order, as buildTrainingItems returns them) starting from
// `start` (normally scheduler::kDefaultWeights). `cancel`, when given, is polled between
// mini-batches. Fails on items that are not well formed (empty, a rating outside 1..4, a
// first review with elapsedDays != 0, a last review with elapsedDays == 0) or invalid
// options.
core::Result<OptimizeResult> optimize(std::span<const TrainingItem> items,
                                      const scheduler::Weights& start,
                                      const OptimizeOptions& options = {},
                                      const ProgressCallback& progress = {},
                                      const std::atomic<bool>* cancel = nullptr);

} // namespace notedeck::optimizer
