#pragma once
// A review log: one row per answer given to a card. This is what the optimizer learns
// from; it comes from a CSV export or from the deck's own history.
#include "core/result.h"
#include "core/review_record.h"
#include "core/types.h"

#include <cstdint>
#include <filesystem>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

namespace notedeck::optimizer {

struct ReviewLogEntry {
    core::CardId cardId = 0;
    int rating = 0;              // 1 Again, 2 Hard, 3 Good, 4 Easy
    std::int64_t timeMs = 0;     // when the answer was given, ms since the Unix epoch (UTC)
    std::int64_t durationMs = 0; // time spent on the answer, 0 when unknown
    // The card was new before this answer. A CSV log does not say, and its first answer per card
    // is taken as the card's first; the deck's own log knows (core::ReviewRecord::stateBefore).
    bool fromNew = true;

    friend bool operator==(const ReviewLogEntry&, const ReviewLogEntry&) = default;
};

// Parses a review-log CSV. The first line names the columns, in any order:
//   card_id          integer
//   review_rating    1..4
//   review_time      ISO 8601 ("2024-03-29T20:32:32.25+00:00", "…Z"; without an offset
//                    the time is taken as UTC) or integer milliseconds since the epoch
//   review_duration  integer milliseconds (optional column; empty means unknown)
// Other columns (such as review_state) are ignored. Fields may be quoted; blank lines are
// skipped. Any bad row fails the whole file with an error naming `sourceName` and the
// 1-based line number.
core::Result<std::vector<ReviewLogEntry>> parseReviewLogCsv(std::string_view text,
                                                            const std::string& sourceName = {});

// Reads and parses a CSV file as above; errors name the file.
core::Result<std::vector<ReviewLogEntry>> readReviewLogCsv(const std::filesystem::path& path);

// The deck's own review history (storage's review records) as a review log.
std::vector<ReviewLogEntry> fromReviewRecords(std::span<const core::ReviewRecord> records);

// A review_time value as milliseconds since the epoch, or nothing when it is not a valid
// ISO 8601 date-time or integer.
std::optional<std::int64_t> parseReviewTime(std::string_view text);

} // namespace notedeck::optimizer
