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

} // namespace notedeck::core
