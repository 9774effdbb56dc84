#include "scheduler/parameters.h"

#include "scheduler/js_math.h"

#include <algorithm>
#include <cmath>
#include <string>
#include <vector>

namespace notedeck::scheduler {

namespace {

constexpr double kShortTermCeiling = 2.0;

// Same value as the reference: w17 and w18 may not exceed
// sqrt(-(ln w11 + ln(2^w13 - 1) + 0.3 w14) / n) with n relearning steps.
double shortTermCeiling(std::span<const double> values, int relearningStepCount,
                        const std::array<ParameterRange, kParameterCount>& base)
{
    auto clipped = [&](std::size_t i) {
        const double v = i < values.size() && !std::isnan(values[i]) ? values[i] : 0.0;
        return js::clamp(v, base[i].min, base[i].max);
    };
    const double w11 = clipped(11);
    const double w13 = clipped(13);
    const double w14 = clipped(14);
    const double value =
        -(std::log(w11) + std::log(std::pow(2.0, w13) - 1.0) + w14 * 0.3) / relearningStepCount;
    return js::clamp(js::roundTo8(std::sqrt(js::max(value, 0.0))), 0.01, kShortTermCeiling);
}

std::vector<double> clipPrefix(std::span<const double> values, int relearningStepCount,
                               bool enableShortTerm)
{
    auto ranges = parameterRanges(enableShortTerm);
    if (relearningStepCount > 1) {
        const double ceiling = shortTermCeiling(values, relearningStepCount, ranges);
        ranges[17].max = ceiling;
        ranges[18].max = ceiling;
    }
    std::vector<double> out(values.size());
    for (std::size_t i = 0; i < values.size() && i < kParameterCount; ++i) {
        const double v = std::isnan(values[i]) ? 0.0 : values[i];
        out[i] = js::clamp(v, ranges[i].min, ranges[i].max);
    }
    return out;
}

// JavaScript's +(x).toFixed(8) for the moderate magnitudes the migration sees.
double toFixed8(double x)
{
    return js::roundTo8(x);
}

} // namespace

std::array<ParameterRange, kParameterCount> parameterRanges(bool enableShortTerm)
{
    std::array<ParameterRange, kParameterCount> r = {{
        {kMinStability, kMaxInitialStability},
        {kMinStability, kMaxInitialStability},
        {kMinStability, kMaxInitialStability},
        {kMinStability, kMaxInitialStability},
        {1.0, 10.0},
        {0.001, 4.0},
        {0.001, 4.0},
        {0.001, 0.75},
        {0.0, 4.5},
        {0.0, 0.8},
        {0.001, 3.5},
        {0.001, 5.0},
        {0.001, 0.25},
        {0.001, 0.9},
        {0.0, 4.0},
        {0.0, 1.0},
        {1.0, 6.0},
        {0.0, kShortTermCeiling},
        {0.0, kShortTermCeiling},
        {enableShortTerm ? 0.01 : 0.0, 0.8},
        {0.1, 0.8},
    }};
    return r;
}

Weights clipWeights(const Weights& weights, int relearningStepCount, bool enableShortTerm)
{
    const auto clipped = clipPrefix(weights, relearningStepCount, enableShortTerm);
    Weights out{};
    for (std::size_t i = 0; i < kParameterCount; ++i)
        out[i] = clipped[i];
    return out;
}

core::Result<Weights> migrateWeights(std::span<const double> values, int relearningStepCount,
                                     bool enableShortTerm)
{
    for (double v : values) {
        if (!std::isfinite(v))
            return core::fail("FSRS parameters must be finite numbers");
    }
    Weights w{};
    switch (values.size()) {
    case 21: {
        const auto c = clipPrefix(values, relearningStepCount, enableShortTerm);
        std::copy(c.begin(), c.end(), w.begin());
        break;
    }
    case 19: {
        const auto c = clipPrefix(values, relearningStepCount, enableShortTerm);
        std::copy(c.begin(), c.end(), w.begin());
        w[19] = 0.0;
        w[20] = kFsrs5Decay;
        break;
    }
    case 17: {
        const auto c = clipPrefix(values, relearningStepCount, enableShortTerm);
        std::copy(c.begin(), c.end(), w.begin());
        // FSRS-5 changed the initial-difficulty formula and the difficulty step;
        // these conversions keep the old curves.
        w[4] = toFixed8(w[5] * 2.0 + w[4]);
        w[5] = toFixed8(std::log(w[5] * 3.0 + 1.0) / 3.0);
        w[6] = toFixed8(w[6] + 0.5);
        w[17] = 0.0;
        w[18] = 0.0;
        w[19] = 0.0;
        w[20] = kFsrs5Decay;
        break;
    }
    default:
        return core::fail("FSRS parameters must have 21 values (FSRS-6), 19 (FSRS-5) or 17 "
                          "(FSRS-4.5), got " + std::to_string(values.size()));
    }
    // A second pass, as in the reference: an FSRS-5 set's w19 = 0 becomes the same-day
    // formula's lower bound when that formula is on.
    return clipWeights(w, relearningStepCount, enableShortTerm);
}

} // namespace notedeck::scheduler
