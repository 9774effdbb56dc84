#include "service/anki/detail/field_markdown.h"

#include "core/text.h"

#include <algorithm>
#include <cctype>
#include <cstdint>
#include <vector>

namespace notedeck::service {

namespace {

// Math is held aside as \x01N\x02 while the HTML around it is converted.
constexpr char kMathStart = '\x01', kMathEnd = '\x02';

std::string lower(std::string_view s)
{
    std::string out(s);
    std::transform(out.begin(), out.end(), out.begin(), [](unsigned char c) { return static_cast<char>(std::tolower(c)); });
    return out;
}

void appendCodePoint(std::string& out, std::uint32_t cp)
{
    const bool valid = cp != 0 && cp <= 0x10ffff && (cp < 0xd800 || cp > 0xdfff);
    core::appendUtf8(out, valid ? static_cast<char32_t>(cp) : U'\ufffd');
}

std::string decodeEntities(std::string_view s)
{
    std::string out;
    for (size_t i = 0; i < s.size(); ++i) {
        if (s[i] != '&') {
            out += s[i];
            continue;
        }
        const size_t end = s.find(';', i);
        if (end == std::string_view::npos || end - i > 10) {
            out += '&';
            continue;
        }
        const std::string name = lower(s.substr(i + 1, end - i - 1));
        static const std::pair<const char*, const char*> named[] = {
            {"amp", "&"}, {"lt", "<"}, {"gt", ">"}, {"quot", "\""}, {"apos", "'"}, {"nbsp", " "}};
        bool done = false;
        for (const auto& [n, v] : named)
            if (name == n) {
                out += v;
                done = true;
            }
        if (!done && name.size() > 1 && name[0] == '#') {
            const bool hex = name[1] == 'x';
            std::uint32_t cp = 0;
            bool ok = name.size() > (hex ? 2u : 1u);
            for (size_t k = hex ? 2 : 1; ok && k < name.size(); ++k) {
                const int digit = std::isdigit(static_cast<unsigned char>(name[k])) ? name[k] - '0'
                                  : hex && name[k] >= 'a' && name[k] <= 'f' ? name[k] - 'a' + 10
                                                                          : -1;
                ok = digit >= 0 && cp < 0x110000;
                cp = cp * (hex ? 16 : 10) + static_cast<std::uint32_t>(std::max(digit, 0));
            }
            if (ok) {
                appendCodePoint(out, cp);
                done = true;
            }
        }
        if (!done) {
            out += '&';
            continue;
        }
        i = end;
    }
    return out;
}

// The text of a piece of HTML: tags dropped (a line break as a space), entities decoded.
std::string textOf(std::string_view html)
{
    std::string out;
    for (size_t i = 0; i < html.size(); ++i) {
        if (html[i] == '<') {
            const size_t end = html.find('>', i);
            if (end == std::string_view::npos)
                break;
            out += ' ';
            i = end;
        } else {
            out += html[i];
        }
    }
    return decodeEntities(out);
}

// MathJax's \(…\) and \[…\] set aside, replaced by placeholders.
std::string setMathAside(std::string_view html, std::vector<std::string>& math)
{
    std::string out;
    for (size_t i = 0; i < html.size(); ++i) {
        if (html[i] == kMathStart || html[i] == kMathEnd)
            continue;   // the placeholders' own marks are not the field's
        if (html[i] == '\\' && i + 1 < html.size() && (html[i + 1] == '(' || html[i + 1] == '[')) {
            const bool display = html[i + 1] == '[';
            const size_t end = html.find(display ? "\\]" : "\\)", i + 2);
            if (end != std::string_view::npos) {
                std::string tex = textOf(html.substr(i + 2, end - i - 2));
                std::replace(tex.begin(), tex.end(), '\n', ' ');
                tex = core::trim(tex);
                math.push_back(display ? "$$" + tex + "$$" : "$" + tex + "$");
                out += kMathStart + std::to_string(math.size() - 1) + kMathEnd;
                i = end + 1;
                continue;
            }
        }
        out += html[i];
    }
    return out;
}

std::string attribute(std::string_view tag, std::string_view name)
{
    const std::string l = lower(tag);
    for (size_t at = l.find(name); at != std::string::npos; at = l.find(name, at + 1)) {
        if (at == 0 || !std::isspace(static_cast<unsigned char>(l[at - 1])))
            continue;
        size_t i = at + name.size();
        while (i < l.size() && l[i] == ' ')
            ++i;
        if (i >= l.size() || l[i] != '=')
            continue;
        ++i;
        while (i < l.size() && l[i] == ' ')
            ++i;
        if (i >= l.size())
            return {};
        const char quote = l[i] == '"' || l[i] == '\'' ? l[i] : 0;
        const size_t start = quote ? i + 1 : i;
        size_t end = start;
        while (end < tag.size() && (quote ? tag[end] != quote : !std::isspace(static_cast<unsigned char>(tag[end])) && tag[end] != '>'))
            ++end;
        return decodeEntities(tag.substr(start, end - start));
    }
    return {};
}

class Converter {
public:
    explicit Converter(const FieldStyle& style) : m_style(style) {}

