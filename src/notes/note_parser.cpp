#include "notes/note_parser.h"

#include "core/text.h"
#include "markdown/block_outline.h"
#include "markdown/math_mask.h"
#include "markdown/math_scanner.h"
#include "notes/cloze_note.h"
#include "notes/front_matter.h"
#include "notes/list_cards.h"
#include "notes/one_line_card.h"
#include "notes/source_lines.h"

#include <algorithm>
#include <map>
#include <utility>

namespace notedeck::notes {

namespace {

using markdown::Block;
using markdown::BlockKind;

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

std::string fileStem(const std::string& file)
{
    size_t slash = file.rfind('/');
    std::string name = slash == std::string::npos ? file : file.substr(slash + 1);
    size_t dot = name.rfind('.');
    return dot == std::string::npos || dot == 0 ? name : name.substr(0, dot);
}

class FileParser {
public:
    FileParser(std::string_view text, const std::string& file, const QuestionRule& rule)
        : m_text(text), m_file(file), m_rule(rule), m_lines(text) {}

    ParsedFile run();

private:
    bool isQuestion(const Block& block) const
    {
        return block.kind == BlockKind::Heading && m_rule.isQuestionHeading(block.headingLevel, headingText(m_lines, block));
    }
    bool isBoldQuestion(const Block& block) const
    {
        return block.kind == BlockKind::Paragraph && block.startLine > 0 &&
               m_rule.isBoldQuestionLine(m_lines.line(block.startLine));
    }
    size_t addHeadingCard(const std::vector<Block>& blocks, size_t at, const std::string& question);
    size_t addBoldQuestionCard(const std::vector<Block>& blocks, size_t at);
    void enterHeading(const Block& heading, const std::string& text);
    void addNote(std::vector<CardDraft> cards);
    void addCard(CardDraft draft) { addNote({std::move(draft)}); }
    void readList(const Block& list);
    void readExplicitCards(const Block& block);
    void warn(int line, IssueKind kind, std::string message, std::vector<std::string> args = {})
    {
        m_result.issues.push_back({Severity::Warning, m_file, line, std::move(message), kind, std::move(args)});
    }

