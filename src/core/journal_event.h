#pragma once
// One event of the study journal (docs/sync.md): a change a user made to study state on one
// device, as the deck keeps it once written to that device's journal file or read from another
// device's. Events name cards by their stable id (a uid every device agrees on), never by a deck's
// row id. The merged history is every event ordered by (atMs, device, seq).
#include "core/schedule_state.h"

#include <cstdint>
#include <optional>
#include <string>
#include <tuple>

namespace notedeck::core {

enum class JournalKind : int {
    Card = 1,      // a card was first created: its uid and content fingerprint
    Edit = 2,      // the notes changed a card's content: its new fingerprint
    Answer = 3,    // an answer: rating, time on card, the memory it was given and the one it left
    Undo = 4,      // an earlier answer taken back (a compensating event)
    Change = 5,    // schedule fields set outside an answer: bury, suspend, flag, leech, rescheduling
    Presets = 6,   // the study options that schedule (presets, their chapters, deck-wide options)
    Name = 7,      // the device's new name, when its user renamed it (its file's header keeps the first)
};

// Which fields of a ScheduleState a Change sets (and an Answer's `after` holds: kMemoryFields).
namespace field {
inline constexpr int State = 1 << 0, Due = 1 << 1, Stability = 1 << 2, Difficulty = 1 << 3, Step = 1 << 4,
                     Reps = 1 << 5, Lapses = 1 << 6, ScheduledDays = 1 << 7, ElapsedDays = 1 << 8,
                     LastReview = 1 << 9, Suspended = 1 << 10, Leech = 1 << 11, BuriedUntil = 1 << 12,
                     FlagColour = 1 << 13;
inline constexpr int kMemoryFields = (1 << 10) - 1;   // what an answer computes
inline constexpr int kMarkFields = Suspended | Leech | BuriedUntil | FlagColour;
inline constexpr int kAll = kMemoryFields | kMarkFields;
} // namespace field

struct JournalEvent {
    std::string device;            // the device that wrote it (its journal file's name)
    std::int64_t seq = 0;          // 1, 2, … within that device's file
    std::int64_t atMs = 0;         // unix milliseconds
    JournalKind kind = JournalKind::Card;
    std::string card;              // the card's uid (every kind but Presets and Name)
    // Card, Edit: the content fingerprint. Undo: the answer taken back, as "device:seq".
    // Presets: the options as JSON. Name: the name.
    std::string text;
    // Answer.
    int rating = 0;
    int durationMs = 0;
    std::string before;            // the memory digest of the schedule it answered (memoryDigest)
    // Answer: the memory after it (kMemoryFields). Change: the fields of `fields`.
    ScheduleState schedule;
    int fields = 0;

    // The merged history's order.
    auto orderKey() const { return std::tie(atMs, device, seq); }
    std::string ref() const { return device + ':' + std::to_string(seq); }
};

// Copies the fields of `mask` from `from` into `into`.
void applyFields(ScheduleState& into, const ScheduleState& from, int mask);
// The fields in which two schedules differ.
int differingFields(const ScheduleState& a, const ScheduleState& b);
// Appends a schedule's memory fields (kMemoryFields, in their bit order; the due time given) as the
// shortest decimal texts that read back as the same numbers, each after `separator`.
void appendMemoryFields(std::string& out, const ScheduleState& s, char separator, Timestamp due);
// A short text that is equal for two schedules exactly when their memory is (kMemoryFields; the
// due time of a card never answered is left out: each device gives it the moment it imported it).
std::string memoryDigest(const ScheduleState& s);

} // namespace notedeck::core
