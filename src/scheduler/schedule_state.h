#pragma once
// The per-card scheduling state is a core value type (storage keeps it, the scheduler computes it).
#include "core/schedule_state.h"

namespace notedeck::scheduler {

using core::Flag;
using core::ScheduleState;
using core::newCardState;

} // namespace notedeck::scheduler
