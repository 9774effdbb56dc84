#include "gui/shared/axis_ticks.h"

#include <algorithm>
#include <cmath>

namespace notedeck::gui {

NumberTicks numberTicks(double max, int maxIntervals, bool whole)
{
    maxIntervals = std::max(maxIntervals, 1);
    if (!(max > 0) || !std::isfinite(max))
        return {};
    // The smallest of 1, 2, 5 × 10^k that needs no more than maxIntervals steps.
    const double raw = max / maxIntervals;
    double power = std::pow(10.0, std::floor(std::log10(raw)));
    double step = 10 * power;
    for (double m : {1.0, 2.0, 5.0}) {
        if (m * power >= raw * (1 - 1e-9)) {
            step = m * power;
            break;
        }
    }
    if (whole)
        step = std::max(step, 1.0);
    NumberTicks ticks;
    ticks.step = step;
    ticks.top = step * std::ceil(max / step - 1e-9);
    // 0.5 needs one decimal, 0.05 two; a whole step none.
    ticks.decimals = step >= 1 ? 0 : static_cast<int>(std::ceil(-std::log10(step) - 1e-9));
    return ticks;
}

QStringList numberTickLabels(const NumberTicks& ticks)
{
    QStringList labels;
    if (!(ticks.step > 0))
        return labels;
    const int count = static_cast<int>(std::llround(ticks.top / ticks.step));
    for (int i = 0; i <= count; ++i)
        labels << QString::asprintf("%.*f", ticks.decimals, i * ticks.step);
    return labels;
}

int dayTickStep(int days, int maxLabels)
{
    // Labels at day 0, step, 2 × step … up to `days`.
    maxLabels = std::max(maxLabels, 2);
    days = std::max(days, 1);
    for (int step : {1, 2, 7, 14, 28}) {
        if (days / step + 1 <= maxLabels)
            return step;
    }
    return 28 * ((days + 28 * (maxLabels - 1) - 1) / (28 * (maxLabels - 1)));
}

} // namespace notedeck::gui
