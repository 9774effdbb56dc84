#pragma once
// The study journal (docs/sync.md): review history that travels with the notes folder. Each
// device appends the changes its user makes to study state to its own file in
// <notes>/.notedeck/journal/ (or beside the deck, by choice or when the notes cannot be written);
// merging reads the other devices' files and replays each card's events, so that every device
// that has seen the same events has the same deck.
#include "core/result.h"
#include "core/types.h"
#include "service/deck/deck.h"

#include <cstdint>
#include <filesystem>
#include <string>
#include <string_view>
#include <vector>

namespace notedeck::service {

struct JournalSetup {
    std::filesystem::path root;   // the journal folder
    bool inNotes = false;         // in the notes folder (else beside the deck)
    bool besideDeckChosen = false;   // the user's setting
    std::string whyBesideDeck;    // when it is beside the deck without being chosen
    std::string device;
    std::string deviceName;
};

struct MergeReport {
    struct FromDevice {
        std::string device;
        std::string name;
        int answers = 0;          // new answers for cards of this deck (not counting their undo)
        int events = 0;           // new events of every kind but those naming cards not in this deck
        int unknownCards = 0;     // new events naming cards this deck does not have (kept for later)
    };
    std::vector<FromDevice> devices;   // those that brought something new
    int cardsChanged = 0;              // cards whose schedule or answers the merge changed
    bool presetsChanged = false;
    int repaired = 0;                  // this device's events written again to its file
    // "file:line: what is wrong": lines skipped, or taken only in part (a time or state bounded).
    // Every one: `notedeck-cli sync --json` lists them all; people read problemsInBrief().
    std::vector<std::string> problems;
    int answers() const;
    int unknownCardEvents() const;
    // "12 answers from laptop merged", then how many events named cards not in this deck; or empty
    // when nothing came in.
    std::string summary() const;
    // The problems with at most `perFile` of each journal file, then one line with the count of
    // that file's others: a file of a million bad lines is not a million lines of warnings.
    std::vector<std::string> problemsInBrief(size_t perFile = 20) const;
};

struct DeviceSeen {
    std::string device;
    std::string name;
    core::Timestamp lastEvent = 0;   // unix seconds; 0: none yet
    bool thisDevice = false;
};

// Sets up (or moves) the journal of a deck whose notes are `notesDir`: in the notes folder unless
// the user keeps it beside the deck, the notes are the bundled ones or cannot be written. The
// first time, the deck's whole history so far is written to it. Then merges.
core::Result<MergeReport> followNotes(Deck& deck, const std::filesystem::path& notesDir, bool bundled);
// Where the journal is; nothing when it is not set up.
core::Result<std::optional<JournalSetup>> journalSetup(Deck& deck);
// The user's choice; moves this device's journal and loses nothing. Takes effect now when the
// journal is set up (`notesDir` is then where it goes when not beside the deck).
core::Result<void> keepJournalBesideDeck(Deck& deck, bool besideDeck, const std::filesystem::path& notesDir,
                                         bool bundled);
// Reads the other devices' files and replays what they brought.
core::Result<MergeReport> mergeJournals(Deck& deck);
// Copies the journal folder's device files to `dir` (its journal/ subfolder), and returns how many.
core::Result<int> exportJournal(Deck& deck, const std::filesystem::path& dir);
// Copies the device files found in `dir` (or its journal/ or .notedeck/journal/) into the
// journal folder, then merges.
core::Result<MergeReport> importJournal(Deck& deck, const std::filesystem::path& dir);
core::Result<std::vector<DeviceSeen>> devicesSeen(Deck& deck);

// The longest name a user may give this device, in characters.
inline constexpr int kDeviceNameLength = 64;
// Renames this device (the journal must be set up): the name other devices show for it. Leading
// and trailing spaces go; an empty name, one longer than kDeviceNameLength or one with a control
// character (a line break) is refused with why. Other devices learn it from a `name` event in this
// device's file (docs/sync.md); no file is rewritten. Returns the name as kept.
core::Result<std::string> renameDevice(Deck& deck, std::string_view name);

} // namespace notedeck::service
