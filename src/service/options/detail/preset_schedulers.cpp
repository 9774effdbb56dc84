#include "service/options/detail/preset_schedulers.h"

#include "service/deck/detail/deck_internals.h"
#include "storage/deck_store.h"

#include <algorithm>

namespace notedeck::service {

core::Result<PresetSchedulers> PresetSchedulers::load(storage::DeckStore& store,
                                                      std::shared_ptr<const core::TimeZone> zone)
{
    auto deckWide = readDeckWideSettings(store);
    if (!deckWide)
        return std::unexpected(deckWide.error());
    auto stored = store.presets().all();
    if (!stored)
        return std::unexpected(stored.error());
    if (stored->empty() || stored->front().id != core::kDefaultPresetId)
        return core::fail("the deck's default preset is missing; reset the options in Settings", store.file().string());
    PresetSchedulers out;
    for (const core::StoredPreset& preset : *stored) {
        auto settings = readPresetSettings(store, preset, *deckWide);
        if (!settings)
            return std::unexpected(settings.error());
        auto made = scheduler::Scheduler::create(*settings, zone);
        if (!made)
            return std::unexpected(made.error());
        out.m_presets.push_back({preset.id, preset.name, std::move(*made)});
    }
    auto assignments = store.presets().assignments();
    if (!assignments)
        return std::unexpected(assignments.error());
    out.m_assignments = std::move(*assignments);
    return out;
}

PresetSchedulers PresetSchedulers::only(scheduler::Scheduler deckWide)
{
    PresetSchedulers out;
    out.m_presets.push_back({core::kDefaultPresetId, "Default", std::move(deckWide)});
    return out;
}

const scheduler::Scheduler& PresetSchedulers::ofPreset(core::PresetId id) const
{
    for (const Preset& preset : m_presets) {
        if (preset.id == id)
            return preset.scheduler;
    }
    return deckWide();
}

core::PresetId PresetSchedulers::presetOf(const core::DeckPath& path) const
{
    core::PresetId found = core::kDefaultPresetId;
    std::size_t depth = 0;
    for (const core::PresetAssignment& a : m_assignments) {
        const std::size_t d = a.node.components().size();
        if (d > depth && path.startsWith(a.node)) {
            found = a.preset;
            depth = d;
        }
    }
    return found;
}

bool PresetSchedulers::anyAssigned() const
{
    return std::any_of(m_assignments.begin(), m_assignments.end(),
                       [](const core::PresetAssignment& a) { return a.preset != core::kDefaultPresetId; });
}

} // namespace notedeck::service
