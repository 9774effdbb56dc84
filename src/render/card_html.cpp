#include "render/card_html.h"

#include "markdown/html_renderer.h"
#include "markdown/plain_text.h"
#include "render/math_tokens.h"

#include <string>

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

std::string markdownToMarkedText(std::string_view markdown)
{
    std::string source(markdown);
    std::erase_if(source, [](char c) { return c >= '\x01' && c <= '\x04'; });
    const ProtectedMarkdown prepared = protectMath(source);
    const std::string_view start(&kCodeStart, 1), end(&kCodeEnd, 1);
    return restoreMathText(markdown::renderPlainText(prepared.markdown, start, end), prepared.formulas, start, end);
}

CardHtml renderCard(const core::CardRecord& card)
{
    return CardHtml{card.id, card.deck.components(), markdownToHtml(card.question), markdownToHtml(card.answer)};
}

} // namespace notedeck::render
