#pragma once
// Writes an Anki collection (schema 11, the layout of a legacy .apkg's collection.anki21) into a
// new SQLite file, and the dummy collection.anki2 that an Anki too old for the .anki21 entry shows.
#include "core/anki_export_rows.h"
#include "core/result.h"

#include <filesystem>

namespace notedeck::storage {

// `file` must not exist yet; it is written in one transaction.
core::Result<void> writeAnkiCollection(const std::filesystem::path& file, const core::AnkiCollectionRows& rows);

// A collection of one note asking to update Anki (what Anki itself puts in the dummy entry), of
// note type `basicType` (a type of `like`'s whose first field is shown on the front).
core::Result<void> writeAnkiDummyCollection(const std::filesystem::path& file, const core::AnkiCollectionRows& like,
                                            std::int64_t basicType);

} // namespace notedeck::storage
