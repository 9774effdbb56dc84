#include "service/anki/detail/anki_media.h"

#include "core/html_escape.h"
#include "core/image_resolver.h"
#include "core/text.h"

#include <fstream>
#include <iterator>

namespace notedeck::service::anki {

namespace {

constexpr size_t kMaxNameBytes = 100;

std::string cutAtCharacter(std::string text, size_t bytes)
{
    if (text.size() <= bytes)
        return text;
    size_t end = bytes;
    while (end > 0 && (static_cast<unsigned char>(text[end]) & 0xC0) == 0x80)
        --end;
    text.resize(end);
    return text;
}

// `name` with `suffix` before its extension, within the length limit.
std::string withSuffix(const std::string& name, const std::string& suffix)
{
    const size_t dot = name.rfind('.');
    const std::string ext = dot == std::string::npos || dot == 0 ? "" : name.substr(dot);
    const std::string stem = name.substr(0, name.size() - ext.size());
    return cutAtCharacter(stem, kMaxNameBytes - suffix.size() - ext.size()) + suffix + ext;
}

} // namespace

std::string ankiMediaName(std::string_view fileName)
{
    std::string out;
    for (const char c : fileName) {
        const auto u = static_cast<unsigned char>(c);
        if (u < 0x20 || u == 0x7F || std::string_view("/\\:*?\"<>|").find(c) != std::string_view::npos)
            continue;
        out += c;
    }
    while (!out.empty() && (out.front() == '.' || out.front() == ' '))
        out.erase(out.begin());
    while (!out.empty() && (out.back() == '.' || out.back() == ' '))
        out.pop_back();
    if (out.empty())
        return "image";
    return out.size() > kMaxNameBytes ? withSuffix(cutAtCharacter(out, 200), "") : out;
}

std::string MediaNames::nameOf(const std::string& relative, std::string& why)
{
    if (auto known = m_byPath.find(relative); known != m_byPath.end()) {
        if (known->second.empty())
            why = "cannot be read";
        return known->second;
    }
    const std::filesystem::path source = m_notesDir / std::filesystem::path(relative);
    std::ifstream in(source, std::ios::binary);
    std::string bytes((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
    if (m_notesDir.empty() || !in.is_open() || in.bad()) {
        why = "cannot be read";
        m_byPath[relative] = "";
        return "";
    }
    const std::string hash = core::contentHash(bytes);
    std::string name = ankiMediaName(std::filesystem::path(relative).filename().string());
    for (int attempt = 0;; ++attempt) {
        auto taken = m_hashOfName.find(name);
        if (taken == m_hashOfName.end() || taken->second == hash)
            break;
        // Another file of this name: the content's hash tells them apart, as Anki does on import.
        name = withSuffix(ankiMediaName(std::filesystem::path(relative).filename().string()),
                          "-" + hash.substr(0, 8) + (attempt ? "-" + std::to_string(attempt) : ""));
    }
    if (!m_hashOfName.contains(name)) {
        m_hashOfName[name] = hash;
        m_files.push_back({name, source});
    }
    m_byPath[relative] = name;
    return name;
}

std::string MediaNames::rewrite(std::string html, const std::vector<std::string>& imageUrls, const std::string& where,
                                std::vector<std::string>& problems)
{
    for (const std::string& url : imageUrls) {
        const std::optional<std::string> relative = core::imagePathOfUrl(url);
        if (!relative)
            continue;
        std::string why;
        const std::string name = nameOf(*relative, why);
        if (name.empty()) {
            problems.push_back(where + ": image " + *relative + ": " + why);
            continue;
        }
        const std::string from = "src=\"" + url + "\"";
        const std::string to = "src=\"" + core::escapeHtml(name) + "\"";
        for (size_t at = html.find(from); at != std::string::npos; at = html.find(from, at + to.size()))
            html.replace(at, from.size(), to);
    }
    return html;
}

} // namespace notedeck::service::anki
