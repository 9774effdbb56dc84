// A question → answer card: a list item or a question heading with its answer, or a one-line
// card `question :: answer` (notes/list_cards, notes/one_line_card); also the forward card of a
// reversed pair. Stored as "".
#include "core/card_kinds/kind_list.h"

namespace notedeck::core::card_kinds {

const CardKindTraits kBasic{
    .prefix = "",
    .sides = KindSides::QuestionThenAnswer,
    .matchedAs = "",
    .word = KindWord::Basic,
    .ankiNote = AnkiNoteType::Basic,
    .ankiOrd = 0,
};

} // namespace notedeck::core::card_kinds
