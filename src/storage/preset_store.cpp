#include "storage/preset_store.h"

#include "storage/detail/database.h"

namespace notedeck::storage {

namespace {
core::StoredPreset presetAt(Statement& st)
{
    return {st.int64(0), st.text(1), st.text(2)};
}

core::Result<void> runChecked(Query& st, Database& db)
{
    if (!st->run())
        return statementOk(*st, db);
    return {};
}
core::Result<std::optional<core::StoredPreset>> firstPreset(Query& st, Database& db)
{
    std::optional<core::StoredPreset> found;
    if (st->step())
        found = presetAt(*st);
    if (auto ok = statementOk(*st, db); !ok)
        return std::unexpected(ok.error());
    return found;
}
} // namespace

core::Result<std::vector<core::StoredPreset>> PresetStore::all()
{
    Query st = m_db.query("SELECT id, name, options FROM presets ORDER BY id");
    std::vector<core::StoredPreset> presets;
    while (st->step())
        presets.push_back(presetAt(*st));
    if (auto ok = statementOk(*st, m_db); !ok)
        return std::unexpected(ok.error());
    return presets;
}

core::Result<std::optional<core::StoredPreset>> PresetStore::find(core::PresetId id)
{
    Query st = m_db.query("SELECT id, name, options FROM presets WHERE id = ?1");
    st->bind(1, id);
    return firstPreset(st, m_db);
}

core::Result<std::optional<core::StoredPreset>> PresetStore::findByName(const std::string& name)
{
    Query st = m_db.query("SELECT id, name, options FROM presets WHERE name = ?1");
    st->bind(1, name);
    return firstPreset(st, m_db);
}

core::Result<core::PresetId> PresetStore::create(const std::string& name, const std::string& options)
{
    Query st = m_db.query("INSERT INTO presets (name, options) VALUES (?1, ?2)");
    st->bind(1, name).bind(2, options);
    if (auto done = runChecked(st, m_db); !done)
        return std::unexpected(done.error());
    return m_db.lastInsertId();
}

core::Result<void> PresetStore::setOptions(core::PresetId id, const std::string& options)
{
    Query st = m_db.query("UPDATE presets SET options = ?2 WHERE id = ?1");
    st->bind(1, id).bind(2, options);
    return runChecked(st, m_db);
}

core::Result<void> PresetStore::rename(core::PresetId id, const std::string& name)
{
    Query st = m_db.query("UPDATE presets SET name = ?2 WHERE id = ?1");
    st->bind(1, id).bind(2, name);
    return runChecked(st, m_db);
}

core::Result<void> PresetStore::remove(core::PresetId id)
{
    // Foreign keys are on: the preset's assignments go with it (ON DELETE CASCADE).
    Query st = m_db.query("DELETE FROM presets WHERE id = ?1");
    st->bind(1, id);
    return runChecked(st, m_db);
}

core::Result<std::vector<core::PresetAssignment>> PresetStore::assignments()
{
    Query st = m_db.query("SELECT path_key, preset_id FROM deck_presets ORDER BY path_key");
    std::vector<core::PresetAssignment> out;
    while (st->step())
        out.push_back({core::DeckPath::fromKey(st->text(0)), st->int64(1)});
    if (auto ok = statementOk(*st, m_db); !ok)
        return std::unexpected(ok.error());
    return out;
}

core::Result<void> PresetStore::assign(const core::DeckPath& node, core::PresetId id)
{
    Query st = m_db.query("INSERT INTO deck_presets (path_key, preset_id) VALUES (?1, ?2) "
                          "ON CONFLICT(path_key) DO UPDATE SET preset_id = excluded.preset_id");
    st->bind(1, node.key()).bind(2, id);
    return runChecked(st, m_db);
}

core::Result<void> PresetStore::unassign(const core::DeckPath& node)
{
    Query st = m_db.query("DELETE FROM deck_presets WHERE path_key = ?1");
    st->bind(1, node.key());
    return runChecked(st, m_db);
}

core::Result<std::vector<core::DeckNode>> PresetStore::deckNodes()
{
    Query st = m_db.query("SELECT id, path_key FROM decks ORDER BY path_key");
    std::vector<core::DeckNode> nodes;
    while (st->step())
        nodes.push_back({st->int64(0), core::DeckPath::fromKey(st->text(1))});
    if (auto ok = statementOk(*st, m_db); !ok)
        return std::unexpected(ok.error());
    return nodes;
}

} // namespace notedeck::storage
