#pragma once
// The 21 trainable FSRS-6 weights, their defaults, valid ranges and the migration of
// older (FSRS-4.5: 17, FSRS-5: 19) parameter vectors.
#include "core/fsrs_weights.h"
#include "core/result.h"

#include <array>
#include <cstddef>
#include <span>

namespace notedeck::scheduler {

using core::kParameterCount;
using core::Weights;

// Stability bounds in days.
inline constexpr double kMinStability = 0.001;
inline constexpr double kMaxStability = 36500.0;
// Initial stabilities (w0..w3) are trained up to this value only.
inline constexpr double kMaxInitialStability = 100.0;
inline constexpr double kMinDifficulty = 1.0;
inline constexpr double kMaxDifficulty = 10.0;
// Decay (w20) of parameter sets trained before FSRS-6, which had a fixed curve.
inline constexpr double kFsrs5Decay = 0.5;
using core::kFsrs6DefaultDecay;

// The FSRS-6 defaults (core/fsrs_weights.h).
using core::kDefaultWeights;

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
