#include "service/anki/detail/anki_note_text.h"

#include <nettle/sha1.h>

#include <array>
#include <cstdio>

namespace notedeck::service::anki {

std::string sha1Hex(std::string_view bytes)
{
    sha1_ctx context;
    sha1_init(&context);
    sha1_update(&context, bytes.size(), reinterpret_cast<const std::uint8_t*>(bytes.data()));
    std::array<std::uint8_t, SHA1_DIGEST_SIZE> digest{};
    sha1_digest(&context, digest.size(), digest.data());
    std::string out;
    for (const std::uint8_t byte : digest) {
        char hex[3];
        std::snprintf(hex, sizeof hex, "%02x", byte);
        out += hex;
    }
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
