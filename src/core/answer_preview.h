#pragma once
// What each of the four answers would do to a card: the state it would get and the interval shown
// on its button. The scheduler computes it (Scheduler::preview); the review screens show it.
#include "core/schedule_state.h"
#include "core/types.h"

#include <array>
#include <cstddef>
#include <optional>
#include <string>

namespace notedeck::core {

struct AnswerOutcome {
    Rating rating = Rating::Good;
    ScheduleState next;
    // Time until `next.due` as shown on the answer button ("10m", "3d").
    std::string interval_text;
};

struct AnswerPreview {
    std::array<AnswerOutcome, 4> outcomes; // Again, Hard, Good, Easy
    // R of the card at the moment of the answer; empty for a new card.
    std::optional<double> retrievability;

    const AnswerOutcome& operator[](Rating rating) const
    {
        return outcomes[static_cast<std::size_t>(static_cast<int>(rating) - 1)];
    }
};

} // namespace notedeck::core
