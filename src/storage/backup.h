#pragma once
// The backup files of a deck: copies made with SQLite's online backup API (DeckBackups::write)
// into the `backups/` folder next to the deck file, each checked with PRAGMA integrity_check
// before it counts; listing and checking them, their rotation (the last 7 daily and 4 weekly
// automatic ones), and restoring one, which first keeps a copy of the current deck. File names say
// the deck, the moment (UTC) and the kind:
//   backups/deck-20261129-080000-daily.sqlite
// Plain functions over files, needing no open deck; used from one thread at a time per deck.
#include "core/backup_info.h"
#include "core/result.h"
#include "core/types.h"

#include <cstdint>
#include <filesystem>
#include <functional>
#include <optional>
#include <string>
#include <vector>

namespace notedeck::storage {

std::filesystem::path backupFolder(const std::filesystem::path& deckFile);

// The backups of `deckFile` in its backup folder, newest first. Files of other decks and files
// that do not follow the naming are left out.
std::vector<core::BackupFile> listBackupFiles(const std::filesystem::path& deckFile);

// Opens `file` read-only and runs the full integrity check; counts cards and reviews.
core::BackupContents inspectBackup(const std::filesystem::path& file);

// Which of `count` backups (newest first) to offer for restoring: the newest whole one, but never
// one that holds nothing while an older whole one holds cards or answers. `contentsOf(i)` is asked
// newest first, and only as far as needed (each is an integrity check of a whole file).
std::optional<std::size_t> backupToOffer(std::size_t count, const std::function<core::BackupContents(std::size_t)>& contentsOf);

// The backup of `deckFile` that backupToOffer picks, checked; nothing when no backup is whole.
std::optional<core::CheckedBackup> latestGoodBackup(const std::filesystem::path& deckFile);

// Deletes the daily backups that fall out of the rotation: kept are the newest of each of the 7
// most recent days and of each of the 4 most recent weeks (Monday to Sunday, UTC) that have one.
// Returns the files deleted.
std::vector<std::filesystem::path> pruneDailyBackups(const std::filesystem::path& deckFile);

// Replaces `deckFile` with `backupFile`: checks the backup first, keeps a copy of the current
// deck file (even a damaged one, byte for byte) in the backup folder, and only then replaces the
// deck. Nothing is replaced when any step before fails. No NoteDeck (this process included) may
// have the deck open.
core::Result<core::RestoreOutcome> restoreBackup(const std::filesystem::path& deckFile,
                                                 const std::filesystem::path& backupFile, core::Timestamp now);

} // namespace notedeck::storage
