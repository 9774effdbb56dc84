#pragma once
// What the statistics read from the deck file: answers counted into time buckets, a compact
// schedule snapshot of each active card, and the decks of a scope.
#include "core/deck_path.h"
#include "core/types.h"

#include <array>
#include <cstdint>

namespace notedeck::core {

// Answers (review-log rows of kind "answer") given within one time bucket, by the card's state
// before the answer (new, learning, review, relearning) and the rating (Again … Easy).
struct ReviewBucket {
    std::array<std::array<int, 4>, 4> count{};               // [state before][rating - 1]
    std::array<std::array<std::int64_t, 4>, 4> durationMs{}; // time spent, same indices

    int answers() const;
    int answersWithRating(Rating rating) const;
    int answersInState(CardState before) const;
    std::int64_t totalDurationMs() const;
};

// What the statistics need of one active card; see ScheduleState for the meaning.
struct CardSnapshot {
    CardId id = 0;
    DeckId deck = 0;
    CardState state = CardState::New;
    Timestamp due = 0;
    double stability = 0.0;
    double difficulty = 0.0;
    Timestamp lastReview = 0;   // 0 when never answered
    int reps = 0;
    int lapses = 0;
    int scheduledDays = 0;
    bool suspended = false;
    Timestamp buriedUntil = 0;
};

struct DeckEntry {
    DeckId id = 0;
    DeckPath path;
};

} // namespace notedeck::core
