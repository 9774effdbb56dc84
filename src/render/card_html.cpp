#include "render/card_html.h"

#include "markdown/html_renderer.h"
#include "markdown/plain_text.h"
#include "render/math_tokens.h"

namespace notedeck::render {

std::string markdownToHtml(std::string_view markdown)
{
    const ProtectedMarkdown prepared = protectMath(markdown);
    return restoreMath(markdown::renderHtml(prepared.markdown), prepared.formulas);
}

std::string markdownToPlainText(std::string_view markdown)
{
    const ProtectedMarkdown prepared = protectMath(markdown);
    return restoreMathText(markdown::renderPlainText(prepared.markdown), prepared.formulas);
}

CardHtml renderCard(const core::CardRecord& card)
{
    return CardHtml{card.id, card.deck.components(), markdownToHtml(card.question), markdownToHtml(card.answer)};
}

} // namespace notedeck::render
