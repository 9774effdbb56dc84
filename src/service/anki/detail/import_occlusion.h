#pragma once
// An Anki image occlusion note as NoteDeck notes it (docs/anki.md, "Image occlusion"): its picture,
// already copied into the import's media folder, gets its masks in a mask file beside it
// (`media/cat.png.occlusion.json`, docs/format.md "Image occlusion"), and the note becomes a
// list-item card with the Header as its question and the picture (then Back Extra and Comments) as
// its answer; the notes' import makes the picture's occlusion cards from it. Private to the import.
#include "service/anki/anki_import.h"
#include "service/anki/detail/field_markdown.h"
#include "storage/anki/collection_reader.h"

#include <filesystem>
#include <optional>
#include <string>

namespace notedeck::service {

// Whether the note is one of Anki's image occlusion notes: a cloze type whose first field holds
// image occlusion clozes (its Image, Header, Back Extra and Comments follow, as Anki orders them).
bool isAnkiOcclusionNote(const storage::anki::AnkiNote& note, const storage::anki::AnkiNoteType& type);

struct OcclusionNoteSides {
    std::string question;   // Markdown: the Header, or the picture's name when it has none
    std::string answer;     // Markdown: the picture, then Back Extra and Comments
};

// The note's two sides, its mask file written into `mediaDir` beside its picture; nullopt
// when it has no mask or picture to keep (it is then written as any other note). What was left out
// is told in `report` with the note's id. A mask file already there with other masks (edited in
// NoteDeck since an earlier import) is kept.
std::optional<OcclusionNoteSides> occlusionNoteSides(const storage::anki::AnkiNote& note, const FieldStyle& style,
                                                     const std::filesystem::path& mediaDir, AnkiImportReport& report);

} // namespace notedeck::service
