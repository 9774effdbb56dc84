#pragma once
// Anki notes that did not come from NoteDeck, written as Markdown notes (docs/anki.md): one file
// per top-level Anki deck with a heading per subdeck; Basic as a list-item card (`q :: a` when both
// sides are one line), Basic and reversed as `term ::: meaning`, Cloze as a cloze note, Anki's image
// occlusion as a card showing the picture with a mask file beside it (detail/import_occlusion.h),
// any other note type as its front for the question and the rest for the answer. Private to the
// import.
#include "core/result.h"
#include "service/anki/anki_import.h"
#include "storage/anki/collection_reader.h"
#include "storage/anki/package_reader.h"

#include <cstdint>
#include <filesystem>
#include <set>
#include <string>
#include <vector>

namespace notedeck::service {

// Where a note was written: the file (relative to the notes folder, as the deck names it) and the
// line of its list item, which the card made of it will have.
struct WrittenNote {
    std::int64_t note = 0;
    std::string file;
    int line = 0;
    bool occlusion = false;   // an image occlusion note: its cards are the picture's occlusion cards
};

// Writes the notes not in `skip` into `into` (and the package's media into `into`/media),
// relative names taken from `notesDir`. Nothing is written outside `into`.
core::Result<std::vector<WrittenNote>> writeNotesAsMarkdown(const storage::anki::AnkiCollection& collection,
                                                            const std::set<std::int64_t>& skip,
                                                            storage::anki::AnkiPackage& package,
                                                            const std::filesystem::path& into,
                                                            const std::filesystem::path& notesDir,
                                                            AnkiImportReport& report);

} // namespace notedeck::service
