#include "core/iso_time.h"

#include <chrono>
#include <cstdio>
#include <ctime>

namespace notedeck::core {

namespace {
// Reads exactly `count` digits at `pos`, advancing it.
std::optional<int> digits(std::string_view s, std::size_t& pos, std::size_t count)
{
    if (pos + count > s.size())
        return std::nullopt;
    int value = 0;
    for (std::size_t i = 0; i < count; ++i) {
        const char c = s[pos + i];
        if (c < '0' || c > '9')
            return std::nullopt;
        value = value * 10 + (c - '0');
    }
    pos += count;
    return value;
}

// Reads "YYYY-MM-DD" at `pos`, advancing it; the date may still be invalid (ok() false).
std::optional<std::chrono::year_month_day> readDate(std::string_view s, std::size_t& pos)
{
    const auto year = digits(s, pos, 4);
    if (!year || pos >= s.size() || s[pos++] != '-')
        return std::nullopt;
    const auto month = digits(s, pos, 2);
    if (!month || pos >= s.size() || s[pos++] != '-')
        return std::nullopt;
    const auto day = digits(s, pos, 2);
    if (!day)
        return std::nullopt;
    return std::chrono::year_month_day{std::chrono::year{*year}, std::chrono::month{static_cast<unsigned>(*month)},
                                       std::chrono::day{static_cast<unsigned>(*day)}};
}

} // namespace

std::optional<std::int64_t> parseIsoTimeMs(std::string_view s)
{
    std::size_t pos = 0;
    const auto date = readDate(s, pos);
    if (!date || pos >= s.size() || (s[pos] != 'T' && s[pos] != 't' && s[pos] != ' '))
        return std::nullopt;
    ++pos;
    const auto hour = digits(s, pos, 2);
    if (!hour || pos >= s.size() || s[pos++] != ':')
        return std::nullopt;
    const auto minute = digits(s, pos, 2);
    if (!minute)
        return std::nullopt;
    int second = 0;
    std::int64_t millis = 0;
    if (pos < s.size() && s[pos] == ':') {
        ++pos;
        const auto sec = digits(s, pos, 2);
        if (!sec)
            return std::nullopt;
        second = *sec;
        if (pos < s.size() && (s[pos] == '.' || s[pos] == ',')) {
            ++pos;
            std::size_t count = 0;
            std::int64_t scale = 100;
            while (pos < s.size() && s[pos] >= '0' && s[pos] <= '9') {
                millis += (s[pos] - '0') * scale; // beyond milliseconds: truncated
                scale /= 10;
                ++pos;
                ++count;
            }
            if (count == 0)
                return std::nullopt;
        }
    }
    int offsetMinutes = 0;
    if (pos < s.size()) {
        const char sign = s[pos++];
        if (sign == 'Z' || sign == 'z') {
            // UTC
        } else if (sign == '+' || sign == '-') {
            const auto oh = digits(s, pos, 2);
            if (!oh)
                return std::nullopt;
            int om = 0;
            if (pos < s.size()) {
                if (s[pos] == ':')
                    ++pos;
                const auto m = digits(s, pos, 2);
                if (!m)
                    return std::nullopt;
                om = *m;
            }
            if (*oh > 23 || om > 59)
                return std::nullopt;
            offsetMinutes = (sign == '-' ? -1 : 1) * (*oh * 60 + om);
        } else {
            return std::nullopt;
        }
    }
    if (pos != s.size())
        return std::nullopt;
    if (*hour > 23 || *minute > 59 || second > 60)
        return std::nullopt;
    if (!date->ok())
        return std::nullopt;
    const std::int64_t days = std::chrono::sys_days{*date}.time_since_epoch().count();
    const std::int64_t seconds =
        days * 86400 + *hour * 3600 + *minute * 60 + second - std::int64_t{offsetMinutes} * 60;
    return seconds * 1000 + millis;
}

std::string formatIsoTime(Timestamp utc)
{
    const std::time_t t = static_cast<std::time_t>(utc);
    std::tm tm{};
    gmtime_r(&t, &tm);
    char buf[32];
    std::strftime(buf, sizeof buf, "%Y-%m-%dT%H:%M:%SZ", &tm);
    return buf;
}

std::optional<std::int64_t> parseIsoDate(std::string_view s)
{
    std::size_t pos = 0;
    const auto date = readDate(s, pos);
    if (!date || pos != s.size() || !date->ok())
        return std::nullopt;
    return std::chrono::sys_days(*date).time_since_epoch().count();
}

std::string formatIsoDate(std::int64_t day)
{
    const std::chrono::year_month_day date{std::chrono::sys_days(std::chrono::days(day))};
    char buffer[32];
    std::snprintf(buffer, sizeof buffer, "%04d-%02u-%02u", static_cast<int>(date.year()),
                  static_cast<unsigned>(date.month()), static_cast<unsigned>(date.day()));
    return buffer;
}

} // namespace notedeck::core
