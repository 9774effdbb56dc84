#pragma once
// ISO 8601 date-times, as used on the command line (--now) and in review-log files.
#include "core/types.h"

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

namespace notedeck::core {

// "2024-03-29T20:32:32.25+00:00", "2024-03-29T20:32Z", "2024-03-29 20:32:32" (no offset: UTC) as
// milliseconds since the epoch; nothing when the text is not such a date-time.
std::optional<std::int64_t> parseIsoTimeMs(std::string_view text);

// "2024-03-29T20:32:32Z".
std::string formatIsoTime(Timestamp utc);

// A calendar date "2024-03-29" as the number of its day since 1970-01-01, the numbering of study
// days (DayClock::dayIndex); nothing when the text is not a valid date.
std::optional<std::int64_t> parseIsoDate(std::string_view text);
// Day number -> "2024-03-29".
std::string formatIsoDate(std::int64_t day);

} // namespace notedeck::core
