#pragma once
// Choosing the day of a review among the days the fuzz allows: load balancing (the day with the
// fewest cards already due, so that review counts stay even from day to day), Easy Days (reviews
// move off reduced and minimum weekdays) and the daily review limit (a day that already holds it
// takes no more while another day of the range has room).
#include "core/scheduler_settings.h"
#include "scheduler/intervals.h"

#include <cstdint>
#include <span>

namespace notedeck::scheduler {

// `load[i]` is how many cards are already due `range.min + i` days from today (one entry per
// day of the range). Returns the least loaded interval in `range`; ties go to the one nearest
// `preferred` (the plain fuzzed interval), then to the shorter one. Deterministic. With a
// `load` of the wrong size, returns `preferred`.
int balanceInterval(const FuzzRange& range, int preferred, std::span<const long long> load);

struct DayChoice {
    // Least loaded day (load balancing); otherwise the allowed day nearest `preferred`.
    bool balance = false;
    // The workload of each day of the range (one entry per day, as `load`); empty: all normal.
    std::span<const core::DayWorkload> workloads = {};
    // A day already holding this many reviews is avoided while another day has room; 0: no limit.
    long long dailyLimit = 0;
};

// The day for a review whose fuzzed interval is `preferred`, in three steps, each one kept only
// when it leaves at least one day:
//   1. days already holding `dailyLimit` reviews are left out;
//   2. a reduced or minimum day is left out when it holds its share or more of the reviews of
//      the other days: load >= share x (their load / their summed shares), share 1 for normal,
//      0.5 for reduced and 0 for minimum (so a minimum day only takes reviews that have no other
//      day to go to);
//   3. of the days left, the least loaded (with `balance`; ties nearest `preferred`, then the
//      shorter) or the nearest `preferred` (then the shorter).
// Deterministic. With `load` or `workloads` of the wrong size, returns `preferred`.
int chooseDay(const FuzzRange& range, int preferred, std::span<const long long> load, const DayChoice& choice);

// chooseDay() as `settings` ask for it (load balancing, their Easy Days, their review limit) for
// a range counted in days from study day `fromDay`; `load` as for chooseDay().
int chooseReviewDay(const core::SchedulerSettings& settings, const FuzzRange& range, int preferred,
                    std::int64_t fromDay, std::span<const long long> load);

} // namespace notedeck::scheduler
