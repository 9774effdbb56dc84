#pragma once
// The notes folder a deck is imported from. The deck keeps it (its settings, key "notes.folder"),
// and every import stores it, whoever makes it (the app or the command line): the app and
// `notedeck-cli` go on with the folder the deck came from, never with one of their own, and
// another folder is taken only when asked for (File › Notes folder…, `--notes`, `import OTHER`).
#include "core/result.h"
#include "service/deck/deck.h"

#include <filesystem>
#include <optional>

namespace notedeck::service {

struct NotesSource {
    std::filesystem::path folder;   // absolute
    bool bundled = false;           // the notes that come with NoteDeck
};

// `folder` as a deck keeps it (absolute, normal), and whether it is the notes bundled with the
// NoteDeck at `executable`.
NotesSource notesSourceFor(const std::filesystem::path& folder, const std::filesystem::path& executable);
// Whether two folders are the same one (the same directory, or the same path once absolute).
bool sameFolder(const std::filesystem::path& a, const std::filesystem::path& b);

// The deck's notes folder. A deck from before decks kept it: the folder its study journal lives
// in, else the folder the app remembered, else the folder of its latest import when that was given
// as a full path and is still there, else the bundled notes when the deck has no card yet (what a
// first start imports). Nothing when none of these tells, and the deck has cards: then no folder
// is imported until one is chosen.
core::Result<std::optional<NotesSource>> notesSourceOf(Deck& deck, const std::filesystem::path& executable);

// Stores `folder` (absolute) as the deck's notes folder, in a transaction of its own or the one
// running. importNotes does it; the app does it too when a folder is chosen before it is imported.
core::Result<void> keepNotesFolder(Deck& deck, const std::filesystem::path& folder);

} // namespace notedeck::service
