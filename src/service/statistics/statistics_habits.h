#pragma once
// How a user answers — seconds per new card, per review and per lapse, and how answers are rated —
// read from the review log, as inputs for the workload simulator.
#include "core/statistics_rows.h"
#include "core/workload_simulation.h"

#include <span>

namespace notedeck::service {

struct ReviewHabits {
    core::AnswerCosts costs;     // the simulator's defaults where the log has too few answers
    core::RatingMix ratings;
    int newCardsSeen = 0;             // first answers to new cards the figures are based on
    int reviewsSeen = 0;              // answers to review cards the figures are based on
    bool costsFromLog = false;        // false: too few timed answers, the defaults are used
    bool ratingsFromLog = false;
};

// Below this many answers of a kind the simulator's defaults are kept for that kind.
inline constexpr int kMinimumHabitSample = 20;

// The habits in the answers of `buckets` (e.g. the past year's study days).
ReviewHabits habitsFromLog(std::span<const core::ReviewBucket> buckets);

} // namespace notedeck::service
