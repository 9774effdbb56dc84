#pragma once
// Presets (named sets of study options, kept as JSON text whose meaning belongs to the service)
// and the deck-tree nodes they are given to (schema step 7). Preset 1 is the deck's default.
//
// Made by DeckStore::presets(); holds the DeckStore's connection (owns nothing), so it is used on
// that DeckStore's thread and must not outlive it.
#include "core/deck_path.h"
#include "core/preset_rows.h"
#include "core/result.h"

#include <optional>
#include <string>
#include <vector>

namespace notedeck::storage {

class Database;

class PresetStore {
public:
    explicit PresetStore(Database& db) : m_db(db) {}

    // Every preset, by id (the default first).
    core::Result<std::vector<core::StoredPreset>> all();
    core::Result<std::optional<core::StoredPreset>> find(core::PresetId id);
    core::Result<std::optional<core::StoredPreset>> findByName(const std::string& name);
    core::Result<core::PresetId> create(const std::string& name, const std::string& options);
    core::Result<void> setOptions(core::PresetId id, const std::string& options);
    core::Result<void> rename(core::PresetId id, const std::string& name);
    // Removes a preset and its assignments (their nodes fall back to what is above them).
    core::Result<void> remove(core::PresetId id);

    // Every assignment, by node path key.
    core::Result<std::vector<core::PresetAssignment>> assignments();
    // Gives `node` the preset (replacing the one it had), or takes its own preset away.
    core::Result<void> assign(const core::DeckPath& node, core::PresetId id);
    core::Result<void> unassign(const core::DeckPath& node);

    // Every node of the deck tree with its row id (what the queue reads cards by).
    core::Result<std::vector<core::DeckNode>> deckNodes();

private:
    Database& m_db;
};

} // namespace notedeck::storage
