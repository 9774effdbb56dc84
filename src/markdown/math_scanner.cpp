#include "markdown/math_scanner.h"

#include "markdown/html_spans.h"

#include <algorithm>

namespace notedeck::markdown {

namespace {

bool isSpace(char c) { return c == ' ' || c == '\t'; }
bool isBlankLine(std::string_view line) { return std::all_of(line.begin(), line.end(), isSpace); }
bool isDigit(char c) { return c >= '0' && c <= '9'; }

// Columns of leading white space (tabs to the next multiple of 4) and its length in bytes.
std::pair<int, size_t> leadingIndent(std::string_view line)
{
    int col = 0;
    size_t i = 0;
    for (; i < line.size() && isSpace(line[i]); ++i)
        col = line[i] == '\t' ? (col / 4 + 1) * 4 : col + 1;
    return {col, i};
}

// Content column of a list item that starts this line (after its indent), or -1.
int listContentColumn(std::string_view rest, int indent)
{
    size_t i = 0;
    if (!rest.empty() && (rest[0] == '-' || rest[0] == '+' || rest[0] == '*')) {
        i = 1;
    } else {
        while (i < rest.size() && i < 9 && isDigit(rest[i]))
            ++i;
        if (i == 0 || i >= rest.size() || (rest[i] != '.' && rest[i] != ')'))
            return -1;
        ++i;
    }
    if (i < rest.size() && !isSpace(rest[i]))
        return -1;
    size_t spaces = 0;
    while (i + spaces < rest.size() && isSpace(rest[i + spaces]))
        ++spaces;
    if (spaces == 0 || spaces > 4 || i + spaces == rest.size())
        spaces = 1;
    return indent + static_cast<int>(i + spaces);
}

struct Fence {
    char marker = 0;
    size_t length = 0;
    int line = 0;
};

// A fence opener/closer: ``` or ~~~ (three or more) after the indent.
Fence fenceAt(std::string_view rest)
{
    if (rest.empty() || (rest[0] != '`' && rest[0] != '~'))
        return {};
    size_t n = 0;
    while (n < rest.size() && rest[n] == rest[0])
        ++n;
    if (n < 3)
        return {};
    if (rest[0] == '`' && rest.substr(n).find('`') != std::string_view::npos)
        return {};
    return Fence{rest[0], n, 0};
}

// Scans the inline text of one block line range [from, to) for code spans and math.
class InlineScanner {
public:
    InlineScanner(std::string_view src, MathScan& out) : m_src(src), m_out(out) {}

    // Scans [from, to); `paragraphEnd` bounds inline constructs, which may not cross a blank
    // line. Returns where scanning stopped: past `to` when a span or code span runs on.
    size_t scan(size_t from, size_t to, size_t paragraphEnd, int firstLine);

    // Display math may span lines (and blank lines); returns the end of the span or npos.
    size_t findDisplayClose(size_t from) const;

private:
    size_t findInlineClose(size_t from, size_t limit) const;
    size_t findCodeSpanClose(size_t from, size_t runLength, size_t limit) const;
    int lineAt(size_t offset, size_t from, int firstLine) const;

