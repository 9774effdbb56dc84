#include "notes/list_cards.h"

#include "core/text.h"

#include <algorithm>
#include <optional>

namespace notedeck::notes {

namespace {

using markdown::Block;
using markdown::BlockKind;

// The first line after `from` that is a GFM table delimiter row ("|---|:--:|"), or 0.
int delimiterRowAfter(const SourceLines& lines, int from, int last)
{
    for (int n = from + 1; n <= last && n <= lines.count(); ++n) {
        const std::string row = core::trim(lines.line(n));
        if (!row.empty() && row.find('-') != std::string::npos && row.find_first_not_of("|-: \t") == std::string::npos)
            return n;
    }
    return 0;
}

// The 1-based byte column where a list item's content starts on its first line.
int contentColumnOf(std::string_view line, int markerColumn)
{
    size_t i = static_cast<size_t>(std::max(markerColumn, 1) - 1);
    if (i < line.size() && (line[i] == '-' || line[i] == '*' || line[i] == '+')) {
        ++i;
    } else {
        while (i < line.size() && line[i] >= '0' && line[i] <= '9')
            ++i;
        if (i < line.size() && (line[i] == '.' || line[i] == ')'))
            ++i;
    }
    size_t spaces = 0;
    while (i + spaces < line.size() && line[i + spaces] == ' ')
        ++spaces;
    return static_cast<int>(i + (spaces >= 1 && spaces <= 4 ? spaces : 1)) + 1;
}

bool endsWithQuestionMark(const std::string& text)
{
    return text.ends_with("?") || text.ends_with("\uFF1F");
}

// One item: a card, or why it is not one.
struct ItemOutcome {
    std::optional<CardDraft> card;
    NoteIssue problem;
    bool asksSomething = false;   // its first paragraph ends with a question mark
};

ItemOutcome readItem(const Block& item, const SourceLines& lines, const std::string& file)
{
    ItemOutcome out;
    auto notACard = [&](IssueKind kind, std::string message) {
        out.problem = {Severity::Warning, file, item.startLine, std::move(message), kind, {}};
        return out;
    };
    if (item.children.empty() || item.children.front().kind != BlockKind::Paragraph)
        return notACard(IssueKind::NotAQuestion, "this list item does not start with a question; it is not a card");
    Block question = item.children.front();
    if (item.children.size() < 2) {
        if (question.startLine > 0)
            out.asksSomething = endsWithQuestionMark(core::trim(lines.slice(question.startLine, question.endLine, 1 << 20)));
        return notACard(IssueKind::NoAnswer, "this question has no answer (nothing is nested under it); it is not a card");
    }
    int answerStart = item.children[1].startLine;
    if (question.startLine <= 0) {
        // A table right under the question, without a blank line: cmark-gfm's table extension
        // takes the question's last line as the table's header row, leaves the paragraph
        // before it without a position and gives the table the paragraph's. The header row is
        // the line above the delimiter row; the question is what comes before it.
        const int delimiter = delimiterRowAfter(lines, item.startLine, item.endLine);
        if (delimiter < item.startLine + 2)
            return notACard(IssueKind::NotAQuestion, "this list item does not start with a question; it is not a card");
        question.startLine = item.startLine;
        question.endLine = delimiter - 2;
        question.startColumn = contentColumnOf(lines.line(item.startLine), item.startColumn);
        answerStart = delimiter - 1;
    }
    // The same split further down leaves an answer paragraph without a position.
    if (answerStart <= question.endLine)
        answerStart = question.endLine + 1;
    while (answerStart < item.endLine && core::trim(lines.line(answerStart)).empty())
        ++answerStart;
    int indent = 1 << 20;
    for (size_t i = 1; i < item.children.size(); ++i)
        if (item.children[i].startLine > 0)
            indent = std::min(indent, item.children[i].startColumn - 1);
    CardDraft draft;
    draft.kind = CardKind::ListItem;
    draft.line = question.startLine;
    draft.question = lines.slice(question.startLine, question.endLine, 1 << 20, question.startColumn);
    const int answerEnd = std::max(item.endLine, item.children.back().endLine);
    draft.answer = lines.slice(answerStart, answerEnd, indent);
    out.card = std::move(draft);
    return out;
}

} // namespace

ListCards readListCards(const Block& list, const SourceLines& lines, const std::string& file)
{
    ListCards result;
    if (list.linksOnly)
        return result;
    std::vector<ItemOutcome> items;
    items.reserve(list.children.size());
    for (const Block& item : list.children)
        items.push_back(readItem(item, lines, file));
    const bool hasCards = std::any_of(items.begin(), items.end(), [](const ItemOutcome& i) { return i.card.has_value(); });
    for (ItemOutcome& item : items) {
        if (item.card)
            result.cards.push_back(std::move(*item.card));
        else if (hasCards || item.asksSomething)
            result.issues.push_back(std::move(item.problem));
    }
    return result;
}

} // namespace notedeck::notes
