#pragma once
// A notes file split into lines once, so that cards can be sliced from it by the line numbers of
// its blocks, exactly as written. Holds views into the text it was made from.
#include <string>
#include <string_view>
#include <vector>

namespace notedeck::notes {

class SourceLines {
public:
    explicit SourceLines(std::string_view text);

    int count() const { return static_cast<int>(m_lines.size()); }
    // Line `n` (1-based), empty outside the text.
    std::string_view line(int n) const { return n >= 1 && n <= count() ? m_lines[static_cast<size_t>(n - 1)] : std::string_view(); }

    // Lines [first, last] with up to `indent` columns of leading spaces removed from each,
    // the first line starting at byte column `firstColumn` (1-based); trailing blank lines dropped.
    std::string slice(int first, int last, int indent, int firstColumn = 1) const;

private:
    std::vector<std::string_view> m_lines;
};

} // namespace notedeck::notes
