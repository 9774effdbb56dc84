#include "scheduler/optimizer/health_check.h"

namespace notedeck::optimizer {

std::vector<core::HealthWarning> checkHealth(std::span<const TrainingItem> items)
{
    std::vector<core::HealthWarning> warnings;
    const std::size_t reviews = items.size();
    if (reviews < core::kReliableFitReviews)
        warnings.push_back({core::HealthWarningKind::TooFewReviews, reviews, 0, 0});

    // Each item's target is an answer a study day or more after the card's previous one: a review
    // of something that may have been forgotten, where Again (forgot) and Hard (recalled with
    // effort) part ways.
    std::size_t again = 0;
    std::size_t hard = 0;
    for (const TrainingItem& item : items) {
        if (item.target().rating == 1)
            ++again;
        else if (item.target().rating == 2)
            ++hard;
    }
    if (reviews >= core::kHardCheckMinimumReviews && again * core::kHardCheckAgainRarity < reviews && hard > again)
        warnings.push_back({core::HealthWarningKind::HardAsFailing, reviews, again, hard});
    return warnings;
}

} // namespace notedeck::optimizer
