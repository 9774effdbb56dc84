#include "service/options/presets.h"

#include "service/deck/detail/deck_internals.h"
#include "storage/deck_store.h"

#include <algorithm>

namespace notedeck::service {

namespace {

constexpr std::size_t kMaxNameBytes = 100;

core::Result<std::string> checkedName(const std::string& name)
{
    const auto first = name.find_first_not_of(" \t");
    if (first == std::string::npos)
        return core::fail("a preset needs a name");
    const std::string trimmed = name.substr(first, name.find_last_not_of(" \t") - first + 1);
    if (trimmed.size() > kMaxNameBytes)
        return core::fail("a preset's name can be at most " + std::to_string(kMaxNameBytes) + " bytes long");
    return trimmed;
}

core::Result<Preset> presetFrom(storage::DeckStore& store, const core::StoredPreset& stored)
{
    auto deckWide = readDeckWideSettings(store);
    if (!deckWide)
        return std::unexpected(deckWide.error());
    auto options = readPresetSettings(store, stored, *deckWide);
    if (!options)
        return std::unexpected(options.error());
    return Preset{stored.id, stored.name, std::move(*options)};
}

// Runs a change of presets in one transaction that rebuilds the Deck's schedulers.
template <typename Work>
core::Result<void> changePresets(Deck& deck, Work&& work)
{
    return transactVoid(deck, [&](Deck& d) -> core::Result<void> {
        d.changes().settings = true;
        return work(storeOf(d));
    });
}

core::Result<void> checkPresetExists(storage::DeckStore& store, core::PresetId id)
{
    auto found = store.presets().find(id);
    if (!found)
        return std::unexpected(found.error());
    if (!*found)
        return core::fail("there is no preset " + std::to_string(id) + " in the deck");
    return {};
}

} // namespace

core::Result<std::vector<Preset>> listPresets(Deck& deck)
{
    auto stored = storeOf(deck).presets().all();
    if (!stored)
        return std::unexpected(stored.error());
    std::vector<Preset> presets;
    for (const core::StoredPreset& s : *stored) {
        auto preset = presetFrom(storeOf(deck), s);
        if (!preset)
            return std::unexpected(preset.error());
        presets.push_back(std::move(*preset));
    }
    return presets;
}

core::Result<std::vector<PresetUse>> presetUses(Deck& deck)
{
    auto presets = listPresets(deck);
    if (!presets)
        return std::unexpected(presets.error());
    std::vector<PresetUse> uses;
    for (Preset& p : *presets)
        uses.push_back({std::move(p), {}, 0});
    const auto useOf = [&uses](core::PresetId id) -> PresetUse& {
        auto it = std::find_if(uses.begin(), uses.end(), [id](const PresetUse& u) { return u.preset.id == id; });
        return it == uses.end() ? uses.front() : *it;
    };
    for (const core::PresetAssignment& a : presetsOf(deck).assignments())
        useOf(a.preset).nodes.push_back(a.node);
    auto counts = storeOf(deck).cards().deckCounts();
    if (!counts)
        return std::unexpected(counts.error());
    for (const core::DeckCounts& c : *counts)
        useOf(presetsOf(deck).presetOf(c.deck)).cards += c.total;
    return uses;
}

core::Result<Preset> findPreset(Deck& deck, const std::string& name)
{
    auto found = storeOf(deck).presets().findByName(name);
    if (!found)
        return std::unexpected(found.error());
    if (*found)
        return presetFrom(storeOf(deck), **found);
    auto all = storeOf(deck).presets().all();
    if (!all)
        return std::unexpected(all.error());
    std::string names;
    for (const core::StoredPreset& p : *all)
        names += (names.empty() ? "" : ", ") + p.name;
    return core::fail("there is no preset \"" + name + "\"; the deck's presets are: " + names);
}

core::Result<Preset> presetOfNode(Deck& deck, const core::DeckPath& node)
{
    auto stored = storeOf(deck).presets().find(presetsOf(deck).presetOf(node));
    if (!stored)
        return std::unexpected(stored.error());
    if (!*stored)
        return core::fail("the deck's default preset is missing; reset the options in Settings");
    return presetFrom(storeOf(deck), **stored);
}

core::Result<core::PresetId> savePreset(Deck& deck, const std::string& name, const core::SchedulerSettings& options)
{
    auto checked = checkedName(name);
    if (!checked)
        return std::unexpected(checked.error());
    core::PresetId id = 0;
    auto done = changePresets(deck, [&](storage::DeckStore& store) -> core::Result<void> {
        auto found = store.presets().findByName(*checked);
        if (!found)
            return std::unexpected(found.error());
        if (*found) {
            id = (*found)->id;
        } else {
            auto created = store.presets().create(*checked, presetOptionsJson(options));
            if (!created)
                return std::unexpected(created.error());
            id = *created;
        }
        return writePresetSettings(store, id, options);
    });
    if (!done)
        return std::unexpected(done.error());
    return id;
}

core::Result<void> renamePreset(Deck& deck, core::PresetId id, const std::string& name)
{
    auto checked = checkedName(name);
    if (!checked)
        return std::unexpected(checked.error());
    return changePresets(deck, [&](storage::DeckStore& store) -> core::Result<void> {
        if (auto exists = checkPresetExists(store, id); !exists)
            return exists;
        auto taken = store.presets().findByName(*checked);
        if (!taken)
            return std::unexpected(taken.error());
        if (*taken && (*taken)->id != id)
            return core::fail("there is already a preset named \"" + *checked + "\"");
        return store.presets().rename(id, *checked);
    });
}

core::Result<void> deletePreset(Deck& deck, core::PresetId id)
{
    if (id == core::kDefaultPresetId)
        return core::fail("the deck's default preset cannot be deleted");
    return changePresets(deck, [&](storage::DeckStore& store) -> core::Result<void> {
        if (auto exists = checkPresetExists(store, id); !exists)
            return exists;
        return store.presets().remove(id);
    });
}

core::Result<void> assignPreset(Deck& deck, core::PresetId id, const core::DeckPath& node)
{
    if (node.empty())
        return core::fail("give the default preset's options to the whole deck instead of assigning it a preset");
    return changePresets(deck, [&](storage::DeckStore& store) -> core::Result<void> {
        if (auto exists = checkPresetExists(store, id); !exists)
            return exists;
        auto nodes = store.presets().deckNodes();
        if (!nodes)
            return std::unexpected(nodes.error());
        if (std::none_of(nodes->begin(), nodes->end(), [&](const core::DeckNode& n) { return n.path == node; }))
            return core::fail("there is no chapter \"" + node.display() + "\" in the deck");
        return store.presets().assign(node, id);
    });
}

core::Result<void> unassignPreset(Deck& deck, const core::DeckPath& node)
{
    return changePresets(deck, [&](storage::DeckStore& store) { return store.presets().unassign(node); });
}

core::Result<std::vector<core::DeckPath>> chapterNodes(Deck& deck)
{
    auto nodes = storeOf(deck).presets().deckNodes();
    if (!nodes)
        return std::unexpected(nodes.error());
    std::vector<core::DeckPath> paths;
    paths.reserve(nodes->size());
    for (core::DeckNode& node : *nodes)
        paths.push_back(std::move(node.path));
    return paths;
}

} // namespace notedeck::service
