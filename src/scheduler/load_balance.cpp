#include "scheduler/load_balance.h"

#include <cstdlib>

namespace notedeck::scheduler {

int balanceInterval(const FuzzRange& range, int preferred,
                    const std::function<long long(int interval)>& dueOnDay)
{
    int best = preferred;
    long long bestLoad = -1;
    for (int day = range.min; day <= range.max; ++day) {
        const long long load = dueOnDay(day);
        const bool better = bestLoad < 0 || load < bestLoad ||
                            (load == bestLoad && std::abs(day - preferred) < std::abs(best - preferred));
        if (better) {
            best = day;
            bestLoad = load;
        }
    }
    return best;
}

} // namespace notedeck::scheduler
