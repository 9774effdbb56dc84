#include "markdown/plain_text.h"

#include "core/text.h"
#include "markdown/cmark_document.h"
#include "markdown/html_tokens.h"
#include "markdown/image_embeds.h"
#include "markdown/raw_html.h"

#include <memory>
#include <utility>

namespace notedeck::markdown {

namespace {

std::string_view literalOf(cmark_node* node)
{
    const char* literal = cmark_node_get_literal(node);
    return literal ? literal : "";
}

// A code span's or block's text between the marks; a block's last newline stays outside them.
void appendCode(std::string& out, cmark_node* node, std::string_view open, std::string_view close)
{
    const char* text = cmark_node_get_literal(node);
    std::string_view literal = text ? text : "";
    if (literal.ends_with('\n'))
        literal.remove_suffix(1);
    out += open;
    out += literal;
    out += close;
}

void endLine(std::string& out)
{
    if (!out.empty() && out.back() != '\n')
        out += '\n';
}

// Obsidian's image embeds read as their alt text (the caption, or the file's name).
void appendText(std::string& out, std::string_view text)
{
    size_t done = 0;
    for (const ImageEmbed& embed : findImageEmbeds(text)) {
        out.append(text, done, embed.begin - done);
        out += embed.image.alt;
        done = embed.end;
    }
    out.append(text.substr(done));
}

// The end of a line of raw HTML's text, whose last space a browser would not show either.
void endHtmlLine(std::string& out)
{
    while (!out.empty() && out.back() == ' ')
        out.pop_back();
    endLine(out);
}

// Text of raw HTML reads as a browser lays it out: a line break is a space, and a line does not
// start with one.
void appendHtmlWords(std::string& out, std::string_view text)
{
    for (const char c : text) {
        const bool space = c == '\n' || c == ' ' || c == '\t' || c == '\r';
        if (space && (out.empty() || out.back() == '\n'))
            continue;
        out += c == '\n' || c == '\r' ? ' ' : c;
    }
}

bool isBlockElement(std::string_view name)
{
    for (std::string_view block : {"p", "div", "li", "tr", "h1", "h2", "h3", "h4", "h5", "h6", "details", "summary",
                                   "blockquote", "pre", "table", "dt", "dd", "ul", "ol", "dl", "hr"})
        if (name == block)
            return true;
    return false;
}

// Table nodes come from a GFM extension, so they are known by name rather than by a core type.
bool typeIs(cmark_node* node, std::string_view name)
{
    const char* type = cmark_node_get_type_string(node);
    return type && std::string_view(type) == name;
}

// Walks a parse tree in document order and writes its text. Raw HTML reads as the card shows it:
// its text (character references decoded), an image's alt text, a line break for <br> and
// between blocks; the tags of names that are no HTML stay as the text they are, and what the card
// page removes with its content (<script>, <svg>, …; see raw_html.h) is left out, also when it
// spans several pieces of raw HTML and the Markdown between them.
class PlainTextWriter {
public:
    PlainTextWriter(std::string_view codeOpen, std::string_view codeClose) : m_codeOpen(codeOpen), m_codeClose(codeClose) {}

    void enter(cmark_node* node)
    {
        const cmark_node_type type = cmark_node_get_type(node);
        if (type == CMARK_NODE_HTML_INLINE || type == CMARK_NODE_HTML_BLOCK) {
            if (type == CMARK_NODE_HTML_BLOCK && !hidden())
                endLine(m_out);
            appendHtml(literalOf(node));
            if (type == CMARK_NODE_HTML_BLOCK && !hidden())
                endHtmlLine(m_out);
            return;
        }
        if (hidden())
            return;
        switch (type) {
        case CMARK_NODE_TEXT: appendText(m_out, literalOf(node)); break;
        case CMARK_NODE_CODE: appendCode(m_out, node, m_codeOpen, m_codeClose); break;
        case CMARK_NODE_SOFTBREAK: m_out += ' '; break;
        case CMARK_NODE_LINEBREAK: m_out += '\n'; break;
        case CMARK_NODE_CODE_BLOCK:
            endLine(m_out);
            appendCode(m_out, node, m_codeOpen, m_codeClose);
            endLine(m_out);
            break;
        case CMARK_NODE_ITEM: endLine(m_out); break;
        default: break;
        }
    }

