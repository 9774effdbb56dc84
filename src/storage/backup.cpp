#include "storage/backup.h"

#include "storage/detail/backup_copy.h"
#include "storage/detail/database.h"
#include "storage/detail/deck_lock.h"
#include "storage/detail/migrations.h"

#include <algorithm>
#include <chrono>
#include <set>

#include <sqlite3.h>

namespace notedeck::storage {

namespace fs = std::filesystem;

namespace {

constexpr std::int64_t kDay = 86400;

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

// A byte-for-byte copy, for a deck file SQLite cannot read.
core::Result<void> copyBytes(const fs::path& from, const fs::path& to)
{
    std::error_code ec;
    fs::copy_file(from, to, fs::copy_options::overwrite_existing, ec);
    if (ec || fs::file_size(from, ec) != fs::file_size(to, ec) || !syncPath(to, false))
        return core::fail("cannot copy " + from.string() + (ec ? ": " + ec.message() : std::string()), to.string());
    return {};
}

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
