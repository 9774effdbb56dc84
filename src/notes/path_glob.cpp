#include "notes/path_glob.h"

#include <vector>

namespace notedeck::notes {

namespace {

std::vector<std::string_view> partsOf(std::string_view path)
{
    std::vector<std::string_view> parts;
    while (!path.empty()) {
        const size_t slash = path.find('/');
        if (slash != 0)
            parts.push_back(path.substr(0, slash));
        if (slash == std::string_view::npos)
            break;
        path.remove_prefix(slash + 1);
    }
    return parts;
}

// Bytes of the UTF-8 character that starts at `text[0]`, so `?` matches a character, not a byte.
size_t characterSize(std::string_view text)
{
    size_t n = 1;
    while (n < text.size() && (static_cast<unsigned char>(text[n]) & 0xC0) == 0x80)
        ++n;
    return n;
}

// One part of a path against one part of a pattern: the usual backtracking over the last `*`,
// linear in practice and never recursive.
bool partMatches(std::string_view pattern, std::string_view name)
{
    size_t p = 0, n = 0;
    size_t starP = std::string_view::npos, starN = 0;
    while (n < name.size()) {
        if (p < pattern.size() && pattern[p] == '*') {
            starP = p++;
            starN = n;
        } else if (p < pattern.size() && pattern[p] == '?') {
            ++p;
            n += characterSize(name.substr(n));
        } else if (p < pattern.size() && pattern[p] == name[n]) {
            ++p;
            ++n;
        } else if (starP != std::string_view::npos) {
            p = starP + 1;
            starN += characterSize(name.substr(starN));
            n = starN;
        } else {
            return false;
        }
    }
    while (p < pattern.size() && pattern[p] == '*')
        ++p;
    return p == pattern.size();
}

// Whether the pattern's parts from `p` match the path's parts from `n` on, or a folder above
// the path's end (the path is a file below a matching folder). `**` tries every split.
bool partsMatch(const std::vector<std::string_view>& pattern, size_t p, const std::vector<std::string_view>& path, size_t n)
{
    for (; p < pattern.size(); ++p, ++n) {
        if (pattern[p] == "**") {
            for (size_t skip = n; skip <= path.size(); ++skip)
                if (partsMatch(pattern, p + 1, path, skip))
                    return true;
            return false;
        }
        if (n >= path.size() || !partMatches(pattern[p], path[n]))
            return false;
    }
    // Every part matched: the whole path, or a folder the path is below.
    return !pattern.empty();
}

} // namespace

bool globMatches(std::string_view pattern, std::string_view path)
{
    if (pattern.starts_with("./"))
        pattern.remove_prefix(2);
    return partsMatch(partsOf(pattern), 0, partsOf(path), 0);
}

} // namespace notedeck::notes
