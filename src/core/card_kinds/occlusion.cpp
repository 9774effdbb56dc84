// Occlusion card N of a note embedding a picture that has a mask file beside it (core/occlusion.h,
// notes layer): the picture with the shapes of card number N hidden, then revealed and marked.
// Its siblings are the note's other cards, those of the other numbers among them; its history
// follows its number. In Anki an Image Occlusion note's card N − 1. Stored as "oN".
#include "core/card_kinds/kind_list.h"

namespace notedeck::core::card_kinds {

const CardKindTraits kOcclusion{
    .prefix = "o",
    .numbered = true,
    .sides = KindSides::PictureWithMasks,
    .matchedAs = "o",
    .word = KindWord::Occlusion,
    .labelledInNote = true,
    .ankiNote = AnkiNoteType::ImageOcclusion,
    .ankiOrd = 0,
};

} // namespace notedeck::core::card_kinds
