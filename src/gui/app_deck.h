#pragma once
// Opens the deck the app works on: the file given on the command line or the default deck, and
// fills a deck that has no cards yet with the notes bundled with NoteDeck, so a first start
// shows cards. Runs on the calling thread (the import of the bundled notes takes well under a
// second).
#include "core/result.h"
#include "storage/deck_store.h"

#include <filesystem>
#include <memory>

namespace notedeck::gui {

// `deckFile` empty: service::defaultDeckFile(). `executable` locates the bundled notes.
core::Result<std::unique_ptr<storage::DeckStore>> openAppDeck(std::filesystem::path deckFile,
                                                              const std::filesystem::path& executable);

} // namespace notedeck::gui
