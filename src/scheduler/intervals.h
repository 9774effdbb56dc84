#pragma once
// From stability to a whole number of days: desired retention, maximum interval and
// the deterministic fuzz that spreads cards learnt together over neighbouring days.
#include "core/scheduler_settings.h"

#include <cstdint>
#include <string>

namespace notedeck::scheduler {

using core::kDefaultMaximumInterval;

// round(S * IM) clamped to [1, maximumInterval], no fuzz.
int nextInterval(double stability, double intervalModifier, int maximumInterval);
// The same for any maximum (the replay tool takes whatever the input asks for), in
// whole days held exactly by a double.
double nextIntervalDays(double stability, double intervalModifier, double maximumInterval);

struct FuzzRange {
    int min = 0;
    int max = 0;
    friend bool operator==(const FuzzRange&, const FuzzRange&) = default;
};

// The days a fuzzed `interval` may land on: +-(1 + 15% of the part between 2.5 and 7
// days + 10% of the part between 7 and 20 + 5% of the part beyond 20), at least 2 days,
// at most maximumInterval, and, when the interval exceeds the days already elapsed, more
// than those.
FuzzRange fuzzRange(double interval, int elapsedDays, int maximumInterval);

// The seed of one card's one review: the card id plus its review count after this
// review, as decimal text (the reference's per-card seed).
std::string fuzzSeed(std::int64_t cardId, int repsAfterReview);

// A day in fuzzRange(interval, ...) drawn from Alea(seed); intervals below 2.5 days are
// only rounded.
int applyFuzz(double interval, int elapsedDays, int maximumInterval, const std::string& seed);
// The same with the generator's first draw `u` in [0, 1) already taken, for callers that
// fuzz several intervals with one seed.
int applyFuzzDraw(double interval, int elapsedDays, int maximumInterval, double u);
// The first draw of Alea(seed).
double fuzzDraw(const std::string& seed);

} // namespace notedeck::scheduler
