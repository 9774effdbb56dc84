#include "scheduler/easy_days.h"

#include <algorithm>

namespace notedeck::scheduler {

int weekdayOf(std::int64_t dayIndex)
{
    constexpr std::int64_t kThursday = 3; // 1970-01-01
    const std::int64_t w = (dayIndex + kThursday) % 7;
    return static_cast<int>(w < 0 ? w + 7 : w);
}

double workloadShare(DayWorkload workload)
{
    switch (workload) {
    case DayWorkload::Normal: return 1.0;
    case DayWorkload::Reduced: return 0.5;
    case DayWorkload::Minimum: break;
    }
    return 0.0;
}

bool hasEasyDays(const EasyDays& days)
{
    return std::ranges::any_of(days, [](DayWorkload w) { return w != DayWorkload::Normal; });
}

std::string_view workloadName(DayWorkload workload)
{
    switch (workload) {
    case DayWorkload::Normal: return "normal";
    case DayWorkload::Reduced: return "reduced";
    case DayWorkload::Minimum: break;
    }
    return "minimum";
}

core::Result<DayWorkload> parseWorkload(std::string_view name)
{
    for (DayWorkload w : {DayWorkload::Normal, DayWorkload::Reduced, DayWorkload::Minimum}) {
        if (name == workloadName(w))
            return w;
    }
    return core::fail("a day's workload is normal, reduced or minimum, not \"" + std::string(name) + "\"");
}

std::string formatEasyDays(const EasyDays& days)
{
    std::string text;
    for (DayWorkload w : days) {
        if (!text.empty())
            text += ',';
        text += workloadName(w);
    }
    return text;
}

core::Result<EasyDays> parseEasyDays(std::string_view text)
{
    EasyDays days{};
    std::size_t count = 0;
    std::size_t start = 0;
    while (start <= text.size()) {
        const std::size_t comma = std::min(text.find(',', start), text.size());
        std::string_view name = text.substr(start, comma - start);
        while (!name.empty() && name.front() == ' ')
            name.remove_prefix(1);
        while (!name.empty() && name.back() == ' ')
            name.remove_suffix(1);
        if (count == days.size())
            return core::fail("easy days name seven workloads, Monday to Sunday, not more");
        auto w = parseWorkload(name);
        if (!w)
            return std::unexpected(w.error());
        days[count++] = *w;
        start = comma + 1;
    }
    if (count != days.size())
        return core::fail("easy days name seven workloads, Monday to Sunday, not " + std::to_string(count));
    return days;
}

} // namespace notedeck::scheduler
