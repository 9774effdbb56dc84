#pragma once
// How far an event read from another device's journal file is trusted (docs/sync.md, "What
// another device's file can and cannot do"). A file is written by a device this one does not
// control: its times may come from a broken clock and its recorded memory states may be forged.
// Every bound here depends only on the event, its device's earlier events and NoteDeck's fixed
// limits, never on this deck, so every device that reads the same file decides the same; the one
// exception is "ahead of now", which differs between devices only for an event less than a day or
// so beyond the skew.
#include "core/journal_event.h"

#include <cstdint>
#include <optional>
#include <string>

namespace notedeck::service {

// How far ahead of this device's clock another device's clock may be.
inline constexpr std::int64_t kClockSkewMs = 24LL * 3600 * 1000;

// An answer's `before` that no memory has: the replay works such an answer out again from its
// rating, as it does an answer given on another memory.
inline constexpr const char* kWorkedOutAgain = "worked-out-again";

// An event more than kClockSkewMs ahead of `nowMs` is ordered at `deviceLatestMs`, its device's
// latest time read so far that was not ahead (or the earliest time a journal holds when there is
// none), so that it orders before whatever honest devices do later. Returns what was wrong.
std::optional<std::string> boundEventTime(core::JournalEvent& event, std::int64_t nowMs, std::int64_t deviceLatestMs);

// An answer whose recorded memory (`after`) is beyond the scheduler's limits (stability,
// difficulty, an interval over NoteDeck's maximum, a due time or last review beyond what its
// time allows) is marked to be worked out again from its rating; a change that sets such values
// is refused. Returns what was wrong; `refused` says whether the line must be skipped.
struct BoundsProblem {
    std::string what;
    bool refused = false;
};
std::optional<BoundsProblem> boundRecordedState(core::JournalEvent& event);

// Whether an answer's recorded memory schedules it beyond `maximumInterval` days (its card's
// preset's maximum): the replay then works it out again with the card's preset.
bool beyondMaximumInterval(const core::JournalEvent& answer, int maximumInterval);

} // namespace notedeck::service
