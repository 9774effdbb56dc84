#include "notes/note_parser.h"

#include "core/text.h"
#include "markdown/block_outline.h"
#include "markdown/math_mask.h"
#include "markdown/math_scanner.h"

#include <algorithm>
#include <map>

namespace notedeck::notes {

namespace {

using markdown::Block;
using markdown::BlockKind;

// The source split into lines once, so blocks can be sliced by their line numbers.
class SourceLines {
public:
    explicit SourceLines(std::string_view text) : m_lines(core::splitLines(text)) {}

    int count() const { return static_cast<int>(m_lines.size()); }
    std::string_view line(int n) const { return n >= 1 && n <= count() ? m_lines[n - 1] : std::string_view(); }

    // Lines [first, last] with up to `indent` columns of leading spaces removed from each,
    // the first line starting at byte column `firstColumn` (1-based); trailing blank lines dropped.
    std::string slice(int first, int last, int indent, int firstColumn = 1) const
    {
        last = std::min(last, count());
        while (last >= first && core::trim(line(last)).empty())
            --last;
        std::string out;
        for (int n = first; n <= last; ++n) {
            std::string_view l = line(n);
            if (n == first && firstColumn > 1) {
                l.remove_prefix(std::min<size_t>(l.size(), static_cast<size_t>(firstColumn - 1)));
            } else {
                size_t i = 0;
                int col = 0;
                while (i < l.size() && col < indent && (l[i] == ' ' || l[i] == '\t')) {
                    col = l[i] == '\t' ? (col / 4 + 1) * 4 : col + 1;
                    ++i;
                }
                l.remove_prefix(i);
            }
            if (n > first)
                out += '\n';
            out += l;
        }
        return out;
    }

private:
    std::vector<std::string_view> m_lines;
};

// Heading text without the ATX markers or the setext underline.
std::string headingText(const SourceLines& lines, const Block& heading)
{
    std::string text = core::trim(lines.line(heading.startLine));
    if (heading.endLine > heading.startLine) {
        // Setext (an ATX heading is one line): the text lines above the underline of = or -, the
        // heading's last line, joined by a space as Markdown shows a soft line break.
        for (int n = heading.startLine + 1; n < heading.endLine; ++n)
            text += ' ' + core::trim(lines.line(n));
        return text;
    }
    size_t i = text.find_first_not_of('#');
    text = core::trim(i == std::string::npos ? std::string() : text.substr(i));
    // An optional closing sequence of #s preceded by a space.
    size_t end = text.find_last_not_of('#');
    if (end != std::string::npos && end + 1 < text.size() && (text[end] == ' ' || text[end] == '\t'))
        text = core::trim(text.substr(0, end));
    else if (end == std::string::npos)
        text.clear();
    return text;
}

bool endsWithQuestionMark(std::string_view text)
{
    return text.ends_with("?") || text.ends_with("\uFF1F");
}

std::string fileStem(const std::string& file)
{
    size_t slash = file.rfind('/');
    std::string name = slash == std::string::npos ? file : file.substr(slash + 1);
    size_t dot = name.rfind('.');
    return dot == std::string::npos || dot == 0 ? name : name.substr(0, dot);
}

class FileParser {
public:
    FileParser(std::string_view text, const std::string& file)
        : m_text(text), m_file(file), m_lines(text) {}

    ParsedFile run();

private:
    void enterHeading(const Block& heading, const std::string& text);
    void addListCards(const Block& list);
    void addCard(CardDraft draft);
    void warn(int line, IssueKind kind, std::string message, std::vector<std::string> args = {})
    {
        m_result.issues.push_back({Severity::Warning, m_file, line, std::move(message), kind, std::move(args)});
    }

