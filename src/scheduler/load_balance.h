#pragma once
// Optional load balancing: among the days the fuzz allows, pick the one with the fewest
// cards already due, so that review counts stay even from day to day.
#include "scheduler/intervals.h"

#include <span>

namespace notedeck::scheduler {

// `load[i]` is how many cards are already due `range.min + i` days from today (one entry per
// day of the range). Returns the least loaded interval in `range`; ties go to the one nearest
// `preferred` (the plain fuzzed interval), then to the shorter one. Deterministic. With a
// `load` of the wrong size, returns `preferred`.
int balanceInterval(const FuzzRange& range, int preferred, std::span<const long long> load);

} // namespace notedeck::scheduler
