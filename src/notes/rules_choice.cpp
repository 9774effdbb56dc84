#include "notes/rules_choice.h"

#include "core/text.h"

namespace notedeck::notes {

namespace {

// The key of a `key = value` line, when it is one (comments and quotes as FolderRules reads them).
std::string settingKey(std::string_view line)
{
    const std::string text = core::trim(line);
    if (text.empty() || text.front() == '#' || text.front() == '[')
        return {};
    const size_t equals = text.find('=');
    if (equals == std::string::npos)
        return {};
    std::string key = core::trim(std::string_view(text).substr(0, equals));
    if (key.size() >= 2 && (key.front() == '"' || key.front() == '\'') && key.back() == key.front())
        key = key.substr(1, key.size() - 2);
    return key;
}

bool isSectionHeader(std::string_view line)
{
    const std::string text = core::trim(line);
    return !text.empty() && text.front() == '[';
}

// `["path"]` as TOML reads it: between double quotes (a backslash escaped), or, for a path that
// holds a double quote, between single quotes, where TOML takes every character as it stands.
std::expected<std::string, std::string> sectionHeader(const std::string& path)
{
    for (const unsigned char c : path)
        if (c < 0x20 || c == 0x7F)
            return std::unexpected("the name \"" + path + "\" holds a control character and cannot be written as a rule");
    if (path.empty())
        return std::unexpected(std::string("an empty name cannot be written as a rule"));
    if (path.find('"') == std::string::npos) {
        std::string escaped;
        for (const char c : path)
            escaped += c == '\\' ? std::string("\\\\") : std::string(1, c);
        return "[\"" + escaped + "\"]";
    }
    if (path.find('\'') == std::string::npos)
        return "['" + path + "']";
    return std::unexpected("the name " + path + " holds both kinds of quotes and cannot be written as a rule");
}

} // namespace

std::expected<std::string, std::string> rulesWithChoice(std::string_view rulesText, const RulesChoice& choice)
{
    std::vector<std::string> lines;
    for (std::string_view line : core::splitLines(rulesText))
        lines.emplace_back(line);

    if (choice.questions) {
        const std::string setting = "questions = \"" + choice.questions->name() + "\"";
        size_t firstSection = lines.size();
        bool replaced = false;
        for (size_t i = 0; i < lines.size(); ++i) {
            if (isSectionHeader(lines[i])) {
                firstSection = i;
                break;
            }
            if (settingKey(lines[i]) == "questions") {
                lines[i] = setting;
                replaced = true;
            }
        }
        if (!replaced) {
            std::vector<std::string> added = {"# How NoteDeck finds questions in the files that no section below names.",
                                              setting};
            if (firstSection < lines.size())
                added.emplace_back();
            lines.insert(lines.begin() + static_cast<long>(firstSection), added.begin(), added.end());
        }
    }

    std::vector<std::string> sections;
    auto addSections = [&](const std::vector<std::string>& paths, const char* setting) -> std::expected<void, std::string> {
        for (const std::string& path : paths) {
            auto header = sectionHeader(path);
            if (!header)
                return std::unexpected(header.error());
            sections.push_back(*header);
            sections.emplace_back(setting);
        }
        return {};
    };
    if (auto left = addSections(choice.leaveOut, "import = false"); !left)
        return std::unexpected(left.error());
    if (auto back = addSections(choice.bringBack, "import = true"); !back)
        return std::unexpected(back.error());
    if (!sections.empty()) {
        while (!lines.empty() && core::trim(lines.back()).empty())
            lines.pop_back();
        if (!lines.empty())
            lines.emplace_back();
        lines.emplace_back("# Left out of the import (import = false), or imported again (import = true).");
        lines.insert(lines.end(), sections.begin(), sections.end());
    }

    std::string text;
    for (const std::string& line : lines)
        text += line + '\n';
    return text;
}

} // namespace notedeck::notes
