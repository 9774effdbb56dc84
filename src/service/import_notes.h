#pragma once
// The import use case: read the notes folder, match every card to its past self, write the changes
// in one transaction (or nothing at all when nothing changed).
#include "core/clock.h"
#include "core/result.h"
#include "service/import_report.h"

#include <atomic>
#include <filesystem>

namespace notedeck::storage {
class DeckStore;
}

namespace notedeck::service {

// Fails (and writes nothing) when the folder cannot be read at all or the deck cannot be written;
// problems inside notes files are in the report. `cancel` (optional), set from another thread,
// stops the import between files and just before the write; a cancelled import fails with
// kImportCancelled and writes nothing.
core::Result<ImportReport> importNotes(storage::DeckStore& deck, const std::filesystem::path& notesDir,
                                       const core::Clock& clock, const std::atomic<bool>* cancel = nullptr);

inline constexpr const char* kImportCancelled = "the import was cancelled; nothing was written";

} // namespace notedeck::service
