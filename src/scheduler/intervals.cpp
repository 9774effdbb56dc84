#include "scheduler/intervals.h"

#include "scheduler/alea.h"
#include "scheduler/js_math.h"

#include <algorithm>
#include <array>
#include <cmath>
#include <limits>

namespace notedeck::scheduler {

namespace {

struct FuzzBand {
    double start;
    double end;
    double factor;
};

constexpr std::array<FuzzBand, 3> kFuzzBands = {{
    {2.5, 7.0, 0.15},
    {7.0, 20.0, 0.10},
    {20.0, std::numeric_limits<double>::infinity(), 0.05},
}};

} // namespace

double nextIntervalDays(double stability, double intervalModifier, double maximumInterval)
{
    return js::min(js::max(1.0, js::round(stability * intervalModifier)), maximumInterval);
}

int nextInterval(double stability, double intervalModifier, int maximumInterval)
{
    return static_cast<int>(nextIntervalDays(stability, intervalModifier, static_cast<double>(maximumInterval)));
}

FuzzRange fuzzRange(double interval, int elapsedDays, int maximumInterval)
{
    double delta = 1.0;
    for (const auto& band : kFuzzBands)
        delta += band.factor * js::max(js::min(interval, band.end) - band.start, 0.0);
    interval = js::min(interval, static_cast<double>(maximumInterval));
    double lo = js::max(2.0, js::round(interval - delta));
    const double hi = js::min(js::round(interval + delta), static_cast<double>(maximumInterval));
    if (interval > elapsedDays)
        lo = js::max(lo, static_cast<double>(elapsedDays) + 1.0);
    lo = js::min(lo, hi);
    return {static_cast<int>(lo), static_cast<int>(hi)};
}

std::string fuzzSeed(std::int64_t cardId, int repsAfterReview)
{
    return std::to_string(cardId + repsAfterReview);
}

double fuzzDraw(const std::string& seed)
{
    return Alea::firstDraw(seed);
}

int applyFuzzDraw(double interval, int elapsedDays, int maximumInterval, double u)
{
    if (interval < 2.5)
        return static_cast<int>(js::round(interval));
    const auto range = fuzzRange(interval, elapsedDays, maximumInterval);
    return static_cast<int>(std::floor(u * (range.max - range.min + 1) + range.min));
}

int applyFuzz(double interval, int elapsedDays, int maximumInterval, const std::string& seed)
{
    if (interval < 2.5)
        return static_cast<int>(js::round(interval));
    return applyFuzzDraw(interval, elapsedDays, maximumInterval, fuzzDraw(seed));
}

} // namespace notedeck::scheduler
