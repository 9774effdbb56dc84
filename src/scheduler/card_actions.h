#pragma once
// Bury, suspend and flag: changes a user makes to a card outside of answering it.
// Each returns the new state, so undo works the same way as for answers.
#include "core/types.h"
#include "scheduler/day_boundary.h"
#include "scheduler/schedule_state.h"

namespace notedeck::scheduler {

// Hidden until the next study day begins.
ScheduleState bury(const ScheduleState& card, core::Timestamp now, const DayClock& clock);
ScheduleState unbury(const ScheduleState& card);
bool isBuried(const ScheduleState& card, core::Timestamp now);

// Hidden until unsuspended; the schedule itself is kept.
ScheduleState suspend(const ScheduleState& card);
// Also the way back for a leech: the leech mark stays, so it can still be listed.
ScheduleState unsuspend(const ScheduleState& card);

ScheduleState setFlag(const ScheduleState& card, Flag flag);

// Whether the card can appear in a study queue at `now` (not suspended, not buried).
inline bool isStudyable(const ScheduleState& card, core::Timestamp now)
{
    return !card.suspended && !isBuried(card, now);
}

} // namespace notedeck::scheduler
