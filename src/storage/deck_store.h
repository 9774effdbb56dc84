#pragma once
// The deck file, open: the one owner of its SQLite connection. Every read and write of the deck
// goes through the domain parts a DeckStore hands out, each a small object in its own file with
// its own SQL, holding this connection:
//
//   cards()      cards and their schedules, bury/suspend/flag, counts per deck   card_store.h
//   reviewLog()  answers and undo, the log's reads                               review_log.h
//   settings()   the deck's settings by key                                      settings_store.h
//   presets()    presets of study options and the tree nodes given them          preset_store.h
//   imports()    notes files, cards for matching, import writes                  import_store.h
//   drills()     interview drills and "review them today"                        drill_store.h
//   stats()      the statistics' reads (one object per computation)              stats_queries.h
//   search()     the full-text index and search                                  search_index.h
//   queue()      the study queue's reads through the queue indexes               queue_queries.h
//   backups()    backups of the open deck                                        deck_backups.h
//   journal()    the study journal's events, cards' stable ids, devices read     journal_store.h
//
// transaction() groups several of their calls into one unit of work (calls that are a transaction
// of their own then join it). The SQLite handles and helpers are private to this module
// (storage/detail/), and SQLite's own header is included by storage's .cpp files alone.
//
// A DeckStore and the parts it hands out are used from one thread at a time; the parts must not
// outlive it. Another thread opens a DeckStore of its own on the same file.
#include "core/lock_wait.h"
#include "core/result.h"
#include "storage/card_store.h"
#include "storage/deck_backups.h"
#include "storage/drill_store.h"
#include "storage/import_store.h"
#include "storage/journal_store.h"
#include "storage/preset_store.h"
#include "storage/queue_queries.h"
#include "storage/review_log.h"
#include "storage/search_index.h"
#include "storage/settings_store.h"
#include "storage/stats_queries.h"
#include "storage/transaction.h"

#include <filesystem>
#include <memory>
#include <optional>
#include <string>

namespace notedeck::storage {

class Database;

class DeckStore {
public:
    // Opens (creating if needed) and migrates the deck file. A deck another NoteDeck is using, a
    // read-only file or folder, a deck from a newer NoteDeck, or one on a full disk opens
    // read-only (see readOnlyReason()); a damaged file fails with a message naming the latest good
    // backup.
    // `wait`: how long to wait for another NoteDeck that holds the deck before opening read-only.
    static core::Result<std::unique_ptr<DeckStore>> open(const std::filesystem::path& file,
                                                         const core::LockWait& wait = {});
    // Opens an existing deck for reading only: never writes, never takes the deck's lock.
    static core::Result<std::unique_ptr<DeckStore>> openReadOnly(const std::filesystem::path& file);
    ~DeckStore();
    DeckStore(const DeckStore&) = delete;
    DeckStore& operator=(const DeckStore&) = delete;

    const std::filesystem::path& file() const;
    // Empty when the deck can be written; else why not, e.g. "NoteDeck is already using this deck
    // (pid 123)". Every write then fails with this reason in its message.
    std::string readOnlyReason() const;
    // When another NoteDeck's lock is why it is read-only: that process's pid (0 when unknown).
    std::optional<long> usedBy() const;
    // Whether another process holds the lock of `file` now (its pid, 0 when unknown); nothing when
    // nobody, or this process, does.
    static std::optional<long> otherHolder(const std::filesystem::path& file);

    // One unit of work: BEGIN IMMEDIATE now, COMMIT on commit(), ROLLBACK when it ends without.
    // Meant for the one object that runs a user action (see docs/architecture.md); storage calls
    // made meanwhile on this DeckStore are part of it.
    Transaction transaction();

    CardStore cards();
    ReviewLog reviewLog();
    SettingsStore settings();
    PresetStore presets();
    ImportStore imports();
    DrillStore drills();
    StatsQueries stats();
    SearchIndex search();
    QueueQueries queue();
    DeckBackups backups();
    JournalStore journal();

    // Whether this connection moves the write-ahead log into the deck file once the log has grown
    // (SQLite's auto-checkpoint, on by default). Its copy and fsync can take 0.1 s at the end of
    // an answer's commit; the app turns it off on the GUI thread's connection and has its worker
    // call checkpoint() after answers instead.
    core::Result<void> setAutoCheckpoint(bool on);
    core::Result<bool> autoCheckpoint();
    // How much of the deck this connection may keep in memory, in MiB (kCacheMegabytes normally).
    // A merge of a large journal touches each card's events in turn; with them all in memory it
    // does not read the same pages back again and again.
    static constexpr int kCacheMegabytes = 64;
    core::Result<void> setCacheMegabytes(int megabytes);
    // Copies what the write-ahead log holds into the deck file, as far as readers allow, without
    // waiting for them or blocking writers (a passive checkpoint).
    core::Result<void> checkpoint();

private:
    explicit DeckStore(std::unique_ptr<Database> db);
    friend struct DeckStoreAccess;   // storage's own tests (storage/detail/deck_store_access.h)

    std::unique_ptr<Database> m_db;
};

} // namespace notedeck::storage
