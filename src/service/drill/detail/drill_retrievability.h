#pragma once
// The retrievability the weakest-first drill order draws by, from the deck's scheduler. Private to
// the service (a detail/ header): above it, a drill question carries its retrievability as a value.
#include "core/schedule_state.h"
#include "core/types.h"
#include "scheduler/scheduler.h"

#include <optional>

namespace notedeck::service {

// A card's probability of recall at `now` for the weakest-first order: the memory model's R
// after the exact time since the last review (in fractional days, not whole study days as the
// scheduler counts them); empty for a card never reviewed.
std::optional<double> drillRetrievability(const scheduler::Scheduler& scheduler, const core::ScheduleState& card,
                                          core::Timestamp now);

} // namespace notedeck::service
