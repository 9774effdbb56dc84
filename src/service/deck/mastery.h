#pragma once
// What NoteDeck calls a mastered card, wherever it counts them: the chapter tree and the overview
// (deck_overview.h), the statistics' mastery per chapter (statistics.h) and the command line.
// Pure functions; any thread.
#include "core/types.h"

namespace notedeck::service {

// The memory model's chance of recall now, and its stability in days (how long recall takes to
// fall to 90%), that a mastered card has at least.
inline constexpr double kMasteredRetrievability = 0.9;
inline constexpr double kMasteredStabilityDays = 21.0;

// A card is mastered when it is a review card — past its learning steps, not relearning after a
// lapse — that the learner would recall now with at least 90% probability and still for three
// weeks: a first answer, even Easy, gives far less stability, and an Again sends the card back
// to (re)learning.
constexpr bool isMastered(core::CardState state, double stability, double retrievability)
{
    return state == core::CardState::Review && retrievability >= kMasteredRetrievability &&
           stability >= kMasteredStabilityDays;
}

} // namespace notedeck::service
