#pragma once
// Backups of the deck, for the app and the command line: the automatic daily backup (the app
// calls autoBackup when it opens the deck and after an import, closingBackup when it closes it), a
// backup on demand, the list the Restore dialog shows, the one to offer, and restoring one. See storage/backup.h for where they live and how they
// rotate. Runs on the calling thread; a backup of a large deck takes a fraction of a second.
#include "core/backup_info.h"
#include "core/result.h"
#include "core/types.h"
#include "service/deck/deck.h"

#include <cstddef>
#include <cstdint>
#include <filesystem>
#include <optional>
#include <vector>

namespace notedeck::service {

// Makes today's automatic backup unless one was made today already (UTC day of `now`), then
// deletes the automatic backups that fall out of the rotation (the last 7 daily, 4 weekly).
// Returns the backup made, or nothing when none was due, the deck holds nothing yet (no card, no
// answer: a first start before its import, whose backup would be worthless) or it is read-only
// (the NoteDeck that writes the deck makes its backups).
core::Result<std::optional<core::BackupFile>> autoBackup(Deck& deck, core::Timestamp now);

// As autoBackup, and when today's was made already, one more when the newest backup no longer
// holds the deck as it is (answers given, cards imported or changed since): what the app calls
// when it closes the deck, so that the day's last backup holds the day's work.
core::Result<std::optional<core::BackupFile>> closingBackup(Deck& deck, core::Timestamp now);

// A backup now, whatever was made before; kept until deleted by hand.
core::Result<core::BackupFile> backupNow(Deck& deck, core::Timestamp now);

struct BackupEntry {
    core::BackupFile backup;         // file, moment made, kind
    std::uintmax_t bytes = 0;
    core::BackupContents contents;   // ok, problem, card and review counts
};

// Every backup of `deckFile`, newest first, each opened read-only and checked. Works while the
// deck itself cannot be opened (that is when it is needed most).
std::vector<BackupEntry> listBackups(const std::filesystem::path& deckFile);
// The folder the backups of `deckFile` are in.
std::filesystem::path backupFolder(const std::filesystem::path& deckFile);

// The backup to offer for restoring (an index into `backups`, newest first): the newest whole one,
// passing over one that holds nothing while an older one holds cards or answers. Nothing when
// no backup is whole. The damaged-deck dialog, the Restore dialog and the command line's
// damaged-deck message (storage::latestGoodBackup) choose alike.
std::optional<std::size_t> backupToOffer(const std::vector<BackupEntry>& backups);

// Replaces the deck with `backupFile` after checking it, keeping the current deck as a
// "before-restore" backup first. The deck must not be open in this process: close the Deck,
// restore, open it again (which upgrades an older backup's schema).
core::Result<core::RestoreOutcome> restoreBackup(const std::filesystem::path& deckFile,
                                                 const std::filesystem::path& backupFile, core::Timestamp now);

} // namespace notedeck::service
