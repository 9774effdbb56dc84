#pragma once
// One answer in the review log.
#include "core/types.h"

#include <optional>
#include <string>

namespace notedeck::core {

struct ReviewRecord {
    std::int64_t id = 0;
    CardId card = 0;
    std::int64_t reviewedAtMs = 0;        // unix milliseconds
    Rating rating = Rating::Good;
    double elapsedDays = 0;               // since the previous review
    CardState stateBefore = CardState::New;
    CardState stateAfter = CardState::New;
    std::optional<double> stability;      // after the answer
    std::optional<double> difficulty;
    std::optional<Timestamp> dueAfter;
    int durationMs = 0;                   // time spent on the card
    std::string scheduleBefore;           // the card's whole scheduling state before, for undo
};

} // namespace notedeck::core
