#pragma once
// The card kinds this version knows, each described in its own file beside this one. Private to
// core/card_kind.cpp: the rest of the code sees a kind through core::CardKind.
#include "core/card_kind.h"

#include <span>

namespace notedeck::core::card_kinds {

extern const CardKindTraits kBasic;            // basic.cpp
extern const CardKindTraits kReverse;          // reverse.cpp
extern const CardKindTraits kCloze;            // cloze.cpp, with the next
extern const CardKindTraits kHighlightCloze;   // cloze.cpp
extern const CardKindTraits kOcclusion;        // occlusion.cpp
// What a stored text no kind reads stands for: a basic card that keeps its text.
extern const CardKindTraits kUnknown;          // kind_list.cpp

// Every kind a stored text may name, the order in which they are tried.
std::span<const CardKindTraits* const> knownKinds();

} // namespace notedeck::core::card_kinds
