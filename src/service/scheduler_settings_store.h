#pragma once
// The scheduling options live in the deck (settings table, key "scheduler", as JSON), so they
// travel with the deck and its backups.
#include "core/result.h"
#include "scheduler/settings.h"

namespace notedeck::storage {
class DeckStore;
}

namespace notedeck::service {

class Deck;

// The stored options, with NoteDeck's defaults for what was never set.
core::Result<scheduler::SchedulerSettings> loadSchedulerSettings(storage::DeckStore& deck);
// Validates, then stores.
core::Result<void> saveSchedulerSettings(storage::DeckStore& deck, const scheduler::SchedulerSettings& settings);

// The same on an open Deck; saving is a transaction of its own (or joins the caller's) that
// reports a settings change, so the Deck rebuilds its scheduler.
core::Result<scheduler::SchedulerSettings> loadSchedulerSettings(Deck& deck);
core::Result<void> saveSchedulerSettings(Deck& deck, const scheduler::SchedulerSettings& settings);

} // namespace notedeck::service
