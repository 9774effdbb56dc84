#include "markdown/block_outline.h"

#include <catch2/catch.hpp>

using namespace notedeck::markdown;

TEST_CASE("outline gives headings, lists, items and their blocks with positions", "[outline]")
{
    const char* md = "# Part\n\n- q1\n  - a1\n- q2\n\n  | a | b |\n  |---|---|\n  | 1 | 2 |\n";
    Block doc = parseOutline(md, 3);
    REQUIRE(doc.children.size() == 2);
    CHECK(doc.children[0].kind == BlockKind::Heading);
    CHECK(doc.children[0].headingLevel == 1);
    const Block& list = doc.children[1];
    REQUIRE(list.kind == BlockKind::List);
    REQUIRE(list.children.size() == 2);
    CHECK(list.children[0].children[0].kind == BlockKind::Paragraph);
    CHECK(list.children[0].children[1].kind == BlockKind::List);
    CHECK(list.children[1].children[1].kind == BlockKind::Table);
    CHECK(list.children[1].children[1].startLine == 7);
}

TEST_CASE("deep nesting is parsed without unbounded recursion", "[outline]")
{
    std::string md;
    for (int i = 0; i < 200; ++i)
        md += std::string(2 * i, ' ') + "- level " + std::to_string(i) + "\n";
    Block doc = parseOutline(md, 3);
    REQUIRE(doc.children.size() == 1);
    CHECK(doc.children[0].kind == BlockKind::List);
}
