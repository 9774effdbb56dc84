#include "markdown/cloze_scanner.h"

#include "markdown/math_scanner.h"

#include <algorithm>
#include <charconv>
#include <set>

namespace notedeck::markdown {

namespace {

struct Range {
    size_t begin = 0, end = 0;
};

// Code spans and fences: backtick runs closed by a run of the same length.
std::vector<Range> codeRanges(std::string_view s)
{
    std::vector<Range> ranges;
    size_t i = 0;
    while ((i = s.find('`', i)) != std::string_view::npos) {
        size_t n = 0;
        while (i + n < s.size() && s[i + n] == '`')
            ++n;
        size_t j = i + n;
        bool closed = false;
        while ((j = s.find('`', j)) != std::string_view::npos) {
            size_t m = 0;
            while (j + m < s.size() && s[j + m] == '`')
                ++m;
            if (m == n) {
                ranges.push_back({i, j + m});
                i = j + m;
                closed = true;
                break;
            }
            j += m;
        }
        if (!closed)
            i += n;
    }
    return ranges;
}

const Range* rangeHolding(const std::vector<Range>& ranges, size_t at)
{
    auto it = std::upper_bound(ranges.begin(), ranges.end(), at, [](size_t v, const Range& r) { return v < r.begin; });
    if (it == ranges.begin())
        return nullptr;
    --it;
    return at >= it->begin && at < it->end ? &*it : nullptr;
}

// The length of the `{{cN::` opener at `at` and its number as written, or 0 when there is none.
// `{{cat}}` and other templates are not openers: the number part is short and has no spaces.
size_t openerAt(std::string_view s, size_t at, std::string_view& number)
{
    if (s.compare(at, 3, "{{c") != 0)
        return 0;
    const size_t from = at + 3;
    for (size_t k = from; k < s.size() && k < from + 12; ++k) {
        if (s.compare(k, 2, "::") == 0) {
            number = s.substr(from, k - from);
            return k + 2 - at;
        }
        const char c = s[k];
        if (c == '{' || c == '}' || c == ' ' || c == '\n' || c == '\t')
            return 0;
    }
    return 0;
}

int numberOf(std::string_view text)
{
    int value = 0;
    const auto [ptr, ec] = std::from_chars(text.data(), text.data() + text.size(), value);
    if (ec != std::errc() || ptr != text.data() + text.size() || value < 1 || value > 9999 || text.front() == '0')
        return 0;
    return value;
}

bool blank(std::string_view text)
{
    return text.find_first_not_of(" \t\n") == std::string_view::npos;
}

class Scanner {
public:
    explicit Scanner(std::string_view s) : m_s(s), m_code(codeRanges(s))
    {
        for (const MathSpan& span : scanMath(s).spans)
            m_math.push_back({span.texBegin, span.texEnd});
    }

    ClozeScan run(bool highlights);

private:
    // Where the deletion opened at `from` ends (at its `}}`), or npos.
    size_t closingOf(size_t from, size_t limit, bool& nested) const;
    void readHint(Cloze& c, bool inCode) const;
    void readHighlights();
    void problem(ClozeProblem::Kind kind, size_t at, std::string message, std::string value = {})
    {
        m_scan.problems.push_back({kind, at, std::move(message), std::move(value)});
    }

