#include "service/backups.h"

#include "storage/deck_store.h"

namespace notedeck::service {

namespace {
std::int64_t utcDay(core::Timestamp t) { return t >= 0 ? t / 86400 : (t - 86399) / 86400; }
} // namespace

core::Result<std::optional<storage::BackupFile>> autoBackup(storage::DeckStore& deck, core::Timestamp now)
{
    if (!deck.readOnlyReason().empty())
        return std::optional<storage::BackupFile>();
    for (const storage::BackupFile& backup : storage::listBackupFiles(deck.file())) {
        if (backup.kind != storage::BackupKind::Daily)
            continue;
        if (utcDay(backup.madeAt) >= utcDay(now))
            return std::optional<storage::BackupFile>();
        break;   // newest first: the rest are older
    }
    auto made = storage::writeBackup(deck.database(), deck.file(), now, storage::BackupKind::Daily);
    if (!made)
        return std::unexpected(made.error());
    storage::pruneDailyBackups(deck.file());
    return std::optional<storage::BackupFile>(*made);
}

core::Result<storage::BackupFile> backupNow(storage::DeckStore& deck, core::Timestamp now)
{
    return storage::writeBackup(deck.database(), deck.file(), now, storage::BackupKind::Manual);
}

std::vector<BackupEntry> listBackups(const std::filesystem::path& deckFile)
{
    std::vector<BackupEntry> entries;
    for (const storage::BackupFile& backup : storage::listBackupFiles(deckFile)) {
        BackupEntry entry;
        entry.backup = backup;
        std::error_code ec;
        entry.bytes = std::filesystem::file_size(backup.file, ec);
        entry.contents = storage::inspectBackup(backup.file);
        entries.push_back(std::move(entry));
    }
    return entries;
}

core::Result<storage::RestoreOutcome> restoreBackup(const std::filesystem::path& deckFile,
                                                    const std::filesystem::path& backupFile, core::Timestamp now)
{
    return storage::restoreBackup(deckFile, backupFile, now);
}

} // namespace notedeck::service
