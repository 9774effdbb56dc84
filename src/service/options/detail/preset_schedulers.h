#pragma once
// The schedulers of a deck's presets and which node of the deck tree has which preset: what a
// Deck holds to schedule each card by its own preset. A card's preset is the one of the deepest
// node on its path (itself or an ancestor) that was given one, else the deck's default preset,
// whose scheduler is also the deck-wide one (the study day, the whole deck's daily limits).
//
// A plain value, built from the deck on the Deck's thread (Deck::open, after settings change).
#include "core/deck_path.h"
#include "core/preset_rows.h"
#include "core/result.h"
#include "scheduler/scheduler.h"

#include <memory>
#include <string>
#include <vector>

namespace notedeck::storage {
class DeckStore;
}

namespace notedeck::service {

class PresetSchedulers {
public:
    struct Preset {
        core::PresetId id = 0;
        std::string name;
        scheduler::Scheduler scheduler;
    };

    // Every preset of the deck and its assignments; fails when one's options cannot be read.
    static core::Result<PresetSchedulers> load(storage::DeckStore& store, std::shared_ptr<const core::TimeZone> zone);
    // Only a default preset, with these options (a deck whose options cannot be read).
    static PresetSchedulers only(scheduler::Scheduler deckWide);

    const scheduler::Scheduler& deckWide() const { return m_presets.front().scheduler; }
    const scheduler::Scheduler& ofPreset(core::PresetId id) const;
    core::PresetId presetOf(const core::DeckPath& path) const;
    const scheduler::Scheduler& forDeck(const core::DeckPath& path) const { return ofPreset(presetOf(path)); }
    // Whether some node has a preset other than the default (else every card has the default).
    bool anyAssigned() const;

    const std::vector<Preset>& presets() const { return m_presets; }
    const std::vector<core::PresetAssignment>& assignments() const { return m_assignments; }

private:
    std::vector<Preset> m_presets;   // the default first
    std::vector<core::PresetAssignment> m_assignments;
};

} // namespace notedeck::service
