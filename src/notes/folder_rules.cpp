#include "notes/folder_rules.h"

#include "core/text.h"
#include "notes/path_glob.h"

#include <algorithm>
#include <optional>

namespace notedeck::notes {

namespace {

// The line without a `# comment` that starts outside quotes.
std::string_view withoutComment(std::string_view line)
{
    char quote = 0;
    for (size_t i = 0; i < line.size(); ++i) {
        const char c = line[i];
        if (quote) {
            if (c == quote)
                quote = 0;
        } else if (c == '"' || c == '\'') {
            quote = c;
        } else if (c == '#') {
            return line.substr(0, i);
        }
    }
    return line;
}

// A bare or quoted string; nullopt when a quote is not closed at the end.
std::optional<std::string> unquoted(std::string_view text)
{
    const std::string value = core::trim(text);
    if (value.empty() || (value.front() != '"' && value.front() != '\''))
        return value;
    if (value.size() < 2 || value.back() != value.front())
        return std::nullopt;
    return value.substr(1, value.size() - 2);
}

} // namespace

void FolderRules::warn(int line, std::string message)
{
    m_issues.push_back({Severity::Warning, m_file, line, std::move(message), IssueKind::Other, {}});
}

FolderRules FolderRules::parse(std::string_view text, const std::string& file)
{
    FolderRules rules;
    rules.m_file = file;
    // Where `questions = …` goes: the root rule, a section, or nowhere (under a broken header).
    enum class Target { Root, Section, Nowhere } target = Target::Root;
    const std::vector<std::string_view> lines = core::splitLines(text);
    for (size_t i = 0; i < lines.size(); ++i) {
        const int lineNo = static_cast<int>(i) + 1;
        const std::string line = core::trim(withoutComment(lines[i]));
        if (line.empty())
            continue;
        if (line.front() == '[') {
            const auto pattern = line.size() >= 2 && line.back() == ']' && line[1] != '['
                                     ? unquoted(std::string_view(line).substr(1, line.size() - 2))
                                     : std::nullopt;
            if (!pattern || pattern->empty()) {
                rules.warn(lineNo, "this is not a section of files such as [\"interview/**\"]; the settings under it are ignored");
                target = Target::Nowhere;
                continue;
            }
            rules.m_sections.push_back({*pattern, {}, false});
            target = Target::Section;
            continue;
        }
        const size_t equals = line.find('=');
        if (equals == std::string::npos) {
            rules.warn(lineNo, "this line is neither a setting such as questions = \"default\" nor a section such as "
                               "[\"interview/**\"]; it is ignored");
            continue;
        }
        const auto key = unquoted(std::string_view(line).substr(0, equals));
        if (!key || *key != "questions") {
            rules.warn(lineNo, "unknown setting \"" + core::trim(std::string_view(line).substr(0, equals)) +
                                   "\" (the only one is questions); it is ignored");
            continue;
        }
        if (target == Target::Nowhere)
            continue;
        QuestionRule rule;
        const auto value = unquoted(std::string_view(line).substr(equals + 1));
        if (!value)
            rules.warn(lineNo, "the value's closing quote is missing; its files use the default rules");
        else if (auto parsed = parseQuestionRule(*value))
            rule = *parsed;
        else
            rules.warn(lineNo, parsed.error() + "; its files use the default rules");
        if (target == Target::Root) {
            rules.m_rootRule = rule;
        } else {
            rules.m_sections.back().rule = rule;
            rules.m_sections.back().hasRule = true;
        }
    }
    return rules;
}

QuestionRule FolderRules::ruleFor(std::string_view path) const
{
    const auto last = std::find_if(m_sections.rbegin(), m_sections.rend(), [&](const Section& s) {
        return s.hasRule && globMatches(s.pattern, path);
    });
    return last == m_sections.rend() ? m_rootRule : last->rule;
}

} // namespace notedeck::notes
