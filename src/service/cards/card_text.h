#pragma once
// A card as text. Its two sides as Markdown, by its kind (render::cardSides): a cloze card's front
// hides its deletions as [...] or [hint], a reversed card's front is the side it asks. What the
// command line prints, and what a drill asks. And its name: the one line a list, a report or a
// window title shows for it (render/card_names.h), with the mark of its kind where two cards of
// one note would read alike.
#include "core/card.h"

#include <string>

namespace notedeck::service {

struct CardText {
    std::string front;
    std::string back;
};

CardText cardText(const core::CardRecord& card);

// The words a card's kind is said in (core::kindLabel, the one place a kind is said).
using CardKindWords = core::CardKindWords;

// The card's name, one line of plain text: the side it asks as a reader sees it (a cloze card's
// note with its own deletions as [...], the reverse of a pair its answer marked "(reverse)").
std::string cardName(const core::CardRecord& card, const CardKindWords& words = {});
// A name whose kind mark is already known, or added to a text of the card's own (the search's
// marked question).
std::string withKindMark(const std::string& name, const core::CardRecord& card, const CardKindWords& words = {});

} // namespace notedeck::service
