#pragma once
// Learning and relearning steps: the short same-day delays ("1m 10m") a new or lapsed
// card goes through before the memory model takes over, as in Anki and the FSRS
// reference scheduler.
#include "core/result.h"
#include "core/scheduler_settings.h"
#include "core/types.h"

#include <string>
#include <string_view>
#include <vector>

namespace notedeck::scheduler {

using core::Steps; // minutes

// "1m 10m 1h 2d" (separated by spaces or commas) into minutes.
core::Result<Steps> parseSteps(std::string_view text);
// The inverse, using the largest unit that divides each step.
std::string formatSteps(const Steps& steps);

struct StepOutcome {
    // Minutes until the card is due again; 0 means the step sequence is over and the
    // memory model sets the interval.
    int minutes = 0;
    int nextStep = 0;

    friend bool operator==(const StepOutcome&, const StepOutcome&) = default;
};

// What answering `rating` at step `currentStep` does. New and Learning cards use
// `learning`; Review (a lapse: only Again is asked) and Relearning cards use
// `relearning`.
//  - Again: back to the first step.
//  - Hard: stays on its step. On the first step it waits the mean of the first two
//    steps (1.5 x the only step when there is one); on a later step it waits that
//    step's own delay again (Anki's rule; the FSRS reference uses the first-step delay
//    there too, see docs/scheduling.md).
//  - Good: the next step, or graduation after the last.
//  - Easy: graduation.
StepOutcome stepOutcome(core::CardState state, int currentStep, core::Rating rating,
                        const Steps& learning, const Steps& relearning);

} // namespace notedeck::scheduler