    void text(std::string_view raw)
    {
        const std::string t = decodeEntities(raw);
        for (size_t i = 0; i < t.size(); ++i) {
            const char c = t[i];
            if (m_pre || (m_code && c != '\n')) {
                put(std::string(1, c));   // code is shown as it is: no escapes
                continue;
            }
            if (c == '\n' || c == '\r' || c == '\t') {
                put(" ");
            } else if ((static_cast<unsigned char>(c) < 0x20 && c != kMathStart && c != kMathEnd) || c == 0x7f) {
                continue;   // other control characters: nothing a note shows
            } else if (c == '\\' || c == '*' || c == '_' || c == '`' || c == '$' || c == '[' || c == ']' || c == '<' ||
                       c == '>' || (c == '|' && m_cell) || (c == '#' && atLineStart())) {
                put(std::string{'\\', c});
            } else if (c == ':' && !m_style.cloze && i + 1 < t.size() && t[i + 1] == ':') {
                put(":\\");   // a `::` would be read as a one-line card's separator
            } else {
                put(std::string(1, c));
            }
        }
    }

    void tag(std::string_view whole)
    {
        const bool closing = whole.size() > 1 && whole[1] == '/';
        size_t start = closing ? 2 : 1, end = start;
        while (end < whole.size() && std::isalnum(static_cast<unsigned char>(whole[end])))
            ++end;
        const std::string name = lower(whole.substr(start, end - start));
        if (name == "br") {
            put(m_cell ? "<br>" : "\n");
        } else if (name == "div" || name == "p") {
            block();
        } else if (name == "b" || name == "strong") {
            put("**");
        } else if (name == "i" || name == "em") {
            put("*");
        } else if (name == "u" || name == "sub" || name == "sup" || name == "kbd" || name == "mark" || name == "s" ||
                   name == "del") {
            put(closing ? "</" + name + ">" : "<" + name + ">");
        } else if (name == "code" && !m_pre) {
            put("`");
            m_code = !closing;
        } else if (name == "pre") {
            block();
            put("```");
            block();
            m_pre = !closing;
        } else if (name == "ul" || name == "ol") {
            if (closing) {
                if (!m_lists.empty())
                    m_lists.pop_back();
            } else {
                m_lists.push_back(name == "ol" ? 1 : 0);
            }
            block();
        } else if (name == "li" && !closing) {
            block();
            const size_t depth = m_lists.empty() ? 0 : m_lists.size() - 1;
            std::string bullet(2 * depth, ' ');
            bullet += !m_lists.empty() && m_lists.back() > 0 ? std::to_string(m_lists.back()++) + ". " : "- ";
            m_itemIndent = bullet.size();
            put(bullet);
        } else if (name == "img" && !closing) {
            const std::string src = attribute(whole, "src");
            const std::string link = m_style.mediaLink ? m_style.mediaLink(src) : std::string();
            std::string alt = attribute(whole, "alt");
            std::erase_if(alt, [](char c) { return c == '[' || c == ']' || c == '\n'; });
            if (!link.empty())
                put("![" + alt + "](<" + link + ">)");
            else
                text(alt.empty() ? "[" + src + "]" : alt);
        } else if (name == "table") {
            if (!closing) {
                if (!atBareBullet())
                    block();
                m_rows.clear();
            } else {
                flushTable();
            }
        } else if (name == "tr" && !closing) {
            m_rows.emplace_back();
            m_cell = nullptr;
        } else if ((name == "td" || name == "th") && !closing && !m_rows.empty()) {
            m_rows.back().emplace_back();
            m_cell = &m_rows.back().back();
        } else if (name == "script" || name == "style") {
            m_skipping = !closing;
        }
    }

    bool skipping() const { return m_skipping; }

