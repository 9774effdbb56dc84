#pragma once
// Bury, suspend and flag: changes a user makes to a card outside of answering it.
// Each returns the new state, so undo works the same way as for answers.
#include "core/types.h"
#include "core/day_clock.h"
#include "core/schedule_state.h"

namespace notedeck::scheduler {

// Hidden until the next study day begins.
core::ScheduleState bury(const core::ScheduleState& card, core::Timestamp now, const core::DayClock& clock);
core::ScheduleState unbury(const core::ScheduleState& card);
bool isBuried(const core::ScheduleState& card, core::Timestamp now);

// Hidden until unsuspended; the schedule itself is kept.
core::ScheduleState suspend(const core::ScheduleState& card);
// Also the way back for a leech: the leech mark stays, so it can still be listed.
core::ScheduleState unsuspend(const core::ScheduleState& card);

core::ScheduleState setFlag(const core::ScheduleState& card, core::Flag flag);

} // namespace notedeck::scheduler
