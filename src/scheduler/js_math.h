#pragma once
// Rounding exactly as the published FSRS reference code does it (JavaScript numbers).
// The reference rounds several intermediate values to 8 decimals; matching those spots
// bit for bit is what makes NoteDeck's stabilities and intervals agree with it exactly.
#include <cmath>

namespace notedeck::scheduler::js {

// JavaScript's Math.round: nearest integer, halves towards +infinity. Computed from the
// fractional part instead of floor(x + 0.5), which goes wrong for 0.49999999999999994
// and for odd integers above 2^52.
inline double round(double x)
{
    const double down = std::floor(x);
    return (x - down >= 0.5) ? down + 1.0 : down;
}

// Math.round(x * 1e8) / 1e8.
inline double roundTo8(double x)
{
    return round(x * 1e8) / 1e8;
}

// Math.max / Math.min for numbers that are never NaN here (plain comparisons: the
// library's fmax/fmin are calls).
inline double max(double a, double b)
{
    return a < b ? b : a;
}

inline double min(double a, double b)
{
    return b < a ? b : a;
}

inline double clamp(double value, double lo, double hi)
{
    // min(max(v, lo), hi) in this order, so that lo > hi yields hi as in the reference.
    return min(max(value, lo), hi);
}

} // namespace notedeck::scheduler::js
