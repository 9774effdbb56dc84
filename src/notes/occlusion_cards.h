#pragma once
// The occlusion cards of a file's notes (docs/format.md, "Image occlusion"): wherever a note shows
// a picture that has a mask file, one card per card number of that file. Each is a sibling of its
// note's other cards (the same ordinal, deck, file and line), of kind core::CardKind::occlusion(N),
// and carries everything it shows in its answer (core::occlusionCardAnswer). Its question is the
// note's question; a note that has none of its own (a cloze note), or whose question shows a
// masked picture itself (which would show it unmasked), is asked by its heading's text instead.
#include "notes/card_draft.h"
#include "notes/note_issue.h"
#include "notes/picture_masks.h"

#include <vector>

namespace notedeck::notes {

// Adds the occlusion cards of each note of `cards` (one file's, in note order) right after that
// note's own cards. A mask file that cannot be used gives one warning (its path and line) and no
// cards.
void addOcclusionCards(std::vector<CardDraft>& cards, const PictureMasks& masks, std::vector<NoteIssue>& issues);

} // namespace notedeck::notes
