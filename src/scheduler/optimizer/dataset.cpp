#include "scheduler/optimizer/dataset.h"

#include <algorithm>
#include <map>
#include <set>

namespace notedeck::optimizer {

PreparedItems prepareItems(std::span<const TrainingItem> items, bool filterOutliers)
{
    PreparedItems out;
    if (!filterOutliers) {
        for (std::size_t i = 0; i < items.size(); ++i) {
            out.training.push_back(i);
            (items[i].longTermReviewCount() == 1 ? out.initialization : out.later).push_back(i);
        }
        return out;
    }

    // first rating -> first interval -> items (in time order)
    std::map<int, std::map<int, std::vector<std::size_t>>> groups;
    for (std::size_t i = 0; i < items.size(); ++i) {
        if (items[i].longTermReviewCount() == 1)
            groups[items[i].reviews.front().rating][items[i].target().elapsedDays].push_back(i);
    }

    std::map<int, std::set<int>> dropped; // first rating -> dropped first intervals
    for (const auto& [rating, byInterval] : groups) {
        std::vector<std::pair<int, const std::vector<std::size_t>*>> visit;
        std::size_t total = 0;
        for (const auto& [interval, members] : byInterval) {
            visit.emplace_back(interval, &members);
            total += members.size();
        }
        // Smallest groups first; among equal sizes the shorter interval first.
        std::sort(visit.begin(), visit.end(), [](const auto& a, const auto& b) {
            if (a.second->size() != b.second->size())
                return a.second->size() < b.second->size();
            return a.first < b.first;
        });
        const std::size_t quota = std::max<std::size_t>(20, total / 20);
        const int maxInterval = rating == 4 ? 365 : 100;
        std::size_t removed = 0;
        for (const auto& [interval, members] : visit) {
            if (removed + members->size() < quota) {
                removed += members->size();
                dropped[rating].insert(interval);
            } else if (members->size() >= 6 && interval <= maxInterval) {
                out.initialization.insert(out.initialization.end(), members->begin(), members->end());
            } else {
                dropped[rating].insert(interval);
            }
        }
    }

    for (std::size_t i = 0; i < items.size(); ++i) {
        const auto it = dropped.find(items[i].reviews.front().rating);
        if (it != dropped.end() && it->second.contains(items[i].firstLongTermReview().elapsedDays))
            continue;
        out.training.push_back(i);
        if (items[i].longTermReviewCount() != 1)
            out.later.push_back(i);
    }
    return out;
}

std::vector<double> recencyWeights(std::size_t count)
{
    std::vector<double> weights(count);
    const double span = std::max(1.0, static_cast<double>(count) - 1.0);
    for (std::size_t i = 0; i < count; ++i) {
        const double x = static_cast<double>(i) / span;
        weights[i] = 0.25 + 0.75 * x * x * x;
    }
    return weights;
}

double averageRecall(std::span<const TrainingItem> items, std::span<const std::size_t> selection)
{
    if (selection.empty())
        return 0.0;
    std::size_t recalled = 0;
    for (std::size_t i : selection)
        recalled += items[i].recalled() ? 1 : 0;
    return static_cast<double>(recalled) / static_cast<double>(selection.size());
}

} // namespace notedeck::optimizer
