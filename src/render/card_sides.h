#pragma once
// What each side of a card says, by its kind's sides (core::CardKindTraits::sides): a question →
// answer card shows its question, then its answer; the reverse of a reversed pair shows its
// answer, then its question; a cloze card shows its note with that number's deletions hidden
// (`[...]`, or `[hint]`), then revealed and marked — inside math, a box. Every other deletion
// reads as its text. Pure functions; safe on any thread.
#include "core/card.h"

#include <string>
#include <string_view>

namespace notedeck::render {

struct CardSides {
    std::string front;   // Markdown
    std::string back;    // Markdown; a cloze card's back is its whole note
};

enum class ClozeMarks {
    Text,   // hidden as `[...]` / `[hint]`, revealed as the text: for a terminal or a list row
    Escaped,   // the same with the brackets escaped outside math, for Markdown read again (a name):
               // `[...](x)` would be a link
    Html,   // the same between marks that clozeMarksToHtml turns into elements; math as boxes
};

CardSides cardSides(const core::CardRecord& card, ClozeMarks marks);

// A cloze card's note with every deletion revealed and marked (ClozeMarks::Html): the note once,
// as the Read view shows it.
std::string markedNote(const core::CardRecord& card);

// Turns the marks of ClozeMarks::Html in the HTML of a side into
// <span class="cloze">[...]</span> (hidden) and <mark class="cloze">text</mark> (revealed);
// a mark inside a tag (an attribute) is dropped.
std::string clozeMarksToHtml(std::string_view html);

} // namespace notedeck::render
