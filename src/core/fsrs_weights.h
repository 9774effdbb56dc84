#pragma once
// The 21 FSRS-6 weights and their defaults: the value a deck's scheduling options and a fitted
// parameter set hold. The scheduler gives them meaning (scheduler/parameters.h).
#include <array>
#include <cstddef>

namespace notedeck::core {

inline constexpr std::size_t kParameterCount = 21;
using Weights = std::array<double, kParameterCount>;

// Decay (w20) of the FSRS-6 defaults.
inline constexpr double kFsrs6DefaultDecay = 0.1542;

// The FSRS-6 defaults, trained on a large public review collection.
inline constexpr Weights kDefaultWeights = {
    0.212, 1.2931, 2.3065, 8.2956, 6.4133, 0.8334, 3.0194, 0.001, 1.8722, 0.1666, 0.796,
    1.4835, 0.0614, 0.2629, 1.6483, 0.6014, 1.8729, 0.5425, 0.0912, 0.0658,
    kFsrs6DefaultDecay};

} // namespace notedeck::core
