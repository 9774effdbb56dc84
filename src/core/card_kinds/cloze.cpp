// Cloze number N of a note holding `{{cN::…}}` deletions (notes/cloze_note): the note with its own
// deletions hidden, then revealed. Its siblings are the note's other numbers; its name shows its
// own gap, so it needs no mark. In Anki a Cloze note's card N − 1. Stored as "cN".
// The highlight-cloze is the same card of a note in a folder whose ==highlights== are clozes too
// (the folder's setting): it differs only in how its note is read. It is matched with the plain
// cloze of the same number, so that turning the setting on or off keeps the cards. Stored as "hN".
#include "core/card_kinds/kind_list.h"

namespace notedeck::core::card_kinds {

namespace {
constexpr CardKindTraits clozeReadingHighlights(std::string_view prefix, bool highlights)
{
    return {
        .prefix = prefix,
        .numbered = true,
        .sides = KindSides::NoteWithGaps,
        .highlightsAreClozes = highlights,
        .matchedAs = "c",
        .word = KindWord::Cloze,
        .labelledInNote = true,
        .ankiNote = AnkiNoteType::Cloze,
        .ankiOrd = 0,
    };
}
} // namespace

const CardKindTraits kCloze = clozeReadingHighlights("c", false);
const CardKindTraits kHighlightCloze = clozeReadingHighlights("h", true);

} // namespace notedeck::core::card_kinds
