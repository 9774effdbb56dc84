#include "service/card_text.h"

#include "render/card_names.h"
#include "render/card_sides.h"

namespace notedeck::service {

namespace {
std::string filled(const std::string& pattern, const std::string& value)
{
    const size_t at = pattern.find("%1");
    return at == std::string::npos ? pattern : pattern.substr(0, at) + value + pattern.substr(at + 2);
}
} // namespace

CardText cardText(const core::CardRecord& card)
{
    render::CardSides sides = render::cardSides(card, render::ClozeMarks::Text);
    return {std::move(sides.front), std::move(sides.back)};
}

std::string cardKindName(const core::CardRecord& card, const CardKindWords& words)
{
    if (const int number = core::clozeNumberOf(card.variant))
        return filled(words.cloze, std::to_string(number));
    return core::isReverseCard(card.variant) ? words.reverse : words.basic;
}

std::string withKindMark(const std::string& name, const core::CardRecord& card, const CardKindWords& words)
{
    // A cloze card shows its own gap, so its name differs from its siblings' already.
    return core::isReverseCard(card.variant) ? filled(words.reverseName, name) : name;
}

std::string cardName(const core::CardRecord& card, const CardKindWords& words)
{
    return withKindMark(render::askedSideName(card), card, words);
}

} // namespace notedeck::service
