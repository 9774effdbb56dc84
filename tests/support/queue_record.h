#pragma once
// A card's record for scheduler::buildQueue made from its whole stored schedule: how the tests
// and benchmarks build today's queue from a full read of the cards, the reference for the app's
// queue, which reads only what the queue needs (service/queue_candidates). Header only, so that
// the benchmarks can use it without the test support's libraries.
#include "core/schedule_state.h"
#include "core/types.h"
#include "scheduler/queue.h"

#include <cstdint>

namespace notedeck::testing {

inline scheduler::CardRecord queueRecordOf(core::CardId id, std::int64_t ordinal, const core::ScheduleState& s)
{
    return {id, s.state, s.due, s.stability, s.last_review.value_or(0), ordinal, s.suspended, s.buried_until};
}

} // namespace notedeck::testing
