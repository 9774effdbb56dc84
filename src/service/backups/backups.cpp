#include "service/backups/backups.h"

#include "service/deck/detail/deck_internals.h"
#include "storage/backup.h"
#include "storage/deck_store.h"

namespace notedeck::service {

namespace {
std::int64_t utcDay(core::Timestamp t) { return t >= 0 ? t / 86400 : (t - 86399) / 86400; }
} // namespace

namespace {

using MaybeBackup = core::Result<std::optional<core::BackupFile>>;

MaybeBackup dailyBackup(Deck& deck, core::Timestamp now)
{
    auto made = storeOf(deck).backups().write(now, core::BackupKind::Daily);
    if (!made)
        return std::unexpected(made.error());
    storage::pruneDailyBackups(deck.file());
    return std::optional<core::BackupFile>(*made);
}

// Why no automatic backup is made now: read-only, or nothing in the deck worth keeping.
core::Result<bool> nothingToBackUp(Deck& deck)
{
    if (!deck.readOnlyReason().empty())
        return true;
    return storeOf(deck).backups().holdsNothing();
}

bool madeToday(const std::vector<core::BackupFile>& backups, core::Timestamp now)
{
    for (const core::BackupFile& backup : backups)   // newest first
        if (backup.kind == core::BackupKind::Daily)
            return utcDay(backup.madeAt) >= utcDay(now);
    return false;
}

} // namespace

MaybeBackup autoBackup(Deck& deck, core::Timestamp now)
{
    auto skip = nothingToBackUp(deck);
    if (!skip)
        return std::unexpected(skip.error());
    if (*skip || madeToday(storage::listBackupFiles(deck.file()), now))
        return std::optional<core::BackupFile>();
    return dailyBackup(deck, now);
}

MaybeBackup closingBackup(Deck& deck, core::Timestamp now)
{
    auto skip = nothingToBackUp(deck);
    if (!skip)
        return std::unexpected(skip.error());
    const std::vector<core::BackupFile> backups = storage::listBackupFiles(deck.file());
    if (*skip || (madeToday(backups, now) && storeOf(deck).backups().holdsDeckAsItIs(backups.front().file)))
        return std::optional<core::BackupFile>();
    return dailyBackup(deck, now);
}

core::Result<core::BackupFile> backupNow(Deck& deck, core::Timestamp now)
{
    return storeOf(deck).backups().write(now, core::BackupKind::Manual);
}

std::vector<BackupEntry> listBackups(const std::filesystem::path& deckFile)
{
    std::vector<BackupEntry> entries;
    for (const core::BackupFile& backup : storage::listBackupFiles(deckFile)) {
        BackupEntry entry;
        entry.backup = backup;
        std::error_code ec;
        entry.bytes = std::filesystem::file_size(backup.file, ec);
        entry.contents = storage::inspectBackup(backup.file);
        entries.push_back(std::move(entry));
    }
    return entries;
}

std::optional<std::size_t> backupToOffer(const std::vector<BackupEntry>& backups)
{
    return storage::backupToOffer(backups.size(), [&](std::size_t i) { return backups[i].contents; });
}

std::filesystem::path backupFolder(const std::filesystem::path& deckFile) { return storage::backupFolder(deckFile); }

core::Result<core::RestoreOutcome> restoreBackup(const std::filesystem::path& deckFile,
                                                 const std::filesystem::path& backupFile, core::Timestamp now)
{
    return storage::restoreBackup(deckFile, backupFile, now);
}

} // namespace notedeck::service
