#pragma once
// The connection behind a DeckStore, for storage's own tests that must act on that very connection
// (a page limit that makes the disk look full to it), on that DeckStore's thread. Nothing in src/
// uses it.
#include "storage/deck_store.h"
#include "storage/detail/database.h"

namespace notedeck::storage {

struct DeckStoreAccess {
    static Database& connection(DeckStore& deck) { return *deck.m_db; }
};

} // namespace notedeck::storage
