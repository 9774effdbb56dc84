#include "storage/detail/backup_copy.h"

#include "storage/backup.h"
#include "storage/detail/database.h"

#include <chrono>
#include <cstdio>
#include <thread>

#include <fcntl.h>
#include <sqlite3.h>
#include <unistd.h>

namespace notedeck::storage {

namespace fs = std::filesystem;

namespace {

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

} // namespace

Connection::~Connection() { sqlite3_close(db); }

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

fs::path freshName(const fs::path& deckFile, core::Timestamp now, core::BackupKind kind)
{
    const std::string base = deckFile.stem().string() + "-" + stampOf(now) + "-" + core::toString(kind);
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

} // namespace notedeck::storage
