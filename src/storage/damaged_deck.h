#pragma once
// Telling the damaged-deck failure of DeckStore::open from the others, for the app's recovery
// dialog (the command line prints the whole message, which names the backup and the command).
#include "core/result.h"

#include <optional>
#include <string>

namespace notedeck::storage {

// When `error` (from DeckStore::open) says the deck file is damaged: what was found, without the
// advice that follows it ("the deck file is damaged (…); NoteDeck has not changed it."). Nothing
// for any other error.
std::optional<std::string> damagedDeckProblem(const core::Error& error);

} // namespace notedeck::storage
