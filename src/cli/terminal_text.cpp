#include "cli/terminal_text.h"

#include <array>
#include <iostream>

namespace notedeck::cli {

namespace {
constexpr std::array<char, 16> kHex = {'0', '1', '2', '3', '4', '5', '6', '7',
                                       '8', '9', 'a', 'b', 'c', 'd', 'e', 'f'};

void appendEscape(std::string& out, std::string_view prefix, unsigned value)
{
    out += prefix;
    out += kHex[(value >> 4) & 0xf];
    out += kHex[value & 0xf];
}

// The length of the UTF-8 character starting at `text[at]` when it is valid, else 0.
std::size_t utf8Length(std::string_view text, std::size_t at)
{
    const auto lead = static_cast<unsigned char>(text[at]);
    std::size_t length = lead >= 0xf0 && lead <= 0xf4 ? 4 : lead >= 0xe0 ? 3 : lead >= 0xc2 && lead < 0xe0 ? 2 : 0;
    if (length == 0 || at + length > text.size())
        return 0;
    for (std::size_t i = 1; i < length; ++i)
        if ((static_cast<unsigned char>(text[at + i]) & 0xc0) != 0x80)
            return 0;
    const auto second = static_cast<unsigned char>(text[at + 1]);
    // Overlong forms, UTF-16 surrogates and code points past U+10FFFF are not UTF-8.
    if ((lead == 0xe0 && second < 0xa0) || (lead == 0xed && second >= 0xa0) || (lead == 0xf0 && second < 0x90) ||
        (lead == 0xf4 && second >= 0x90))
        return 0;
    return length;
}

// Where the unfinished UTF-8 character at the end of `text` starts (text.size() when there is none).
std::size_t unfinishedTail(std::string_view text)
{
    for (std::size_t back = 1; back <= 3 && back <= text.size(); ++back) {
        const auto c = static_cast<unsigned char>(text[text.size() - back]);
        if ((c & 0xc0) == 0x80)
            continue;   // a continuation byte: its lead is further back
        const std::size_t wanted = c >= 0xf0 ? 4 : c >= 0xe0 ? 3 : c >= 0xc0 ? 2 : 1;
        return wanted > back ? text.size() - back : text.size();
    }
    return text.size();
}
} // namespace

std::string escapeControls(std::string_view text)
{
    std::string out;
    out.reserve(text.size());
    for (std::size_t at = 0; at < text.size();) {
        const auto c = static_cast<unsigned char>(text[at]);
        if (c < 0x80) {
            if ((c < 0x20 && c != '\t' && c != '\n') || c == 0x7f)
                appendEscape(out, "\\x", c);
            else
                out += static_cast<char>(c);
            ++at;
            continue;
        }
        const std::size_t length = utf8Length(text, at);
        if (length == 0) {
            appendEscape(out, "\\x", c);
            ++at;
        } else if (c == 0xc2 && static_cast<unsigned char>(text[at + 1]) < 0xa0) {
            appendEscape(out, "\\u00", static_cast<unsigned char>(text[at + 1]));   // a C1 control
            at += length;
        } else {
            out.append(text.substr(at, length));
            at += length;
        }
    }
    return out;
}

EscapedOutput::EscapedOutput() : m_out(std::cout.rdbuf()), m_err(std::cerr.rdbuf())
{
    std::cout.rdbuf(&m_out);
    std::cerr.rdbuf(&m_err);
}

EscapedOutput::~EscapedOutput()
{
    std::cout.flush();
    std::cerr.flush();
    std::cout.rdbuf(m_out.target());
    std::cerr.rdbuf(m_err.target());
}

EscapedOutput::Filter::~Filter()
{
    pass(true);
}

EscapedOutput::Filter::int_type EscapedOutput::Filter::overflow(int_type c)
{
    if (traits_type::eq_int_type(c, traits_type::eof()))
        return traits_type::not_eof(c);
    m_pending += traits_type::to_char_type(c);
    pass(false);
    return c;
}

std::streamsize EscapedOutput::Filter::xsputn(const char* s, std::streamsize n)
{
    m_pending.append(s, static_cast<std::size_t>(n));
    pass(false);
    return n;
}

int EscapedOutput::Filter::sync()
{
    pass(false);
    return m_target->pubsync();
}

void EscapedOutput::Filter::pass(bool whole)
{
    const std::size_t end = whole ? m_pending.size() : unfinishedTail(m_pending);
    if (end == 0)
        return;
    const std::string escaped = escapeControls(std::string_view(m_pending).substr(0, end));
    m_target->sputn(escaped.data(), static_cast<std::streamsize>(escaped.size()));
    m_pending.erase(0, end);
    if (whole)
        m_target->pubsync();
}

} // namespace notedeck::cli