    std::string_view m_text;
    std::string m_file;
    SourceLines m_lines;
    ParsedFile m_result;
    std::vector<std::pair<int, std::string>> m_headings;   // open headings: level, text
    core::DeckPath m_root;                                   // see run()
    std::map<std::pair<std::string, std::string>, int> m_questionLines;   // (deck, identity) → line
};

core::DeckPath currentDeck(const core::DeckPath& root, const std::vector<std::pair<int, std::string>>& headings)
{
    std::vector<std::string> parts = root.components();
    for (const auto& [level, text] : headings)
        parts.push_back(text);
    return core::DeckPath(std::move(parts));
}

void FileParser::enterHeading(const Block& heading, const std::string& text)
{
    while (!m_headings.empty() && m_headings.back().first >= heading.headingLevel)
        m_headings.pop_back();
    m_headings.emplace_back(heading.headingLevel, text);
}

void FileParser::addCard(CardDraft draft)
{
    const std::string identity = core::normalizeForIdentity(draft.question);
    auto [it, inserted] = m_questionLines.try_emplace({draft.deck.key(), identity}, draft.line);
    if (!inserted)
        warn(draft.line, IssueKind::DuplicateQuestion,
             "the same question as line " + std::to_string(it->second) + " in this section; both are kept as separate cards",
             {std::to_string(it->second)});
    draft.file = m_file;
    draft.ordinal = static_cast<int>(m_result.cards.size());
    m_result.cards.push_back(std::move(draft));
}

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

void FileParser::addListCards(const Block& list)
{
    const core::DeckPath deck = currentDeck(m_root, m_headings);
    for (const Block& item : list.children) {
        if (item.children.empty() || item.children.front().kind != BlockKind::Paragraph) {
            warn(item.startLine, IssueKind::NotAQuestion, "this list item does not start with a question; it is not a card");
            continue;
        }
        Block question = item.children.front();
        if (item.children.size() < 2) {
            warn(item.startLine, IssueKind::NoAnswer, "this question has no answer (nothing is nested under it); it is not a card");
            continue;
        }
        int answerStart = item.children[1].startLine;
        if (question.startLine <= 0) {
            // A table right under the question, without a blank line: cmark-gfm's table extension
            // takes the question's last line as the table's header row, leaves the paragraph
            // before it without a position and gives the table the paragraph's. The header row is
            // the line above the delimiter row; the question is what comes before it.
            const int delimiter = delimiterRowAfter(m_lines, item.startLine, item.endLine);
            if (delimiter < item.startLine + 2) {
                warn(item.startLine, IssueKind::NotAQuestion, "this list item does not start with a question; it is not a card");
                continue;
            }
            question.startLine = item.startLine;
            question.endLine = delimiter - 2;
            question.startColumn = contentColumnOf(m_lines.line(item.startLine), item.startColumn);
            answerStart = delimiter - 1;
        }
        // The same split further down leaves an answer paragraph without a position.
        if (answerStart <= question.endLine)
            answerStart = question.endLine + 1;
        while (answerStart < item.endLine && core::trim(m_lines.line(answerStart)).empty())
            ++answerStart;
        int indent = 1 << 20;
        for (size_t i = 1; i < item.children.size(); ++i)
            if (item.children[i].startLine > 0)
                indent = std::min(indent, item.children[i].startColumn - 1);
        CardDraft draft;
        draft.deck = deck;
        draft.kind = CardKind::ListItem;
        draft.line = question.startLine;
        draft.question = m_lines.slice(question.startLine, question.endLine, 1 << 20, question.startColumn);
        const int answerEnd = std::max(item.endLine, item.children.back().endLine);
        draft.answer = m_lines.slice(answerStart, answerEnd, indent);
        addCard(std::move(draft));
    }
}

ParsedFile FileParser::run()
{
    const markdown::MathScan math = markdown::scanMath(m_text);
    for (const auto& problem : math.problems)
        warn(problem.line,
             problem.kind == markdown::SourceProblem::Kind::CodeFenceNotClosed ? IssueKind::CodeFenceNotClosed
                                                                               : IssueKind::DisplayMathNotClosed,
             problem.message);
    const std::string masked = markdown::maskMath(m_text, math);
    const Block doc = markdown::parseOutline(masked, 3);

    const bool hasTopHeading = std::any_of(doc.children.begin(), doc.children.end(), [](const Block& b) {
        return b.kind == BlockKind::Heading && b.headingLevel == 1;
    });
    // Cards before the first heading, and every card of a file without a `#` heading, are rooted
    // at the file's name; headings take over the path once a file has a `#`.
    m_root = core::DeckPath({fileStem(m_file)});

    const auto& blocks = doc.children;
    for (size_t i = 0; i < blocks.size(); ++i) {
        const Block& block = blocks[i];
        if (block.kind == BlockKind::List) {
            addListCards(block);
            continue;
        }
        if (block.kind != BlockKind::Heading)
            continue;
        if (hasTopHeading)
            m_root = {};
        const std::string text = headingText(m_lines, block);
        if (!endsWithQuestionMark(text)) {
            enterHeading(block, text);
            continue;
        }
        // A question heading: its answer runs to the next heading of the same or a higher level.
        size_t next = i + 1;
        while (next < blocks.size() &&
               !(blocks[next].kind == BlockKind::Heading && blocks[next].headingLevel <= block.headingLevel))
            ++next;
        while (!m_headings.empty() && m_headings.back().first >= block.headingLevel)
            m_headings.pop_back();
        if (next == i + 1) {
            warn(block.startLine, IssueKind::HeadingWithoutAnswer,
                 "this question heading has no answer before the next heading; it is not a card");
        } else {
            CardDraft draft;
            draft.deck = currentDeck(m_root, m_headings);
            draft.kind = CardKind::Heading;
            draft.line = block.startLine;
            draft.question = text;
            const int lastLine = next < blocks.size() ? blocks[next].startLine - 1 : m_lines.count();
            // A paragraph split by a table has no position (see addListCards): start after the heading.
            const int firstLine = std::max(blocks[i + 1].startLine, block.endLine + 1);
            draft.answer = m_lines.slice(firstLine, lastLine, 0);
            addCard(std::move(draft));
        }
        i = next - 1;
    }
    return std::move(m_result);
}

} // namespace

ParsedFile parseNoteFile(std::string_view text, const std::string& file)
{
    return FileParser(text, file).run();
}

} // namespace notedeck::notes
