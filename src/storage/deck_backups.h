#pragma once
// Backups of the open deck: copying it into a new, checked file in the backup folder, and telling
// whether a backup is needed at all (the deck holds nothing, or the latest backup holds it as it
// is). The backup files themselves (listing, checking, rotating, restoring) are in backup.h.
//
// Made by DeckStore::backups(); holds the DeckStore's connection (owns nothing), so it is used on
// that DeckStore's thread and must not outlive it.
#include "core/backup_info.h"
#include "core/result.h"

#include <filesystem>

namespace notedeck::storage {

class Database;

class DeckBackups {
public:
    explicit DeckBackups(Database& db) : m_db(db) {}

    // Whether the deck has no card and no answer yet (nothing a backup would keep).
    core::Result<bool> holdsNothing();
    // Whether `backupFile` holds the deck as it is now: the same answers, cards and their
    // schedules, settings, imports and drills (compared by counts, newest ids and sums, not byte
    // for byte). False when the backup cannot be read or has another schema.
    bool holdsDeckAsItIs(const std::filesystem::path& backupFile);
    // Copies the deck into a new backup (written as *.partial, checked, synced, then renamed).
    core::Result<core::BackupFile> write(core::Timestamp now, core::BackupKind kind);

private:
    Database& m_db;
};

} // namespace notedeck::storage