    // Leaving a block: what follows starts on a new line; cells of a row are spaced apart.
    void leave(cmark_node* node)
    {
        if (hidden())
            return;
        const cmark_node_type type = cmark_node_get_type(node);
        if (typeIs(node, "table_cell")) {
            if (cmark_node_next(node))
                m_out += ' ';
        } else if (type == CMARK_NODE_PARAGRAPH || type == CMARK_NODE_HEADING || type == CMARK_NODE_ITEM ||
                   typeIs(node, "table_row") || typeIs(node, "table_header")) {
            endLine(m_out);
        }
    }

    std::string finish()
    {
        while (!m_out.empty() && m_out.back() == '\n')
            m_out.pop_back();
        return core::withValidUtf8(std::move(m_out));   // see renderHtml
    }

private:
    bool hidden() const { return m_hiddenDepth > 0; }

    // Counts the removed element the text is inside (and its own kind nested in it).
    bool hides(const HtmlToken& tag)
    {
        const bool start = tag.kind == HtmlToken::Kind::StartTag;
        if (hidden()) {
            if (tag.name == m_hiddenElement)
                m_hiddenDepth += start ? 1 : -1;
            return true;
        }
        // Only in SVG and MathML does "/>" close an element.
        const bool closed = tag.selfClosing && (tag.name == "svg" || tag.name == "math");
        if (!start || closed || !isRemovedWithContent(tag.name))
            return false;
        m_hiddenElement = tag.name;
        m_hiddenDepth = 1;
        return true;
    }

    void appendHtml(std::string_view html)
    {
        for (const HtmlToken& token : tokenizeHtml(html)) {
            const bool tag = token.kind == HtmlToken::Kind::StartTag || token.kind == HtmlToken::Kind::EndTag;
            if (tag && isHtmlElementName(token.name) && hides(token))
                continue;
            if (hidden())
                continue;
            switch (token.kind) {
            case HtmlToken::Kind::Text: appendHtmlWords(m_out, decodeCharacterReferences(token.raw)); break;
            case HtmlToken::Kind::Comment:
            case HtmlToken::Kind::Other: break;
            case HtmlToken::Kind::StartTag:
            case HtmlToken::Kind::EndTag:
                if (!isHtmlElementName(token.name))
                    m_out += token.raw;
                else if (token.name == "br")
                    m_out += '\n';
                else if (token.name == "img" && token.attribute("alt"))
                    m_out += decodeCharacterReferences(*token.attribute("alt"));
                else if ((token.name == "td" || token.name == "th") && token.kind == HtmlToken::Kind::EndTag)
                    m_out += ' ';
                else if (isBlockElement(token.name))
                    endHtmlLine(m_out);
                break;
            }
        }
    }

    std::string_view m_codeOpen;
    std::string_view m_codeClose;
    std::string m_out;
    std::string m_hiddenElement;
    int m_hiddenDepth = 0;
};

} // namespace

std::string renderPlainText(std::string_view markdown, std::string_view codeOpen, std::string_view codeClose)
{
    CmarkDocument doc(markdown, CMARK_OPT_FOOTNOTES | CMARK_OPT_VALIDATE_UTF8);
    cmark_consolidate_text_nodes(doc.root());   // an embed's brackets are text nodes of their own
    PlainTextWriter writer(codeOpen, codeClose);
    std::unique_ptr<cmark_iter, decltype(&cmark_iter_free)> iter(cmark_iter_new(doc.root()), &cmark_iter_free);
    for (cmark_event_type ev; (ev = cmark_iter_next(iter.get())) != CMARK_EVENT_DONE;) {
        cmark_node* node = cmark_iter_get_node(iter.get());
        if (ev == CMARK_EVENT_ENTER)
            writer.enter(node);
        else
            writer.leave(node);
    }
    return writer.finish();
}

} // namespace notedeck::markdown
