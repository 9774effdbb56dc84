#include "core/card_kinds/kind_list.h"

#include <array>

namespace notedeck::core::card_kinds {

// Read as a basic card wherever it is shown, matched only with cards of the same text.
const CardKindTraits kUnknown{
    .prefix = "",
    .sides = KindSides::QuestionThenAnswer,
    .matchedAs = "",
    .word = KindWord::Basic,
    .ankiNote = AnkiNoteType::Basic,
};

std::span<const CardKindTraits* const> knownKinds()
{
    // A new kind: its file, and one line here.
    static constexpr std::array<const CardKindTraits*, 5> kinds{
        &kBasic,
        &kReverse,
        &kCloze,
        &kHighlightCloze,
        &kOcclusion,
    };
    return kinds;
}

} // namespace notedeck::core::card_kinds
