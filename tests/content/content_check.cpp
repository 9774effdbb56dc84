#include "content_check.h"

#include <algorithm>
#include <charconv>
#include <fstream>
#include <optional>
#include <set>
#include <sstream>
#include <stdexcept>

namespace notedeck::content_test {

namespace {

bool isSpace(char c)
{
    return c == ' ' || c == '\t' || c == '\r' || c == '\n' || c == '\f' || c == '\v';
}

std::string_view trim(std::string_view s)
{
    while (!s.empty() && isSpace(s.front()))
        s.remove_prefix(1);
    while (!s.empty() && isSpace(s.back()))
        s.remove_suffix(1);
    return s;
}

size_t indentOf(std::string_view line)
{
    size_t n = 0;
    while (n < line.size() && line[n] == ' ')
        ++n;
    return n;
}

constexpr std::string_view kBullet = "\xE2\x80\xA2"; // •

// Drops one list marker ("•", "-", "*", "+", "12.", "12)") followed by whitespace.
std::string_view stripBullet(std::string_view s)
{
    auto followedBySpace = [&](size_t n) { return n < s.size() && isSpace(s[n]); };
    if (s.starts_with(kBullet) && followedBySpace(kBullet.size()))
        return trim(s.substr(kBullet.size()));
    if (!s.empty() && (s[0] == '-' || s[0] == '*' || s[0] == '+') && followedBySpace(1))
        return trim(s.substr(1));
    size_t digits = 0;
    while (digits < s.size() && digits < 9 && s[digits] >= '0' && s[digits] <= '9')
        ++digits;
    if (digits > 0 && digits < s.size() && (s[digits] == '.' || s[digits] == ')') && followedBySpace(digits + 1))
        return trim(s.substr(digits + 1));
    return s;
}

bool isFenceLine(std::string_view line)
{
    const std::string_view t = trim(line);
    return t.starts_with("```") || t.starts_with("~~~");
}

bool isTableRow(std::string_view line)
{
    return trim(line).starts_with('|');
}

bool isTableDelimiterRow(std::string_view line)
{
    const std::string_view t = trim(line);
    return t.find('-') != std::string_view::npos &&
           std::all_of(t.begin(), t.end(), [](char c) { return c == '|' || c == '-' || c == ':' || c == ' '; });
}

// The cells of a GFM table row ("| a | b |").
std::vector<std::string_view> tableCells(std::string_view line)
{
    std::string_view t = trim(line);
    if (t.starts_with('|'))
        t.remove_prefix(1);
    if (t.ends_with('|'))
        t.remove_suffix(1);
    std::vector<std::string_view> cells;
    size_t start = 0;
    while (true) {
        const size_t bar = t.find('|', start);
        cells.push_back(trim(t.substr(start, bar == std::string_view::npos ? std::string_view::npos : bar - start)));
        if (bar == std::string_view::npos)
            break;
        start = bar + 1;
    }
    return cells;
}

std::vector<std::string_view> splitOn(std::string_view s, char sep)
{
    std::vector<std::string_view> parts;
    size_t start = 0;
    while (true) {
        const size_t at = s.find(sep, start);
        parts.push_back(s.substr(start, at == std::string_view::npos ? std::string_view::npos : at - start));
        if (at == std::string_view::npos)
            break;
        start = at + 1;
    }
    return parts;
}

std::optional<int> parseInt(std::string_view s)
{
    s = trim(s);
    int value = 0;
    const auto [end, ec] = std::from_chars(s.data(), s.data() + s.size(), value);
    if (ec != std::errc{} || end != s.data() + s.size())
        return std::nullopt;
    return value;
}

struct SourceItem {
    int line = 0;
    std::string text;
};

struct ContentItem {
    std::string file;
    int line = 0;
    std::string text;
};

// Every non-empty normalized line, or table cell, of the plain-text source.
std::vector<SourceItem> sourceItems(std::string_view source)
{
    std::vector<SourceItem> items;
    const auto lines = splitLines(source);
    for (size_t i = 0; i < lines.size(); ++i) {
        const int lineNo = static_cast<int>(i) + 1;
        if (lines[i].find('\t') != std::string::npos) {
            for (const auto cell : splitOn(lines[i], '\t'))
                if (auto text = normalizeLine(cell); !text.empty())
                    items.push_back({lineNo, std::move(text)});
        } else if (auto text = normalizeLine(lines[i]); !text.empty()) {
            items.push_back({lineNo, std::move(text)});
        }
    }
    return items;
}

// Every non-empty normalized line, or table cell, of the Markdown files; fence lines are skipped.
std::vector<ContentItem> contentItems(const std::vector<TextFile>& content)
{
    std::vector<ContentItem> items;
    for (const auto& file : content) {
        const auto lines = splitLines(file.text);
        bool inFence = false;
        for (size_t i = 0; i < lines.size(); ++i) {
            const int lineNo = static_cast<int>(i) + 1;
            const std::string& line = lines[i];
            if (isFenceLine(line)) {
                inFence = !inFence;
                continue;
            }
            if (!inFence && isTableRow(line)) {
                if (isTableDelimiterRow(line))
                    continue;
                for (const auto cell : tableCells(line))
                    if (auto text = normalizeLine(cell); !text.empty())
                        items.push_back({file.name, lineNo, std::move(text)});
                continue;
            }
            if (auto text = normalizeLine(line); !text.empty())
                items.push_back({file.name, lineNo, std::move(text)});
        }
    }
    return items;
}

} // namespace

std::string readFile(const std::filesystem::path& path)
{
    std::ifstream in(path, std::ios::binary);
    if (!in)
        throw std::runtime_error("cannot read " + path.string());
    std::ostringstream out;
    out << in.rdbuf();
    return out.str();
}

std::vector<TextFile> readMarkdownFiles(const std::filesystem::path& dir)
{
    std::vector<TextFile> files;
    for (const auto& entry : std::filesystem::directory_iterator(dir)) {
        if (entry.is_regular_file() && entry.path().extension() == ".md")
            files.push_back({entry.path().filename().string(), readFile(entry.path())});
    }
    std::sort(files.begin(), files.end(), [](const TextFile& a, const TextFile& b) { return a.name < b.name; });
    return files;
}

std::vector<std::string> splitLines(std::string_view text)
{
    std::vector<std::string> lines;
    size_t start = 0;
    while (start <= text.size()) {
        size_t end = text.find('\n', start);
        if (end == std::string_view::npos)
            end = text.size();
        std::string_view line = text.substr(start, end - start);
        if (line.ends_with('\r'))
            line.remove_suffix(1);
        lines.emplace_back(line);
        start = end + 1;
    }
    if (!lines.empty() && lines.back().empty() && text.ends_with('\n'))
        lines.pop_back();
    return lines;
}

std::string normalizeLine(std::string_view line)
{
    std::string_view s = trim(line);
    size_t hashes = 0;
    while (hashes < s.size() && s[hashes] == '#')
        ++hashes;
    if (hashes >= 1 && hashes <= 6 && (hashes == s.size() || isSpace(s[hashes])))
        s = trim(s.substr(hashes));
    s = stripBullet(s);

    std::string out;
    out.reserve(s.size());
    bool pendingSpace = false;
    for (const char c : s) {
        if (c == '`' || c == '$')
            continue;
        if (isSpace(c)) {
            pendingSpace = !out.empty();
            continue;
        }
        if (pendingSpace) {
            out += ' ';
            pendingSpace = false;
        }
        out += c;
    }
    return out;
}

bool isReplacingKind(std::string_view kind)
{
    return kind == "typo" || kind == "spacing" || kind == "punctuation" || kind == "artefact" ||
           kind == "restructured" || kind == "question";
}

bool isKnownKind(std::string_view kind)
{
    return isReplacingKind(kind) || kind == "added" || kind == "math";
}

std::vector<AllowEntry> parseAllowlist(std::string_view tsv, std::vector<std::string>& errors)
{
    std::vector<AllowEntry> entries;
    const auto lines = splitLines(tsv);
    for (size_t i = 0; i < lines.size(); ++i) {
        const std::string& line = lines[i];
        const int lineNo = static_cast<int>(i) + 1;
        if (trim(line).empty() || line.starts_with('#') || line.starts_with("line\t"))
            continue;
        const auto fields = splitOn(line, '\t');
        if (fields.size() != 4) {
            errors.push_back("allowlist.tsv:" + std::to_string(lineNo) + ": expected 4 tab-separated columns, found " +
                             std::to_string(fields.size()));
            continue;
        }
        const auto number = parseInt(fields[0]);
        if (!number || *number <= 0) {
            errors.push_back("allowlist.tsv:" + std::to_string(lineNo) + ": bad line number '" + std::string(fields[0]) + "'");
            continue;
        }
        entries.push_back({*number, std::string(trim(fields[1])), std::string(fields[2]), std::string(fields[3]), lineNo});
    }
    return entries;
}

std::string FidelityReport::describe() const
{
    std::ostringstream out;
    for (const auto& m : missing)
        out << "source line " << m.line << " is missing from content/: " << m.text << '\n';
    for (const auto& e : extra)
        out << e.file << ':' << e.line << " is neither in the source nor in allowlist.tsv: " << e.text << '\n';
    for (const auto& p : problems)
        out << p << '\n';
    return out.str();
}

FidelityReport checkFidelity(std::string_view source, const std::vector<TextFile>& content,
                             const std::vector<AllowEntry>& allowlist)
{
    FidelityReport report;
    const auto srcItems = sourceItems(source);
    const auto mdItems = contentItems(content);
    const int sourceLineCount = static_cast<int>(splitLines(source).size());

    std::map<std::string, int> available;  // content text -> occurrences not yet matched
    for (const auto& item : mdItems)
        ++available[item.text];
    const std::map<std::string, int> inContent = available;

    std::set<std::pair<int, std::string>> replaced;  // (source line, normalized text)
    std::set<std::string> allowedExtra;              // normalized replacements
    std::vector<std::pair<const AllowEntry*, std::string>> replacingEntries;

    for (const auto& entry : allowlist) {
        const std::string where = "allowlist.tsv:" + std::to_string(entry.allowlistLine) + ": ";
        if (!isKnownKind(entry.kind)) {
            report.problems.push_back(where + "unknown kind '" + entry.kind + "'");
            continue;
        }
        if (entry.line > sourceLineCount) {
            report.problems.push_back(where + "source has no line " + std::to_string(entry.line));
            continue;
        }
        const std::string text = normalizeLine(entry.source);
        const bool matchesSource = std::any_of(srcItems.begin(), srcItems.end(), [&](const SourceItem& item) {
            return item.line == entry.line && item.text == text;
        });
        if (!matchesSource) {
            report.problems.push_back(where + "source line " + std::to_string(entry.line) + " does not read '" +
                                      entry.source + "'");
            continue;
        }
        const std::string replacement = normalizeLine(entry.replacement);
        if (replacement.empty() || !inContent.contains(replacement))
            report.problems.push_back(where + "replacement not found in content/: '" + entry.replacement + "'");
        allowedExtra.insert(replacement);
        if (isReplacingKind(entry.kind)) {
            replaced.insert({entry.line, text});
            replacingEntries.push_back({&entry, text});
        }
    }

    for (const auto& item : srcItems) {
        if (replaced.contains({item.line, item.text}))
            continue;
        auto it = available.find(item.text);
        if (it != available.end() && it->second > 0)
            --it->second;
        else
            report.missing.push_back({item.line, item.text});
    }

    for (const auto& [entry, text] : replacingEntries) {
        if (auto it = available.find(text); it != available.end() && it->second > 0)
            report.problems.push_back("allowlist.tsv:" + std::to_string(entry->allowlistLine) + ": source line " +
                                      std::to_string(entry->line) + " is still in content/ unchanged ('" +
                                      entry->source + "'); the entry is not needed");
    }

    std::set<std::string> fromSource;
    for (const auto& item : srcItems)
        fromSource.insert(item.text);
    auto allowed = [&](const std::string& text) {
        if (fromSource.contains(text) || allowedExtra.contains(text))
            return true;
        // The closing line of a math environment whose opening line is allowed ("\end{gathered}").
        if (text.starts_with("\\end{"))
            return allowedExtra.contains("\\begin{" + text.substr(5));
        return false;
    };
    for (const auto& item : mdItems)
        if (!allowed(item.text))
            report.extra.push_back({item.file, item.line, item.text});
    return report;
}

std::map<std::string, int> countCards(const std::vector<TextFile>& content, std::vector<std::string>& problems)
{
    std::map<std::string, int> counts;
    for (const auto& file : content) {
        const auto lines = splitLines(file.text);
        const std::string stem = std::filesystem::path(file.name).stem().string();
        std::vector<std::pair<int, std::string>> headings;  // (level, text)
        bool sawLevelOne = false;
        bool inFence = false;
        int questionHeadingLevel = 0;  // > 0 while inside a heading card's answer

        auto deckPath = [&]() {
            std::string path = sawLevelOne ? std::string() : stem;
            for (const auto& [level, text] : headings) {
                if (level == questionHeadingLevel)
                    break;  // the question heading itself is not part of the path
                path += path.empty() ? text : " › " + text;
            }
            return path;
        };
        auto where = [&](size_t i) { return file.name + ":" + std::to_string(i + 1) + ": "; };

        // Whether a non-blank line follows before `stop` says the card's answer ends.
        auto hasAnswer = [&](size_t i, auto stop) {
            for (size_t j = i + 1; j < lines.size(); ++j) {
                if (trim(lines[j]).empty())
                    continue;
                return !stop(lines[j]);
            }
            return false;
        };

        for (size_t i = 0; i < lines.size(); ++i) {
            const std::string& line = lines[i];
            if (isFenceLine(line)) {
                inFence = !inFence;
                continue;
            }
            if (inFence)
                continue;
            const size_t indent = indentOf(line);
            const std::string_view body = std::string_view(line).substr(indent);
            size_t hashes = 0;
            while (hashes < body.size() && body[hashes] == '#')
                ++hashes;
            const bool isHeading = indent <= 3 && hashes >= 1 && hashes <= 6 &&
                                   (hashes == body.size() || body[hashes] == ' ');
            if (isHeading) {
                const int level = static_cast<int>(hashes);
                const std::string text(trim(body.substr(hashes)));
                if (questionHeadingLevel > 0 && level > questionHeadingLevel)
                    continue;  // a deeper heading inside a heading card's answer
                questionHeadingLevel = 0;
                while (!headings.empty() && headings.back().first >= level)
                    headings.pop_back();
                if (level == 1)
                    sawLevelOne = true;
                if (text.ends_with("?") || text.ends_with("\xEF\xBC\x9F")) {  // ？
                    const std::string path = deckPath();
                    headings.push_back({level, text});
                    questionHeadingLevel = level;
                    const bool answered = hasAnswer(i, [&](std::string_view next) {
                        const std::string_view t = trim(next);
                        size_t h = 0;
                        while (h < t.size() && t[h] == '#')
                            ++h;
                        return h >= 1 && static_cast<int>(h) <= level && (h == t.size() || t[h] == ' ');
                    });
                    if (answered)
                        ++counts[path];
                    else
                        problems.push_back(where(i) + "question heading without an answer: " + text);
                } else {
                    headings.push_back({level, text});
                }
                continue;
            }
            if (questionHeadingLevel > 0 || indent != 0)
                continue;
            const std::string_view stripped = stripBullet(body);
            if (stripped.size() == body.size())
                continue;  // not a list item
            const bool answered = hasAnswer(i, [](std::string_view next) { return indentOf(next) == 0; });
            if (answered)
                ++counts[deckPath()];
            else
                problems.push_back(where(i) + "top-level item without an answer: " + std::string(stripped));
        }
    }
    return counts;
}

std::map<std::string, int> parseExpectedCards(std::string_view tsv, std::vector<std::string>& errors)
{
    std::map<std::string, int> expected;
    const auto lines = splitLines(tsv);
    for (size_t i = 0; i < lines.size(); ++i) {
        const std::string& line = lines[i];
        if (trim(line).empty() || line.starts_with('#'))
            continue;
        const auto fields = splitOn(line, '\t');
        const auto count = fields.size() == 2 ? parseInt(fields[1]) : std::nullopt;
        if (!count || *count < 0) {
            errors.push_back("expected_cards.tsv:" + std::to_string(i + 1) + ": expected 'deck path<TAB>count'");
            continue;
        }
        if (!expected.emplace(std::string(fields[0]), *count).second)
            errors.push_back("expected_cards.tsv:" + std::to_string(i + 1) + ": deck listed twice: " + std::string(fields[0]));
    }
    return expected;
}

} // namespace notedeck::content_test
