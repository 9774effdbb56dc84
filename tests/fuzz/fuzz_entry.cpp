#include "fuzz_entry.h"

#include "core/text.h"
#include "markdown/math_scanner.h"
#include "notes/note_parser.h"
#include "render/card_html.h"

#include <cstdio>
#include <cstdlib>
#include <string>

namespace notedeck::fuzz {

namespace {

[[noreturn]] void broken(const char* what)
{
    std::fprintf(stderr, "fuzz invariant broken: %s\n", what);
    std::abort();
}

void expect(bool condition, const char* what)
{
    if (!condition)
        broken(what);
}

// What the notes reader does to a file before parsing: invalid UTF-8 is cut off at the first bad
// byte (the reader rejects such a file; the valid prefix still exercises the parser), a BOM goes,
// CRLF and lone CR become LF.
std::string asNoteText(std::string_view bytes)
{
    if (auto bad = core::findInvalidUtf8(bytes))
        bytes = bytes.substr(0, *bad);
    if (bytes.starts_with("\xEF\xBB\xBF"))
        bytes.remove_prefix(3);
    std::string text;
    text.reserve(bytes.size());
    for (size_t i = 0; i < bytes.size(); ++i) {
        if (bytes[i] == '\r') {
            text += '\n';
            if (i + 1 < bytes.size() && bytes[i + 1] == '\n')
                ++i;
        } else {
            text += bytes[i];
        }
    }
    return text;
}

void checkMath(std::string_view source)
{
    const markdown::MathScan scan = markdown::scanMath(source);
    size_t previousEnd = 0;
    for (const markdown::MathSpan& span : scan.spans) {
        expect(span.begin >= previousEnd, "math spans overlap or are out of order");
        expect(span.begin <= span.texBegin && span.texBegin <= span.texEnd && span.texEnd <= span.end,
               "math span parts out of order");
        expect(span.end <= source.size(), "math span past the end of the source");
        expect(span.line >= 1, "math span line below 1");
        previousEnd = span.end;
    }
}

// True when every "<img" and "<image" (a browser reads both as an image, in any case) starts a tag
// as the renderer writes it: <img src="…" alt="…" …> with src of NoteDeck's scheme, the web or
// raster data.
bool everyImageWritten(std::string_view html)
{
    const std::string lower = core::asciiLower(std::string(html));
    for (size_t at = lower.find("<im"); at != std::string::npos; at = lower.find("<im", at + 1)) {
        const std::string_view tag = std::string_view(html).substr(at);
        if (!tag.starts_with("<img") && !tag.starts_with("<image"))
            continue;
        bool written = false;
        for (std::string_view source : {"<img src=\"notedeck-image:", "<img src=\"http://", "<img src=\"https://",
                                        "<img src=\"data:image/png", "<img src=\"data:image/gif",
                                        "<img src=\"data:image/jpeg", "<img src=\"data:image/webp"})
            written = written || tag.starts_with(source);
        if (!written)
            return false;
    }
    return true;
}

} // namespace

void notesEntry(std::string_view bytes)
{
    checkMath(bytes);
    const std::string text = asNoteText(bytes);
    checkMath(text);
    const notes::ParsedFile parsed = notes::parseNoteFile(text, "fuzz/input.md");
    int lines = 1;
    for (char c : text)
        lines += c == '\n';
    int ordinal = 0;
    for (const notes::CardDraft& card : parsed.cards) {
        expect(card.line >= 1 && card.line <= lines, "card line outside the file");
        expect(card.ordinal == ordinal++, "card ordinals not 0, 1, 2, …");
        expect(!core::findInvalidUtf8(card.question) && !core::findInvalidUtf8(card.answer),
               "card text is not valid UTF-8");
        expect(card.file == "fuzz/input.md", "card names another file");
    }
    for (const notes::NoteIssue& issue : parsed.issues)
        expect(issue.line >= 0 && issue.line <= lines + 1, "issue line outside the file");
}

void renderEntry(std::string_view bytes)
{
    std::string text(bytes);
    if (auto bad = core::findInvalidUtf8(text))
        text.resize(*bad);
    const std::string html = render::markdownToHtml(text);
    expect(!core::findInvalidUtf8(html), "HTML is not valid UTF-8");
    // Raw HTML goes to the page's sanitizer as written, but never an image: every one was looked
    // up and written by the renderer.
    expect(everyImageWritten(html), "an image reached the HTML as the note wrote it");

    core::CardRecord card;
    card.id = 1;
    card.deck = core::DeckPath::parse("Fuzz::Deck");
    const size_t half = text.size() / 2;
    size_t cut = half;
    while (cut < text.size() && (static_cast<unsigned char>(text[cut]) & 0xC0) == 0x80)
        ++cut;   // split on a character boundary
    card.question = text.substr(0, cut);
    card.answer = text.substr(cut);
    const render::CardHtml out = render::renderCard(card);
    expect(out.id == 1, "card id lost");
    expect(!core::findInvalidUtf8(out.question) && !core::findInvalidUtf8(out.answer), "card HTML is not valid UTF-8");
}

} // namespace notedeck::fuzz
