#include "notes/front_matter.h"

#include "core/text.h"

#include <algorithm>

namespace notedeck::notes {

namespace {

// A value as YAML writes a plain scalar: a trailing ` # comment` dropped, one pair of quotes removed.
std::string scalarValue(std::string_view raw)
{
    std::string value = core::trim(raw);
    if (value.size() >= 2 && (value.front() == '"' || value.front() == '\'')) {
        const size_t close = value.find(value.front(), 1);
        if (close != std::string::npos)
            return value.substr(1, close - 1);
    }
    if (const size_t comment = value.find(" #"); comment != std::string::npos)
        value = core::trim(std::string_view(value).substr(0, comment));
    return value;
}

bool isFence(std::string_view line, std::string_view fence)
{
    while (!line.empty() && (line.back() == ' ' || line.back() == '\t'))
        line.remove_suffix(1);
    return line == fence;
}

} // namespace

FrontMatter readFrontMatter(std::string_view text)
{
    FrontMatter front;
    if (!text.starts_with("---"))
        return front;
    const std::vector<std::string_view> lines = core::splitLines(text);
    if (lines.empty() || !isFence(lines[0], "---"))
        return front;
    for (size_t i = 1; i < lines.size(); ++i) {
        const std::string_view line = lines[i];
        if (isFence(line, "---") || isFence(line, "...")) {
            front.lastLine = static_cast<int>(i) + 1;
            return front;
        }
        // A top-level key only: indented lines belong to the value above them.
        constexpr std::string_view kKey = "notedeck:";
        if (line.starts_with(kKey)) {
            front.ruleLine = static_cast<int>(i) + 1;
            front.ruleValue = scalarValue(line.substr(kKey.size()));
        }
    }
    return {};   // never closed: not front matter, but the Markdown it looks like
}

std::string withoutFrontMatter(std::string_view text, const FrontMatter& front)
{
    size_t end = 0;
    for (int line = 0; line < front.lastLine && end < text.size(); ++line) {
        const size_t newline = text.find('\n', end);
        end = newline == std::string_view::npos ? text.size() : newline + 1;
    }
    std::string out(static_cast<size_t>(std::count(text.begin(), text.begin() + static_cast<std::ptrdiff_t>(end), '\n')), '\n');
    out.append(text.substr(end));
    return out;
}

} // namespace notedeck::notes
