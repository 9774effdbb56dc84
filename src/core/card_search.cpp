#include "core/card_search.h"

#include "core/text.h"

#include <algorithm>
#include <utility>

namespace notedeck::core {

std::vector<std::string> searchTerms(const std::string& text)
{
    std::vector<std::string> terms;
    size_t i = 0;
    while (i < text.size()) {
        while (i < text.size() && (text[i] == ' ' || text[i] == '\t'))
            ++i;
        size_t j = i;
        while (j < text.size() && text[j] != ' ' && text[j] != '\t')
            ++j;
        if (j > i)
            terms.push_back(text.substr(i, j - i));
        i = j;
    }
    return terms;
}

std::string markMatches(const std::string& text, const std::vector<std::string>& terms)
{
    const std::string lower = asciiLower(text);
    std::vector<std::pair<size_t, size_t>> ranges;
    for (const auto& term : terms) {
        const std::string t = asciiLower(term);
        if (t.empty())
            continue;
        for (size_t at = lower.find(t); at != std::string::npos; at = lower.find(t, at + t.size()))
            ranges.emplace_back(at, at + t.size());
    }
    std::sort(ranges.begin(), ranges.end());
    std::string out;
    size_t pos = 0;
    for (auto [b, e] : ranges) {
        if (b < pos)
            continue;   // overlaps the previous match
        out.append(text, pos, b - pos);
        out += kMatchStart;
        out.append(text, b, e - b);
        out += kMatchEnd;
        pos = e;
    }
    out.append(text, pos, std::string::npos);
    return out;
}

} // namespace notedeck::core
