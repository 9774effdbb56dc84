#pragma once
// This device's side of the study journal (docs/sync.md), held by an open Deck once its journal is
// set up: at the end of every user action (inside its transaction) it writes what the action
// changed as events into the deck, and once the action is committed it appends their lines to
// this device's file. The deck's copy is the one that counts: a crash before the lines reach the
// file is repaired at the next merge (repair()).
#include "core/journal_event.h"
#include "core/result.h"
#include "service/deck/deck.h"
#include "service/sync/detail/journal_line.h"
#include "storage/journal_store.h"

#include <cstdint>
#include <filesystem>
#include <memory>
#include <optional>
#include <set>
#include <string>
#include <unordered_map>
#include <vector>

namespace notedeck::storage {
class DeckStore;
}

namespace notedeck::service {

struct ReadEvents;
struct IdentityDue;

// What the deck's settings say about its journal (settings key kJournalSettingsKey).
inline constexpr const char* kJournalSettingsKey = "journal";
struct JournalSettings {
    std::string device;             // this deck's device id
    std::string name;               // this device's name, as other devices show it
    std::filesystem::path root;     // the journal folder; empty: not set up
    bool besideDeck = false;        // the user's choice: keep it beside the deck, not in the notes
};
core::Result<JournalSettings> readJournalSettings(storage::DeckStore& store);
core::Result<void> writeJournalSettings(storage::DeckStore& store, const JournalSettings& settings);

// A new device's name: this machine's host name and the start of the device id ("vm-3f2a"), so
// that machines made from one image are told apart. The user may rename it (renameDevice).
std::string defaultDeviceName(const std::string& device);
// Whether `name` is what this machine would have named `device` (or the bare host name, the
// default before ids were added to it): a name its user did not choose.
bool isDefaultDeviceName(const std::string& name, const std::string& device);

class Journal {
public:
    explicit Journal(JournalSettings settings) : m_settings(std::move(settings)) {}

    const JournalSettings& settings() const { return m_settings; }
    const std::filesystem::path& root() const { return m_settings.root; }
    const std::string& device() const { return m_settings.device; }
    JournalHeader header() const { return {kJournalFormat, m_settings.device, m_settings.name}; }

    // Inside the action's transaction: its changes as events, into the deck.
    core::Result<void> record(Deck& deck, const DeckChanges& changes, ReadEvents* read = nullptr);
    // Every card and setting as changed: an existing deck's whole history, once. `read`: the
    // events just read from other devices' files, when there are, for the replay.
    core::Result<void> recordEverything(Deck& deck, ReadEvents* read = nullptr);
    // After the commit: the events' lines into this device's file. A failure (a full disk) leaves
    // them in the deck, and says why in a few words; the next commit that can write the file
    // writes them first (a repair), as does the next merge.
    core::Result<void> committed(storage::DeckStore& store);
    void rolledBack();
    // A card a merge has just replayed: its schedule and answers are its events'.
    void replayed(core::CardId card) { m_replayed.insert(card); }
    // This device's file as the deck says it should be: a torn line cut, missing events appended.
    // The first time, the whole file is checked against the deck's record (verifyOwnFile).
    core::Result<int> repair(storage::DeckStore& store);
    // What the checks of this device's file found and did ("file:line: …"), for the merge's
    // report or the action's news (JournalNews).
    std::vector<std::string> takeNotices();
    // Adds an event of this device (its seq is set here).
    core::Result<void> emit(storage::DeckStore& store, core::JournalEvent event);
    // Inside a transaction that has saved the settings with the new name: a Name event, so that
    // the other devices learn it (its file's header keeps the name it was started with).
    core::Result<void> recordName(Deck& deck, const std::string& name);

private:
    // `mapped` gets the deck's mapped uids (JournalStore::mappedUids) if it reads them and they
    // are still what the deck holds when it returns. `due` gets the identities of the cards adopted
    // that it leaves to their replay to write (more than kBulkReplay cards).
    core::Result<void> recordCards(Deck& deck, const std::vector<core::CardId>& ids, std::set<core::CardId>& adopted,
                                   std::optional<std::vector<storage::CardUid>>& mapped,
                                   std::unordered_map<core::CardId, IdentityDue>& due);
    core::Result<void> recordSchedule(Deck& deck, core::CardId id, core::Timestamp nowMs);
    core::Result<void> recordPresets(Deck& deck);
    // repair()'s work; a failure says why in a few words (writeProblem).
    core::Result<int> writeMissing(storage::DeckStore& store);

    // Once, before this Journal's first events: when this device's file holds events past the
    // deck's, verifyOwnFile (what it says is kept for takeNotices); when it lacks some of the
    // deck's (an append that failed), they are written first at the next commit.
    core::Result<void> claimDevice(storage::DeckStore& store);
    // This device's file against the deck's record of its events (checkOwnFile): a file edited
    // outside NoteDeck is written again from the deck; a deck that is a copy of the one that wrote
    // the file's later events takes a device id of its own. Returns what to tell, if anything.
    core::Result<std::optional<std::string>> verifyOwnFile(storage::DeckStore& store);

    JournalSettings m_settings;
    bool m_claimed = false;
    bool m_unwritten = false;   // an append failed: the file lacks events the deck has
    bool m_verified = false;    // this device's file was checked whole, or had no event
    std::vector<std::string> m_notices;
    std::optional<std::int64_t> m_lastSeq;
    std::vector<std::string> m_pending;
    std::set<core::CardId> m_replayed;
};

// The study options that schedule, as a Presets event holds them (JSON), and written back.
core::Result<std::string> presetsSnapshot(storage::DeckStore& store);
core::Result<void> applyPresetsSnapshot(storage::DeckStore& store, const std::string& snapshot);

} // namespace notedeck::service
