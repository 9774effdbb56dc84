#include "notes/one_line_card.h"

#include "core/card.h"
#include "core/text.h"
#include "markdown/math_scanner.h"

#include <algorithm>
#include <vector>

namespace notedeck::notes {

namespace {

// Byte ranges of `line` where `::` is text, not a separator: code spans, math, links
// (`[text](url)`, `<url>`, `[[page]]`).
std::vector<std::pair<size_t, size_t>> quotedRanges(std::string_view line)
{
    std::vector<std::pair<size_t, size_t>> ranges;
    for (const markdown::MathSpan& span : markdown::scanMath(line).spans)
        ranges.emplace_back(span.begin, span.end);
    for (size_t i = 0; i < line.size(); ++i) {
        const char c = line[i];
        size_t end = std::string_view::npos;
        if (c == '`') {
            size_t n = 1;
            while (i + n < line.size() && line[i + n] == '`')
                ++n;
            end = line.find(std::string(n, '`'), i + n);
            end = end == std::string_view::npos ? end : end + n;
        } else if (c == '<') {
            end = line.find('>', i);
            end = end == std::string_view::npos ? end : end + 1;
        } else if (c == '[') {
            // [text](url) or [[page]]: up to the matching `)` or `]]`.
            const size_t close = line.find(']', i);
            if (close != std::string_view::npos && close + 1 < line.size() && line[close + 1] == '(')
                end = line.find(')', close);
            else if (line.compare(i, 2, "[[") == 0)
                end = line.find("]]", i);
            end = end == std::string_view::npos ? end : end + 1;
        }
        if (end != std::string_view::npos) {
            ranges.emplace_back(i, end);
            i = end - 1;
        }
    }
    return ranges;
}

bool isSpace(char c) { return c == ' ' || c == '\t'; }

} // namespace

std::optional<OneLineCard> readOneLineCard(std::string_view line)
{
    if (line.find(" ::") == std::string_view::npos && line.find("\t::") == std::string_view::npos)
        return std::nullopt;
    const auto quoted = quotedRanges(line);
    for (size_t at = line.find("::"); at != std::string_view::npos; at = line.find("::", at + 1)) {
        size_t n = 0;
        while (at + n < line.size() && line[at + n] == ':')
            ++n;
        const bool inQuoted = std::any_of(quoted.begin(), quoted.end(), [&](const auto& r) { return at >= r.first && at < r.second; });
        const bool spaced = at > 0 && isSpace(line[at - 1]) && at + n < line.size() && isSpace(line[at + n]);
        if (inQuoted || !spaced || (n != 2 && n != 3)) {
            at += n - 1;
            continue;
        }
        OneLineCard card{core::trim(line.substr(0, at)), core::trim(line.substr(at + n)), n == 3};
        if (card.question.empty() || card.answer.empty())
            return std::nullopt;
        return card;
    }
    return std::nullopt;
}

std::vector<CardDraft> oneLineDrafts(const OneLineCard& card, int line)
{
    std::vector<CardDraft> drafts(card.reversed ? 2 : 1);
    for (CardDraft& draft : drafts) {
        draft.form = NoteForm::OneLine;
        draft.line = line;
        draft.question = card.question;
        draft.answer = card.answer;
    }
    if (card.reversed)
        drafts.back().kind = core::CardKind::reverse();
    return drafts;
}

} // namespace notedeck::notes
