#pragma once
// Optional load balancing: among the days the fuzz allows, pick the one with the fewest
// cards already due, so that review counts stay even from day to day.
#include "scheduler/intervals.h"

#include <functional>

namespace notedeck::scheduler {

// `dueOnDay(interval)` answers how many cards are already due `interval` days from
// today. Returns the least loaded interval in `range`; ties go to the one nearest
// `preferred` (the plain fuzzed interval), then to the shorter one. Deterministic.
int balanceInterval(const FuzzRange& range, int preferred,
                    const std::function<long long(int interval)>& dueOnDay);

} // namespace notedeck::scheduler
