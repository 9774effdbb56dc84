#include "notes/list_cards.h"

#include "core/text.h"
#include "notes/cloze_note.h"
#include "notes/one_line_card.h"

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

// One item: its cards (one, or those of a cloze note or a reversed pair), or why it is not one.
struct ItemOutcome {
    std::vector<CardDraft> cards;
    std::vector<NoteIssue> clozeProblems;   // reported whatever the list is
    NoteIssue problem;
    bool asksSomething = false;   // its first paragraph ends with a question mark
};

bool linesHold(const SourceLines& lines, int first, int last, std::string_view what)
{
    for (int n = first; n <= last; ++n)
        if (lines.line(n).find(what) != std::string_view::npos)
            return true;
    return false;
}

// An item holding clozes is one note, whatever else it is: its whole text, nested lines included.
bool readClozeItem(const Block& item, const SourceLines& lines, const std::string& file, bool highlights, ItemOutcome& out)
{
    if (!linesHold(lines, item.startLine, item.endLine, "{{c") && !(highlights && linesHold(lines, item.startLine, item.endLine, "==")))
        return false;
    const int column = contentColumnOf(lines.line(item.startLine), item.startColumn);
    const std::string text = lines.slice(item.startLine, item.endLine, column - 1, column);
    ClozeNote note = readClozeNote(text, item.startLine, file, highlights);
    out.clozeProblems = std::move(note.issues);
    out.cards = std::move(note.cards);
    return note.isClozeNote;
}

// An item with nothing nested under it whose one line is `question :: answer` or `term ::: meaning`.
bool readOneLineItem(const Block& question, const SourceLines& lines, ItemOutcome& out)
{
    if (question.startLine <= 0 || question.endLine != question.startLine)
        return false;
    const std::optional<OneLineCard> line = readOneLineCard(lines.line(question.startLine).substr(static_cast<size_t>(question.startColumn - 1)));
    if (!line)
        return false;
    out.cards = oneLineDrafts(*line, question.startLine);
    return true;
}

ItemOutcome readItem(const Block& item, const SourceLines& lines, const std::string& file, const ListReading& reading)
{
    ItemOutcome out;
    if (readClozeItem(item, lines, file, reading.highlightsAreClozes, out))
        return out;
    if (!reading.questionItems) {
        if (item.children.size() == 1 && item.children.front().kind == BlockKind::Paragraph)
            readOneLineItem(item.children.front(), lines, out);
        return out;
    }
    auto notACard = [&](IssueKind kind, std::string message) {
        out.problem = {Severity::Warning, file, item.startLine, std::move(message), kind, {}};
        return out;
    };
    if (item.children.empty() || item.children.front().kind != BlockKind::Paragraph)
        return notACard(IssueKind::NotAQuestion, "this list item does not start with a question; it is not a card");
    Block question = item.children.front();
    if (item.children.size() < 2) {
        if (readOneLineItem(question, lines, out))
            return out;
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
    draft.form = NoteForm::ListItem;
    draft.line = question.startLine;
    draft.question = lines.slice(question.startLine, question.endLine, 1 << 20, question.startColumn);
    const int answerEnd = std::max(item.endLine, item.children.back().endLine);
    draft.answer = lines.slice(answerStart, answerEnd, indent);
    out.cards.push_back(std::move(draft));
    return out;
}

} // namespace

ListCards readListCards(const Block& list, const SourceLines& lines, const std::string& file, const ListReading& reading)
{
    ListCards result;
    if (list.linksOnly)
        return result;
    std::vector<ItemOutcome> items;
    items.reserve(list.children.size());
    for (const Block& item : list.children)
        items.push_back(readItem(item, lines, file, reading));
    const bool hasCards = std::any_of(items.begin(), items.end(), [](const ItemOutcome& i) { return !i.cards.empty(); });
    int note = 0;
    for (ItemOutcome& item : items) {
        for (NoteIssue& issue : item.clozeProblems)
            result.issues.push_back(std::move(issue));
        for (CardDraft& card : item.cards) {
            card.ordinal = note;
            result.cards.push_back(std::move(card));
        }
        if (!item.cards.empty())
            ++note;
        else if (reading.questionItems && item.clozeProblems.empty() && (hasCards || item.asksSomething))
            result.issues.push_back(std::move(item.problem));
    }
    return result;
}

} // namespace notedeck::notes
