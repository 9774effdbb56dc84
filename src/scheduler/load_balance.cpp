#include "scheduler/load_balance.h"

#include "scheduler/easy_days.h"

#include <cstdlib>
#include <vector>

namespace notedeck::scheduler {

namespace {

// Keeps the days for which `keep` holds, unless that would leave none.
template <typename Keep>
void narrow(std::vector<int>& days, Keep keep)
{
    std::vector<int> kept;
    kept.reserve(days.size());
    for (int day : days) {
        if (keep(day))
            kept.push_back(day);
    }
    if (!kept.empty())
        days.swap(kept);
}

} // namespace

int balanceInterval(const FuzzRange& range, int preferred, std::span<const long long> load)
{
    return chooseDay(range, preferred, load, DayChoice{.balance = true});
}

int chooseDay(const FuzzRange& range, int preferred, std::span<const long long> load, const DayChoice& choice)
{
    const std::size_t size = range.max < range.min ? 0 : static_cast<std::size_t>(range.max - range.min + 1);
    if (size == 0 || load.size() != size || (!choice.workloads.empty() && choice.workloads.size() != size))
        return preferred;
    auto loadOf = [&](int day) { return load[static_cast<std::size_t>(day - range.min)]; };
    auto shareOf = [&](int day) {
        return choice.workloads.empty() ? 1.0 : workloadShare(choice.workloads[static_cast<std::size_t>(day - range.min)]);
    };

    std::vector<int> days;
    days.reserve(size);
    for (int day = range.min; day <= range.max; ++day)
        days.push_back(day);
    if (choice.dailyLimit > 0)
        narrow(days, [&](int day) { return loadOf(day) < choice.dailyLimit; });
    if (!choice.workloads.empty()) {
        double totalLoad = 0.0, totalShare = 0.0;
        for (int day : days) {
            totalLoad += static_cast<double>(loadOf(day));
            totalShare += shareOf(day);
        }
        narrow(days, [&](int day) {
            const double share = shareOf(day);
            if (share >= 1.0)
                return true;
            const double otherShare = totalShare - share;
            if (otherShare <= 0.0)
                return true; // nothing to compare with: only easy days in reach
            const double otherLoad = totalLoad - static_cast<double>(loadOf(day));
            return static_cast<double>(loadOf(day)) < share * otherLoad / otherShare;
        });
    }

    int best = days.front();
    for (int day : days) {
        const int distance = std::abs(day - preferred), bestDistance = std::abs(best - preferred);
        const bool nearer = distance < bestDistance;
        if (choice.balance) {
            if (loadOf(day) < loadOf(best) || (loadOf(day) == loadOf(best) && nearer))
                best = day;
        } else if (nearer) {
            best = day;
        }
    }
    return best;
}

int chooseReviewDay(const core::SchedulerSettings& settings, const FuzzRange& range, int preferred,
                    std::int64_t fromDay, std::span<const long long> load)
{
    std::vector<core::DayWorkload> workloads;
    if (hasEasyDays(settings.easy_days)) {
        for (int day = range.min; day <= range.max; ++day)
            workloads.push_back(settings.easy_days[static_cast<std::size_t>(weekdayOf(fromDay + day))]);
    }
    const DayChoice choice{.balance = settings.load_balancing,
                           .workloads = workloads,
                           .dailyLimit = settings.reviews_per_day};
    return chooseDay(range, preferred, load, choice);
}

} // namespace notedeck::scheduler
