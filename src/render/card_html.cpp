#include "render/card_html.h"

#include "markdown/cloze_scanner.h"
#include "markdown/footnotes.h"
#include "markdown/html_renderer.h"
#include "markdown/plain_text.h"
#include "render/card_names.h"
#include "render/card_sides.h"
#include "render/math_tokens.h"
#include "render/occlusion_sides.h"

#include <algorithm>
#include <string>

namespace notedeck::render {

namespace {

markdown::RenderedHtml sideHtml(std::string_view markdown, const markdown::ImageContext& images)
{
    const ProtectedMarkdown prepared = protectMath(markdown);
    markdown::RenderedHtml out = markdown::renderHtml(prepared.markdown, images);
    out.html = restoreMath(out.html, prepared.formulas);
    return out;
}

void addImageFiles(std::vector<std::string>& files, const std::vector<std::string>& urls)
{
    for (const std::string& url : urls)
        if (std::optional<std::string> path = core::imagePathOfUrl(url);
            path && std::find(files.begin(), files.end(), *path) == files.end())
            files.push_back(std::move(*path));
}

} // namespace

std::string markdownToHtml(std::string_view markdown, const core::ImageResolver* images, std::string_view noteFile)
{
    return sideHtml(markdown, {images, noteFile}).html;
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

namespace {

// An occlusion card: its question, then its picture with masks; the answer, which replaces it on
// the page, the same with this card's shapes revealed (or, for a note read once, all of them).
CardHtml renderOcclusion(const core::CardRecord& card, const core::OcclusionCard& occlusion,
                         const markdown::ImageContext& context, bool wholeNote)
{
    markdown::RenderedHtml question = sideHtml(markdown::revealClozes(card.question), context);
    std::vector<std::string> shown = question.imageUrls;
    const auto side = [&](OcclusionView view) { return question.html + occlusionPictureHtml(occlusion, view, context, shown); };
    CardHtml html{card.id, deckPathNames(card.deck), side(wholeNote ? OcclusionView::Note : OcclusionView::Question), {}};
    if (!wholeNote) {
        html.answer = side(OcclusionView::Answer);
        html.answerReplacesQuestion = true;
    }
    addImageFiles(html.images, shown);
    return html;
}

std::optional<core::OcclusionCard> occlusionOf(const core::CardRecord& card)
{
    if (card.kind.traits().sides != core::KindSides::PictureWithMasks)
        return std::nullopt;
    return core::parseOcclusionCardAnswer(card.answer);
}

} // namespace

CardHtml renderCard(const core::CardRecord& card, const core::ImageResolver* images)
{
    const markdown::ImageContext context{images, card.sourceFile};
    if (const auto occlusion = occlusionOf(card))
        return renderOcclusion(card, *occlusion, context, false);
    // The side asked first and the side that answers it, by the kind of card (card_sides.h).
    const CardSides sides = cardSides(card, ClozeMarks::Html);
    // cmark-gfm shows only the definitions a side refers to, so the question may be given all of
    // the answer's.
    const bool questionHasFootnotes = sides.front.find("[^") != std::string::npos;
    const std::string question =
        questionHasFootnotes ? markdown::withFootnotes(sides.front, markdown::footnoteDefinitions(sides.back)) : sides.front;
    markdown::RenderedHtml front = sideHtml(question, context);
    markdown::RenderedHtml back = sideHtml(sides.back, context);
    front.html = clozeMarksToHtml(front.html);
    back.html = clozeMarksToHtml(back.html);
    CardHtml html{card.id, deckPathNames(card.deck), std::move(front.html), std::move(back.html)};
    html.answerReplacesQuestion = card.kind.isCloze();
    addImageFiles(html.images, front.imageUrls);
    addImageFiles(html.images, back.imageUrls);
    return html;
}

CardHtml renderNote(const core::CardRecord& card, const core::ImageResolver* images)
{
    if (const auto occlusion = occlusionOf(card))
        return renderOcclusion(card, *occlusion, {images, card.sourceFile}, true);
    if (!card.kind.isCloze())
        return renderCard(card, images);
    markdown::RenderedHtml note = sideHtml(markedNote(card), {images, card.sourceFile});
    CardHtml html{card.id, deckPathNames(card.deck), clozeMarksToHtml(note.html), {}};
    addImageFiles(html.images, note.imageUrls);
    return html;
}

} // namespace notedeck::render
