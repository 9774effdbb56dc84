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

std::string FolderRules::filesOf(const Scope& scope)
{
    if (scope.header == 0)
        return "the files that no section names";
    return scope.pattern.empty() ? "the files that no later section names" : "the files of [\"" + scope.pattern + "\"]";
}

void FolderRules::fail(Scope& scope, int line, const std::string& problem)
{
    if (scope.brokenLine == 0)
        scope.brokenLine = line;
    m_issues.push_back({Severity::Error, m_file, line,
                        problem + "; until it is fixed, " + filesOf(scope) + " are not imported and keep their cards as they are",
                        IssueKind::Other, {}});
}

FolderRules FolderRules::parse(std::string_view text, const std::string& file)
{
    constexpr const char* kNotASection = "this is not a section of files such as [\"interview/**\"]";
    FolderRules rules;
    rules.m_file = file;
    // Where the lines go: the last section so far, or the root before any.
    auto scope = [&]() -> Scope& { return rules.m_sections.empty() ? rules.m_root : rules.m_sections.back(); };
    // A broken section header is an error only once something is written under it.
    auto closeBrokenHeader = [&] {
        if (scope().header > 0 && scope().pattern.empty() && scope().brokenLine == 0)
            rules.m_issues.push_back({Severity::Warning, file, scope().header,
                                      std::string(kNotASection) + "; nothing is under it, so it is ignored",
                                      IssueKind::Other, {}});
    };
    const std::vector<std::string_view> lines = core::splitLines(text);
    for (size_t i = 0; i < lines.size(); ++i) {
        const int lineNo = static_cast<int>(i) + 1;
        const std::string line = core::trim(withoutComment(lines[i]));
        if (line.empty())
            continue;
        if (line.front() == '[') {
            closeBrokenHeader();
            const auto pattern = line.size() >= 2 && line.back() == ']' && line[1] != '['
                                     ? unquoted(std::string_view(line).substr(1, line.size() - 2))
                                     : std::nullopt;
            rules.m_sections.push_back({pattern.value_or(""), lineNo, {}, false, 0, std::nullopt, std::nullopt});
            continue;
        }
        Scope& into = scope();
        if (into.header > 0 && into.pattern.empty()) {
            // Settings meant for files that cannot be known.
            if (into.brokenLine == 0)
                rules.fail(into, into.header, kNotASection);
            continue;
        }
        const size_t equals = line.find('=');
        if (equals == std::string::npos) {
            rules.fail(into, lineNo,
                       "this line is neither a setting such as questions = \"default\" nor a section such as [\"interview/**\"]");
            continue;
        }
        const auto key = unquoted(std::string_view(line).substr(0, equals));
        if (!key || (*key != "questions" && *key != "highlights" && *key != "import")) {
            rules.fail(into, lineNo, "unknown setting \"" + core::trim(std::string_view(line).substr(0, equals)) +
                                           "\" (the settings are questions, highlights and import)");
            continue;
        }
        const auto value = unquoted(std::string_view(line).substr(equals + 1));
        if (!value) {
            rules.fail(into, lineNo, "the value's closing quote is missing");
            continue;
        }
        if (*key == "highlights") {
            // Obsidian's ==text==: a cloze, or (the default) ordinary highlighting.
            if (*value != "cloze" && *value != "highlight")
                rules.fail(into, lineNo, "unknown value \"" + *value + "\" of highlights (it is \"cloze\" or \"highlight\")");
            else
                into.highlightsAreClozes = *value == "cloze";
            continue;
        }
        if (*key == "import") {
            // Files left out are not read at all: their cards retire, as if the files were gone.
            if (*value != "true" && *value != "false")
                rules.fail(into, lineNo, "unknown value \"" + *value + "\" of import (it is true or false)");
            else
                into.imported = *value == "true";
            continue;
        }
        auto parsed = parseQuestionRule(*value);
        if (!parsed) {
            rules.fail(into, lineNo, parsed.error());
            continue;
        }
        into.rule = *parsed;
        into.hasRule = true;
    }
    closeBrokenHeader();
    std::stable_sort(rules.m_issues.begin(), rules.m_issues.end(),
                     [](const NoteIssue& a, const NoteIssue& b) { return a.line < b.line; });
    return rules;
}

FolderRules FolderRules::unreadable(NoteIssue problem)
{
    FolderRules rules;
    rules.m_file = problem.file;
    rules.m_unreadable = true;
    problem.severity = Severity::Error;
    problem.message += "; until it can be read, no file is imported and every card stays as it is";
    rules.m_issues.push_back(std::move(problem));
    return rules;
}

std::expected<QuestionRule, int> FolderRules::ruleFor(std::string_view path) const
{
    auto settings = settingsFor(path);
    if (!settings)
        return std::unexpected(settings.error());
    return settings->rule;
}

std::expected<FileSettings, int> FolderRules::settingsFor(std::string_view path) const
{
    if (m_unreadable)
        return std::unexpected(0);
    std::optional<QuestionRule> rule;
    std::optional<bool> highlights;
    std::optional<bool> imported;
    // A scope that cannot be read refuses the file unless a later one decided what it needs.
    auto refuses = [&](const Scope& scope) { return scope.brokenLine > 0 && !rule && imported != false; };
    for (auto it = m_sections.rbegin(); it != m_sections.rend(); ++it) {
        if (!it->pattern.empty() && !globMatches(it->pattern, path))
            continue;
        // The last section that gives a setting wins; a broken one after it refuses the file.
        if (refuses(*it))
            return std::unexpected(it->brokenLine);
        if (it->hasRule && !rule)
            rule = it->rule;
        if (!highlights)
            highlights = it->highlightsAreClozes;
        if (!imported)
            imported = it->imported;
    }
    if (refuses(m_root))
        return std::unexpected(m_root.brokenLine);
    FileSettings settings;
    settings.ruleFromRulesFile = rule.has_value() || m_root.hasRule;
    settings.rule = rule.value_or(m_root.rule);
    settings.rule.highlightsAreClozes = highlights.value_or(m_root.highlightsAreClozes.value_or(false));
    settings.imported = imported.value_or(m_root.imported.value_or(true));
    return settings;
}

std::optional<QuestionRule> FolderRules::rootRule() const
{
    return m_root.hasRule ? std::optional<QuestionRule>(m_root.rule) : std::nullopt;
}

} // namespace notedeck::notes
