#include "storage/backup.h"

#include "storage/database.h"
#include "storage/deck_lock.h"
#include "storage/migrations.h"

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <set>
#include <thread>

#include <fcntl.h>
#include <unistd.h>

namespace notedeck::storage {

namespace fs = std::filesystem;

namespace {

constexpr std::int64_t kDay = 86400;

// Owns a raw connection for the short-lived copies made here.
struct Connection {
    sqlite3* db = nullptr;
    ~Connection() { sqlite3_close(db); }
};

std::string stampOf(core::Timestamp t)
{
    using namespace std::chrono;
    const sys_seconds tp{seconds(t)};
    const sys_days day = floor<days>(tp);
    const year_month_day ymd{day};
    const hh_mm_ss hms{tp - day};
    char buffer[32];
    std::snprintf(buffer, sizeof buffer, "%04d%02u%02u-%02d%02d%02d", static_cast<int>(ymd.year()),
                  static_cast<unsigned>(ymd.month()), static_cast<unsigned>(ymd.day()), static_cast<int>(hms.hours().count()),
                  static_cast<int>(hms.minutes().count()), static_cast<int>(hms.seconds().count()));
    return buffer;
}

// "20261129-080000" → unix seconds.
std::optional<core::Timestamp> parseStamp(std::string_view s)
{
    if (s.size() != 15 || s[8] != '-')
        return std::nullopt;
    for (size_t i = 0; i < s.size(); ++i)
        if (i != 8 && (s[i] < '0' || s[i] > '9'))
            return std::nullopt;
    auto num = [&](size_t at, size_t n) {
        int v = 0;
        for (size_t i = at; i < at + n; ++i)
            v = v * 10 + (s[i] - '0');
        return v;
    };
    using namespace std::chrono;
    const year_month_day ymd{year(num(0, 4)), month(static_cast<unsigned>(num(4, 2))), day(static_cast<unsigned>(num(6, 2)))};
    if (!ymd.ok() || num(9, 2) > 23 || num(11, 2) > 59 || num(13, 2) > 60)
        return std::nullopt;
    return sys_days(ymd).time_since_epoch().count() * kDay + num(9, 2) * 3600 + num(11, 2) * 60 + num(13, 2);
}

std::optional<core::BackupKind> kindFrom(std::string_view word)
{
    for (core::BackupKind k : {core::BackupKind::Daily, core::BackupKind::Manual, core::BackupKind::BeforeRestore})
        if (word == toString(k))
            return k;
    return std::nullopt;
}

// Parses "<stem>-YYYYMMDD-HHMMSS-<kind>[-N].sqlite".
std::optional<core::BackupFile> parseName(const fs::path& file, const std::string& stem)
{
    std::string name = file.filename().string();
    if (!name.starts_with(stem + "-") || !name.ends_with(".sqlite"))
        return std::nullopt;
    std::string_view rest(name);
    rest.remove_prefix(stem.size() + 1);
    rest.remove_suffix(7);
    if (rest.size() < 17 || rest[15] != '-')
        return std::nullopt;
    auto madeAt = parseStamp(rest.substr(0, 15));
    std::string_view kindWord = rest.substr(16);
    if (auto dash = kindWord.find_last_of('-'); dash != std::string_view::npos &&
        kindWord.substr(dash + 1).find_first_not_of("0123456789") == std::string_view::npos && dash + 1 < kindWord.size())
        kindWord = kindWord.substr(0, dash);   // the "-N" of a second backup in the same second
    auto kind = kindFrom(kindWord);
    if (!madeAt || !kind)
        return std::nullopt;
    return core::BackupFile{file, *madeAt, *kind};
}

fs::path freshName(const fs::path& deckFile, core::Timestamp now, core::BackupKind kind)
{
    const std::string base = deckFile.stem().string() + "-" + stampOf(now) + "-" + toString(kind);
    fs::path candidate = backupFolder(deckFile) / (base + ".sqlite");
    std::error_code ec;
    for (int n = 2; fs::exists(candidate, ec); ++n)
        candidate = backupFolder(deckFile) / (base + "-" + std::to_string(n) + ".sqlite");
    return candidate;
}

bool syncPath(const fs::path& path, bool directory)
{
    const int fd = ::open(path.c_str(), (directory ? O_RDONLY | O_DIRECTORY : O_RDONLY) | O_CLOEXEC);
    if (fd < 0)
        return false;
    const bool ok = ::fsync(fd) == 0;
    ::close(fd);
    return ok;
}

std::string singleText(sqlite3* db, const char* sql, int& rc)
{
    sqlite3_stmt* st = nullptr;
    std::string out;
    rc = sqlite3_prepare_v2(db, sql, -1, &st, nullptr);
    if (rc == SQLITE_OK) {
        rc = sqlite3_step(st);
        if (rc == SQLITE_ROW) {
            const auto* text = reinterpret_cast<const char*>(sqlite3_column_text(st, 0));
            out = text ? text : "";
            rc = SQLITE_OK;
        } else if (rc == SQLITE_DONE) {
            rc = SQLITE_OK;
        }
    }
    sqlite3_finalize(st);
    return out;
}

// Copies the database behind `source` into a new file `dest` with the online backup API, turns the
// copy into a single self-contained file (rollback journal), checks it whole and syncs it. Removes
// the half-made file on failure.
core::Result<void> copyDatabase(sqlite3* source, const fs::path& dest)
{
    std::error_code ec;
    fs::remove(dest, ec);
    auto failed = [&](const std::string& what) -> core::Result<void> {
        std::error_code ignored;
        fs::remove(dest, ignored);
        fs::path journal = dest;
        fs::remove(journal += "-journal", ignored);
        return core::fail(what, dest.string());
    };
    {
        Connection out;
        if (sqlite3_open_v2(dest.c_str(), &out.db, SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE | SQLITE_OPEN_NOMUTEX, nullptr) != SQLITE_OK)
            return failed("cannot create the copy: " + describeSqliteError(sqlite3_extended_errcode(out.db), sqlite3_errmsg(out.db)));
        sqlite3_backup* backup = sqlite3_backup_init(out.db, "main", source, "main");
        if (!backup)
            return failed("cannot copy the deck: " + describeSqliteError(sqlite3_extended_errcode(out.db), sqlite3_errmsg(out.db)));
        int rc = SQLITE_OK;
        for (int tries = 0; tries < 200; ++tries) {
            rc = sqlite3_backup_step(backup, -1);
            if (rc != SQLITE_BUSY && rc != SQLITE_LOCKED)
                break;
            std::this_thread::sleep_for(std::chrono::milliseconds(25));
        }
        sqlite3_backup_finish(backup);
        if (rc != SQLITE_DONE)
            return failed("cannot copy the deck: " + describeSqliteError(rc, sqlite3_errstr(rc)));
    }
    {
        Connection check;
        if (sqlite3_open_v2(dest.c_str(), &check.db, SQLITE_OPEN_READWRITE | SQLITE_OPEN_NOMUTEX, nullptr) != SQLITE_OK)
            return failed("cannot open the copy: " + std::string(sqlite3_errmsg(check.db)));
        int rc = SQLITE_OK;
        singleText(check.db, "PRAGMA journal_mode=DELETE", rc);
        if (rc != SQLITE_OK)
            return failed("cannot finish the copy: " + describeSqliteError(rc, sqlite3_errmsg(check.db)));
        const std::string verdict = singleText(check.db, "PRAGMA integrity_check(5)", rc);
        if (rc != SQLITE_OK || verdict != "ok")
            return failed("the copy failed its integrity check: " + (rc != SQLITE_OK ? std::string(sqlite3_errmsg(check.db)) : verdict));
    }
    if (!syncPath(dest, false))
        return failed("cannot flush the copy to disk");
    return {};
}

// A byte-for-byte copy, for a deck file SQLite cannot read.
core::Result<void> copyBytes(const fs::path& from, const fs::path& to)
{
    std::error_code ec;
    fs::copy_file(from, to, fs::copy_options::overwrite_existing, ec);
    if (ec || fs::file_size(from, ec) != fs::file_size(to, ec) || !syncPath(to, false))
        return core::fail("cannot copy " + from.string() + (ec ? ": " + ec.message() : std::string()), to.string());
    return {};
}

fs::path withSuffix(fs::path path, const char* suffix) { return path += suffix; }

// Keeps the deck as it is now at `copy`: through SQLite when it reads (the copy then includes what
// its WAL holds, and the WAL is emptied into the file), byte for byte otherwise.
core::Result<void> keepCurrentDeck(const fs::path& deckFile, const fs::path& copy)
{
    {
        Connection current;
        if (sqlite3_open_v2(deckFile.c_str(), &current.db, SQLITE_OPEN_READWRITE | SQLITE_OPEN_NOMUTEX, nullptr) == SQLITE_OK) {
            int rc = SQLITE_OK;
            const std::string verdict = singleText(current.db, "PRAGMA quick_check(1)", rc);
            if (rc == SQLITE_OK && verdict == "ok" && copyDatabase(current.db, copy)) {
                singleText(current.db, "PRAGMA wal_checkpoint(TRUNCATE)", rc);
                return {};
            }
        }
    }
    if (auto copied = copyBytes(deckFile, copy); !copied)
        return copied;
    std::error_code ec;
    if (fs::exists(withSuffix(deckFile, "-wal"), ec))
        return copyBytes(withSuffix(deckFile, "-wal"), withSuffix(copy, "-wal"));
    return {};
}

// What a deck holds, in one line that changes with every user action: answers (and their undoing),
// cards' content and schedules, settings, imports and drills. Empty when it cannot be read.
std::string contentStamp(sqlite3* db)
{
    int rc = SQLITE_OK;
    std::string stamp = singleText(db,
        "SELECT (SELECT count(*) || ',' || ifnull(max(id), 0) FROM review_log) || ';' || "
        "(SELECT count(*) || ',' || ifnull(max(updated_at), 0) || ',' || total(retired) || ',' || total(state) || ',' || "
        "  total(due) || ',' || total(reps) || ',' || total(suspended) || ',' || total(leech) || ',' || "
        "  total(buried_until) || ',' || total(flag) FROM cards) || ';' || "
        "(SELECT count(*) || ',' || ifnull(max(id), 0) FROM import_runs) || ';' || "
        "(SELECT count(*) || ',' || ifnull(max(id), 0) || ',' || count(finished_at) FROM drills) || ';' || "
        "(SELECT count(*) || ',' || total(grade) FROM drill_answers) || ';' || "
        "(SELECT ifnull(group_concat(key || '=' || value, char(10)), '') FROM (SELECT key, value FROM settings ORDER BY key))",
        rc);
    return rc == SQLITE_OK ? stamp : std::string();
}

} // namespace

fs::path backupFolder(const fs::path& deckFile)
{
    return (deckFile.has_parent_path() ? deckFile.parent_path() : fs::path(".")) / "backups";
}

std::vector<core::BackupFile> listBackupFiles(const fs::path& deckFile)
{
    std::vector<core::BackupFile> found;
    std::error_code ec;
    const std::string stem = deckFile.stem().string();
    for (fs::directory_iterator it(backupFolder(deckFile), ec), end; !ec && it != end; it.increment(ec))
        if (it->is_regular_file(ec))
            if (auto backup = parseName(it->path(), stem))
                found.push_back(*backup);
    std::sort(found.begin(), found.end(), [](const core::BackupFile& a, const core::BackupFile& b) {
        if (a.madeAt != b.madeAt)
            return a.madeAt > b.madeAt;
        // Within one second: "…-manual-2.sqlite" came after "…-manual.sqlite".
        const std::string x = a.file.filename().string(), y = b.file.filename().string();
        return x.size() != y.size() ? x.size() > y.size() : x > y;
    });
    return found;
}

core::BackupContents inspectBackup(const fs::path& file)
{
    core::BackupContents contents;
    Connection c;
    if (sqlite3_open_v2(sqliteUri(file, "mode=ro").c_str(), &c.db, SQLITE_OPEN_READONLY | SQLITE_OPEN_URI | SQLITE_OPEN_NOMUTEX,
                        nullptr) != SQLITE_OK) {
        contents.problem = "cannot open it: " + std::string(sqlite3_errmsg(c.db));
        return contents;
    }
    int rc = SQLITE_OK;
    const std::string verdict = singleText(c.db, "PRAGMA integrity_check(5)", rc);
    if (rc != SQLITE_OK || verdict != "ok") {
        contents.problem = "it is damaged (" + (rc != SQLITE_OK ? std::string(sqlite3_errmsg(c.db)) : verdict) + ")";
        return contents;
    }
    contents.schemaVersion = std::atoi(singleText(c.db, "PRAGMA user_version", rc).c_str());
    const std::string cards = singleText(c.db, "SELECT COUNT(*) FROM cards WHERE retired = 0", rc);
    if (rc != SQLITE_OK || contents.schemaVersion < 1) {
        contents.problem = "it is not a NoteDeck deck";
        return contents;
    }
    contents.cards = std::atoi(cards.c_str());
    contents.reviews = std::atoi(singleText(c.db, "SELECT COUNT(*) FROM review_log WHERE kind = 0", rc).c_str());
    const std::string last = singleText(c.db, "SELECT MAX(reviewed_at) FROM review_log", rc);
    if (!last.empty())
        contents.lastReviewAtMs = std::atoll(last.c_str());
    if (contents.schemaVersion > currentSchemaVersion()) {
        contents.problem = "it was made by a newer NoteDeck (schema version " + std::to_string(contents.schemaVersion) + ")";
        return contents;
    }
    contents.ok = true;
    return contents;
}

std::optional<std::size_t> backupToOffer(std::size_t count, const std::function<core::BackupContents(std::size_t)>& contentsOf)
{
    std::optional<std::size_t> holdingNothing;
    for (std::size_t i = 0; i < count; ++i) {
        const core::BackupContents contents = contentsOf(i);
        if (!contents.ok)
            continue;
        if (!contents.holdsNothing())
            return i;
        if (!holdingNothing)
            holdingNothing = i;
    }
    return holdingNothing;
}

std::optional<core::CheckedBackup> latestGoodBackup(const fs::path& deckFile)
{
    const std::vector<core::BackupFile> backups = listBackupFiles(deckFile);
    std::vector<core::BackupContents> checked;
    const auto offered = backupToOffer(backups.size(), [&](std::size_t i) {
        checked.push_back(inspectBackup(backups[i].file));
        return checked.back();
    });
    if (!offered)
        return std::nullopt;
    return core::CheckedBackup{backups[*offered], checked[*offered]};
}

core::Result<bool> holdsNothing(Database& db)
{
    Query st = db.query("SELECT EXISTS (SELECT 1 FROM cards WHERE retired = 0) OR EXISTS (SELECT 1 FROM review_log WHERE kind = 0)");
    if (!st->step())
        return core::fail("cannot read the deck: " + db.error(), db.path().string());
    return st->int32(0) == 0;
}

bool holdsDeckAsItIs(Database& db, const fs::path& backupFile)
{
    Connection backup;
    if (sqlite3_open_v2(sqliteUri(backupFile, "mode=ro").c_str(), &backup.db,
                        SQLITE_OPEN_READONLY | SQLITE_OPEN_URI | SQLITE_OPEN_NOMUTEX, nullptr) != SQLITE_OK)
        return false;
    const std::string stamp = contentStamp(db.handle());
    return !stamp.empty() && stamp == contentStamp(backup.db);
}

core::Result<core::BackupFile> writeBackup(Database& db, const fs::path& deckFile, core::Timestamp now, core::BackupKind kind)
{
    const fs::path folder = backupFolder(deckFile);
    std::error_code ec;
    fs::create_directories(folder, ec);
    if (ec)
        return core::fail("cannot create the backup folder: " + ec.message(), folder.string());
    const fs::path final = freshName(deckFile, now, kind);
    const fs::path partial = withSuffix(final, ".partial");
    if (auto copied = copyDatabase(db.handle(), partial); !copied)
        return core::fail("the backup was not made: " + copied.error().message, final.string());
    fs::rename(partial, final, ec);
    if (ec) {
        fs::remove(partial, ec);
        return core::fail("the backup was not made: cannot rename " + partial.string(), final.string());
    }
    syncPath(folder, true);
    return core::BackupFile{final, now, kind};
}

std::vector<fs::path> pruneDailyBackups(const fs::path& deckFile)
{
    std::set<std::int64_t> days, weeks;
    std::vector<fs::path> deleted;
    for (const core::BackupFile& backup : listBackupFiles(deckFile)) {   // newest first
        if (backup.kind != core::BackupKind::Daily)
            continue;
        const std::int64_t day = backup.madeAt >= 0 ? backup.madeAt / kDay : (backup.madeAt - kDay + 1) / kDay;
        const std::int64_t week = (day + 3 >= 0 ? day + 3 : day - 3) / 7;   // 1970-01-01 was a Thursday
        bool keep = false;
        if (!days.contains(day) && days.size() < 7) {
            days.insert(day);
            keep = true;
        }
        if (!weeks.contains(week) && weeks.size() < 4) {
            weeks.insert(week);
            keep = true;
        }
        std::error_code ec;
        if (!keep && fs::remove(backup.file, ec))
            deleted.push_back(backup.file);
    }
    return deleted;
}

core::Result<core::RestoreOutcome> restoreBackup(const fs::path& deckFile, const fs::path& backupFile, core::Timestamp now)
{
    std::error_code ec;
    core::RestoreOutcome outcome;
    if (fs::exists(deckFile, ec) && fs::equivalent(deckFile, backupFile, ec))
        return core::fail("that is the deck itself, not a backup of it", backupFile.string());
    outcome.restored = inspectBackup(backupFile);
    if (!outcome.restored.ok)
        return core::fail("this backup cannot be restored: " + outcome.restored.problem + "; the deck was not changed",
                          backupFile.string());

    DeckLock::Attempt attempt = DeckLock::acquireExclusive(deckFile);
    if (!attempt.lock)
        return core::fail("cannot restore now: " +
                              (attempt.holderPid ? DeckLock::inUseMessage(*attempt.holderPid) + "; close it, then restore"
                                                 : attempt.problem) +
                              "; the deck was not changed",
                          deckFile.string());

    const bool deckExists = fs::exists(deckFile, ec) || fs::exists(withSuffix(deckFile, "-wal"), ec);
    if (deckExists) {
        fs::create_directories(backupFolder(deckFile), ec);
        outcome.previousDeck = freshName(deckFile, now, core::BackupKind::BeforeRestore);
        if (auto kept = keepCurrentDeck(deckFile, outcome.previousDeck); !kept)
            return core::fail("cannot keep a copy of the current deck, so it was not replaced: " + kept.error().message,
                              deckFile.string());
        syncPath(backupFolder(deckFile), true);
    }

    // The backup goes through SQLite too, so a backup with a WAL of its own arrives whole.
    const fs::path incoming = withSuffix(deckFile, ".restoring");
    {
        Connection source;
        if (sqlite3_open_v2(sqliteUri(backupFile, "mode=ro").c_str(), &source.db,
                            SQLITE_OPEN_READONLY | SQLITE_OPEN_URI | SQLITE_OPEN_NOMUTEX, nullptr) != SQLITE_OK)
            return core::fail("cannot read the backup: " + std::string(sqlite3_errmsg(source.db)), backupFile.string());
        if (auto copied = copyDatabase(source.db, incoming); !copied)
            return core::fail("cannot restore: " + copied.error().message + "; the deck was not changed", deckFile.string());
    }
    // The old WAL must not be replayed onto the restored file. Its content is in the copy above.
    for (const char* suffix : {"-wal", "-shm", "-journal"}) {
        fs::remove(withSuffix(deckFile, suffix), ec);
        if (ec) {
            fs::remove(incoming, ec);
            return core::fail("cannot restore: cannot remove " + withSuffix(deckFile, suffix).string() + ": " + ec.message(),
                              deckFile.string());
        }
    }
    fs::rename(incoming, deckFile, ec);
    if (ec)
        return core::fail("cannot restore: cannot replace the deck file: " + ec.message(), deckFile.string());
    syncPath(deckFile.has_parent_path() ? deckFile.parent_path() : fs::path("."), true);
    return outcome;
}

} // namespace notedeck::storage
