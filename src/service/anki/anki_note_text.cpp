#include "service/anki/detail/anki_note_text.h"

#include <array>
#include <cstdio>

namespace notedeck::service::anki {

namespace {

std::uint32_t rotate(std::uint32_t x, int n) { return (x << n) | (x >> (32 - n)); }

void sha1Block(std::array<std::uint32_t, 5>& h, const unsigned char* block)
{
    std::array<std::uint32_t, 80> w{};
    for (int i = 0; i < 16; ++i)
        w[i] = std::uint32_t(block[4 * i]) << 24 | std::uint32_t(block[4 * i + 1]) << 16 |
               std::uint32_t(block[4 * i + 2]) << 8 | std::uint32_t(block[4 * i + 3]);
    for (int i = 16; i < 80; ++i)
        w[i] = rotate(w[i - 3] ^ w[i - 8] ^ w[i - 14] ^ w[i - 16], 1);
    std::uint32_t a = h[0], b = h[1], c = h[2], d = h[3], e = h[4];
    for (int i = 0; i < 80; ++i) {
        std::uint32_t f = 0, k = 0;
        if (i < 20) {
            f = (b & c) | (~b & d);
            k = 0x5A827999;
        } else if (i < 40) {
            f = b ^ c ^ d;
            k = 0x6ED9EBA1;
        } else if (i < 60) {
            f = (b & c) | (b & d) | (c & d);
            k = 0x8F1BBCDC;
        } else {
            f = b ^ c ^ d;
            k = 0xCA62C1D6;
        }
        const std::uint32_t t = rotate(a, 5) + f + e + k + w[i];
        e = d;
        d = c;
        c = rotate(b, 30);
        b = a;
        a = t;
    }
    h[0] += a, h[1] += b, h[2] += c, h[3] += d, h[4] += e;
}

} // namespace

std::string sha1Hex(std::string_view bytes)
{
    std::array<std::uint32_t, 5> h = {0x67452301, 0xEFCDAB89, 0x98BADCFE, 0x10325476, 0xC3D2E1F0};
    std::string data(bytes);
    const std::uint64_t bits = std::uint64_t(bytes.size()) * 8;
    data += '\x80';
    while (data.size() % 64 != 56)
        data += '\0';
    for (int i = 7; i >= 0; --i)
        data += static_cast<char>((bits >> (8 * i)) & 0xFF);
    for (size_t at = 0; at < data.size(); at += 64)
        sha1Block(h, reinterpret_cast<const unsigned char*>(data.data() + at));
    char out[41];
    std::snprintf(out, sizeof out, "%08x%08x%08x%08x%08x", h[0], h[1], h[2], h[3], h[4]);
    return out;
}

std::string fieldText(std::string_view html)
{
    std::string out;
    out.reserve(html.size());
    bool inTag = false;
    for (size_t i = 0; i < html.size(); ++i) {
        const char c = html[i];
        if (c == '<')
            inTag = true;
        else if (c == '>')
            inTag = false;
        else if (!inTag && c == '&') {
            static constexpr std::array<std::pair<std::string_view, char>, 5> kEntities = {
                {{"&amp;", '&'}, {"&lt;", '<'}, {"&gt;", '>'}, {"&quot;", '"'}, {"&#39;", '\''}}};
            bool decoded = false;
            for (const auto& [entity, ch] : kEntities)
                if (html.substr(i, entity.size()) == entity) {
                    out += ch;
                    i += entity.size() - 1;
                    decoded = true;
                    break;
                }
            if (!decoded)
                out += c;
        } else if (!inTag)
            out += c;
    }
    while (!out.empty() && (out.back() == '\n' || out.back() == ' '))
        out.pop_back();
    return out;
}

std::int64_t fieldChecksum(std::string_view text)
{
    return static_cast<std::int64_t>(std::stoull(sha1Hex(text).substr(0, 8), nullptr, 16));
}

} // namespace notedeck::service::anki
