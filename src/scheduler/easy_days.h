#pragma once
// Easy Days as the scheduler reads them: the weekday of a study day, the share of a normal day's
// reviews each workload aims at, and the settings' text form ("normal,normal,…,reduced,minimum",
// Monday first) that the command line and the stored options use.
#include "core/result.h"
#include "core/scheduler_settings.h"

#include <cstdint>
#include <string>
#include <string_view>

namespace notedeck::scheduler {

using core::DayWorkload;
using core::EasyDays;

// 0 = Monday … 6 = Sunday, for a core::DayClock day index (days since 1970-01-01, a Thursday).
int weekdayOf(std::int64_t dayIndex);

// The share of a normal day's reviews a day of this workload aims at: 1, 0.5 or 0.
double workloadShare(DayWorkload workload);

// True when some weekday is not normal, i.e. reviews may move for their weekday.
bool hasEasyDays(const EasyDays& days);

std::string_view workloadName(DayWorkload workload);   // "normal", "reduced", "minimum"
core::Result<DayWorkload> parseWorkload(std::string_view name);

// Seven names separated by commas, Monday first.
std::string formatEasyDays(const EasyDays& days);
// The same text back; the error names what is wrong.
core::Result<EasyDays> parseEasyDays(std::string_view text);

} // namespace notedeck::scheduler
