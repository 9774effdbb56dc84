#include "markdown/html_spans.h"

#include <algorithm>
#include <cctype>

namespace notedeck::markdown {

namespace {

bool isLetter(char c) { return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z'); }
bool isDigit(char c) { return c >= '0' && c <= '9'; }
bool isBlank(char c) { return c == ' ' || c == '\t' || c == '\n' || c == '\r'; }
char lower(char c) { return c >= 'A' && c <= 'Z' ? static_cast<char>(c - 'A' + 'a') : c; }

bool startsWithNoCase(std::string_view text, std::string_view prefix)
{
    return text.size() >= prefix.size() &&
           std::equal(prefix.begin(), prefix.end(), text.begin(), [](char p, char t) { return p == lower(t); });
}

// CommonMark's tag name: a letter, then letters, digits and '-'.
size_t tagNameEnd(std::string_view s, size_t i)
{
    if (i >= s.size() || !isLetter(s[i]))
        return std::string_view::npos;
    while (i < s.size() && (isLetter(s[i]) || isDigit(s[i]) || s[i] == '-'))
        ++i;
    return i;
}

// Attributes up to the end of an open tag; the offset past its '>' or npos.
size_t openTagEnd(std::string_view s, size_t i)
{
    while (true) {
        const size_t spaceStart = i;
        while (i < s.size() && isBlank(s[i]))
            ++i;
        if (i >= s.size())
            return std::string_view::npos;
        if (s[i] == '>')
            return i + 1;
        if (s[i] == '/')
            return i + 1 < s.size() && s[i + 1] == '>' ? i + 2 : std::string_view::npos;
        if (i == spaceStart || !(isLetter(s[i]) || s[i] == '_' || s[i] == ':'))
            return std::string_view::npos;   // attributes are separated by white space
        while (i < s.size() && (isLetter(s[i]) || isDigit(s[i]) || s[i] == '_' || s[i] == '.' || s[i] == ':' || s[i] == '-'))
            ++i;
        size_t j = i;
        while (j < s.size() && isBlank(s[j]))
            ++j;
        if (j >= s.size() || s[j] != '=')
            continue;
        ++j;
        while (j < s.size() && isBlank(s[j]))
            ++j;
        if (j >= s.size())
            return std::string_view::npos;
        if (s[j] == '"' || s[j] == '\'') {
            const size_t close = s.find(s[j], j + 1);
            if (close == std::string_view::npos)
                return std::string_view::npos;
            i = close + 1;
            continue;
        }
        const size_t valueStart = j;
        while (j < s.size() && !isBlank(s[j]) && std::string_view("\"'=<>`").find(s[j]) == std::string_view::npos)
            ++j;
        if (j == valueStart)
            return std::string_view::npos;
        i = j;
    }
}

size_t autolinkEnd(std::string_view s, size_t i)
{
    const size_t schemeStart = i;
    while (i < s.size() && (isLetter(s[i]) || isDigit(s[i]) || s[i] == '+' || s[i] == '.' || s[i] == '-'))
        ++i;
    if (i - schemeStart < 2 || i - schemeStart > 32 || !isLetter(s[schemeStart]) || i >= s.size() || s[i] != ':')
        return std::string_view::npos;
    while (i < s.size() && s[i] != '>' && s[i] != '<' && !isBlank(s[i]))
        ++i;
    return i < s.size() && s[i] == '>' ? i + 1 : std::string_view::npos;
}

} // namespace

size_t inlineHtmlLength(std::string_view source, size_t at, size_t limit)
{
    const std::string_view s = source.substr(0, std::min(limit, source.size()));
    if (at >= s.size() || s[at] != '<')
        return 0;
    size_t end = std::string_view::npos;
    if (s.substr(at).starts_with("<!--")) {
        const size_t close = s.find("-->", at + 4);
        end = close == std::string_view::npos ? close : close + 3;
    } else if (at + 1 < s.size() && s[at + 1] == '/') {
        size_t i = tagNameEnd(s, at + 2);
        while (i != std::string_view::npos && i < s.size() && isBlank(s[i]))
            ++i;
        end = i != std::string_view::npos && i < s.size() && s[i] == '>' ? i + 1 : std::string_view::npos;
    } else if (const size_t name = tagNameEnd(s, at + 1); name != std::string_view::npos) {
        end = openTagEnd(s, name);
        if (end == std::string_view::npos)
            end = autolinkEnd(s, at + 1);
    }
    return end == std::string_view::npos ? 0 : end - at;
}

std::string_view htmlBlockEndMarker(std::string_view line)
{
    if (line.starts_with("<!--"))
        return "-->";
    for (std::string_view name : {"pre", "script", "style", "textarea"}) {
        if (line.size() < name.size() + 1 || line[0] != '<' || !startsWithNoCase(line.substr(1), name))
            continue;
        const size_t after = name.size() + 1;
        if (after == line.size() || line[after] == '>' || isBlank(line[after])) {
            static constexpr std::string_view kEnds[] = {"</pre>", "</script>", "</style>", "</textarea>"};
            return kEnds[name == "pre" ? 0 : name == "script" ? 1 : name == "style" ? 2 : 3];
        }
    }
    return {};
}

bool containsMarker(std::string_view line, std::string_view marker)
{
    for (size_t i = 0; i + marker.size() <= line.size(); ++i)
        if (startsWithNoCase(line.substr(i), marker))
            return true;
    return false;
}

} // namespace notedeck::markdown