    std::string_view m_text;
    std::string m_file;
    QuestionRule m_rule;
    SourceLines m_lines;
    ParsedFile m_result;
    std::vector<std::pair<int, std::string>> m_headings;   // open headings: level, text
    core::DeckPath m_root;                                   // see run()
    std::map<std::pair<std::string, std::string>, int> m_questionLines;   // (deck, identity) → line
    int m_notes = 0;   // notes so far: the ordinal of the next one
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

// The cards of one note (one card, a reversed pair, the clozes of a note) share its ordinal.
void FileParser::addNote(std::vector<CardDraft> cards)
{
    if (cards.empty())
        return;
    const CardDraft& first = cards.front();
    const std::string identity = core::normalizeForIdentity(first.question);
    auto [it, inserted] = m_questionLines.try_emplace({first.deck.key(), identity}, first.line);
    if (!inserted)
        warn(first.line, IssueKind::DuplicateQuestion,
             "the same question as line " + std::to_string(it->second) + " in this section; both are kept as separate cards",
             {std::to_string(it->second)});
    for (CardDraft& draft : cards) {
        draft.file = m_file;
        draft.ordinal = m_notes;
        m_result.cards.push_back(std::move(draft));
    }
    ++m_notes;
}

void FileParser::readList(const Block& list)
{
    ListCards read = readListCards(list, m_lines, m_file, {m_rule.listItemCards(), m_rule.highlightsAreClozes});
    const core::DeckPath deck = currentDeck(m_root, m_headings);
    std::vector<CardDraft> note;
    for (CardDraft& card : read.cards) {
        if (!note.empty() && note.front().ordinal != card.ordinal)
            addNote(std::exchange(note, {}));
        card.deck = deck;
        note.push_back(std::move(card));
    }
    addNote(std::move(note));
    for (NoteIssue& issue : read.issues)
        m_result.issues.push_back(std::move(issue));
}

// A paragraph, table or quote outside any question's answer: a note when it holds clozes, else
// each of a paragraph's lines may be a one-line card.
void FileParser::readExplicitCards(const Block& block)
{
    if (block.startLine <= 0)
        return;
    const core::DeckPath deck = currentDeck(m_root, m_headings);
    const std::string text = m_lines.slice(block.startLine, block.endLine, 1 << 20, std::max(block.startColumn, 1));
    ClozeNote cloze = readClozeNote(text, block.startLine, m_file, m_rule.highlightsAreClozes);
    for (NoteIssue& issue : cloze.issues)
        m_result.issues.push_back(std::move(issue));
    if (cloze.isClozeNote) {
        for (CardDraft& card : cloze.cards)
            card.deck = deck;
        addNote(std::move(cloze.cards));
        return;
    }
    if (block.kind != BlockKind::Paragraph)
        return;
    for (int n = block.startLine; n <= block.endLine; ++n) {
        const std::optional<OneLineCard> line = readOneLineCard(m_lines.line(n));
        if (!line)
            continue;
        std::vector<CardDraft> note = oneLineDrafts(*line, n);
        for (CardDraft& card : note)
            card.deck = deck;
        addNote(std::move(note));
    }
}

// The question heading blocks[at]: its answer runs to the next heading that is a question
// itself (at any level: a nested question is a card of its own), or a bold question line, or a
// heading that is not deeper than it.
// Returns the index of the block after the answer.
size_t FileParser::addHeadingCard(const std::vector<Block>& blocks, size_t at, const std::string& question)
{
    const Block& heading = blocks[at];
    size_t next = at + 1;
    while (next < blocks.size() &&
           !(blocks[next].kind == BlockKind::Heading && (blocks[next].headingLevel <= heading.headingLevel || isQuestion(blocks[next]))) &&
           !isBoldQuestion(blocks[next]))
        ++next;
    // A question heading is a card, not a deck: it closes the open headings at its level and below.
    while (!m_headings.empty() && m_headings.back().first >= heading.headingLevel)
        m_headings.pop_back();
    if (next == at + 1) {
        warn(heading.startLine, IssueKind::HeadingWithoutAnswer,
             "this question heading has no answer before the next heading; it is not a card");
        return next;
    }
    CardDraft draft;
    draft.deck = currentDeck(m_root, m_headings);
    draft.form = NoteForm::Heading;
    draft.line = heading.startLine;
    draft.question = question;
    const int lastLine = next < blocks.size() ? blocks[next].startLine - 1 : m_lines.count();
    // A paragraph split by a table has no position (see list_cards.cpp): start after the heading.
    const int firstLine = std::max(blocks[at + 1].startLine, heading.endLine + 1);
    draft.answer = m_lines.slice(firstLine, lastLine, 0);
    addCard(std::move(draft));
    return next;
}

// A bold line used as a question heading (blocks[at] is the paragraph it opens): its answer is
// the rest of that paragraph and the blocks below, up to the next heading of any level (a bold
// line has none to compare with) or the next bold question. Returns the index of the block after
// the answer.
size_t FileParser::addBoldQuestionCard(const std::vector<Block>& blocks, size_t at)
{
    const Block& paragraph = blocks[at];
    size_t next = at + 1;
    while (next < blocks.size() && blocks[next].kind != BlockKind::Heading && !isBoldQuestion(blocks[next]))
        ++next;
    const int lastLine = next < blocks.size() && blocks[next].startLine > 0 ? blocks[next].startLine - 1 : m_lines.count();
    int firstLine = paragraph.startLine + 1;
    while (firstLine <= lastLine && core::trim(m_lines.line(firstLine)).empty())
        ++firstLine;
    CardDraft draft;
    draft.deck = currentDeck(m_root, m_headings);
    draft.form = NoteForm::Heading;
    draft.line = paragraph.startLine;
    draft.question = core::trim(m_lines.line(paragraph.startLine));
    draft.answer = m_lines.slice(firstLine, lastLine, 0);
    if (draft.answer.empty()) {
        warn(paragraph.startLine, IssueKind::HeadingWithoutAnswer,
             "this bold question has no answer before the next heading or question; it is not a card");
        return next;
    }
    addCard(std::move(draft));
    return next;
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

    // The rule's sources of cards, each switched on or off by the rule: list items, question
    // headings, and cards written in the explicit card syntax (clozes, one-line cards).
    const auto& blocks = doc.children;
    for (size_t i = 0; i < blocks.size(); ++i) {
        const Block& block = blocks[i];
        if (block.kind == BlockKind::List) {
            if (m_rule.listItemCards() || m_rule.explicitCards())
                readList(block);
            continue;
        }
        if (isBoldQuestion(block)) {
            i = addBoldQuestionCard(blocks, i) - 1;
            continue;
        }
        if (block.kind != BlockKind::Heading) {
            if (m_rule.explicitCards() && block.kind != BlockKind::CodeBlock)
                readExplicitCards(block);
            continue;
        }
        if (hasTopHeading)
            m_root = {};
        const std::string text = headingText(m_lines, block);
        if (!m_rule.isQuestionHeading(block.headingLevel, text)) {
            enterHeading(block, text);
            continue;
        }
        i = addHeadingCard(blocks, i, text) - 1;
    }
    std::stable_sort(m_result.issues.begin(), m_result.issues.end(),
                     [](const NoteIssue& a, const NoteIssue& b) { return a.line < b.line; });
    return std::move(m_result);
}

} // namespace

ParsedFile parseNoteFile(std::string_view text, const std::string& file, const QuestionRule& folderRule)
{
    const FrontMatter front = readFrontMatter(text);
    if (front.lastLine == 0) {
        ParsedFile parsed = FileParser(text, file, folderRule).run();
        parsed.rule = folderRule;
        return parsed;
    }
    QuestionRule rule = folderRule;
    if (front.ruleLine > 0) {
        auto named = front.problem.empty() ? parseQuestionRule(front.ruleValue)
                                           : std::expected<QuestionRule, std::string>(std::unexpected(front.problem));
        // Not read by a guessed rule, which could retire every card of the file.
        if (!named)
            return {{},
                    {{Severity::Error, file, front.ruleLine,
                      named.error() + "; until it is fixed, this file is not imported and keeps its cards as they are",
                      IssueKind::Other, {}}},
                    folderRule,
                    true};
        rule = *named;
        rule.highlightsAreClozes = folderRule.highlightsAreClozes;   // a setting of the folder, not of the rule
    }
    // The front matter's lines are emptied, not removed, so every line keeps its number.
    const std::string body = withoutFrontMatter(text, front);
    ParsedFile parsed = FileParser(body, file, rule).run();
    parsed.rule = rule;
    parsed.ruleFromFrontMatter = front.ruleLine > 0;
    return parsed;
}

} // namespace notedeck::notes
