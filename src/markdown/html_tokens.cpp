#include "markdown/html_tokens.h"

#include "core/text.h"

#include <algorithm>
#include <array>
#include <charconv>
#include <utility>

namespace notedeck::markdown {

namespace {

bool isSpace(char c) { return c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\f'; }
bool isAsciiLetter(char c) { return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z'); }

std::string lower(std::string_view text) { return core::asciiLower(std::string(text)); }

// The elements whose content a browser reads as text up to their end tag.
bool isRawTextElement(std::string_view name)
{
    for (std::string_view element : {"iframe", "noembed", "noframes", "noscript", "plaintext", "script", "style",
                                     "textarea", "title", "xmp"})
        if (name == element)
            return true;
    return false;
}

class Tokenizer {
public:
    explicit Tokenizer(std::string_view html) : m_html(html) {}

    std::vector<HtmlToken> run()
    {
        size_t textStart = 0;
        while (m_pos < m_html.size()) {
            const size_t lt = m_html.find('<', m_pos);
            if (lt == std::string_view::npos)
                break;
            m_pos = lt;
            HtmlToken token;
            if (!readMarkup(token)) {
                m_pos = lt + 1;   // a '<' that starts nothing is text
                continue;
            }
            if (lt > textStart)
                m_tokens.push_back(text(textStart, lt));
            token.raw = m_html.substr(lt, m_pos - lt);
            const bool rawText = token.kind == HtmlToken::Kind::StartTag && isRawTextElement(token.name);
            const bool toTheEnd = token.name == "plaintext";
            const std::string closing = "</" + token.name;
            m_tokens.push_back(std::move(token));
            textStart = m_pos;
            if (rawText) {
                // Up to its end tag, the content of <script>, <style>, <textarea>, … is text.
                const size_t end = toTheEnd ? std::string_view::npos : findNoCase(closing, m_pos);
                m_pos = end == std::string_view::npos ? m_html.size() : end;
                if (m_pos > textStart)
                    m_tokens.push_back(text(textStart, m_pos));
                textStart = m_pos;
            }
        }
        if (textStart < m_html.size())
            m_tokens.push_back(text(textStart, m_html.size()));
        return std::move(m_tokens);
    }

private:
    // Where `needle` (lower case) starts in the HTML at or after `from`, compared without case.
    size_t findNoCase(std::string_view needle, size_t from) const
    {
        const auto same = [](char wanted, char c) { return (c >= 'A' && c <= 'Z' ? c - 'A' + 'a' : c) == wanted; };
        for (size_t i = m_html.find('<', from); i != std::string_view::npos; i = m_html.find('<', i + 1)) {
            const std::string_view at = m_html.substr(i);
            if (at.size() >= needle.size() && std::equal(needle.begin(), needle.end(), at.begin(), same))
                return i;
        }
        return std::string_view::npos;
    }

    HtmlToken text(size_t from, size_t to) const
    {
        HtmlToken token;
        token.raw = m_html.substr(from, to - from);
        return token;
    }

    // Reads the markup at m_pos ('<') into `token` and moves past it; false when it is not markup.
    bool readMarkup(HtmlToken& token)
    {
        const std::string_view rest = m_html.substr(m_pos);
        if (rest.starts_with("<!--")) {
            token.kind = HtmlToken::Kind::Comment;
            // "<!-->" and "<!--->" end at once, as in a browser.
            size_t close = rest.starts_with("<!-->") ? 1 : rest.starts_with("<!--->") ? 2 : rest.find("-->", 4);
            if (close == 1 || close == 2) {
                m_pos += close == 1 ? 5 : 6;
                return true;
            }
            m_pos = close == std::string_view::npos ? m_html.size() : m_pos + close + 3;
            return true;
        }
        if (rest.starts_with("<!") || rest.starts_with("<?") || (rest.starts_with("</") && rest.size() > 2 && !isAsciiLetter(rest[2]) && rest[2] != '>')) {
            token.kind = HtmlToken::Kind::Other;
            const size_t close = rest.find('>');
            m_pos = close == std::string_view::npos ? m_html.size() : m_pos + close + 1;
            return true;
        }
        const bool end = rest.starts_with("</");
        const size_t nameStart = end ? 2 : 1;
        if (rest.size() <= nameStart || !isAsciiLetter(rest[nameStart]))
            return false;
        size_t i = nameStart;
        while (i < rest.size() && !isSpace(rest[i]) && rest[i] != '/' && rest[i] != '>')
            ++i;
        token.kind = end ? HtmlToken::Kind::EndTag : HtmlToken::Kind::StartTag;
        token.name = lower(rest.substr(nameStart, i - nameStart));
        const size_t close = readAttributes(rest, i, token);
        if (close == std::string_view::npos)
            return false;   // never closed: text
        if (end) {
            token.attributes.clear();
            token.selfClosing = false;
        }
        m_pos += close + 1;
        return true;
    }

    // Reads attributes from `i` up to the closing '>'; returns its offset in `rest`, or npos.
    static size_t readAttributes(std::string_view rest, size_t i, HtmlToken& token)
    {
        while (i < rest.size()) {
            const char c = rest[i];
            if (isSpace(c)) {
                ++i;
                continue;
            }
            if (c == '>')
                return i;
            if (c == '/') {
                token.selfClosing = i + 1 < rest.size() && rest[i + 1] == '>';
                ++i;
                continue;
            }
            token.selfClosing = false;
            size_t nameEnd = i + 1;   // a first '=' belongs to the name, as in a browser
            while (nameEnd < rest.size() && !isSpace(rest[nameEnd]) && rest[nameEnd] != '/' && rest[nameEnd] != '>' &&
                   rest[nameEnd] != '=')
                ++nameEnd;
            HtmlAttribute attribute{lower(rest.substr(i, nameEnd - i)), {}};
            i = nameEnd;
            size_t j = i;
            while (j < rest.size() && isSpace(rest[j]))
                ++j;
            if (j < rest.size() && rest[j] == '=') {
                ++j;
                while (j < rest.size() && isSpace(rest[j]))
                    ++j;
                if (j < rest.size() && (rest[j] == '"' || rest[j] == '\'')) {
                    const size_t closeQuote = rest.find(rest[j], j + 1);
                    if (closeQuote == std::string_view::npos)
                        return std::string_view::npos;
                    attribute.value = std::string(rest.substr(j + 1, closeQuote - j - 1));
                    i = closeQuote + 1;
                } else {
                    size_t valueEnd = j;
                    while (valueEnd < rest.size() && !isSpace(rest[valueEnd]) && rest[valueEnd] != '>')
                        ++valueEnd;
                    attribute.value = std::string(rest.substr(j, valueEnd - j));
                    i = valueEnd;
                }
            }
            if (!token.attribute(attribute.name))
                token.attributes.push_back(std::move(attribute));
        }
        return std::string_view::npos;
    }

    std::string_view m_html;
    size_t m_pos = 0;
    std::vector<HtmlToken> m_tokens;
};

constexpr std::array<std::pair<std::string_view, char32_t>, 41> kNamedReferences{{
    {"nbsp", 0xA0},     {"emsp", 0x2003},   {"ensp", 0x2002},   {"thinsp", 0x2009}, {"amp", '&'},
    {"lt", '<'},        {"gt", '>'},        {"quot", '"'},      {"apos", '\''},     {"middot", 0xB7},
    {"hellip", 0x2026}, {"mdash", 0x2014},  {"ndash", 0x2013},  {"times", 0xD7},    {"divide", 0xF7},
    {"copy", 0xA9},     {"reg", 0xAE},      {"deg", 0xB0},      {"plusmn", 0xB1},   {"larr", 0x2190},
    {"rarr", 0x2192},   {"uarr", 0x2191},   {"darr", 0x2193},   {"hArr", 0x21D4},   {"rArr", 0x21D2},
    {"lArr", 0x21D0},   {"le", 0x2264},     {"ge", 0x2265},     {"ne", 0x2260},     {"laquo", 0xAB},
    {"raquo", 0xBB},    {"ldquo", 0x201C},  {"rdquo", 0x201D},  {"lsquo", 0x2018},  {"rsquo", 0x2019},
    {"bull", 0x2022},   {"sect", 0xA7},     {"para", 0xB6},     {"trade", 0x2122},  {"zwj", 0x200D},
    {"zwnj", 0x200C},
}};

// The code point of the reference `name` (between '&' and ';'), or 0.
char32_t referenceValue(std::string_view name)
{
    if (name.size() >= 2 && name[0] == '#') {
        const bool hex = name[1] == 'x' || name[1] == 'X';
        const std::string_view digits = name.substr(hex ? 2 : 1);
        unsigned long value = 0;
        const auto [end, ec] = std::from_chars(digits.data(), digits.data() + digits.size(), value, hex ? 16 : 10);
        if (ec != std::errc{} || end != digits.data() + digits.size() || digits.empty())
            return 0;
        // No NUL, surrogates or values past Unicode: a browser would show U+FFFD.
        if (value == 0 || value > 0x10FFFF || (value >= 0xD800 && value <= 0xDFFF))
            return 0xFFFD;
        return static_cast<char32_t>(value);
    }
    for (const auto& [entity, value] : kNamedReferences)
        if (entity == name)
            return value;
    return 0;
}

} // namespace

const std::string* HtmlToken::attribute(std::string_view attributeName) const
{
    for (const HtmlAttribute& a : attributes)
        if (a.name == attributeName)
            return &a.value;
    return nullptr;
}

std::vector<HtmlToken> tokenizeHtml(std::string_view html) { return Tokenizer(html).run(); }

std::string decodeCharacterReferences(std::string_view text)
{
    std::string out;
    out.reserve(text.size());
    size_t i = 0;
    while (i < text.size()) {
        const size_t amp = text.find('&', i);
        if (amp == std::string_view::npos)
            break;
        out.append(text, i, amp - i);
        const size_t semicolon = text.find(';', amp + 1);
        const bool plausible = semicolon != std::string_view::npos && semicolon - amp <= 10;
        const char32_t value = plausible ? referenceValue(text.substr(amp + 1, semicolon - amp - 1)) : 0;
        if (value == 0) {
            out += '&';
            i = amp + 1;
            continue;
        }
        core::appendUtf8(out, value);
        i = semicolon + 1;
    }
    out.append(text.substr(std::min(i, text.size())));
    return out;
}

} // namespace notedeck::markdown
