#pragma once
// Where NoteDeck keeps things by default.
#include <filesystem>

namespace notedeck::service {

// $XDG_DATA_HOME/notedeck/deck.sqlite, or ~/.local/share/notedeck/deck.sqlite.
std::filesystem::path defaultDeckFile();

// The notes bundled with NoteDeck: <prefix>/share/notedeck/content next to an installed
// executable, else the source tree's content/ (for a build that is not installed).
std::filesystem::path bundledNotesDir(const std::filesystem::path& executable);
// Whether `notesDir` is that folder (its study journal then stays beside the deck).
bool isBundledNotesDir(const std::filesystem::path& notesDir, const std::filesystem::path& executable);

} // namespace notedeck::service
