#include "core/text.h"

#include <cstdio>

namespace notedeck::core {

namespace {
// Length of the UTF-8 sequence starting at text[i], or 0 when it is invalid.
size_t sequenceLength(std::string_view text, size_t i)
{
    const auto b0 = static_cast<unsigned char>(text[i]);
    if (b0 < 0x80)
        return 1;
    size_t len = 0;
    char32_t min = 0;
    if ((b0 & 0xE0) == 0xC0) { len = 2; min = 0x80; }
    else if ((b0 & 0xF0) == 0xE0) { len = 3; min = 0x800; }
    else if ((b0 & 0xF8) == 0xF0) { len = 4; min = 0x10000; }
    else return 0;
    if (i + len > text.size())
        return 0;
    char32_t cp = b0 & (0x7F >> len);
    for (size_t k = 1; k < len; ++k) {
        const auto b = static_cast<unsigned char>(text[i + k]);
        if ((b & 0xC0) != 0x80)
            return 0;
        cp = (cp << 6) | (b & 0x3F);
    }
    if (cp < min || cp > 0x10FFFF || (cp >= 0xD800 && cp <= 0xDFFF))
        return 0;
    return len;
}

bool isAsciiSpace(char c) { return c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\f' || c == '\v'; }

bool isIgnoredForIdentity(char32_t cp)
{
    if (cp < 0x80)
        return !((cp >= '0' && cp <= '9') || (cp >= 'a' && cp <= 'z') || (cp >= 'A' && cp <= 'Z'));
    if (cp >= 0x2000 && cp <= 0x206F) return true;   // general punctuation, zero-width spaces
    if (cp >= 0x3000 && cp <= 0x303F) return true;   // CJK symbols and punctuation
    if (cp >= 0xFF01 && cp <= 0xFF0F) return true;   // full-width ! " # … /
    if (cp >= 0xFF1A && cp <= 0xFF20) return true;   // full-width : ; < = > ? @
    if (cp >= 0xFF3B && cp <= 0xFF40) return true;
    if (cp >= 0xFF5B && cp <= 0xFF65) return true;
    return cp == 0x00A0 || cp == 0xFEFF || cp == 0x00B7 || cp == 0x2022;
}
} // namespace

std::optional<size_t> findInvalidUtf8(std::string_view text)
{
    size_t i = 0;
    while (i < text.size()) {
        const size_t len = sequenceLength(text, i);
        if (len == 0)
            return i;
        i += len;
    }
    return std::nullopt;
}

std::string withValidUtf8(std::string text)
{
    const std::optional<size_t> firstBad = findInvalidUtf8(text);
    if (!firstBad)
        return text;
    std::string out(text, 0, *firstBad);
    out.reserve(text.size() + 8);
    for (size_t i = *firstBad; i < text.size();) {
        const size_t len = sequenceLength(text, i);
        if (len == 0) {
            out += "\xEF\xBF\xBD";
            ++i;
        } else {
            out.append(text, i, len);
            i += len;
        }
    }
    return out;
}

std::vector<char32_t> decodeUtf8(std::string_view text)
{
    std::vector<char32_t> out;
    out.reserve(text.size());
    size_t i = 0;
    while (i < text.size()) {
        const size_t len = sequenceLength(text, i);
        if (len == 0) {
            out.push_back(0xFFFD);
            ++i;
            continue;
        }
        auto b0 = static_cast<unsigned char>(text[i]);
        char32_t cp = len == 1 ? b0 : (b0 & (0x7F >> len));
        for (size_t k = 1; k < len; ++k)
            cp = (cp << 6) | (static_cast<unsigned char>(text[i + k]) & 0x3F);
        out.push_back(cp);
        i += len;
    }
    return out;
}

void appendUtf8(std::string& out, char32_t cp)
{
    if (cp < 0x80) {
        out += static_cast<char>(cp);
    } else if (cp < 0x800) {
        out += static_cast<char>(0xC0 | (cp >> 6));
        out += static_cast<char>(0x80 | (cp & 0x3F));
    } else if (cp < 0x10000) {
        out += static_cast<char>(0xE0 | (cp >> 12));
        out += static_cast<char>(0x80 | ((cp >> 6) & 0x3F));
        out += static_cast<char>(0x80 | (cp & 0x3F));
    } else {
        out += static_cast<char>(0xF0 | (cp >> 18));
        out += static_cast<char>(0x80 | ((cp >> 12) & 0x3F));
        out += static_cast<char>(0x80 | ((cp >> 6) & 0x3F));
        out += static_cast<char>(0x80 | (cp & 0x3F));
    }
}

std::string trim(std::string_view text)
{
    size_t b = 0, e = text.size();
    while (b < e && isAsciiSpace(text[b])) ++b;
    while (e > b && isAsciiSpace(text[e - 1])) --e;
    return std::string(text.substr(b, e - b));
}

std::string asciiLower(std::string text)
{
    for (char& c : text)
        if (c >= 'A' && c <= 'Z')
            c = static_cast<char>(c - 'A' + 'a');
    return text;
}

std::string normalizeForIdentity(std::string_view text)
{
    std::string out;
    out.reserve(text.size());
    for (char32_t cp : decodeUtf8(text)) {
        if (cp >= 0xFF10 && cp <= 0xFF5A)      // full-width digits and letters → ASCII
            cp -= 0xFEE0;
        if (cp >= 'A' && cp <= 'Z')
            cp += 'a' - 'A';
        if (isIgnoredForIdentity(cp))
            continue;
        appendUtf8(out, cp);
    }
    return out;
}

std::string contentHash(std::string_view text)
{
    std::uint64_t h = 14695981039346656037ull;
    for (unsigned char c : text) {
        h ^= c;
        h *= 1099511628211ull;
    }
    char buf[17];
    std::snprintf(buf, sizeof buf, "%016llx", static_cast<unsigned long long>(h));
    return buf;
}

int lineOfOffset(std::string_view text, size_t offset)
{
    int line = 1;
    for (size_t i = 0; i < offset && i < text.size(); ++i)
        if (text[i] == '\n')
            ++line;
    return line;
}

std::vector<std::string_view> splitLines(std::string_view text)
{
    std::vector<std::string_view> lines;
    size_t pos = 0;
    while (pos < text.size()) {
        size_t eol = text.find('\n', pos);
        if (eol == std::string_view::npos)
            eol = text.size();
        lines.push_back(text.substr(pos, eol - pos));
        pos = eol + 1;
    }
    return lines;
}

} // namespace notedeck::core
