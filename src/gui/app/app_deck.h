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

// The folder the deck's notes are imported from (where a card's source file is): the notes folder
// stored in the deck's settings, else the notes bundled with this NoteDeck.
std::filesystem::path notesFolder(storage::DeckStore& deck);

} // namespace notedeck::gui
