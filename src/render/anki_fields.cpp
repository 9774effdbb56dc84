#include "render/anki_fields.h"

#include "markdown/cloze_scanner.h"
#include "markdown/footnotes.h"
#include "markdown/html_renderer.h"
#include "render/code_colours.h"
#include "render/math_tokens.h"

namespace notedeck::render {

namespace {

markdown::RenderedHtml mathJaxHtml(std::string_view markdown, const markdown::ImageContext& images)
{
    const ProtectedMarkdown prepared = protectMath(markdown);
    markdown::RenderedHtml out = markdown::renderHtml(prepared.markdown, images);
    out.html = restoreMath(out.html, prepared.formulas, MathMarkup::MathJax);
    return out;
}

// The note with each deletion in Anki's syntax. Inside a formula Anki reads the deletion too,
// but its closing `}}` must not touch the formula's own `}`: a space keeps them apart.
std::string ankiClozes(std::string_view note, bool highlights)
{
    const markdown::ClozeScan scan = markdown::scanClozes(note, highlights);
    return markdown::rewriteClozes(note, scan, [](const markdown::Cloze& c, std::string_view text, std::string_view hint) {
        std::string out = "{{c" + std::to_string(c.number) + "::" + std::string(text);
        if (!hint.empty())
            out += "::" + std::string(hint);
        if (c.inMath && out.ends_with('}'))
            out += ' ';
        return out + "}}";
    });
}

} // namespace

AnkiFields ankiFields(const core::CardRecord& card, const core::ImageResolver* images)
{
    const markdown::ImageContext context{images, card.sourceFile};
    std::string first, second;
    if (card.kind.traits().ankiNote == core::AnkiNoteType::ImageOcclusion) {
        // Its question is the Header; the answer is the masks, which the export writes as Anki's.
        first = markdown::revealClozes(card.question);
    } else if (card.kind.traits().ankiNote == core::AnkiNoteType::Cloze) {
        first = ankiClozes(card.question, card.kind.highlightsAreClozes());
        second = card.answer;
    } else {
        first = markdown::revealClozes(card.question);
        second = markdown::revealClozes(card.answer);
    }
    // Anki shows the first field on both sides: it also gets the footnotes it refers to that the
    // second defines (as the card page's question does).
    if (first.find("[^") != std::string::npos)
        first = markdown::withFootnotes(first, markdown::footnoteDefinitions(second));
    markdown::RenderedHtml front = mathJaxHtml(first, context);
    markdown::RenderedHtml back = mathJaxHtml(second, context);
    // Anki runs no script of ours: code is coloured here, for the note type's style sheet.
    AnkiFields fields{withColouredCode(front.html), withColouredCode(back.html), std::move(front.imageUrls)};
    fields.imageUrls.insert(fields.imageUrls.end(), back.imageUrls.begin(), back.imageUrls.end());
    return fields;
}

} // namespace notedeck::render
