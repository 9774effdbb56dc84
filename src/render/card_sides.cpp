#include "render/card_sides.h"

#include "markdown/cloze_scanner.h"
#include "render/occlusion_sides.h"

#include <array>

namespace notedeck::render {

namespace {

// U+E002 … U+E005, private-use characters that cmark-gfm passes on as text (U+E000 and U+E001
// are the math tokens'). A note's own are removed first, so it cannot forge a mark.
constexpr std::string_view kHiddenOpen = "\xEE\x80\x82";
constexpr std::string_view kHiddenClose = "\xEE\x80\x83";
constexpr std::string_view kShownOpen = "\xEE\x80\x84";
constexpr std::string_view kShownClose = "\xEE\x80\x85";
constexpr std::array<std::pair<std::string_view, std::string_view>, 4> kElements = {{
    {kHiddenOpen, "<span class=\"cloze\">"},
    {kHiddenClose, "</span>"},
    {kShownOpen, "<mark class=\"cloze\">"},
    {kShownClose, "</mark>"},
}};
// The revealed deletion in a formula: boxed, in the page's highlight colour (readable on the
// light and the dark theme).
constexpr std::string_view kMathShownColour = "#e8590c";

std::string withoutMarks(std::string_view text)
{
    std::string out(text);
    for (const auto& [mark, element] : kElements)
        for (size_t at = out.find(mark); at != std::string::npos; at = out.find(mark, at))
            out.erase(at, mark.size());
    return out;
}

std::string hiddenText(std::string_view hint, bool escaped = false)
{
    const std::string text = hint.empty() ? std::string("...") : std::string(hint);
    return escaped ? "\\[" + text + "\\]" : "[" + text + "]";
}

// The note with deletion `number` hidden (front) or revealed (back); number 0: every deletion.
std::string clozeSide(std::string_view note, int number, bool highlights, bool front, ClozeMarks marks)
{
    const markdown::ClozeScan scan = markdown::scanClozes(note, highlights);
    const bool html = marks == ClozeMarks::Html;
    return markdown::rewriteClozes(note, scan, [&](const markdown::Cloze& c, std::string_view text, std::string_view hint) {
        if (number != 0 && c.number != number)
            return std::string(text);
        if (c.inMath) {
            if (!html)
                return front ? hiddenText(hint) : std::string(text);
            if (front)
                return hint.empty() ? std::string("\\boxed{\\;?\\;}") : "\\boxed{\\text{" + std::string(hint) + "}}";
            return "\\textcolor{" + std::string(kMathShownColour) + "}{\\boxed{" + std::string(text) + "}}";
        }
        if (!html)
            return front ? hiddenText(hint, marks == ClozeMarks::Escaped) : std::string(text);
        if (front)
            return std::string(kHiddenOpen) + hiddenText(hint) + std::string(kHiddenClose);
        return std::string(kShownOpen) + std::string(text) + std::string(kShownClose);
    });
}

} // namespace

CardSides cardSides(const core::CardRecord& card, ClozeMarks marks)
{
    const std::string question = marks == ClozeMarks::Html ? withoutMarks(card.question) : card.question;
    const std::string answer = marks == ClozeMarks::Html ? withoutMarks(card.answer) : card.answer;
    const bool highlights = card.kind.highlightsAreClozes();
    switch (card.kind.traits().sides) {
    case core::KindSides::NoteWithGaps: {
        const int number = card.kind.number();
        return {clozeSide(question, number, highlights, true, marks), clozeSide(question, number, highlights, false, marks)};
    }
    case core::KindSides::PictureWithMasks:
        // The card page draws the picture itself (render::renderCard); in text it is one line.
        if (const auto occlusion = core::parseOcclusionCardAnswer(card.answer)) {
            const bool escaped = marks == ClozeMarks::Escaped;
            const std::string asked = markdown::revealClozes(question);
            return {asked + "\n\n" + occlusionPictureText(*occlusion, OcclusionView::Question, escaped),
                    asked + "\n\n" + occlusionPictureText(*occlusion, OcclusionView::Answer, escaped)};
        }
        break;
    // Deletions on a card of another kind (in a question heading's answer) read as their text.
    case core::KindSides::AnswerThenQuestion: return {markdown::revealClozes(answer), markdown::revealClozes(question)};
    case core::KindSides::QuestionThenAnswer: break;
    }
    return {markdown::revealClozes(question), markdown::revealClozes(answer)};
}

std::string markedNote(const core::CardRecord& card)
{
    return clozeSide(withoutMarks(card.question), 0, card.kind.highlightsAreClozes(), false, ClozeMarks::Html);
}

std::string clozeMarksToHtml(std::string_view html)
{
    if (html.find("\xEE\x80") == std::string_view::npos)
        return std::string(html);
    std::string out;
    out.reserve(html.size() + 64);
    bool inTag = false;
    for (size_t i = 0; i < html.size();) {
        const char c = html[i];
        if (c == '<')
            inTag = true;
        else if (c == '>')
            inTag = false;
        bool replaced = false;
        for (const auto& [mark, element] : kElements) {
            if (html.compare(i, mark.size(), mark) == 0) {
                if (!inTag)
                    out += element;
                i += mark.size();
                replaced = true;
                break;
            }
        }
        if (!replaced)
            out += html[i++];
    }
    return out;
}

} // namespace notedeck::render
