#include "storage/deck_backups.h"

#include "storage/backup.h"
#include "storage/detail/backup_copy.h"
#include "storage/detail/database.h"

#include <sqlite3.h>

namespace notedeck::storage {

namespace fs = std::filesystem;

namespace {

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

core::Result<bool> DeckBackups::holdsNothing()
{
    Query st = m_db.query("SELECT EXISTS (SELECT 1 FROM cards WHERE retired = 0) OR EXISTS (SELECT 1 FROM review_log WHERE kind = 0)");
    if (!st->step())
        return core::fail("cannot read the deck: " + m_db.error(), m_db.path().string());
    return st->int32(0) == 0;
}

bool DeckBackups::holdsDeckAsItIs(const fs::path& backupFile)
{
    Connection backup;
    if (sqlite3_open_v2(sqliteUri(backupFile, "mode=ro").c_str(), &backup.db,
                        SQLITE_OPEN_READONLY | SQLITE_OPEN_URI | SQLITE_OPEN_NOMUTEX, nullptr) != SQLITE_OK)
        return false;
    const std::string stamp = contentStamp(m_db.handle());
    return !stamp.empty() && stamp == contentStamp(backup.db);
}

core::Result<core::BackupFile> DeckBackups::write(core::Timestamp now, core::BackupKind kind)
{
    const fs::path& deckFile = m_db.path();
    const fs::path folder = backupFolder(deckFile);
    std::error_code ec;
    fs::create_directories(folder, ec);
    if (ec)
        return core::fail("cannot create the backup folder: " + ec.message(), folder.string());
    const fs::path final = freshName(deckFile, now, kind);
    const fs::path partial = withSuffix(final, ".partial");
    if (auto copied = copyDatabase(m_db.handle(), partial); !copied)
        return core::fail("the backup was not made: " + copied.error().message, final.string());
    fs::rename(partial, final, ec);
    if (ec) {
        fs::remove(partial, ec);
        return core::fail("the backup was not made: cannot rename " + partial.string(), final.string());
    }
    syncPath(folder, true);
    return core::BackupFile{final, now, kind};
}

} // namespace notedeck::storage
