#include "markdown/plain_text.h"

#include "core/text.h"
#include "markdown/cmark_document.h"

#include <memory>
#include <utility>

namespace notedeck::markdown {

namespace {

void appendLiteral(std::string& out, cmark_node* node)
{
    if (const char* literal = cmark_node_get_literal(node))
        out += literal;
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

// Table nodes come from a GFM extension, so they are known by name rather than by a core type.
bool typeIs(cmark_node* node, std::string_view name)
{
    const char* type = cmark_node_get_type_string(node);
    return type && std::string_view(type) == name;
}

} // namespace

std::string renderPlainText(std::string_view markdown, std::string_view codeOpen, std::string_view codeClose)
{
    CmarkDocument doc(markdown, CMARK_OPT_DEFAULT | CMARK_OPT_VALIDATE_UTF8);
    std::string out;
    std::unique_ptr<cmark_iter, decltype(&cmark_iter_free)> iter(cmark_iter_new(doc.root()), &cmark_iter_free);
    for (cmark_event_type ev; (ev = cmark_iter_next(iter.get())) != CMARK_EVENT_DONE;) {
        cmark_node* node = cmark_iter_get_node(iter.get());
        const cmark_node_type type = cmark_node_get_type(node);
        if (ev == CMARK_EVENT_ENTER) {
            switch (type) {
            case CMARK_NODE_TEXT:
            case CMARK_NODE_HTML_INLINE: appendLiteral(out, node); break;
            case CMARK_NODE_CODE: appendCode(out, node, codeOpen, codeClose); break;
            case CMARK_NODE_SOFTBREAK: out += ' '; break;
            case CMARK_NODE_LINEBREAK: out += '\n'; break;
            case CMARK_NODE_CODE_BLOCK:
                endLine(out);
                appendCode(out, node, codeOpen, codeClose);
                endLine(out);
                break;
            case CMARK_NODE_HTML_BLOCK:
                endLine(out);
                appendLiteral(out, node);
                endLine(out);
                break;
            case CMARK_NODE_ITEM: endLine(out); break;
            default: break;
            }
            continue;
        }
        // Leaving a block: what follows starts on a new line; cells of a row are spaced apart.
        if (typeIs(node, "table_cell")) {
            if (cmark_node_next(node))
                out += ' ';
        } else if (type == CMARK_NODE_PARAGRAPH || type == CMARK_NODE_HEADING || type == CMARK_NODE_ITEM ||
                   typeIs(node, "table_row") || typeIs(node, "table_header")) {
            endLine(out);
        }
    }
    while (!out.empty() && out.back() == '\n')
        out.pop_back();
    return core::withValidUtf8(std::move(out));   // see renderHtml
}

} // namespace notedeck::markdown
