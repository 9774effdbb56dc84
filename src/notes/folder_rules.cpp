#include "notes/folder_rules.h"

#include "core/text.h"
#include "notes/path_glob.h"

#include <toml++/toml.h>

#include <algorithm>
#include <optional>
#include <sstream>

namespace notedeck::notes {

namespace {

// The rules file is read one line at a time, each line by toml++ as a TOML document of its own: a
// whole-file parse stops at the first mistake, while a mistake here must cost only the files of
// its own section (and every mistake needs its line). The settings are one-line values, so no
// value of the rules file spans lines.
std::optional<toml::table> tomlLine(std::string_view line, std::string& error)
{
    try {
        return toml::parse(line);
    } catch (const toml::parse_error& e) {
        error = std::string(e.description());
        return std::nullopt;
    }
}

// A name as it stands, or without one pair of quotes around it.
std::string withoutQuotes(std::string_view text)
{
    std::string value = core::trim(text);
    if (value.size() >= 2 && (value.front() == '"' || value.front() == '\'') && value.back() == value.front())
        return value.substr(1, value.size() - 2);
    return value;
}

// The pattern of a section header; nullopt when the line names no section of files. TOML's
// `["interview/**"]` and `[glossary]`, and, as the rules file always took them, patterns written
// bare that TOML cannot read as a name (`[books/*.md]`, `[README.md]`: a dotted name to TOML).
std::optional<std::string> sectionPattern(std::string_view line)
{
    std::string error;
    if (const auto table = tomlLine(line, error)) {
        // One table named by one or more dotted parts, with nothing in it.
        std::string pattern;
        const toml::table* at = &*table;
        while (at->size() == 1 && at->begin()->second.is_table()) {
            pattern += (pattern.empty() ? "" : ".") + std::string(at->begin()->first.str());
            at = at->begin()->second.as_table();
        }
        if (at == &*table || !at->empty() || pattern.empty())
            return std::nullopt;
        return pattern;
    }
    const std::string bare = core::trim(line.substr(0, line.find('#')));
    if (bare.size() < 3 || bare.front() != '[' || bare.back() != ']' ||
        bare.substr(1, bare.size() - 2).find_first_of("[]\"'") != std::string::npos)
        return std::nullopt;
    return core::trim(std::string_view(bare).substr(1, bare.size() - 2));
}

// A setting's value as text: a string's, `true` or `false`, or any other TOML value as TOML writes it.
std::string valueText(const toml::node& value)
{
    if (const auto* text = value.as_string())
        return text->get();
    if (const auto* flag = value.as_boolean())
        return flag->get() ? "true" : "false";
    std::ostringstream out;
    value.visit([&](const auto& node) { out << node; });
    return out.str();
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

namespace {

// One `key = value` line of the rules file: its key and value, or the message that says why it
// cannot be read. A line TOML reads is read by toml++; a value written bare (`questions = default`,
// which docs/format.md allows) is taken as it stands.
struct Setting {
    std::string key;
    std::string value;
    std::string problem;
};

constexpr const char* kSettings[] = {"questions", "highlights", "import"};

bool isSetting(std::string_view key)
{
    return std::find(std::begin(kSettings), std::end(kSettings), key) != std::end(kSettings);
}

Setting readSetting(std::string_view line)
{
    const size_t equals = line.find('=');
    if (equals == std::string_view::npos)
        return {{}, {}, "this line is neither a setting such as questions = \"default\" nor a section such as [\"interview/**\"]"};
    const std::string keyText = core::trim(line.substr(0, equals));
    const std::string unknown = "unknown setting \"" + keyText + "\" (the settings are questions, highlights and import)";
    std::string error;
    if (const auto table = tomlLine(line, error)) {
        if (table->size() != 1)
            return {{}, {}, unknown};
        const std::string key(table->begin()->first.str());
        const toml::node& value = table->begin()->second;
        if (!isSetting(key) || value.is_table())
            return {{}, {}, unknown};
        return {key, valueText(value), {}};
    }
    const std::string key = withoutQuotes(keyText);
    if (!isSetting(key))
        return {{}, {}, unknown};
    const std::string raw = core::trim(line.substr(equals + 1));
    if (raw.empty() || (raw.front() != '"' && raw.front() != '\''))
        return {key, core::trim(std::string_view(raw).substr(0, raw.find('#'))), {}};
    if (raw.find(raw.front(), 1) == std::string::npos)
        return {{}, {}, "the value's closing quote is missing"};
    return {{}, {}, "the value cannot be read as TOML (" + error + ")"};
}

} // namespace

FolderRules FolderRules::parse(std::string_view text, const std::string& file)
{
    constexpr const char* kNotASection = "this is not a section of files such as [\"interview/**\"]";
    if (text.size() > kMaxRulesBytes)
        return unreadable({Severity::Error, file, 0,
                           "the rules file is larger than " + std::to_string(kMaxRulesBytes / 1024) +
                               " KB, more than NoteDeck reads",
                           IssueKind::Other, {}});
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
        const std::string line = core::trim(lines[i]);
        if (line.empty() || line.front() == '#')
            continue;
        if (line.front() == '[') {
            closeBrokenHeader();
            rules.m_sections.push_back({sectionPattern(line).value_or(""), lineNo, {}, false, 0, std::nullopt, std::nullopt});
            continue;
        }
        Scope& into = scope();
        if (into.header > 0 && into.pattern.empty()) {
            // Settings meant for files that cannot be known.
            if (into.brokenLine == 0)
                rules.fail(into, into.header, kNotASection);
            continue;
        }
        const Setting setting = readSetting(line);
        if (!setting.problem.empty()) {
            rules.fail(into, lineNo, setting.problem);
            continue;
        }
        const std::string& value = setting.value;
        if (setting.key == "highlights") {
            // Obsidian's ==text==: a cloze, or (the default) ordinary highlighting.
            if (value != "cloze" && value != "highlight")
                rules.fail(into, lineNo, "unknown value \"" + value + "\" of highlights (it is \"cloze\" or \"highlight\")");
            else
                into.highlightsAreClozes = value == "cloze";
            continue;
        }
        if (setting.key == "import") {
            // Files left out are not read at all: their cards retire, as if the files were gone.
            if (value != "true" && value != "false")
                rules.fail(into, lineNo, "unknown value \"" + value + "\" of import (it is true or false)");
            else
                into.imported = value == "true";
            continue;
        }
        auto parsed = parseQuestionRule(value);
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
