#include "storage/settings_store.h"

#include "storage/detail/database.h"

namespace notedeck::storage {

core::Result<std::optional<std::string>> SettingsStore::get(const std::string& key)
{
    Query st = m_db.query("SELECT value FROM settings WHERE key = ?1");
    st->bind(1, key);
    std::optional<std::string> value;
    if (st->step())
        value = st->text(0);
    if (auto ok = statementOk(*st, m_db); !ok)
        return std::unexpected(ok.error());
    return value;
}

core::Result<void> SettingsStore::set(const std::string& key, const std::string& value)
{
    Query st = m_db.query("INSERT INTO settings (key, value) VALUES (?1, ?2) "
                          "ON CONFLICT(key) DO UPDATE SET value = excluded.value");
    if (!st->bind(1, key).bind(2, value).run())
        return statementOk(*st, m_db);
    return {};
}

} // namespace notedeck::storage
