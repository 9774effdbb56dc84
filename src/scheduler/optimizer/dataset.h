#pragma once
// Selecting and weighting training items.
//
// "First-interval" items have exactly one long-term review: the card's first review (and
// any same-day repeats) followed by its first review on a later day. Pre-training learns
// the four initial stabilities from them. Outlier filtering groups them by (first
// rating, first interval) and drops the rarest intervals of each rating (about 5 %, at
// least 20 items), groups of fewer than 6 items and intervals longer than 100 days (365
// for a first Easy); every item of a card whose first interval was dropped leaves the
// training set too. The rules are those of fsrs-rs, so results are comparable with it.
#include "scheduler/optimizer/training_items.h"

#include <cstddef>
#include <span>
#include <vector>

namespace notedeck::optimizer {

struct PreparedItems {
    // First-interval items kept by the filter, grouped by first rating (ascending), then
    // by interval in the filter's visiting order: smallest groups first, equal sizes by
    // shorter interval.
    std::vector<std::size_t> initialization;
    // All items kept by the filter, in their original (time) order.
    std::vector<std::size_t> training;
    // Kept items that are not first-interval items, in time order.
    std::vector<std::size_t> later;
};

// Indices into `items`. Without filtering every item is kept.
PreparedItems prepareItems(std::span<const TrainingItem> items, bool filterOutliers = true);

// Recency weights for `count` items in time order: 0.25 for the oldest rising as a cubic
// to 1.0 for the newest, so recent behaviour counts up to four times as much.
std::vector<double> recencyWeights(std::size_t count);

// Share of the selected items whose last answer was a recall (0 when none).
double averageRecall(std::span<const TrainingItem> items, std::span<const std::size_t> selection);

} // namespace notedeck::optimizer
