#include "notes/question_rule.h"

#include "core/text.h"

namespace notedeck::notes {

namespace {

bool endsWithQuestionMark(std::string_view text) { return text.ends_with("?") || text.ends_with("\uFF1F"); }

// `text` without the emphasis markers that close it (`**`, `__`, `*`, `_`, `***`), when the same
// run of markers opens somewhere before them: `**1.1 什么是注意力？**` ends with its question mark.
std::string withoutClosingEmphasis(std::string_view text)
{
    size_t end = text.size();
    while (end > 0 && (text[end - 1] == '*' || text[end - 1] == '_') && text[end - 1] == text.back())
        --end;
    const std::string_view closer = text.substr(end);
    if (closer.empty() || closer.size() > 3 || text.substr(0, end).find(closer) == std::string_view::npos)
        return std::string(text);
    return core::trim(text.substr(0, end));
}

} // namespace

bool QuestionRule::isQuestionHeading(int headingLevel, std::string_view text) const
{
    switch (style) {
    case QuestionStyle::Default:
    case QuestionStyle::QuestionHeadings:
        return endsWithQuestionMark(text) || endsWithQuestionMark(withoutClosingEmphasis(text));
    case QuestionStyle::HeadingLevel:
        return headingLevel == level;
    case QuestionStyle::Explicit:
        break;
    }
    return false;
}

bool QuestionRule::isBoldQuestionLine(std::string_view line) const
{
    if (style != QuestionStyle::Default && style != QuestionStyle::QuestionHeadings)
        return false;
    const std::string trimmed = core::trim(line);
    const std::string_view text = trimmed;
    for (const std::string_view marker : {std::string_view("**"), std::string_view("__")}) {
        if (!text.starts_with(marker))
            continue;
        // The bold closes once, at the end of the line or just before its question mark:
        // `**什么是注意力？**` and `**什么是注意力**？`.
        const size_t close = text.find(marker, marker.size());
        if (close == std::string_view::npos || close == marker.size())
            return false;
        const std::string_view inside = text.substr(marker.size(), close - marker.size());
        const std::string after = core::trim(text.substr(close + marker.size()));
        if (core::trim(inside) != inside)
            return false;   // `** x**` is no emphasis in Markdown
        if (after.empty())
            return endsWithQuestionMark(inside);
        return after == "?" || after == "\uFF1F";
    }
    return false;
}

std::string QuestionRule::name() const
{
    switch (style) {
    case QuestionStyle::Default: return "default";
    case QuestionStyle::QuestionHeadings: return "question-headings";
    case QuestionStyle::HeadingLevel: return "heading-level " + std::to_string(level);
    case QuestionStyle::Explicit: return "explicit";
    }
    return "default";
}

std::expected<QuestionRule, std::string> parseQuestionRule(std::string_view text)
{
    const std::string value = core::trim(text);
    if (value == "default")
        return QuestionRule{};
    if (value == "question-headings")
        return QuestionRule{QuestionStyle::QuestionHeadings};
    if (value == "explicit")
        return QuestionRule{QuestionStyle::Explicit};
    constexpr std::string_view kLevel = "heading-level";
    if (value.starts_with(kLevel)) {
        const std::string digits = core::trim(std::string_view(value).substr(kLevel.size()));
        if (digits.size() == 1 && digits[0] >= '1' && digits[0] <= '6')
            return QuestionRule{QuestionStyle::HeadingLevel, digits[0] - '0'};
        return std::unexpected("\"" + value + "\" needs a heading level from 1 to 6, as in \"heading-level 3\"");
    }
    return std::unexpected("unknown question rule \"" + value +
                           "\"; use default, question-headings, heading-level N (N from 1 to 6) or explicit");
}

} // namespace notedeck::notes
