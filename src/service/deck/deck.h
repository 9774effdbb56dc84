#pragma once
// An open deck, as the app and the command line hold it: the deck file's storage, the scheduler
// built from the deck's settings, the clock and the time zone. It is the one way a deck is opened
// above storage (Deck::open), and the one object that opens storage transactions: every user
// action (an answer, an undo, bury / suspend / flag and their undo, an import, saving settings,
// adopting parameters, drill results) runs in transact(), which commits it as a whole or not at all
// and returns what changed (DeckChanges), so screens refresh from that value.
//
// A Deck is used from one thread at a time, the thread that opened it. Another thread opens a Deck
// of its own on the same file (the app's worker does, with the same clock and time zone).
#include "core/clock.h"
#include "core/lock_wait.h"
#include "core/result.h"
#include "core/types.h"

#include <filesystem>
#include <functional>
#include <memory>
#include <optional>
#include <set>
#include <string>

namespace notedeck::core {
class TimeZone;
}

namespace notedeck::service {

// What one transaction changed, for the screens to refresh just that.
struct DeckChanges {
    std::set<core::CardId> cards;       // content changed, added or retired (an import)
    std::set<core::CardId> schedules;   // answered, undone, buried, suspended, flagged, rescheduled
    bool tree = false;                  // the deck tree's shape or counts may differ
    bool settings = false;              // study settings or FSRS parameters
    bool drills = false;                // a drill was saved, changed or removed

    bool empty() const { return cards.empty() && schedules.empty() && !tree && !settings && !drills; }
    void merge(const DeckChanges& other);
    friend bool operator==(const DeckChanges&, const DeckChanges&) = default;
};

struct DeckOpenOptions {
    std::shared_ptr<const core::Clock> clock;               // null: the system clock
    std::shared_ptr<const core::TimeZone> zone;             // null: the system's time zone
    // Opened for reading only: never writes, never takes the deck's lock (a worker that only reads).
    bool readOnly = false;
    // For work that schedules nothing (an import, a backup, listing cards, undoing an answer): a
    // deck whose stored scheduling options cannot be read opens all the same, scheduling with
    // NoteDeck's defaults, and schedulingProblem() says why. Otherwise such a deck fails to open
    // with that reason.
    bool schedulingOptional = false;
    // How long to wait for another NoteDeck writing the deck before opening it read-only (the
    // command line's writing commands wait a few seconds; by default nothing waits).
    core::LockWait lockWait = {};
};

class Deck {
public:
    // Opens (creating if needed) and migrates the deck file, then builds its scheduler from the
    // stored settings. A deck in use by another NoteDeck, on a read-only disk or from a newer
    // NoteDeck opens read-only (readOnlyReason()); a damaged one fails naming its latest good backup.
    // Scheduling options that cannot be read fail it too, unless options.schedulingOptional.
    static core::Result<std::unique_ptr<Deck>> open(const std::filesystem::path& file, DeckOpenOptions options = {});
    ~Deck();
    Deck(const Deck&) = delete;
    Deck& operator=(const Deck&) = delete;

    const std::filesystem::path& file() const;
    // Empty when the deck can be written; else why not.
    std::string readOnlyReason() const;
    // Why the stored scheduling options could not be read, when the deck was opened with
    // schedulingOptional and they could not (it then schedules with the defaults); else nothing.
    const std::optional<core::Error>& schedulingProblem() const;
    bool isReadOnly() const { return !readOnlyReason().empty(); }
    // When it is read-only because another NoteDeck was using it: that process's pid (0 when
    // unknown). Nothing otherwise: taking the deck over could not make it writable.
    std::optional<long> usedBy() const;
    const core::Clock& clock() const;
    core::Timestamp now() const { return clock().now(); }
    const std::shared_ptr<const core::Clock>& sharedClock() const;
    const std::shared_ptr<const core::TimeZone>& zone() const;

    using Work = std::function<core::Result<void>(Deck&)>;
    // Runs `work` in one transaction and returns what it changed. Inside another transact() it
    // joins that one (as a savepoint: a failing inner work undoes its own part) and returns nothing
    // changed, since the outer one reports it all. An error or an exception rolls everything back
    // and reports nothing. After the outermost commit the scheduler is rebuilt when settings
    // changed, then the observer hears the changes (when there are any).
    core::Result<DeckChanges> transact(const Work& work);
    // What the current transaction has changed so far: the use cases record here.
    DeckChanges& changes();

    // The one observer of committed changes, called on this Deck's thread after each outermost
    // commit that changed something.
    void onChanged(std::function<void(const DeckChanges&)> observer);

    // Rebuilds the scheduler from the settings stored in the deck, e.g. after another Deck on the
    // same file saved settings. Not a change of this Deck's: the observer hears nothing.
    core::Result<void> reloadScheduler();

    // Whether this connection moves the write-ahead log into the deck file by itself (see
    // storage::DeckStore::setAutoCheckpoint), and a checkpoint made now.
    core::Result<void> setAutoCheckpoint(bool on);
    core::Result<void> checkpoint();

    struct Impl;

private:
    explicit Deck(std::unique_ptr<Impl> impl);
    friend struct DeckInternals;
    std::unique_ptr<Impl> m_impl;
};

// Whether another NoteDeck holds `deckFile` now: its pid (0 when unknown), or nothing when nobody
// (or this process) does, so that a Deck opened read-only because of it may be opened again to write.
std::optional<long> otherNoteDeckOn(const std::filesystem::path& deckFile);

// When `error` (from Deck::open) says the deck file is damaged: what was found, without the advice
// that follows it, for the app's recovery dialog. Nothing for any other error.
std::optional<std::string> damagedDeckProblem(const core::Error& error);

} // namespace notedeck::service
