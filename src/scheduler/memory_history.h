#pragma once
// A card's memory state after each of its answers, worked out as the scheduler works it out when
// the answer is given: the same model (same weights, same same-day rule) and the same whole study
// days between answers. Card info shows it beside each review. Pure functions; any thread.
#include "core/day_clock.h"
#include "core/review_record.h"
#include "scheduler/fsrs_model.h"

#include <optional>
#include <span>
#include <vector>

namespace notedeck::scheduler {

struct AnswerMemory {
    // R when the answer was given (before it), in whole study days since the answer before;
    // empty for a card's first answer and where the state before is not known.
    std::optional<double> retrievability;
    // S and D after the answer; empty where the history before it is not known.
    std::optional<MemoryState> after;
};

struct MemoryHistory {
    std::vector<AnswerMemory> answers;   // one per answer, oldest first
    // The answers start with the card's first (state before: new). When they do not (a card
    // imported with part of its history), the replay starts from the first answer that recorded
    // its state after it, and the answers before it have no figures.
    bool complete = false;
};

// `answers`: one card's answers, oldest first, as the review log holds them.
MemoryHistory replayEachAnswer(const Model& model, const core::DayClock& clock,
                               std::span<const core::ReviewRecord> answers);

} // namespace notedeck::scheduler
