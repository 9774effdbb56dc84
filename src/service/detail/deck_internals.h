#pragma once
// What the service's use cases reach inside a Deck: its storage and its scheduler. Private to the
// service (a detail/ header: the layering check refuses it to the app and the command line), so
// that above the service a deck is only a Deck.
#include "scheduler/scheduler.h"
#include "service/deck.h"
#include "storage/deck_store.h"

namespace notedeck::service {

struct DeckInternals {
    static storage::DeckStore& store(Deck& deck);
    static const scheduler::Scheduler& scheduler(const Deck& deck);
};

inline storage::DeckStore& storeOf(Deck& deck) { return DeckInternals::store(deck); }
inline const scheduler::Scheduler& schedulerOf(const Deck& deck) { return DeckInternals::scheduler(deck); }

} // namespace notedeck::service
