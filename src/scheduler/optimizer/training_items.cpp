#include "scheduler/optimizer/training_items.h"

#include <algorithm>
#include <memory>
#include <string>

namespace notedeck::optimizer {

namespace {

std::int64_t floorDiv(std::int64_t a, std::int64_t b)
{
    const std::int64_t q = a / b;
    return (a % b != 0 && ((a < 0) != (b < 0))) ? q - 1 : q;
}

} // namespace

int TrainingItem::longTermReviewCount() const
{
    return static_cast<int>(
        std::count_if(reviews.begin(), reviews.end(), [](const Review& r) { return r.elapsedDays > 0; }));
}

const Review& TrainingItem::firstLongTermReview() const
{
    const auto it = std::find_if(reviews.begin(), reviews.end(),
                                 [](const Review& r) { return r.elapsedDays > 0; });
    return it != reviews.end() ? *it : reviews.back();
}

core::Result<std::vector<TrainingItem>> buildTrainingItems(std::span<const ReviewLogEntry> log,
                                                           const DayBoundary& boundary)
{
    if (boundary.startHour < 0 || boundary.startHour > 23)
        return core::fail("the day must start at an hour from 0 to 23, got " +
                          std::to_string(boundary.startHour));
    if (boundary.utcOffsetMinutes < -18 * 60 || boundary.utcOffsetMinutes > 18 * 60)
        return core::fail("the UTC offset must be within ±18 hours, got " +
                          std::to_string(boundary.utcOffsetMinutes) + " minutes");
    const core::DayClock clock(
        std::make_shared<core::FixedOffsetZone>(boundary.utcOffsetMinutes * 60),
        boundary.startHour);
    return buildTrainingItems(log, clock);
}

core::Result<std::vector<TrainingItem>> buildTrainingItems(std::span<const ReviewLogEntry> log,
                                                           const core::DayClock& clock)
{
    for (std::size_t i = 0; i < log.size(); ++i) {
        if (log[i].rating < 1 || log[i].rating > 4)
            return core::fail("review " + std::to_string(i + 1) + " of card " +
                              std::to_string(log[i].cardId) + " has rating " +
                              std::to_string(log[i].rating) + "; ratings are 1 to 4");
    }
    // Order by card, then time; equal times keep their order in the log.
    std::vector<std::size_t> order(log.size());
    for (std::size_t i = 0; i < order.size(); ++i)
        order[i] = i;
    std::stable_sort(order.begin(), order.end(), [&](std::size_t a, std::size_t b) {
        if (log[a].cardId != log[b].cardId)
            return log[a].cardId < log[b].cardId;
        return log[a].timeMs < log[b].timeMs;
    });

    std::vector<TrainingItem> items;
    std::vector<Review> history;
    std::size_t i = 0;
    while (i < order.size()) {
        const core::CardId card = log[order[i]].cardId;
        history.clear();
        std::int64_t previousDay = 0;
        for (; i < order.size() && log[order[i]].cardId == card; ++i) {
            const ReviewLogEntry& entry = log[order[i]];
            const std::int64_t day = clock.dayIndex(floorDiv(entry.timeMs, 1000));
            const int elapsed = history.empty() ? 0 : static_cast<int>(std::max<std::int64_t>(0, day - previousDay));
            previousDay = day;
            history.push_back({entry.rating, elapsed});
            if (elapsed > 0)
                items.push_back({history, card, entry.timeMs});
        }
    }
    std::stable_sort(items.begin(), items.end(), [](const TrainingItem& a, const TrainingItem& b) {
        if (a.timeMs != b.timeMs)
            return a.timeMs < b.timeMs;
        return a.cardId < b.cardId;
    });
    return items;
}

} // namespace notedeck::optimizer