    std::string_view m_s;
    std::vector<Range> m_code, m_math;
    ClozeScan m_scan;
};

size_t Scanner::closingOf(size_t from, size_t limit, bool& nested) const
{
    int depth = 0;
    for (size_t p = from; p < limit; ++p) {
        const char c = m_s[p];
        if (c == '\n' && p + 1 < limit && blank(m_s.substr(p + 1, m_s.find('\n', p + 1) - p - 1)))
            return std::string_view::npos;   // a blank line ends the paragraph, and the deletion with it
        std::string_view number;
        if (c == '{' && openerAt(m_s, p, number))
            nested = true;
        if (c == '{') {
            ++depth;
        } else if (c == '}') {
            if (depth == 0 && p + 1 < limit && m_s[p + 1] == '}')
                return p;
            if (depth > 0)
                --depth;
        }
    }
    return std::string_view::npos;
}

void Scanner::readHint(Cloze& c, bool inCode) const
{
    if (inCode)
        return;
    int depth = 0;
    bool inBackticks = false;
    for (size_t p = c.textBegin; p + 1 < c.textEnd; ++p) {
        const char ch = m_s[p];
        if (ch == '`')
            inBackticks = !inBackticks;
        else if (ch == '{')
            ++depth;
        else if (ch == '}' && depth > 0)
            --depth;
        else if (ch == ':' && m_s[p + 1] == ':' && depth == 0 && !inBackticks) {
            c.hintBegin = p + 2;
            c.hintEnd = c.textEnd;
            c.textEnd = p;
            return;
        }
    }
}

ClozeScan Scanner::run(bool highlights)
{
    size_t i = 0;
    while ((i = m_s.find("{{c", i)) != std::string_view::npos) {
        std::string_view numberText;
        const size_t opener = openerAt(m_s, i, numberText);
        if (!opener) {
            i += 3;
            continue;
        }
        const Range* math = rangeHolding(m_math, i);
        const size_t limit = math ? math->end : m_s.size();
        bool nested = false;
        const size_t close = closingOf(i + opener, limit, nested);
        const std::string shown = "{{c" + std::string(numberText) + "::";
        if (close == std::string_view::npos) {
            problem(ClozeProblem::Kind::NotClosed, i, "the cloze " + shown + " is never closed with }}; it stays text");
            i += opener;
            continue;
        }
        const int number = numberOf(numberText);
        if (!number) {
            problem(ClozeProblem::Kind::BadNumber, i,
                    "the cloze number \"" + std::string(numberText) + "\" is not a positive whole number; the cloze stays text",
                    std::string(numberText));
            i = close + 2;
            continue;
        }
        Cloze c;
        c.begin = i;
        c.end = close + 2;
        c.textBegin = i + opener;
        c.textEnd = close;
        c.number = number;
        c.inMath = math != nullptr;
        readHint(c, rangeHolding(m_code, i) != nullptr);
        if (blank(m_s.substr(c.textBegin, c.textEnd - c.textBegin))) {
            problem(ClozeProblem::Kind::Empty, i, "the cloze " + shown + "}} hides nothing; it stays text");
        } else {
            if (nested)
                problem(ClozeProblem::Kind::Nested, i, "a cloze inside the cloze " + shown + "…}}: the inner one is shown as written");
            m_scan.clozes.push_back(c);
        }
        i = c.end;
    }
    if (highlights)
        readHighlights();
    if (m_scan.clozes.size() > static_cast<size_t>(kMaxClozesPerNote)) {
        const std::string count = std::to_string(m_scan.clozes.size());
        problem(ClozeProblem::Kind::TooMany, m_scan.clozes.front().begin,
                "this note holds " + count + " clozes, more than the " + std::to_string(kMaxClozesPerNote) +
                    " a note may hold; it gives no cards",
                count);
        m_scan.clozes.clear();
    }
    return std::move(m_scan);
}

// `==text==` outside code, math and the `{{c…}}` deletions, within one line, numbered after the
// highest `{{cN::}}` of the note, in order.
void Scanner::readHighlights()
{
    int next = 1;
    for (const Cloze& c : m_scan.clozes)
        next = std::max(next, c.number + 1);
    std::vector<Cloze> found;
    auto taken = [&](size_t at) {
        if (rangeHolding(m_code, at) || rangeHolding(m_math, at))
            return true;
        return std::any_of(m_scan.clozes.begin(), m_scan.clozes.end(), [&](const Cloze& c) { return at >= c.begin && at < c.end; });
    };
    size_t i = 0;
    while ((i = m_s.find("==", i)) != std::string_view::npos) {
        const size_t end = m_s.find("==", i + 2);
        const size_t eol = m_s.find('\n', i);
        if (end == std::string_view::npos || (eol != std::string_view::npos && end > eol) || taken(i) || end == i + 2 ||
            m_s[i + 2] == ' ' || m_s[end - 1] == ' ') {
            i += 2;
            continue;
        }
        Cloze c;
        c.begin = i;
        c.end = end + 2;
        c.textBegin = i + 2;
        c.textEnd = end;
        c.number = next++;
        found.push_back(c);
        i = c.end;
    }
    m_scan.clozes.insert(m_scan.clozes.end(), found.begin(), found.end());
    std::sort(m_scan.clozes.begin(), m_scan.clozes.end(), [](const Cloze& a, const Cloze& b) { return a.begin < b.begin; });
}

} // namespace

std::vector<int> ClozeScan::numbers() const
{
    std::set<int> distinct;
    for (const Cloze& c : clozes)
        distinct.insert(c.number);
    return {distinct.begin(), distinct.end()};
}

ClozeScan scanClozes(std::string_view source, bool highlightsAreClozes)
{
    if (!mayHoldClozes(source, highlightsAreClozes))
        return {};
    return Scanner(source).run(highlightsAreClozes);
}

bool mayHoldClozes(std::string_view source, bool highlightsAreClozes)
{
    return source.find("{{c") != std::string_view::npos || (highlightsAreClozes && source.find("==") != std::string_view::npos);
}

std::string rewriteClozes(std::string_view source, const ClozeScan& scan, const ClozeReplacement& replace)
{
    std::string out;
    out.reserve(source.size());
    size_t at = 0;
    for (const Cloze& c : scan.clozes) {
        out.append(source.substr(at, c.begin - at));
        out += replace(c, source.substr(c.textBegin, c.textEnd - c.textBegin), source.substr(c.hintBegin, c.hintEnd - c.hintBegin));
        at = c.end;
    }
    out.append(source.substr(at));
    return out;
}

std::string revealClozes(std::string_view source, bool highlightsAreClozes)
{
    const ClozeScan scan = scanClozes(source, highlightsAreClozes);
    if (scan.clozes.empty())
        return std::string(source);
    return rewriteClozes(source, scan, [](const Cloze&, std::string_view text, std::string_view) { return std::string(text); });
}

} // namespace notedeck::markdown
