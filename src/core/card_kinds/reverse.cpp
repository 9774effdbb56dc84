// The other direction of a reversed pair, `term ::: meaning` (notes/one_line_card): it asks the
// answer and is answered by the question. Its sibling is the pair's basic card, whose name would
// read like its own, so its name is marked. Stored as "r".
#include "core/card_kinds/kind_list.h"

namespace notedeck::core::card_kinds {

const CardKindTraits kReverse{
    .prefix = "r",
    .sides = KindSides::AnswerThenQuestion,
    .matchedAs = "r",
    .word = KindWord::Reverse,
    .nameMarked = true,
    .labelledInNote = true,
    .ankiNote = AnkiNoteType::BasicAndReversed,
    .ankiOrd = 1,
};

} // namespace notedeck::core::card_kinds
