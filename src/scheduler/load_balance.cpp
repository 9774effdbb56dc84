#include "scheduler/load_balance.h"

#include <cstdlib>

namespace notedeck::scheduler {

int balanceInterval(const FuzzRange& range, int preferred, std::span<const long long> load)
{
    if (range.max < range.min || load.size() != static_cast<std::size_t>(range.max - range.min + 1))
        return preferred;
    int best = preferred;
    long long bestLoad = -1;
    for (int day = range.min; day <= range.max; ++day) {
        const long long dayLoad = load[static_cast<std::size_t>(day - range.min)];
        const bool better = bestLoad < 0 || dayLoad < bestLoad ||
                            (dayLoad == bestLoad && std::abs(day - preferred) < std::abs(best - preferred));
        if (better) {
            best = day;
            bestLoad = dayLoad;
        }
    }
    return best;
}

} // namespace notedeck::scheduler
