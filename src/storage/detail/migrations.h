#pragma once
// Schema migrations, numbered by PRAGMA user_version. Private to the storage module.
#include "core/result.h"

namespace notedeck::storage {

class Database;

// The schema version this build writes.
int currentSchemaVersion();

// Brings the deck up to currentSchemaVersion(), each step in its own transaction. Refuses a deck
// written by a newer NoteDeck rather than risk damaging it.
core::Result<void> migrate(Database& db);

} // namespace notedeck::storage