    std::string finish()
    {
        flushTable();
        // Lines without trailing spaces, at most one blank line in a row, none at either end.
        std::string out;
        size_t blank = 0;
        size_t start = 0;
        while (start <= m_out.size()) {
            size_t end = m_out.find('\n', start);
            if (end == std::string::npos)
                end = m_out.size();
            std::string line = m_out.substr(start, end - start);
            while (!line.empty() && line.back() == ' ')
                line.pop_back();
            if (line.empty()) {
                ++blank;
            } else {
                if (!out.empty())
                    out += blank > 0 ? "\n\n" : "\n";
                blank = 0;
                out += line;
            }
            start = end + 1;
        }
        return out;
    }

private:
    void put(const std::string& s)
    {
        if (m_cell)
            *m_cell += s;
        else
            m_out += s;
    }
    void block()
    {
        if (!m_cell && !m_out.empty() && m_out.back() != '\n')
            m_out += '\n';
    }
    // The width of the list item's bullet with its indent ("- " 2, "  2. " 5) when the line being
    // written holds only that bullet (and spaces: the HTML's own line breaks), else 0. A table there
    // is the item's content and starts on the bullet's line.
    size_t bareBulletWidth() const
    {
        if (m_cell || m_lists.empty())
            return 0;
        const size_t newline = m_out.rfind('\n');
        std::string_view line = std::string_view(m_out).substr(newline == std::string::npos ? 0 : newline + 1);
        while (!line.empty() && line.back() == ' ')
            line.remove_suffix(1);
        size_t at = 0;
        while (at < line.size() && line[at] == ' ')
            ++at;
        size_t digits = at;
        while (digits < line.size() && std::isdigit(static_cast<unsigned char>(line[digits])))
            ++digits;
        const bool bullet = line.substr(at) == "-" || (digits > at && line.substr(digits) == ".");
        return bullet ? line.size() + 1 : 0;
    }
    bool atBareBullet() const { return bareBulletWidth() > 0; }
    bool atLineStart() const
    {
        const std::string& s = m_cell ? *m_cell : m_out;
        return s.empty() || s.back() == '\n';
    }
    void flushTable()
    {
        m_cell = nullptr;
        if (m_rows.empty())
            return;
        size_t columns = 0;
        for (const auto& r : m_rows)
            columns = std::max(columns, r.size());
        auto row = [&](const std::vector<std::string>& cells) {
            std::string line = "|";
            for (size_t i = 0; i < columns; ++i) {
                std::string cell = i < cells.size() ? cells[i] : std::string();
                std::replace(cell.begin(), cell.end(), '\n', ' ');
                // The spaces of the HTML's line breaks around a cell are not its text.
                line += " " + core::trim(cell) + " |";
            }
            return line + "\n";
        };
        // Inside a list item the table's lines are indented as the item's content, so the table
        // stays in the item (NoteDeck's own answers are tables in a list item).
        std::string indent;
        if (const size_t width = bareBulletWidth(); width > 0) {
            while (m_out.back() == ' ')
                m_out.pop_back();
            m_out += ' ';
            indent.assign(width, ' ');
        } else {
            block();
            if (!m_lists.empty())
                indent.assign(m_itemIndent, ' ');
            m_out += "\n" + indent;
        }
        m_out += row(m_rows.front()) + indent + "|";
        for (size_t i = 0; i < columns; ++i)
            m_out += " --- |";
        m_out += "\n";
        for (size_t r = 1; r < m_rows.size(); ++r)
            m_out += indent + row(m_rows[r]);
        m_out += "\n";
        m_rows.clear();
    }

    const FieldStyle& m_style;
    std::string m_out;
    std::vector<int> m_lists;   // 0: bullets; else the next number
    size_t m_itemIndent = 0;    // the width of the latest list item's bullet, with its indent
    std::vector<std::vector<std::string>> m_rows;
    std::string* m_cell = nullptr;
    bool m_pre = false;
    bool m_code = false;
    bool m_skipping = false;
};

} // namespace

std::string fieldMarkdown(std::string_view html, const FieldStyle& style)
{
    std::vector<std::string> math;
    const std::string held = setMathAside(html, math);
    Converter converter(style);
    size_t i = 0;
    while (i < held.size()) {
        if (held.compare(i, 4, "<!--") == 0) {
            const size_t end = held.find("-->", i + 4);
            i = end == std::string::npos ? held.size() : end + 3;
            continue;
        }
        if (held[i] == '<' && i + 1 < held.size() &&
            (std::isalpha(static_cast<unsigned char>(held[i + 1])) || held[i + 1] == '/')) {
            const size_t end = held.find('>', i);
            if (end == std::string::npos)
                break;
            converter.tag(std::string_view(held).substr(i, end - i + 1));
            i = end + 1;
            continue;
        }
        size_t next = held.find('<', i + 1);
        if (next == std::string::npos)
            next = held.size();
        if (!converter.skipping())
            converter.text(std::string_view(held).substr(i, next - i));
        i = next;
    }
    std::string out = converter.finish();
    // The math back in place.
    std::string result;
    for (size_t k = 0; k < out.size(); ++k) {
        if (out[k] == kMathStart) {
            const size_t end = out.find(kMathEnd, k);
            const size_t index = std::stoul(out.substr(k + 1, end - k - 1));
            result += index < math.size() ? math[index] : std::string();
            k = end;
        } else {
            result += out[k];
        }
    }
    return result;
}

std::string textMarkdown(std::string_view text)
{
    std::string plain(text);
    std::erase_if(plain, [](char c) { return c == kMathStart || c == kMathEnd; });
    FieldStyle style;
    Converter converter(style);
    converter.text(plain);
    return converter.finish();
}

} // namespace notedeck::service
