#pragma once
// What the service's use cases reach inside a Deck: its storage and its scheduler. Private to the
// service (a detail/ header: the layering check refuses it to the app and the command line), so
// that above the service a deck is only a Deck.
#include "scheduler/scheduler.h"
#include "scheduler/settings.h"
#include "service/deck/deck.h"
#include "service/options/detail/preset_schedulers.h"
#include "storage/deck_store.h"

#include <optional>
#include <utility>

namespace notedeck::service {

class Journal;

struct DeckInternals {
    static storage::DeckStore& store(Deck& deck);
    static const scheduler::Scheduler& scheduler(const Deck& deck);
    static const PresetSchedulers& presets(const Deck& deck);
    // The study journal as the deck's settings say now; null when it is not set up.
    static core::Result<Journal*> journal(Deck& deck);
};

inline storage::DeckStore& storeOf(Deck& deck) { return DeckInternals::store(deck); }
// The deck-wide scheduler: the default preset's, with the study day and the whole deck's limits.
inline const scheduler::Scheduler& schedulerOf(const Deck& deck) { return DeckInternals::scheduler(deck); }
inline const PresetSchedulers& presetsOf(const Deck& deck) { return DeckInternals::presets(deck); }
// The scheduler of the cards of deck node `path`: its preset's.
inline const scheduler::Scheduler& schedulerFor(const Deck& deck, const core::DeckPath& path)
{
    return DeckInternals::presets(deck).forDeck(path);
}

// Deck::transact for a use case that returns a value: runs `work(deck)` (a core::Result<T>) in one
// transaction and hands back its value once committed.
template <typename Work>
auto transactFor(Deck& deck, Work&& work) -> decltype(work(deck))
{
    using Value = typename decltype(work(deck))::value_type;
    std::optional<Value> value;
    auto done = deck.transact([&](Deck& d) -> core::Result<void> {
        auto result = work(d);
        if (!result)
            return std::unexpected(result.error());
        value.emplace(std::move(*result));
        return {};
    });
    if (!done)
        return std::unexpected(done.error());
    return std::move(*value);
}

// The same for a use case with no value.
template <typename Work>
core::Result<void> transactVoid(Deck& deck, Work&& work)
{
    auto done = deck.transact(std::forward<Work>(work));
    if (!done)
        return std::unexpected(done.error());
    return {};
}

// The deck's scheduling settings as stored, read and written on the storage itself (Deck::open
// builds its scheduler from them before there is a Deck): the default preset's options with the
// deck-wide ones (the study day, the new cards' order, learn-ahead; settings key "scheduler").
core::Result<scheduler::SchedulerSettings> readSchedulerSettings(storage::DeckStore& store);
core::Result<void> writeSchedulerSettings(storage::DeckStore& store, const scheduler::SchedulerSettings& settings);
// The deck-wide options alone, and one preset's options completed with them.
core::Result<scheduler::SchedulerSettings> readDeckWideSettings(storage::DeckStore& store);
core::Result<scheduler::SchedulerSettings> readPresetSettings(storage::DeckStore& store,
                                                              const core::StoredPreset& preset,
                                                              const scheduler::SchedulerSettings& deckWide);
// A preset's own options (validated; the deck-wide ones are not stored with it).
core::Result<void> writePresetSettings(storage::DeckStore& store, core::PresetId id,
                                       const scheduler::SchedulerSettings& settings);
std::string presetOptionsJson(const scheduler::SchedulerSettings& settings);

} // namespace notedeck::service
