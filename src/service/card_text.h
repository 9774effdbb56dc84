#pragma once
// The two sides of a card as Markdown text, by its kind (render::cardSides): a cloze card's front
// hides its deletions as [...] or [hint], a reversed card's front is the side it asks. What the
// command line prints, and what a drill asks.
#include "core/card.h"

#include <string>

namespace notedeck::service {

struct CardText {
    std::string front;
    std::string back;
};

CardText cardText(const core::CardRecord& card);

// The kind of card, for scripts: "basic", "reverse", "cloze N".
std::string cardKindName(const core::CardRecord& card);

} // namespace notedeck::service
