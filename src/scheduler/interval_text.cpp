#include "scheduler/interval_text.h"

#include <charconv>
#include <cmath>

namespace notedeck::scheduler {

namespace {

// Built in a small buffer with to_chars: previews make four labels per card, and this
// stays cheap enough for bulk use.
class Label {
public:
    Label& number(long long value)
    {
        m_end = std::to_chars(m_end, m_buffer + sizeof m_buffer, value).ptr;
        return *this;
    }
    // One decimal, dropped when it is zero: 1.0 -> "1", 1.46 -> "1.5".
    Label& oneDecimal(double value)
    {
        const long long tenths = std::llround(value * 10.0);
        number(tenths / 10);
        if (tenths % 10 != 0) {
            *m_end++ = '.';
            *m_end++ = static_cast<char>('0' + tenths % 10);
        }
        return *this;
    }
    std::string unit(const char* text)
    {
        std::string out(m_buffer, m_end);
        out += text;
        return out;
    }

private:
    char m_buffer[32];
    char* m_end = m_buffer;
};

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
        return Label().number(static_cast<long long>(std::floor(s / kMinute))).unit("m");
    if (s < kDay)
        return Label().oneDecimal(s / kHour).unit("h");
    const double days = s / kDay;
    if (days < 30.0)
        return Label().number(std::llround(days)).unit("d");
    if (days < 365.0)
        return Label().oneDecimal(days / 30.0).unit("mo");
    return Label().oneDecimal(days / 365.0).unit("y");
}

std::string formatIntervalDays(int days)
{
    return formatInterval(static_cast<std::int64_t>(days) * 86400);
}

} // namespace notedeck::scheduler
