#pragma once
// One SQLite connection with NoteDeck's settings (WAL, foreign keys, full sync) and a cache of
// prepared statements. Private to the storage module: a DeckStore owns it and hands it to its
// domain parts (cards, review log, …). Used from one thread at a time, the thread of its DeckStore.
//
// Opening finds the faults a deck can have before anything is written (see docs/reliability.md):
// a damaged file fails with a message naming the latest good backup; a deck from a newer NoteDeck,
// a read-only file or folder, a deck another NoteDeck is using, or one on a full disk opens
// read-only, with the reason in readOnlyReason() and in the error of every write.
#include "core/lock_wait.h"
#include "core/result.h"
#include "storage/detail/statement.h"

#include <cstdint>
#include <filesystem>
#include <memory>
#include <optional>
#include <string>
#include <unordered_map>

namespace notedeck::storage {

class DeckLock;

enum class OpenMode {
    ReadWrite,   // create and migrate if needed; falls back to read-only when writing cannot be allowed
    ReadOnly,    // never writes, never takes the lock (backups being checked, a deck being looked at)
};

class Database {
public:
    // `wait`: how long ReadWrite waits for another NoteDeck's lock before opening read-only.
    static core::Result<std::unique_ptr<Database>> open(const std::filesystem::path& path,
                                                        OpenMode mode = OpenMode::ReadWrite,
                                                        const core::LockWait& wait = {});
    ~Database();
    Database(const Database&) = delete;
    Database& operator=(const Database&) = delete;

    // A cached prepared statement, reset and ready to bind, for the scope of the returned Query
    // (which resets it again, ending its read). Its statement is failed (ok() false) when the SQL
    // does not compile.
    Query query(const std::string& sql);
    // Runs SQL without results (schema, pragmas); false with error() on failure.
    bool exec(const std::string& sql);
    // The last error, in words a user can act on (a full disk, a read-only deck, a damaged file).
    std::string error() const;
    const std::filesystem::path& path() const { return m_path; }
    sqlite3* handle() const { return m_db; }
    // The rowid of the latest INSERT, and the rows the latest INSERT, UPDATE or DELETE changed.
    std::int64_t lastInsertId() const;
    int changes() const;
    // Whether the latest failure was a full disk (whose message says so already).
    bool lastFailureWasFull() const;

    bool readOnly() const { return m_readOnly; }
    // Why the deck is read-only ("NoteDeck is already using this deck (pid 123)", …); empty when
    // it is writable.
    const std::string& readOnlyReason() const { return m_readOnlyReason; }
    // The pid of the other NoteDeck whose lock made this deck read-only (0 when unknown); nothing
    // when it is read-only for another reason, or writable.
    std::optional<long> usedBy() const { return m_usedBy; }

private:
    Database(sqlite3* db, std::filesystem::path path) : m_db(db), m_path(std::move(path)) {}
    friend class Transaction;   // begins and ends transactions, refuses them on a read-only deck

    sqlite3* m_db;
    std::filesystem::path m_path;
    std::unordered_map<std::string, std::unique_ptr<Statement>> m_statements;
    std::shared_ptr<DeckLock> m_lock;   // held while the deck is writable, or read as immutable on a full disk
    bool m_readOnly = false;
    std::string m_readOnlyReason;
    std::optional<long> m_usedBy;
    std::string m_refusal;              // set when a write was refused before reaching SQLite
    int m_transactions = 0;             // open Transactions: the outermost BEGINs, the inner ones are savepoints
};

// Nothing, or the error of a statement that failed to prepare or to run (its own message, else the
// connection's), naming the deck file.
core::Result<void> statementOk(Statement& st, Database& db);
// The same error, for a statement known to have failed (run() returned false): `return statementFailed(*st, db);`.
std::unexpected<core::Error> statementFailed(Statement& st, Database& db);

// The single integer a query such as SELECT COUNT(*) returns.
core::Result<int> countOf(Database& db, const std::string& sql);

// An SQLite result code in words a user can act on; `detail` is SQLite's own message.
std::string describeSqliteError(int code, const std::string& detail);

// "file:…?mode=ro" style URI for sqlite3_open_v2 with SQLITE_OPEN_URI.
std::string sqliteUri(const std::filesystem::path& file, const std::string& query);

// The message for a deck file that cannot be used because it is damaged: what was found, that
// NoteDeck changed nothing, and the latest good backup with the command that restores it.
std::string damagedDeckMessage(const std::filesystem::path& deckFile, const std::string& detail);

} // namespace notedeck::storage
