#include "notes/source_lines.h"

#include "core/text.h"

#include <algorithm>

namespace notedeck::notes {

SourceLines::SourceLines(std::string_view text) : m_lines(core::splitLines(text)) {}

std::string SourceLines::slice(int first, int last, int indent, int firstColumn) const
{
    last = std::min(last, count());
    while (last >= first && core::trim(line(last)).empty())
        --last;
    std::string out;
    for (int n = first; n <= last; ++n) {
        std::string_view l = line(n);
        if (n == first && firstColumn > 1) {
            l.remove_prefix(std::min<size_t>(l.size(), static_cast<size_t>(firstColumn - 1)));
        } else {
            size_t i = 0;
            int col = 0;
            while (i < l.size() && col < indent && (l[i] == ' ' || l[i] == '\t')) {
                col = l[i] == '\t' ? (col / 4 + 1) * 4 : col + 1;
                ++i;
            }
            l.remove_prefix(i);
        }
        if (n > first)
            out += '\n';
        out += l;
    }
    return out;
}

} // namespace notedeck::notes
