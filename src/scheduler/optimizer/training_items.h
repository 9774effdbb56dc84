#pragma once
// Training items: what the optimizer predicts. There is one item per review that came at
// least one day after the card's previous review; the item carries the card's whole
// history up to and including that review, and the model is asked how likely the last
// answer was a recall (Hard, Good or Easy) given the reviews before it.
#include "core/result.h"
#include "core/types.h"
#include "scheduler/optimizer/review_log.h"
#include "core/day_clock.h"

#include <cstdint>
#include <span>
#include <vector>

namespace notedeck::optimizer {

struct Review {
    int rating = 0;      // 1..4
    int elapsedDays = 0; // study days since the card's previous review; 0 for the first

    friend bool operator==(const Review&, const Review&) = default;
};

struct TrainingItem {
    // The card's reviews in time order, ending with the predicted one. The first is the
    // card's first review (elapsedDays 0); the last has elapsedDays > 0.
    std::vector<Review> reviews;
    core::CardId cardId = 0;
    std::int64_t timeMs = 0; // time of the last review

    const Review& target() const { return reviews.back(); }
    // The reviews before the predicted one.
    std::span<const Review> history() const { return {reviews.data(), reviews.size() - 1}; }
    bool recalled() const { return target().rating > 1; }
    // Reviews with elapsedDays > 0, the predicted one included.
    int longTermReviewCount() const;
    // The first review with elapsedDays > 0.
    const Review& firstLongTermReview() const;
};

// Where study days begin: `startHour` o'clock in a zone `utcOffsetMinutes` ahead of UTC.
// The defaults count days from 04:00 UTC.
struct DayBoundary {
    int startHour = 4;
    int utcOffsetMinutes = 0;
};

// Groups the log by card, orders each card's reviews by time, counts elapsed study days
// and emits one item per review with elapsedDays > 0. Items come ordered by the time of
// their last review (ties: by card id). Fails on a rating outside 1..4 or a day boundary
// outside 0..23 h / ±18 h.
core::Result<std::vector<TrainingItem>> buildTrainingItems(std::span<const ReviewLogEntry> log,
                                                           const DayBoundary& boundary = {});

// The same with study days from a DayClock (for time zones with daylight saving time).
core::Result<std::vector<TrainingItem>> buildTrainingItems(std::span<const ReviewLogEntry> log,
                                                           const core::DayClock& clock);

} // namespace notedeck::optimizer
