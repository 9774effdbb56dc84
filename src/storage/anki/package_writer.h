#pragma once
// Zips an Anki package in the legacy 2 layout (docs/anki.md): collection.anki21, the dummy
// collection.anki2, the media files as entries 0, 1, … and the JSON map `media` naming them, all
// deflated (libzip).
#include "core/anki_export_rows.h"
#include "core/result.h"

#include <filesystem>
#include <vector>

namespace notedeck::storage {

struct AnkiPackageParts {
    std::filesystem::path collection;        // becomes collection.anki21
    std::filesystem::path dummyCollection;   // becomes collection.anki2
    std::vector<core::AnkiMediaFile> media;  // entry i is media[i]
};

// Writes `out` through a temporary file beside it, renamed into place once complete: a failed
// export leaves any earlier package as it was.
core::Result<void> writeAnkiPackage(const std::filesystem::path& out, const AnkiPackageParts& parts);

} // namespace notedeck::storage
