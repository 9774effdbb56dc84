#pragma once
// The 21 trainable FSRS-6 weights, their defaults, valid ranges and the migration of
// older (FSRS-4.5: 17, FSRS-5: 19) parameter vectors.
#include "core/result.h"

#include <array>
#include <cstddef>
#include <span>

namespace notedeck::scheduler {

inline constexpr std::size_t kParameterCount = 21;
using Weights = std::array<double, kParameterCount>;

// Stability bounds in days.
inline constexpr double kMinStability = 0.001;
inline constexpr double kMaxStability = 36500.0;
// Initial stabilities (w0..w3) are trained up to this value only.
inline constexpr double kMaxInitialStability = 100.0;
inline constexpr double kMinDifficulty = 1.0;
inline constexpr double kMaxDifficulty = 10.0;
// Decay (w20) of parameter sets trained before FSRS-6, which had a fixed curve.
inline constexpr double kFsrs5Decay = 0.5;
inline constexpr double kFsrs6DefaultDecay = 0.1542;

// The FSRS-6 defaults, trained on a large public review collection.
inline constexpr Weights kDefaultWeights = {
    0.212, 1.2931, 2.3065, 8.2956, 6.4133, 0.8334, 3.0194, 0.001, 1.8722, 0.1666, 0.796,
    1.4835, 0.0614, 0.2629, 1.6483, 0.6014, 1.8729, 0.5425, 0.0912, 0.0658,
    kFsrs6DefaultDecay};

struct ParameterRange {
    double min;
    double max;
};

// Valid range of each weight; w19 may be 0 only when the same-day formula is off.
// clipWeights() additionally lowers the ceiling of the same-day weights w17/w18 when
// there are several relearning steps, so that a chain of same-day answers after a lapse
// cannot raise stability above what the lapse formula gives.
std::array<ParameterRange, kParameterCount> parameterRanges(bool enableShortTerm);

// Clamps every weight into its range (NaN counts as 0).
Weights clipWeights(const Weights& weights, int relearningStepCount, bool enableShortTerm);

// Accepts 21 (FSRS-6), 19 (FSRS-5) or 17 (FSRS-4.5) values, migrates the older forms
// (FSRS-5 gains w19 = 0 and w20 = 0.5) and clips the result. Fails on any other length
// or on a non-finite value.
core::Result<Weights> migrateWeights(std::span<const double> values, int relearningStepCount,
                                     bool enableShortTerm);

} // namespace notedeck::scheduler
