#include "scheduler/interval_text.h"

#include <cmath>
#include <cstdio>

namespace notedeck::scheduler {

namespace {

// One decimal, dropped when it is zero: 1.0 -> "1", 1.46 -> "1.5".
std::string oneDecimal(double value, const char* unit)
{
    const double rounded = std::round(value * 10.0) / 10.0;
    char buffer[32];
    if (rounded == std::floor(rounded))
        std::snprintf(buffer, sizeof buffer, "%.0f%s", rounded, unit);
    else
        std::snprintf(buffer, sizeof buffer, "%.1f%s", rounded, unit);
    return buffer;
}

} // namespace

std::string formatInterval(std::int64_t seconds)
{
    constexpr double kMinute = 60.0;
    constexpr double kHour = 3600.0;
    constexpr double kDay = 86400.0;
    const double s = static_cast<double>(seconds < 0 ? 0 : seconds);
    if (s < kMinute)
        return "<1m";
    if (s < kHour)
        return std::to_string(static_cast<long long>(std::floor(s / kMinute))) + "m";
    if (s < kDay)
        return oneDecimal(s / kHour, "h");
    const double days = s / kDay;
    if (days < 30.0)
        return std::to_string(static_cast<long long>(std::round(days))) + "d";
    if (days < 365.0)
        return oneDecimal(days / 30.0, "mo");
    return oneDecimal(days / 365.0, "y");
}

std::string formatIntervalDays(int days)
{
    return formatInterval(static_cast<std::int64_t>(days) * 86400);
}

} // namespace notedeck::scheduler
