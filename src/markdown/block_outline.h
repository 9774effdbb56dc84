#pragma once
// The block structure of a Markdown text as parsed by cmark-gfm (GFM extensions on), reduced to
// what the importer needs: kinds and source positions. Keeps cmark types out of other modules.
#include <string_view>
#include <vector>

namespace notedeck::markdown {

enum class BlockKind { Document, Heading, List, Item, Paragraph, CodeBlock, Table, BlockQuote, Other };

struct Block {
    BlockKind kind = BlockKind::Other;
    int headingLevel = 0;           // for headings, 1–6
    // 1-based; as cmark reports, except the ends of setext headings and HTML blocks, which are
    // taken from the source (cmark-gfm reports them a line off).
    int startLine = 0, startColumn = 0, endLine = 0, endColumn = 0;
    // For a list: its items, nested lists included, hold nothing but links, with at most spaces
    // or punctuation between them (a table of contents, a list of references).
    bool linksOnly = false;
    std::vector<Block> children;    // filled down to the requested depth
};

// Parses `markdown` and returns the document block with `depth` levels of children
// (1: top-level blocks only; 3: lists, their items and the items' blocks).
Block parseOutline(std::string_view markdown, int depth);

} // namespace notedeck::markdown
