#pragma once
// The import use case: read the notes folder, match every card to its past self, write the changes
// in one transaction (or nothing at all when nothing changed).
#include "core/clock.h"
#include "core/result.h"
#include "service/deck/deck.h"
#include "service/import/import_preview.h"
#include "service/import/import_report.h"

#include <atomic>
#include <filesystem>
#include <functional>

namespace notedeck::service {

// Files of the notes folder read so far, of how many (0 of n first, n of n once all are read;
// matching and writing follow). Called on the importing thread.
using ImportProgress = std::function<void(int filesDone, int filesTotal)>;

// Fails (and writes nothing) when the folder cannot be read at all or the deck cannot be written;
// problems inside notes files are in the report. `cancel` (optional), set from another thread,
// stops the import between files and just before the write; a cancelled import fails with
// kImportCancelled and writes nothing. `progress` (optional) follows the files.
core::Result<ImportReport> importNotes(Deck& deck, const std::filesystem::path& notesDir,
                                       const core::Clock& clock, const std::atomic<bool>* cancel = nullptr,
                                       const ImportProgress& progress = {});

// What importing `notesDir` would make and change, worked out by the import itself without writing
// (every file read, as if new): each file's cards, and before the deck takes another notes folder,
// how many of its cards would be retired. `choice` is applied to the folder's rules as they would
// be saved (saveNotesChoice), without saving them.
core::Result<ImportPreview> previewImport(Deck& deck, const std::filesystem::path& notesDir,
                                          const NotesChoice& choice = {});

// The file at the notes folder's root that chooses how questions are found (docs/format.md): a
// change to it is a change to the notes.
extern const char* const kNotesRulesFile;

inline constexpr const char* kImportCancelled = "the import was cancelled; nothing was written";

} // namespace notedeck::service
