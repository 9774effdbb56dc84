#include "notes/question_rule.h"

#include "core/text.h"

namespace notedeck::notes {

bool QuestionRule::isQuestionHeading(int headingLevel, std::string_view text) const
{
    switch (style) {
    case QuestionStyle::Default:
    case QuestionStyle::QuestionHeadings:
        return text.ends_with("?") || text.ends_with("\uFF1F");
    case QuestionStyle::HeadingLevel:
        return headingLevel == level;
    case QuestionStyle::Explicit:
        break;
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
