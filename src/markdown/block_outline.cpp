#include "markdown/block_outline.h"

#include "core/text.h"
#include "markdown/cmark_document.h"

#include <algorithm>
#include <array>
#include <cctype>
#include <cstring>
#include <memory>
#include <vector>

namespace notedeck::markdown {

namespace {
BlockKind kindOf(cmark_node* node)
{
    switch (cmark_node_get_type(node)) {
    case CMARK_NODE_DOCUMENT: return BlockKind::Document;
    case CMARK_NODE_HEADING: return BlockKind::Heading;
    case CMARK_NODE_LIST: return BlockKind::List;
    case CMARK_NODE_ITEM: return BlockKind::Item;
    case CMARK_NODE_PARAGRAPH: return BlockKind::Paragraph;
    case CMARK_NODE_CODE_BLOCK: return BlockKind::CodeBlock;
    case CMARK_NODE_BLOCK_QUOTE: return BlockKind::BlockQuote;
    default: break;
    }
    const char* name = cmark_node_get_type_string(node);
    if (name && std::strcmp(name, "table") == 0)
        return BlockKind::Table;
    return BlockKind::Other;
}

// The source's lines, to correct the end positions cmark-gfm gets wrong.
using Lines = std::vector<std::string_view>;

std::string_view lineAt(const Lines& lines, int n)   // 1-based
{
    return n >= 1 && n <= static_cast<int>(lines.size()) ? lines[static_cast<size_t>(n - 1)] : std::string_view();
}

// A setext underline: `=`s or `-`s only, after the indentation and `>` markers of its containers.
bool isSetextUnderline(std::string_view line)
{
    line.remove_prefix(std::min(line.size(), line.find_first_not_of(" \t>")));
    while (!line.empty() && (line.back() == ' ' || line.back() == '\t' || line.back() == '\r'))
        line.remove_suffix(1);
    return !line.empty() && (line[0] == '=' || line[0] == '-') && line.find_first_not_of(line[0]) == std::string_view::npos;
}

// cmark-gfm ends a setext heading at the line that closed it (the one after the underline, or
// the next block's first line), and an HTML block closed by its end marker (`-->`, `?>`…) one
// line before that marker. Both would make a heading's text or a card's answer take in the
// next block, so the ends are taken from the source instead.
void correctEnd(Block& block, cmark_node* node, const Lines& lines)
{
    int end = block.endLine;
    if (block.kind == BlockKind::Heading && end > block.startLine) {
        // An ATX heading is one line; a longer one is setext: text lines, then the underline.
        for (int n = block.startLine + 1; n <= std::min(end, static_cast<int>(lines.size())); ++n) {
            if (isSetextUnderline(lineAt(lines, n))) {
                end = n;
                break;
            }
        }
    } else if (cmark_node_get_type(node) == CMARK_NODE_HTML_BLOCK) {
        // The literal holds the block's lines, each with its newline.
        const char* literal = cmark_node_get_literal(node);
        const std::string_view text = literal ? literal : "";
        const auto newlines = static_cast<int>(std::count(text.begin(), text.end(), '\n'));
        end = block.startLine + std::max(newlines - (text.ends_with('\n') ? 1 : 0), 0);
    }
    if (end != block.endLine) {
        block.endLine = end;
        block.endColumn = static_cast<int>(lineAt(lines, end).size());
    }
}

// Text that may stand between the links of a link list: spaces and punctuation, ASCII or CJK.
bool isSeparatorText(std::string_view text)
{
    static constexpr std::array<std::string_view, 11> kWide = {
        "\u3001", "\uFF0C", "\uFF1B", "\uFF1A", "\u00B7", "\uFF5C", "\u2014", "\u2013", "\uFF08", "\uFF09", "\u3000"};
    while (!text.empty()) {
        const auto c = static_cast<unsigned char>(text.front());
        if (c < 0x80) {
            if (!std::isspace(c) && !std::ispunct(c))
                return false;
            text.remove_prefix(1);
            continue;
        }
        const auto wide = std::find_if(kWide.begin(), kWide.end(), [&](std::string_view w) { return text.starts_with(w); });
        if (wide == kWide.end())
            return false;
        text.remove_prefix(wide->size());
    }
    return true;
}

// Whether everything in a list is a link (see Block::linksOnly). Walks the list's whole subtree
// with cmark's iterator, which needs no recursion, and stops at the first thing that is not.
bool holdsOnlyLinks(cmark_node* list)
{
    struct IterDeleter { void operator()(cmark_iter* i) const { cmark_iter_free(i); } };
    const std::unique_ptr<cmark_iter, IterDeleter> iter(cmark_iter_new(list));
    int insideLink = 0;
    bool sawLink = false;
    for (cmark_event_type event; (event = cmark_iter_next(iter.get())) != CMARK_EVENT_DONE;) {
        cmark_node* node = cmark_iter_get_node(iter.get());
        const cmark_node_type type = cmark_node_get_type(node);
        if (type == CMARK_NODE_LINK) {
            insideLink += event == CMARK_EVENT_ENTER ? 1 : -1;
            sawLink = true;
            continue;
        }
        if (insideLink > 0 || event != CMARK_EVENT_ENTER)
            continue;
        switch (type) {
        case CMARK_NODE_LIST:
        case CMARK_NODE_ITEM:
        case CMARK_NODE_PARAGRAPH:
        case CMARK_NODE_EMPH:
        case CMARK_NODE_STRONG:
        case CMARK_NODE_SOFTBREAK:
        case CMARK_NODE_LINEBREAK:
            break;
        case CMARK_NODE_TEXT: {
            const char* literal = cmark_node_get_literal(node);
            if (!isSeparatorText(literal ? literal : ""))
                return false;
            break;
        }
        default:
            return false;
        }
    }
    return sawLink;
}

// Recursion is bounded by `depth`, so hostile nesting cannot exhaust the stack.
Block outline(cmark_node* node, int depth, const Lines& lines)
{
    Block block;
    block.kind = kindOf(node);
    if (block.kind == BlockKind::Heading)
        block.headingLevel = cmark_node_get_heading_level(node);
    block.startLine = cmark_node_get_start_line(node);
    block.startColumn = cmark_node_get_start_column(node);
    block.endLine = cmark_node_get_end_line(node);
    block.endColumn = cmark_node_get_end_column(node);
    correctEnd(block, node, lines);
    if (block.kind == BlockKind::List)
        block.linksOnly = holdsOnlyLinks(node);
    if (depth > 0) {
        for (cmark_node* child = cmark_node_first_child(node); child; child = cmark_node_next(child)) {
            if (cmark_node_get_type(child) & CMARK_NODE_TYPE_BLOCK)
                block.children.push_back(outline(child, depth - 1, lines));
        }
    }
    return block;
}
} // namespace

Block parseOutline(std::string_view markdown, int depth)
{
    CmarkDocument doc(markdown, CMARK_OPT_DEFAULT);
    return outline(doc.root(), depth, core::splitLines(markdown));
}

} // namespace notedeck::markdown
