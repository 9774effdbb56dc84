#include "render/card_names.h"

#include "render/card_html.h"
#include "render/card_sides.h"

namespace notedeck::render {

namespace {
bool isWhiteSpace(char c) { return c == ' ' || c == '\n' || c == '\t' || c == '\r'; }
} // namespace

std::string headingName(std::string_view heading)
{
    // An ATX heading's text is read as inline Markdown only, so it cannot start a list, a quote
    // or a code block; the line breaks a setext heading had are spaces already.
    std::string source = "# ";
    for (const char c : heading)
        source += c == '\n' || c == '\r' ? ' ' : c;
    return oneLineText(source);
}

std::vector<std::string> deckPathNames(const core::DeckPath& path)
{
    std::vector<std::string> names;
    names.reserve(path.components().size());
    for (const std::string& component : path.components())
        names.push_back(headingName(component));
    return names;
}

std::string deckPathName(const core::DeckPath& path)
{
    return core::DeckPath(deckPathNames(path)).display();
}

std::string oneLineText(std::string_view markdown)
{
    const std::string text = markdownToPlainText(markdown);
    std::string out;
    out.reserve(text.size());
    for (const char c : text) {
        if (!isWhiteSpace(c))
            out += c;
        else if (!out.empty() && out.back() != ' ')
            out += ' ';
    }
    if (!out.empty() && out.back() == ' ')
        out.pop_back();
    return out;
}

std::string askedSideName(const core::CardRecord& card)
{
    return oneLineText(cardSides(card, ClozeMarks::Escaped).front);
}

} // namespace notedeck::render
