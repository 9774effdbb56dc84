#pragma once
// Everything the scheduler stores per card. It is a plain value: the storage layer keeps
// a copy taken before an answer, and undoing the answer means writing that copy back.
// It lives in core because storage persists it and the scheduler computes it.
#include "core/types.h"

#include <cstdint>
#include <optional>

namespace notedeck::core {

// Coloured flags a user can put on a card (Anki's set).
enum class Flag : int { None = 0, Red, Orange, Green, Blue, Pink, Turquoise, Purple };

struct ScheduleState {
    CardState state = CardState::New;
    // When the card is next shown. Learning steps are due to the minute; cards scheduled
    // in days are due from the start of their study day.
    Timestamp due = 0;
    // Memory model state; both 0 until the first answer.
    double stability = 0.0;
    double difficulty = 0.0;
    // Index into the learning or relearning steps.
    int step = 0;
    int reps = 0;
    int lapses = 0;
    // Days the last answer scheduled, and whole study days between the last two answers.
    int scheduled_days = 0;
    int elapsed_days = 0;
    std::optional<Timestamp> last_review;

    bool suspended = false;
    bool leech = false;
    // Hidden from the queue until this instant (the start of the next study day).
    Timestamp buried_until = 0;
    Flag flag = Flag::None;

    friend bool operator==(const ScheduleState&, const ScheduleState&) = default;
};

} // namespace notedeck::core
