#pragma once
// Which cards' histories a fit may learn from. A fit replays each card from its first answer, so
// a card whose history does not start there cannot be used: one imported mid-life (its first
// answer in the log was not given to a new card), or one whose first answer is before "ignore
// reviews before" (what is left of it starts mid-life too). Such cards are left out whole, as
// FSRS's reference optimizer leaves them out; their later answers are not predicted. Pure function.
#include "core/day_clock.h"
#include "scheduler/optimizer/review_log.h"

#include <cstdint>
#include <optional>
#include <span>
#include <vector>

namespace notedeck::optimizer {

struct SelectedHistories {
    std::vector<ReviewLogEntry> log; // the answers of the cards kept, in the order of the input
    std::size_t cardsLeftOut = 0;
    std::size_t answersLeftOut = 0;
};

// Keeps the cards whose earliest answer was given to a new card (ReviewLogEntry::fromNew) and,
// with `firstDay`, falls on that study day of `clock` or later.
SelectedHistories selectHistories(std::span<const ReviewLogEntry> log, const core::DayClock& clock,
                                  std::optional<std::int64_t> firstDay);

} // namespace notedeck::optimizer
