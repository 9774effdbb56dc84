#pragma once
// A card is a slice of its note file, but the definitions of its footnotes ("[^1]: …") usually sit
// elsewhere in the file, most often at its end. So that a card renders from its own Markdown, the
// definitions it refers to (in its question or answer, or through another definition) and does
// not contain are appended to its answer, after a blank line, as written in the file.
#include "notes/card_draft.h"

#include <string_view>
#include <vector>

namespace notedeck::notes {

// `text` is the whole note file the drafts were parsed from.
void attachFootnotes(std::string_view text, std::vector<CardDraft>& cards);

} // namespace notedeck::notes
