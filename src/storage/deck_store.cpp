#include "storage/deck_store.h"

#include "storage/detail/database.h"
#include "storage/detail/deck_lock.h"

namespace notedeck::storage {

DeckStore::DeckStore(std::unique_ptr<Database> db) : m_db(std::move(db)) {}
DeckStore::~DeckStore() = default;

core::Result<std::unique_ptr<DeckStore>> DeckStore::open(const std::filesystem::path& file, const core::LockWait& wait)
{
    auto db = Database::open(file, OpenMode::ReadWrite, wait);
    if (!db)
        return std::unexpected(db.error());
    return std::unique_ptr<DeckStore>(new DeckStore(std::move(*db)));
}

core::Result<std::unique_ptr<DeckStore>> DeckStore::openReadOnly(const std::filesystem::path& file)
{
    std::error_code ec;
    if (!std::filesystem::exists(file, ec))
        return core::fail("there is no deck here", file.string());
    auto db = Database::open(file, OpenMode::ReadOnly);
    if (!db)
        return std::unexpected(db.error());
    return std::unique_ptr<DeckStore>(new DeckStore(std::move(*db)));
}

const std::filesystem::path& DeckStore::file() const { return m_db->path(); }

std::string DeckStore::readOnlyReason() const { return m_db->readOnly() ? m_db->readOnlyReason() : std::string(); }
std::optional<long> DeckStore::usedBy() const { return m_db->readOnly() ? m_db->usedBy() : std::nullopt; }
std::optional<long> DeckStore::otherHolder(const std::filesystem::path& file) { return DeckLock::otherHolder(file); }

Transaction DeckStore::transaction() { return Transaction(*m_db); }

CardStore DeckStore::cards() { return CardStore(*m_db); }
ReviewLog DeckStore::reviewLog() { return ReviewLog(*m_db); }
SettingsStore DeckStore::settings() { return SettingsStore(*m_db); }
PresetStore DeckStore::presets() { return PresetStore(*m_db); }
ImportStore DeckStore::imports() { return ImportStore(*m_db); }
DrillStore DeckStore::drills() { return DrillStore(*m_db); }
StatsQueries DeckStore::stats() { return StatsQueries(*m_db); }
SearchIndex DeckStore::search() { return SearchIndex(*m_db); }
QueueQueries DeckStore::queue() { return QueueQueries(*m_db); }
DeckBackups DeckStore::backups() { return DeckBackups(*m_db); }
JournalStore DeckStore::journal() { return JournalStore(*m_db); }

core::Result<void> DeckStore::setAutoCheckpoint(bool on)
{
    // 1000 pages is SQLite's default.
    if (!m_db->exec(on ? "PRAGMA wal_autocheckpoint=1000" : "PRAGMA wal_autocheckpoint=0"))
        return core::fail("deck error: " + m_db->error(), file().string());
    return {};
}

core::Result<bool> DeckStore::autoCheckpoint()
{
    Query st = m_db->query("PRAGMA wal_autocheckpoint");
    const bool on = st->step() && st->int64(0) > 0;
    if (auto ok = statementOk(*st, *m_db); !ok)
        return std::unexpected(ok.error());
    return on;
}

core::Result<void> DeckStore::setCacheMegabytes(int megabytes)
{
    if (!m_db->exec("PRAGMA cache_size=-" + std::to_string(megabytes * 1024)))
        return core::fail("deck error: " + m_db->error(), file().string());
    return {};
}

core::Result<void> DeckStore::checkpoint()
{
    if (!m_db->exec("PRAGMA wal_checkpoint(PASSIVE)"))
        return core::fail("deck error: " + m_db->error(), file().string());
    return {};
}

} // namespace notedeck::storage
