#include "markdown/block_outline.h"

#include "markdown/cmark_document.h"

#include <cstring>

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

// Recursion is bounded by `depth`, so hostile nesting cannot exhaust the stack.
Block outline(cmark_node* node, int depth)
{
    Block block;
    block.kind = kindOf(node);
    if (block.kind == BlockKind::Heading)
        block.headingLevel = cmark_node_get_heading_level(node);
    block.startLine = cmark_node_get_start_line(node);
    block.startColumn = cmark_node_get_start_column(node);
    block.endLine = cmark_node_get_end_line(node);
    block.endColumn = cmark_node_get_end_column(node);
    if (depth > 0) {
        for (cmark_node* child = cmark_node_first_child(node); child; child = cmark_node_next(child)) {
            if (cmark_node_get_type(child) & CMARK_NODE_TYPE_BLOCK)
                block.children.push_back(outline(child, depth - 1));
        }
    }
    return block;
}
} // namespace

Block parseOutline(std::string_view markdown, int depth)
{
    CmarkDocument doc(markdown, CMARK_OPT_DEFAULT);
    return outline(doc.root(), depth);
}

} // namespace notedeck::markdown
