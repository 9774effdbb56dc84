#pragma once
// A note's fields as Anki shows them (the .apkg export, docs/anki.md): the HTML the card page
// shows, with math as MathJax (`\(…\)`, `\[…\]`, which Anki typesets) instead of KaTeX's
// elements, and a cloze note's deletions in Anki's own `{{cN::text::hint}}` (a ==highlight==
// cloze numbered as NoteDeck numbers it). Pure functions; safe on any thread.
#include "core/card.h"
#include "core/image_resolver.h"

#include <string>
#include <vector>

namespace notedeck::render {

struct AnkiFields {
    // Basic and reversed notes: Front, Back. Cloze notes: Text, Back Extra. Image occlusion notes:
    // the Header (the card's question) and nothing (their masks are the export's).
    std::string first;
    std::string second;
    // The notedeck-image: URLs the fields show, as written in them (the export swaps each for the
    // media file's name).
    std::vector<std::string> imageUrls;
};

// The fields of the note `card` belongs to, read from that card: a cloze card's note, or a
// question → answer card's (for a reversed pair, its forward card's question and answer; given
// the reverse card, the same fields).
AnkiFields ankiFields(const core::CardRecord& card, const core::ImageResolver* images = nullptr);

} // namespace notedeck::render
