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

TEST_CASE("a setext heading ends at its underline and an HTML block at its last line", "[outline]")
{
    // cmark-gfm reports a setext heading up to the line that closed it, and an HTML block that
    // ends at a marker (`-->`, `?>`) one line before that marker.
    const char* md = "Index\n---\n<!-- TOC -->\n\nLists and\ntuples\n======\n<!--\nhidden\n-->\nText\n";
    using LineRange = std::pair<int, int>;
    std::vector<LineRange> lines;
    for (const Block& block : parseOutline(md, 1).children)
        lines.emplace_back(block.startLine, block.endLine);
    CHECK(lines == std::vector<LineRange>{{1, 2}, {3, 3}, {5, 7}, {8, 10}, {11, 11}});

    // The same inside a list item, and a setext heading that ends the input.
    Block item = parseOutline("- q\n\n  A\n  ---\n  <!-- c -->\n- q2\n", 3).children[0].children[0];
    REQUIRE(item.children.size() == 3);
    CHECK(item.children[1].endLine == 4);
    CHECK(item.children[2].startLine == 5);
    CHECK(item.children[2].endLine == 5);
    CHECK(parseOutline("A\n===", 1).children[0].endLine == 2);
    CHECK(parseOutline("A\n===\n---\n", 1).children[0].endLine == 2);
}

TEST_CASE("a list of nothing but links is marked as such", "[outline]")
{
    auto firstList = [](const char* md) { return parseOutline(md, 1).children.at(0); };
    // A table of contents, nested levels included; separators between links are allowed.
    CHECK(firstList("- [偏差与方差](#偏差与方差)\n    - [原因](#原因)\n- [正则化](#正则化)\n").linksOnly);
    CHECK(firstList("- [LinkedIn](https://www.linkedin.com/)\n- <https://arxiv.org/>\n- **[A](a)**，[B](b) | [C](c)\n").linksOnly);
    // Text outside the links, a nested answer that is not a link, or no link at all: not a link list.
    CHECK_FALSE(firstList("- [Google](https://www.google.com/) 的面试\n").linksOnly);
    CHECK_FALSE(firstList("- [Google](https://www.google.com/)\n  - 四轮面试\n").linksOnly);
    CHECK_FALSE(firstList("- Google\n- 字节跳动\n").linksOnly);
    CHECK_FALSE(firstList("- ,\n").linksOnly);
    CHECK_FALSE(firstList("- [A](a)\n\n  ```\n  code\n  ```\n").linksOnly);
}
