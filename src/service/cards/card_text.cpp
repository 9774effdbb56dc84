#include "service/cards/card_text.h"

#include "render/card_names.h"
#include "render/card_sides.h"

namespace notedeck::service {

CardText cardText(const core::CardRecord& card)
{
    render::CardSides sides = render::cardSides(card, render::ClozeMarks::Text);
    return {std::move(sides.front), std::move(sides.back)};
}

std::string withKindMark(const std::string& name, const core::CardRecord& card, const CardKindWords& words)
{
    // A cloze card shows its own gap, so its name differs from its siblings' already.
    return core::withKindMark(name, card.kind, words);
}

std::string cardName(const core::CardRecord& card, const CardKindWords& words)
{
    return withKindMark(render::askedSideName(card), card, words);
}

} // namespace notedeck::service
