#include "service/card_text.h"

#include "render/card_sides.h"

namespace notedeck::service {

CardText cardText(const core::CardRecord& card)
{
    render::CardSides sides = render::cardSides(card, render::ClozeMarks::Text);
    return {std::move(sides.front), std::move(sides.back)};
}

std::string cardKindName(const core::CardRecord& card)
{
    if (const int number = core::clozeNumberOf(card.variant))
        return "cloze " + std::to_string(number);
    return core::isReverseCard(card.variant) ? "reverse" : "basic";
}

} // namespace notedeck::service