    std::string_view m_src;
    MathScan& m_out;
    mutable size_t m_cursorFrom = std::string_view::npos, m_cursor = 0;
    mutable int m_cursorLine = 0;
};

int InlineScanner::lineAt(size_t offset, size_t from, int firstLine) const
{
    // Offsets only grow within one scan: count the newlines since the previous call, not since
    // `from`, or a long line with many formulas would take quadratic time.
    if (m_cursorFrom != from || offset < m_cursor) {
        m_cursorFrom = m_cursor = from;
        m_cursorLine = firstLine;
    }
    m_cursorLine += static_cast<int>(std::count(m_src.begin() + m_cursor, m_src.begin() + offset, '\n'));
    m_cursor = offset;
    return m_cursorLine;
}

size_t InlineScanner::findDisplayClose(size_t from) const
{
    for (size_t i = from; i + 1 < m_src.size(); ++i) {
        if (m_src[i] == '\\') {
            ++i;
            continue;
        }
        if (m_src[i] == '$' && m_src[i + 1] == '$')
            return i;
    }
    return std::string_view::npos;
}

size_t InlineScanner::findInlineClose(size_t from, size_t limit) const
{
    for (size_t i = from; i < limit; ++i) {
        const char c = m_src[i];
        if (c == '\\') {
            ++i;
            continue;
        }
        if (c == '\n' && i + 1 < limit) {
            // A blank line ends the paragraph.
            size_t j = i + 1;
            while (j < limit && isSpace(m_src[j]))
                ++j;
            if (j >= limit || m_src[j] == '\n')
                return std::string_view::npos;
        }
        if (c != '$')
            continue;
        if (i + 1 < m_src.size() && m_src[i + 1] == '$')
            return std::string_view::npos;   // "$$" inside inline math: not ours
        // The first $ closes or nothing does (Pandoc's rule): one after a space or before a digit
        // leaves the opening $ as text. Looking on past it would make math of text with a $ in
        // it, which KaTeX cannot read ("$ 4 $分、$1$ 分" is text, then the formula 1).
        const bool spaceBefore = isSpace(m_src[i - 1]) || m_src[i - 1] == '\n';
        const bool digitAfter = i + 1 < m_src.size() && isDigit(m_src[i + 1]);
        return spaceBefore || digitAfter ? std::string_view::npos : i;
    }
    return std::string_view::npos;
}

size_t InlineScanner::findCodeSpanClose(size_t from, size_t runLength, size_t limit) const
{
    size_t i = from;
    while (i < limit) {
        if (m_src[i] != '`') {
            ++i;
            continue;
        }
        size_t n = 0;
        while (i + n < limit && m_src[i + n] == '`')
            ++n;
        if (n == runLength)
            return i;
        i += n;
    }
    return std::string_view::npos;
}

size_t InlineScanner::scan(size_t from, size_t to, size_t paragraphEnd, int firstLine)
{
    size_t i = from;
    while (i < to) {
        const char c = m_src[i];
        if (c == '\\') {
            i += 2;
            continue;
        }
        if (c == '`') {
            size_t n = 0;
            while (i + n < to && m_src[i + n] == '`')
                ++n;
            const size_t close = findCodeSpanClose(i + n, n, paragraphEnd);
            i = close == std::string_view::npos ? i + n : close + n;
            continue;
        }
        if (c == '<') {
            // A tag's attributes, a comment or an autolink: cmark-gfm reads them before any text.
            const size_t html = inlineHtmlLength(m_src, i, paragraphEnd);
            i += html ? html : 1;
            continue;
        }
        if (c != '$') {
            ++i;
            continue;
        }
        if (i + 1 < m_src.size() && m_src[i + 1] == '$') {
            const size_t close = findDisplayClose(i + 2);
            if (close == std::string_view::npos) {
                m_out.problems.push_back({lineAt(i, from, firstLine),
                                          "display math \"$$\" is never closed; it is shown as text"});
                i += 2;
                continue;
            }
            m_out.spans.push_back({i, close + 2, i + 2, close, true, lineAt(i, from, firstLine)});
            i = close + 2;
            continue;
        }
        const bool opens = i + 1 < m_src.size() && !isSpace(m_src[i + 1]) && m_src[i + 1] != '\n';
        const size_t close = opens ? findInlineClose(i + 1, paragraphEnd) : std::string_view::npos;
        if (close == std::string_view::npos) {
            ++i;
            continue;
        }
        m_out.spans.push_back({i, close + 1, i + 1, close, false, lineAt(i, from, firstLine)});
        i = close + 1;
    }
    return i;
}

// End offset of the paragraph-like run of lines starting at `from` (up to a blank line).
size_t paragraphEndFrom(std::string_view src, size_t from)
{
    size_t pos = from;
    while (pos < src.size()) {
        size_t eol = src.find('\n', pos);
        if (eol == std::string_view::npos)
            return src.size();
        size_t next = eol + 1;
        size_t nextEol = src.find('\n', next);
        std::string_view nextLine = src.substr(next, nextEol == std::string_view::npos ? std::string_view::npos : nextEol - next);
        if (isBlankLine(nextLine))
            return eol;
        pos = next;
    }
    return src.size();
}

} // namespace

MathScan scanMath(std::string_view src)
{
    MathScan out;
    InlineScanner inlines(src, out);
    std::vector<int> listColumns;   // content columns of the open list items
    Fence fence;
    std::string_view htmlBlockEnd;   // inside <pre>…</pre>, <!-- … --> and the like: no math
    bool previousBlank = true;
    bool previousIndentedCode = false;
    int lineNo = 0;
    size_t pos = 0;
    size_t resumeAt = 0;            // inside a multi-line span already recorded
    size_t cachedParagraphEnd = 0;  // computed once per paragraph, not once per line
    auto paragraphEnd = [&](size_t from) {
        if (from >= cachedParagraphEnd)
            cachedParagraphEnd = paragraphEndFrom(src, from);
        return cachedParagraphEnd;
    };

    while (pos < src.size()) {
        ++lineNo;
        size_t eol = src.find('\n', pos);
        if (eol == std::string_view::npos)
            eol = src.size();
        const std::string_view line = src.substr(pos, eol - pos);
        const size_t lineStart = pos;
        pos = eol + 1;
        if (lineStart < resumeAt) {
            // A span or code span from an earlier line runs on; scan what follows it.
            if (resumeAt < eol)
                resumeAt = std::max(resumeAt, inlines.scan(resumeAt, eol, paragraphEnd(resumeAt), lineNo));
            previousBlank = false;
            continue;
        }

        auto [indent, indentBytes] = leadingIndent(line);
        std::string_view rest = line.substr(indentBytes);
        // Block quote markers are containers too: look past them.
        while (!rest.empty() && rest[0] == '>') {
            rest.remove_prefix(1);
            auto [more, moreBytes] = leadingIndent(rest);
            indent += 1 + more;
            rest.remove_prefix(moreBytes);
        }

        if (fence.marker) {
            const Fence closer = fenceAt(rest);
            if (closer.marker == fence.marker && closer.length >= fence.length && isBlankLine(rest.substr(closer.length)))
                fence = {};
            continue;
        }
        if (!htmlBlockEnd.empty()) {
            if (containsMarker(line, htmlBlockEnd))
                htmlBlockEnd = {};
            previousBlank = false;
            continue;
        }
        if (isBlankLine(rest)) {
            previousBlank = true;
            continue;
        }

        if (previousBlank)
            while (!listColumns.empty() && indent < listColumns.back())
                listColumns.pop_back();
        const int base = listColumns.empty() ? 0 : listColumns.back();
        if ((previousBlank || previousIndentedCode) && indent >= base + 4) {
            previousIndentedCode = true;
            previousBlank = false;
            continue;
        }
        previousIndentedCode = false;
        previousBlank = false;

        if (const std::string_view end = htmlBlockEndMarker(rest); !end.empty() && indent <= base + 3) {
            if (!containsMarker(rest.substr(1), end))
                htmlBlockEnd = end;   // the block runs on to a later line
            continue;
        }
        if (Fence opener = fenceAt(rest); opener.marker && indent <= base + 3) {
            fence = opener;
            fence.line = lineNo;
            continue;
        }
        if (const int column = listContentColumn(rest, indent); column >= 0) {
            while (!listColumns.empty() && indent < listColumns.back())
                listColumns.pop_back();
            listColumns.push_back(column);
        }

        const size_t textStart = static_cast<size_t>(rest.data() - src.data());
        resumeAt = inlines.scan(textStart, eol, paragraphEnd(textStart), lineNo);
    }
    if (fence.marker)
        out.problems.push_back({fence.line, "code fence is never closed; the rest of the file is shown as code",
                                SourceProblem::Kind::CodeFenceNotClosed});
    return out;
}

} // namespace notedeck::markdown
