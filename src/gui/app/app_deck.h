#pragma once
// Opens the deck the app works on: the file given on the command line or the default deck, and
// fills a deck that has no cards yet with the notes bundled with NoteDeck, so a first start
// shows cards. Runs on the calling thread (the import of the bundled notes takes well under a
// second).
#include "core/result.h"
#include "service/deck/deck.h"

#include <filesystem>
#include <memory>

namespace notedeck::gui {

// `deckFile` empty: service::defaultDeckFile(). `executable` locates the bundled notes. `options`:
// the clock and time zone the app runs with (the system's by default). With `notes`, that folder
// is imported instead of the bundled notes, whether the deck has cards or not, and remembered as
// the deck's notes folder by the import (`notedeck --screenshot … --notes DIR`).
core::Result<std::unique_ptr<service::Deck>> openAppDeck(std::filesystem::path deckFile,
                                                         const std::filesystem::path& executable,
                                                         service::DeckOpenOptions options = {},
                                                         const std::filesystem::path& notes = {});

// The folder the deck's notes are imported from (where a card's source file is): the deck's notes
// folder (service::notesSourceOf), else the notes bundled with this NoteDeck.
std::filesystem::path notesFolder(service::Deck& deck);

} // namespace notedeck::gui
