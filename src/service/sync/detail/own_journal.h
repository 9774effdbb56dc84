#pragma once
// This device's own journal file against the deck's record of its events (docs/sync.md). Only
// NoteDeck writes the file, and the deck keeps every event it wrote, so at open the two must agree:
//   - every event of the file the deck knows is the deck's, line for line;
//   - events past the deck's last can only come from a copy of this deck (a restored backup, a
//     deck file copied to another machine) that went on studying: they are then whole events that
//     follow on from the deck's last one, 1, 2, 3 … on;
//   - anything else (a changed rating, a line that is no event, a number twice, numbers that skip)
//     is an edit made outside NoteDeck.
#include "core/result.h"
#include "service/sync/detail/journal_line.h"

#include <cstdint>
#include <filesystem>
#include <string>

namespace notedeck::storage {
class DeckStore;
}

namespace notedeck::service {

struct OwnFileCheck {
    enum class Verdict {
        Faithful,   // what the deck wrote (or a part of it: the rest is written by the repair)
        Ahead,      // what the deck wrote, then events it never had: a copy of this deck wrote them
        Edited,     // changed outside NoteDeck
    };
    Verdict verdict = Verdict::Faithful;
    std::int64_t line = 0;        // Edited: the first line that is not the deck's
    std::string what;             // Edited: what is wrong with it
    std::int64_t ahead = 0;       // Ahead: how many events
    std::int64_t firstAhead = 0;  // Ahead: the first one's number
};

// Compares `device`'s file with the deck's events of that device.
core::Result<OwnFileCheck> checkOwnFile(storage::DeckStore& store, const std::filesystem::path& file,
                                        const std::string& device);

// Writes `header`'s device file again from the deck's events, atomically (a new file renamed over
// it), and keeps the file as it was beside it as <device>.jsonl.edited (which no merge reads).
core::Result<void> rewriteOwnFile(storage::DeckStore& store, const std::filesystem::path& root,
                                  const JournalHeader& header);

} // namespace notedeck::service
