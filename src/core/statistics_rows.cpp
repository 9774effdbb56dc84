#include "core/statistics_rows.h"

namespace notedeck::core {

namespace {
std::size_t index(int value) { return static_cast<std::size_t>(value); }
} // namespace

int ReviewBucket::answers() const
{
    int n = 0;
    for (const auto& row : count)
        for (int c : row)
            n += c;
    return n;
}

int ReviewBucket::answersWithRating(Rating rating) const
{
    int n = 0;
    for (const auto& row : count)
        n += row[index(static_cast<int>(rating) - 1)];
    return n;
}

int ReviewBucket::answersInState(CardState before) const
{
    int n = 0;
    for (int c : count[index(static_cast<int>(before))])
        n += c;
    return n;
}

std::int64_t ReviewBucket::totalDurationMs() const
{
    std::int64_t ms = 0;
    for (const auto& row : durationMs)
        for (std::int64_t d : row)
            ms += d;
    return ms;
}

} // namespace notedeck::core
