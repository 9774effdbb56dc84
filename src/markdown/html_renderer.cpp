#include "markdown/html_renderer.h"

#include "core/image_resolver.h"
#include "core/text.h"
#include "markdown/cmark_document.h"
#include "markdown/image_embeds.h"
#include "markdown/raw_html.h"

#include <cstdlib>
#include <memory>
#include <vector>

namespace notedeck::markdown {

namespace {

using NodeIter = std::unique_ptr<cmark_iter, decltype(&cmark_iter_free)>;

// A link may leave the card only for the web or mail; everything else (javascript:, data:,
// file:, relative paths that would resolve inside qrc:) is shown as plain text instead.
bool isSafeLinkTarget(std::string_view url)
{
    const std::string scheme = core::urlScheme(url);
    return scheme == "http" || scheme == "https" || scheme == "mailto";
}

std::string_view literalOf(cmark_node* node)
{
    const char* literal = cmark_node_get_literal(node);
    return literal ? literal : "";
}

cmark_node* newNode(cmark_node_type type, std::string_view literal)
{
    cmark_node* node = cmark_node_new(type);
    cmark_node_set_literal(node, std::string(literal).c_str());
    return node;
}

void replaceNode(cmark_node* old, cmark_node* replacement)
{
    cmark_node_replace(old, replacement);
    cmark_node_free(old);
}

// The text an image's description reads as: its alt text.
std::string inlineText(cmark_node* node)
{
    std::string text;
    NodeIter iter(cmark_iter_new(node), &cmark_iter_free);
    for (cmark_event_type ev; (ev = cmark_iter_next(iter.get())) != CMARK_EVENT_DONE;) {
        cmark_node* child = cmark_iter_get_node(iter.get());
        if (ev != CMARK_EVENT_ENTER)
            continue;
        const cmark_node_type type = cmark_node_get_type(child);
        if (type == CMARK_NODE_TEXT || type == CMARK_NODE_CODE)
            text += literalOf(child);
        else if (type == CMARK_NODE_SOFTBREAK || type == CMARK_NODE_LINEBREAK)
            text += ' ';
    }
    return text;
}

// Rewrites the parse tree of one card side before cmark-gfm writes its HTML.
class TreeRewriter {
public:
    TreeRewriter(const ImageContext& images, std::vector<std::string>& shown) : m_images(images), m_shown(shown), m_html(images, shown) {}

    void rewrite(cmark_node* root)
    {
        // Collects first and edits after, in document order: cmark's iterator must not see the
        // tree change under it, and the raw HTML filter reads the pieces in the page's order.
        std::vector<cmark_node*> nodes;
        int insideImage = 0;   // an image's description is read whole, as its alt text
        NodeIter iter(cmark_iter_new(root), &cmark_iter_free);
        for (cmark_event_type ev; (ev = cmark_iter_next(iter.get())) != CMARK_EVENT_DONE;) {
            cmark_node* node = cmark_iter_get_node(iter.get());
            const cmark_node_type type = cmark_node_get_type(node);
            if (type == CMARK_NODE_IMAGE) {
                insideImage += ev == CMARK_EVENT_ENTER ? 1 : -1;
                if (ev == CMARK_EVENT_ENTER && insideImage == 1)
                    nodes.push_back(node);
                continue;
            }
            if (ev != CMARK_EVENT_ENTER || insideImage > 0)
                continue;
            if (type == CMARK_NODE_HTML_BLOCK || type == CMARK_NODE_HTML_INLINE || type == CMARK_NODE_LINK ||
                (type == CMARK_NODE_TEXT && literalOf(node).find("![[") != std::string_view::npos))
                nodes.push_back(node);
        }
        iter.reset();
        for (cmark_node* node : nodes)
            edit(node);
    }

private:
    void edit(cmark_node* node)
    {
        switch (cmark_node_get_type(node)) {
        case CMARK_NODE_HTML_BLOCK: rewriteHtmlBlock(node); break;
        case CMARK_NODE_HTML_INLINE: cmark_node_set_literal(node, m_html.rewrite(literalOf(node)).c_str()); break;
        case CMARK_NODE_LINK: {
            const char* url = cmark_node_get_url(node);
            if (!isSafeLinkTarget(url ? url : ""))
                unwrap(node);
            break;
        }
        case CMARK_NODE_IMAGE: replaceImage(node); break;
        case CMARK_NODE_TEXT: replaceEmbeds(node); break;
        default: break;
        }
    }

    // A block that was only a comment (<!-- TOC -->) or dropped tags leaves no empty line behind.
    void rewriteHtmlBlock(cmark_node* node)
    {
        const std::string html = m_html.rewrite(literalOf(node));
        if (html.find_first_not_of(" \t\r\n") == std::string::npos)
            cmark_node_free(node);
        else
            cmark_node_set_literal(node, html.c_str());
    }

    // Keeps a link's content in place and drops the link itself.
    static void unwrap(cmark_node* node)
    {
        while (cmark_node* child = cmark_node_first_child(node))
            cmark_node_insert_before(node, child);
        cmark_node_free(node);
    }

    void replaceImage(cmark_node* node)
    {
        const char* url = cmark_node_get_url(node);
        const char* title = cmark_node_get_title(node);
        const NoteImage image{url ? url : "", core::ImageSyntax::Path, inlineText(node), title ? title : "", {}, {}, {}};
        std::string html;
        appendImageHtml(html, image, m_images, m_shown);
        replaceNode(node, newNode(CMARK_NODE_HTML_INLINE, html));
    }

    void replaceEmbeds(cmark_node* node)
    {
        const std::string text(literalOf(node));
        const std::vector<ImageEmbed> embeds = findImageEmbeds(text);
        if (embeds.empty())
            return;
        size_t done = 0;
        for (const ImageEmbed& embed : embeds) {
            if (embed.begin > done)
                cmark_node_insert_before(node, newNode(CMARK_NODE_TEXT, std::string_view(text).substr(done, embed.begin - done)));
            std::string html;
            appendImageHtml(html, embed.image, m_images, m_shown);
            cmark_node_insert_before(node, newNode(CMARK_NODE_HTML_INLINE, html));
            done = embed.end;
        }
        if (done < text.size())
            cmark_node_insert_before(node, newNode(CMARK_NODE_TEXT, std::string_view(text).substr(done)));
        cmark_node_free(node);
    }

    const ImageContext& m_images;
    std::vector<std::string>& m_shown;
    RawHtmlFilter m_html;
};

} // namespace

RenderedHtml renderHtml(std::string_view markdown, const ImageContext& images)
{
    // Raw HTML is passed on as RawHtmlFilter re-wrote it, for the card page's sanitizer to decide
    // on (so no tag filter either: the page removes a <script>, rather than showing it as text).
    // Links and images of Markdown's own syntax are checked by TreeRewriter.
    const int options = CMARK_OPT_UNSAFE | CMARK_OPT_FOOTNOTES | CMARK_OPT_VALIDATE_UTF8;
    CmarkDocument doc(markdown, options);
    RenderedHtml out;
    cmark_consolidate_text_nodes(doc.root());
    TreeRewriter(images, out.imageUrls).rewrite(doc.root());
    std::unique_ptr<char, decltype(&std::free)> html(cmark_render_html(doc.root(), options, doc.extensions()), &std::free);
    // cmark-gfm writes a character reference to U+FFFE or U+FFFF as one invalid byte.
    if (html)
        out.html = core::withValidUtf8(html.get());
    return out;
}

} // namespace notedeck::markdown
