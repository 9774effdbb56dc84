#include "storage/detail/database.h"

#include "core/iso_time.h"
#include "storage/backup.h"
#include "storage/damaged_deck.h"
#include "storage/deck_store.h"
#include "storage/detail/deck_lock.h"
#include "storage/detail/migrations.h"

#include <algorithm>
#include <cerrno>
#include <string_view>
#include <vector>

#include <sqlite3.h>
#include <unistd.h>

namespace notedeck::storage {

namespace {

int primary(int code) { return code & 0xff; }

bool isDamage(int code) { return primary(code) == SQLITE_CORRUPT || primary(code) == SQLITE_NOTADB; }

// Codes that mean "this file cannot be written here", as opposed to a real failure.
bool isNotWritable(int code)
{
    const int p = primary(code);
    return p == SQLITE_READONLY || p == SQLITE_CANTOPEN || p == SQLITE_PERM || p == SQLITE_AUTH;
}

int readUserVersion(sqlite3* db)
{
    sqlite3_stmt* st = nullptr;
    int version = -1;
    if (sqlite3_prepare_v2(db, "PRAGMA user_version", -1, &st, nullptr) == SQLITE_OK && sqlite3_step(st) == SQLITE_ROW)
        version = sqlite3_column_int(st, 0);
    sqlite3_finalize(st);
    return version;
}

// PRAGMA quick_check: empty when the file is a whole database, else what is wrong. `code` gets
// SQLite's result when the check could not run at all.
std::string quickCheck(sqlite3* db, int& code)
{
    sqlite3_stmt* st = nullptr;
    code = sqlite3_prepare_v2(db, "PRAGMA quick_check(3)", -1, &st, nullptr);
    std::vector<std::string> rows;
    if (code == SQLITE_OK) {
        while ((code = sqlite3_step(st)) == SQLITE_ROW) {
            const auto* text = reinterpret_cast<const char*>(sqlite3_column_text(st, 0));
            rows.emplace_back(text ? text : "");
        }
        if (code == SQLITE_DONE)
            code = SQLITE_OK;
    }
    std::string problem;
    if (code != SQLITE_OK) {
        code = sqlite3_extended_errcode(db);
        problem = sqlite3_errmsg(db);
    } else if (rows.size() != 1 || rows.front() != "ok") {
        for (auto row : rows) {
            std::replace(row.begin(), row.end(), '\n', ' ');
            problem += (problem.empty() ? "" : "; ") + row;
        }
        if (problem.empty())
            problem = "the integrity check returned nothing";
        code = SQLITE_CORRUPT;
    }
    sqlite3_finalize(st);
    return problem;
}

std::string openError(sqlite3* raw, int code)
{
    return describeSqliteError(code, raw ? sqlite3_errmsg(raw) : sqlite3_errstr(code));
}

// Opening a WAL deck needs room on the disk for its shared-memory index (the -shm file, 32 KiB).
constexpr std::uintmax_t kRoomToOpen = 64 * 1024;
constexpr const char* kDiskFullReason = "the disk is full: free some space, then open the deck again";

// Whether `code` (from the first read of the deck) failed for want of room on the disk.
bool failedForRoom(sqlite3* raw, int code, const std::filesystem::path& deckFile)
{
    if (primary(code) == SQLITE_FULL)
        return true;
    if (primary(code) != SQLITE_IOERR && primary(code) != SQLITE_CANTOPEN)
        return false;
    if (raw && sqlite3_system_errno(raw) == ENOSPC)
        return true;
    std::error_code ec;
    const auto space = std::filesystem::space(deckFile.has_parent_path() ? deckFile.parent_path() : ".", ec);
    return !ec && space.available < kRoomToOpen;
}

int openImmutable(const std::filesystem::path& deckFile, sqlite3** raw)
{
    return sqlite3_open_v2(sqliteUri(deckFile, "mode=ro&immutable=1").c_str(), raw,
                           SQLITE_OPEN_READONLY | SQLITE_OPEN_URI | SQLITE_OPEN_NOMUTEX, nullptr);
}

// A connection that reads the deck without room on the disk: as immutable, which needs no -shm,
// when the deck's log (-wal) holds nothing the deck file lacks (absent, or its 32-byte header
// alone: NoteDeck empties it when the deck closes). Else the error: the log's answers would be
// missed.
core::Result<sqlite3*> openWithoutRoom(const std::filesystem::path& deckFile)
{
    std::error_code ec;
    const auto logSize = std::filesystem::file_size(std::filesystem::path(deckFile) += "-wal", ec);
    if (!ec && logSize > 32)
        return core::fail("cannot read the deck: the disk is full, and NoteDeck needs a little room to open this deck, "
                          "whose log holds changes not yet in the deck file: free some space and try again",
                          deckFile.string());
    sqlite3* raw = nullptr;
    if (const int rc = openImmutable(deckFile, &raw); rc != SQLITE_OK) {
        const std::string message = openError(raw, rc);
        sqlite3_close(raw);
        return core::fail("cannot open the deck: " + message, deckFile.string());
    }
    return raw;
}

} // namespace

std::string describeSqliteError(int code, const std::string& detail)
{
    switch (primary(code)) {
    case SQLITE_FULL:
        return "the disk is full (" + detail + "); nothing was saved: free some space and try again";
    case SQLITE_READONLY:
        return "the deck is read-only (" + detail + ")";
    case SQLITE_CORRUPT:
    case SQLITE_NOTADB:
        return "the deck file is damaged (" + detail + ")";
    case SQLITE_BUSY:
    case SQLITE_LOCKED:
        return "another program is writing to the deck (" + detail + "); try again";
    case SQLITE_IOERR:
        return "the deck file could not be read or written (" + detail + ")";
    case SQLITE_CANTOPEN:
        return "the deck file cannot be opened (" + detail + ")";
    case SQLITE_PERM:
    case SQLITE_AUTH:
        return "not allowed to use the deck file (" + detail + ")";
    default:
        return detail;
    }
}

std::string sqliteUri(const std::filesystem::path& file, const std::string& query)
{
    std::error_code ec;
    const std::string path = std::filesystem::absolute(file, ec).string();
    static const char* hex = "0123456789ABCDEF";
    std::string uri = "file:";
    for (unsigned char c : path) {
        if (c == '%' || c == '?' || c == '#' || c < 0x21 || c == 0x7f) {
            uri += '%';
            uri += hex[c >> 4];
            uri += hex[c & 15];
        } else {
            uri += static_cast<char>(c);
        }
    }
    if (!query.empty())
        uri += "?" + query;
    return uri;
}

namespace {
constexpr std::string_view kDamagedPrefix = "the deck file is damaged (";
constexpr std::string_view kDamagedEnd = "NoteDeck has not changed it.";
} // namespace

std::string damagedDeckMessage(const std::filesystem::path& deckFile, const std::string& detail)
{
    std::string message = std::string(kDamagedPrefix) + detail + "); " + std::string(kDamagedEnd) + " ";
    if (const std::optional<core::CheckedBackup> good = latestGoodBackup(deckFile)) {
        const std::string file = good->backup.file.string();
        return message + "The latest good backup is " + file + " (made " + core::formatIsoTime(good->backup.madeAt) +
               ", " + std::to_string(good->contents.cards) + " cards, " + std::to_string(good->contents.reviews) +
               " reviews). Restore it with: notedeck-cli restore \"" + file + "\" --db \"" + deckFile.string() +
               "\" (the damaged file is kept next to the backups).";
    }
    return message + "No good backup of it was found in " + backupFolder(deckFile).string() +
           ". Keep the file: SQLite's own tools (sqlite3 FILE .recover) may still save much of it.";
}

std::optional<std::string> damagedDeckProblem(const core::Error& error)
{
    const std::string& message = error.message;
    if (!message.starts_with(kDamagedPrefix))
        return std::nullopt;
    const size_t end = message.find(kDamagedEnd);
    if (end == std::string::npos)
        return std::nullopt;
    return message.substr(0, end + kDamagedEnd.size());
}

core::Result<std::unique_ptr<Database>> Database::open(const std::filesystem::path& path, OpenMode mode,
                                                     const core::LockWait& wait)
{
    namespace fs = std::filesystem;
    const std::string file = path.string();
    std::error_code ec;
    const bool exists = fs::exists(path, ec);
    if (exists && !fs::is_regular_file(path, ec))
        return core::fail("cannot open the deck: it is not a file", file);

    // Who may write: the process holding the deck's lock. Everyone else reads.
    std::shared_ptr<DeckLock> lock;
    std::string reason = "it was opened for reading only";
    std::optional<long> usedBy;
    if (mode == OpenMode::ReadWrite) {
        if (path.has_parent_path())
            fs::create_directories(path.parent_path(), ec);
        DeckLock::Attempt attempt = DeckLock::acquire(path, wait);
        if (attempt.lock)
            lock = std::move(attempt.lock);
        else if ((usedBy = attempt.holderPid))
            reason = DeckLock::inUseMessage(*attempt.holderPid);
        else
            reason = attempt.problem;
        // WAL needs to create files next to the deck.
        const fs::path folder = path.has_parent_path() ? path.parent_path() : fs::path(".");
        if (lock && ::access(folder.c_str(), W_OK) != 0) {
            lock.reset();
            reason = "the deck's folder is read-only";
        }
        if (!lock && !exists)
            return core::fail("cannot create the deck: " + reason, file);
    }

    // An empty file where a deck with backups was: lost, not new (a crash while it was copied).
    if (exists && fs::file_size(path, ec) == 0 && !ec && !listBackupFiles(path).empty())
        return core::fail(damagedDeckMessage(path, "the file is empty"), file);

    sqlite3* raw = nullptr;
    if (lock) {
        int rc = sqlite3_open_v2(path.c_str(), &raw, SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE | SQLITE_OPEN_NOMUTEX, nullptr);
        // SQLite opens a write-protected file read-only without saying so.
        if (rc == SQLITE_OK && sqlite3_db_readonly(raw, "main") == 1)
            rc = SQLITE_READONLY;
        if (rc != SQLITE_OK) {
            const std::string message = openError(raw, rc);
            sqlite3_close(raw);
            raw = nullptr;
            if (!exists || !isNotWritable(rc))
                return core::fail("cannot open the deck: " + message, file);
            reason = "the deck file is read-only";
            lock.reset();
        }
    }
    if (!raw) {
        int rc = sqlite3_open_v2(sqliteUri(path, "mode=ro").c_str(), &raw,
                                 SQLITE_OPEN_READONLY | SQLITE_OPEN_URI | SQLITE_OPEN_NOMUTEX, nullptr);
        if (rc == SQLITE_OK)
            rc = sqlite3_exec(raw, "SELECT count(*) FROM sqlite_schema", nullptr, nullptr, nullptr);
        if (rc != SQLITE_OK && !isDamage(rc) && failedForRoom(raw, rc, path)) {
            sqlite3_close(raw);
            auto reading = openWithoutRoom(path);
            if (!reading)
                return std::unexpected(reading.error());
            raw = *reading;
            rc = SQLITE_OK;
        } else if (primary(rc) == SQLITE_CANTOPEN || primary(rc) == SQLITE_READONLY) {
            // A WAL deck in a folder nobody may write to: SQLite cannot make its shared-memory
            // file. Nothing can change the file there, so it may be read as immutable.
            sqlite3_close(raw);
            raw = nullptr;
            rc = openImmutable(path, &raw);
        }
        if (rc != SQLITE_OK && !isDamage(rc)) {
            const std::string message = openError(raw, rc);
            sqlite3_close(raw);
            return core::fail("cannot open the deck: " + message, file);
        }
    }

    std::unique_ptr<Database> db(new Database(raw, path));
    db->m_lock = lock;
    db->m_readOnly = !lock;
    if (db->m_readOnly) {
        db->m_readOnlyReason = reason;
        db->m_usedBy = usedBy;
    }
    sqlite3_busy_timeout(raw, 5000);

    // A damaged file is never written to: not even the journal mode is set before this check.
    int code = SQLITE_OK;
    std::string problem = quickCheck(raw, code);
    if (!problem.empty() && !isDamage(code) && !db->m_readOnly && failedForRoom(raw, code, path)) {
        // A full disk: nothing is wrong with the deck, it can be read, but not changed now. The
        // lock is kept: no other NoteDeck may change the file while it is read as immutable.
        auto reading = openWithoutRoom(path);
        if (!reading)
            return std::unexpected(reading.error());
        sqlite3_close(db->m_db);
        db->m_db = raw = *reading;
        db->m_readOnly = true;
        db->m_readOnlyReason = kDiskFullReason;
        problem = quickCheck(raw, code);
    }
    if (!problem.empty()) {
        if (isDamage(code))
            return core::fail(damagedDeckMessage(path, problem), file);
        return core::fail("cannot read the deck: " + describeSqliteError(code, problem), file);
    }

    const int version = readUserVersion(raw);
    if (version < 0)
        return core::fail("cannot read the deck's schema version: " + db->error(), file);
    if (version > currentSchemaVersion()) {
        // Newer than this build: look, never touch.
        db->m_readOnly = true;
        db->m_usedBy.reset();   // taking over from the other NoteDeck would not make it writable
        db->m_readOnlyReason = "this deck was written by a newer NoteDeck (schema version " + std::to_string(version) +
                               "; this version knows up to " + std::to_string(currentSchemaVersion()) +
                               "): update NoteDeck to change it";
        db->m_lock.reset();
    }
    if (db->m_readOnly) {
        if (version < currentSchemaVersion())
            return core::fail("this deck needs an upgrade to schema version " + std::to_string(currentSchemaVersion()) +
                                  ", which cannot be written now: " + db->m_readOnlyReason,
                              file);
        // query_only: even a statement that slipped past Transaction cannot write.
        db->exec("PRAGMA foreign_keys=ON; PRAGMA query_only=1;");
        return db;
    }

    // WAL keeps readers and the writer apart; FULL sync makes every commit survive a power cut.
    // A page cache of up to 64 MB (SQLite's default is 2 MB, taken only as pages are used): a bulk
    // change such as rescheduling 100,000 cards touches the same index pages again and again, and
    // reading them back from the OS each time costs most of its time.
    if (!db->exec("PRAGMA journal_mode=WAL; PRAGMA synchronous=FULL; PRAGMA foreign_keys=ON; PRAGMA cache_size=-" +
                  std::to_string(DeckStore::kCacheMegabytes * 1024) + ";"))
        return core::fail("cannot use the deck: " + db->error(), file);
    if (auto migrated = migrate(*db); !migrated)
        return std::unexpected(migrated.error());
    return db;
}

Database::~Database()
{
    m_statements.clear();   // finalize before closing
    sqlite3_close(m_db);
}

Query Database::query(const std::string& sql)
{
    m_refusal.clear();
    auto it = m_statements.find(sql);
    if (it == m_statements.end())
        it = m_statements.emplace(sql, std::make_unique<Statement>(m_db, sql)).first;
    it->second->reset();
    return Query(*it->second);
}

bool Database::exec(const std::string& sql)
{
    m_refusal.clear();
    return sqlite3_exec(m_db, sql.c_str(), nullptr, nullptr, nullptr) == SQLITE_OK;
}

std::string Database::error() const
{
    if (!m_refusal.empty())
        return m_refusal;
    return describeSqliteError(sqlite3_extended_errcode(m_db), sqlite3_errmsg(m_db));
}

core::Result<void> statementOk(Statement& st, Database& db)
{
    if (st.failed() || !st.ok())
        return core::fail("deck error: " + (st.error().empty() ? db.error() : st.error()), db.path().string());
    return {};
}

std::unexpected<core::Error> statementFailed(Statement& st, Database& db)
{
    return std::unexpected(statementOk(st, db).error());
}

core::Result<int> countOf(Database& db, const std::string& sql)
{
    Query st = db.query(sql);
    const int n = st->step() ? st->int32(0) : 0;
    if (auto ok = statementOk(*st, db); !ok)
        return std::unexpected(ok.error());
    return n;
}

std::int64_t Database::lastInsertId() const { return sqlite3_last_insert_rowid(m_db); }

int Database::changes() const { return sqlite3_changes(m_db); }

bool Database::lastFailureWasFull() const { return primary(sqlite3_extended_errcode(m_db)) == SQLITE_FULL; }

} // namespace notedeck::storage
