#pragma once
// A card's schedule and answers worked out from its journal events (docs/sync.md, "Merging"):
// events in the merged order; an answer the card was given on the memory it had in the replay
// keeps the memory it recorded (so a history replays exactly as it was lived, whatever options
// and fuzz the device had then); an answer given on a memory the replay does not have (the same
// card answered on two devices before they exchanged) is worked out again by the scheduler, with a
// fuzz seeded by the card's uid so that every device works out the same. So is an answer whose
// recorded memory schedules it beyond its card's preset's maximum interval.
#include "core/journal_event.h"
#include "core/schedule_state.h"
#include "scheduler/scheduler.h"
#include "storage/journal_store.h"

#include <string>
#include <vector>

namespace notedeck::service {

struct CardReplay {
    core::ScheduleState schedule;
    std::vector<storage::ReplayedAnswer> answers;   // the answers not taken back, in order
};

// `start` is the card as it was before any event (a new card); `ownDevice` marks the answers
// given here. `events` are the card's (any of its uids), in the merged order.
CardReplay replayCard(const std::vector<core::JournalEvent>& events, const core::ScheduleState& start,
                      const scheduler::Scheduler& scheduler, const std::string& ownDevice);

} // namespace notedeck::service
