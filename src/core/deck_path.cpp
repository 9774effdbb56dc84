#include "core/deck_path.h"

#include "core/text.h"

namespace notedeck::core {

namespace {
constexpr std::string_view kKeySeparator = "\x1f";
constexpr std::string_view kDisplaySeparator = " \u203a ";

std::vector<std::string> split(std::string_view text, std::string_view separator)
{
    std::vector<std::string> parts;
    size_t start = 0;
    while (true) {
        size_t pos = text.find(separator, start);
        std::string_view part = text.substr(start, pos == std::string_view::npos ? std::string_view::npos : pos - start);
        std::string trimmed = trim(part);
        if (!trimmed.empty())
            parts.push_back(std::move(trimmed));
        if (pos == std::string_view::npos)
            break;
        start = pos + separator.size();
    }
    return parts;
}

std::string join(const std::vector<std::string>& parts, std::string_view separator)
{
    std::string out;
    for (size_t i = 0; i < parts.size(); ++i) {
        if (i)
            out += separator;
        out += parts[i];
    }
    return out;
}
} // namespace

DeckPath DeckPath::parse(std::string_view text)
{
    if (text.find("::") != std::string_view::npos)
        return DeckPath(split(text, "::"));
    return DeckPath(split(text, "\u203a"));
}

DeckPath DeckPath::fromKey(std::string_view key)
{
    return DeckPath(split(key, kKeySeparator));
}

std::string DeckPath::key() const { return join(m_components, kKeySeparator); }
std::string DeckPath::display() const { return join(m_components, kDisplaySeparator); }

DeckPath DeckPath::parent() const
{
    if (m_components.empty())
        return {};
    return DeckPath(std::vector<std::string>(m_components.begin(), m_components.end() - 1));
}

bool DeckPath::startsWith(const DeckPath& prefix) const
{
    if (prefix.m_components.size() > m_components.size())
        return false;
    for (size_t i = 0; i < prefix.m_components.size(); ++i)
        if (prefix.m_components[i] != m_components[i])
            return false;
    return true;
}

} // namespace notedeck::core
