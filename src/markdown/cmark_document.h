#pragma once
// RAII ownership of a cmark-gfm parse tree, parsed with the GFM extensions NoteDeck supports
// (table, strikethrough, autolink, tasklist; not GitHub's tag filter, which would show a <script>
// as text where the card page removes it). Internal to the markdown module.
#include <cmark-gfm.h>

#include <memory>
#include <string_view>

namespace notedeck::markdown {

class CmarkDocument {
public:
    CmarkDocument(std::string_view markdown, int options);

    cmark_node* root() const { return m_root.get(); }
    // The extensions attached to the parse, for renderers that need them.
    cmark_llist* extensions() const;

private:
    struct ParserDeleter { void operator()(cmark_parser* p) const { cmark_parser_free(p); } };
    struct NodeDeleter { void operator()(cmark_node* n) const { cmark_node_free(n); } };
    std::unique_ptr<cmark_parser, ParserDeleter> m_parser;
    std::unique_ptr<cmark_node, NodeDeleter> m_root;
};

} // namespace notedeck::markdown
