#include "markdown/html_renderer.h"

#include "core/text.h"
#include "markdown/cmark_document.h"

#include <cstdlib>
#include <memory>
#include <vector>

namespace notedeck::markdown {

namespace {

// The scheme of a URL in lower case, or "" when it has none (a relative reference).
std::string schemeOf(std::string_view url)
{
    std::string scheme;
    for (const char c : url) {
        if (c == ':')
            return scheme;
        const bool alpha = (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z');
        const bool other = (c >= '0' && c <= '9') || c == '+' || c == '-' || c == '.';
        if (!alpha && !(other && !scheme.empty()))
            return {};
        scheme += static_cast<char>(alpha && c <= 'Z' ? c - 'A' + 'a' : c);
    }
    return {};
}

// A link may leave the card only for the web or mail; everything else (javascript:, data:,
// file:, relative paths that would resolve inside qrc:) is shown as plain text instead.
bool isSafeLinkTarget(std::string_view url)
{
    const std::string scheme = schemeOf(url);
    return scheme == "http" || scheme == "https" || scheme == "mailto";
}

// Remote images stay <img> elements so the page can refuse to load them (its CSP and the request
// interceptor block them); only inline raster data is loadable. Anything else becomes its alt text.
bool isAcceptableImageSource(std::string_view url)
{
    const std::string scheme = schemeOf(url);
    if (scheme == "http" || scheme == "https")
        return true;
    if (scheme != "data")
        return false;
    std::string head(url.substr(0, url.find(',')));
    for (char& c : head)
        if (c >= 'A' && c <= 'Z')
            c = static_cast<char>(c - 'A' + 'a');
    for (std::string_view type : {"data:image/png", "data:image/gif", "data:image/jpeg", "data:image/webp"})
        if (head.starts_with(type) && (head.size() == type.size() || head[type.size()] == ';'))
            return true;
    return false;
}

cmark_node* textNode(std::string_view text)
{
    cmark_node* node = cmark_node_new(CMARK_NODE_TEXT);
    cmark_node_set_literal(node, std::string(text).c_str());
    return node;
}

// Raw HTML in a note is shown as what it is: text. A block keeps its line breaks.
void replaceHtmlBlock(cmark_node* block)
{
    std::string_view html = cmark_node_get_literal(block) ? cmark_node_get_literal(block) : "";
    while (!html.empty() && (html.back() == '\n' || html.back() == '\r'))
        html.remove_suffix(1);
    cmark_node* paragraph = cmark_node_new(CMARK_NODE_PARAGRAPH);
    bool first = true;
    while (!html.empty() || first) {
        const size_t eol = html.find('\n');
        if (!first)
            cmark_node_append_child(paragraph, cmark_node_new(CMARK_NODE_LINEBREAK));
        cmark_node_append_child(paragraph, textNode(html.substr(0, eol)));
        html = eol == std::string_view::npos ? std::string_view{} : html.substr(eol + 1);
        first = false;
    }
    cmark_node_replace(block, paragraph);
    cmark_node_free(block);
}

void replaceHtmlInline(cmark_node* node)
{
    const char* literal = cmark_node_get_literal(node);
    cmark_node_replace(node, textNode(literal ? literal : ""));
    cmark_node_free(node);
}

// Keeps a link's or image's content in place and drops the element itself.
void unwrap(cmark_node* node)
{
    while (cmark_node* child = cmark_node_first_child(node))
        cmark_node_insert_before(node, child);
    cmark_node_free(node);
}

// Collects first and edits after: cmark's iterator must not see the tree change under it.
void defuse(cmark_node* root)
{
    std::vector<cmark_node*> htmlBlocks, htmlInlines, unwrapped;
    std::unique_ptr<cmark_iter, decltype(&cmark_iter_free)> iter(cmark_iter_new(root), &cmark_iter_free);
    for (cmark_event_type ev; (ev = cmark_iter_next(iter.get())) != CMARK_EVENT_DONE;) {
        if (ev != CMARK_EVENT_ENTER)
            continue;
        cmark_node* node = cmark_iter_get_node(iter.get());
        const char* url = nullptr;
        switch (cmark_node_get_type(node)) {
        case CMARK_NODE_HTML_BLOCK: htmlBlocks.push_back(node); break;
        case CMARK_NODE_HTML_INLINE: htmlInlines.push_back(node); break;
        case CMARK_NODE_LINK:
            url = cmark_node_get_url(node);
            if (!isSafeLinkTarget(url ? url : ""))
                unwrapped.push_back(node);
            break;
        case CMARK_NODE_IMAGE:
            url = cmark_node_get_url(node);
            if (!isAcceptableImageSource(url ? url : ""))
                unwrapped.push_back(node);
            break;
        default: break;
        }
    }
    iter.reset();
    for (cmark_node* node : htmlBlocks)
        replaceHtmlBlock(node);
    for (cmark_node* node : htmlInlines)
        replaceHtmlInline(node);
    // Innermost first is not needed: unwrapping moves children out, never frees them.
    for (cmark_node* node : unwrapped)
        unwrap(node);
}

} // namespace

std::string renderHtml(std::string_view markdown)
{
    // Without CMARK_OPT_UNSAFE cmark-gfm also blanks dangerous URLs itself: a second guard.
    const int options = CMARK_OPT_DEFAULT | CMARK_OPT_VALIDATE_UTF8;
    CmarkDocument doc(markdown, options);
    defuse(doc.root());
    std::unique_ptr<char, decltype(&std::free)> html(cmark_render_html(doc.root(), options, doc.extensions()), &std::free);
    // cmark-gfm writes a character reference to U+FFFE or U+FFFF as one invalid byte.
    return html ? core::withValidUtf8(html.get()) : std::string();
}

} // namespace notedeck::markdown
