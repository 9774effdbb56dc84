#include "notes/card_footnotes.h"

#include "markdown/footnotes.h"

namespace notedeck::notes {

void attachFootnotes(std::string_view text, std::vector<CardDraft>& cards)
{
    if (text.find("[^") == std::string_view::npos)
        return;
    const std::vector<markdown::FootnoteDefinition> definitions = markdown::footnoteDefinitions(text);
    if (definitions.empty())
        return;
    for (CardDraft& card : cards) {
        const std::vector<size_t> needed = markdown::footnotesNeeded(card.question + "\n\n" + card.answer, definitions);
        std::vector<markdown::FootnoteDefinition> attached;
        for (const size_t i : needed)
            attached.push_back(definitions[i]);
        card.answer = markdown::withFootnotes(card.answer, attached);
    }
}

} // namespace notedeck::notes
