#pragma once
// Presets: named sets of study options (core::SchedulerSettings: limits, steps, desired
// retention, maximum interval, leech threshold, FSRS parameters, …) given to nodes of the chapter
// tree. A node's subtree inherits its preset unless a deeper node has its own; the deck's default
// preset (id 1, the options Settings has always shown) covers everything else, and its daily
// limits are also the whole deck's. The study day, the new cards' order and learn-ahead are
// deck-wide and not part of a preset. Each change runs in one transaction and rebuilds the Deck's
// schedulers.
#include "core/deck_path.h"
#include "core/preset_rows.h"
#include "core/result.h"
#include "core/scheduler_settings.h"
#include "service/deck/deck.h"

#include <string>
#include <vector>

namespace notedeck::service {

struct Preset {
    core::PresetId id = 0;
    std::string name;
    core::SchedulerSettings options;   // with the deck-wide options filled in
    bool isDefault() const { return id == core::kDefaultPresetId; }
};

// A preset with the chapters given it and how many active cards it covers.
struct PresetUse {
    Preset preset;
    std::vector<core::DeckPath> nodes;
    long long cards = 0;
};

core::Result<std::vector<Preset>> listPresets(Deck& deck);
core::Result<std::vector<PresetUse>> presetUses(Deck& deck);
// The preset named `name`; an error naming the presets there are when there is none.
core::Result<Preset> findPreset(Deck& deck, const std::string& name);
// The preset the cards of deck node `node` are scheduled by.
core::Result<Preset> presetOfNode(Deck& deck, const core::DeckPath& node);

// Stores `options` as the preset `name`'s, creating it when there is none (the deck-wide options
// in `options` are ignored). Returns its id.
core::Result<core::PresetId> savePreset(Deck& deck, const std::string& name, const core::SchedulerSettings& options);
core::Result<void> renamePreset(Deck& deck, core::PresetId id, const std::string& name);
// Removes a preset (not the default); its chapters fall back to what is above them.
core::Result<void> deletePreset(Deck& deck, core::PresetId id);
// Gives deck node `node` (which must be in the tree) the preset, or takes its own away.
core::Result<void> assignPreset(Deck& deck, core::PresetId id, const core::DeckPath& node);
core::Result<void> unassignPreset(Deck& deck, const core::DeckPath& node);
// Every node of the chapter tree, in path order: what a preset can be given to.
core::Result<std::vector<core::DeckPath>> chapterNodes(Deck& deck);

} // namespace notedeck::service
