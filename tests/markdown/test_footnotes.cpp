// Footnote definitions across a file, as cmark-gfm reads them.
#include "markdown/footnotes.h"

#include <catch2/catch.hpp>

using namespace notedeck::markdown;

namespace {

std::vector<std::string> sources(const std::vector<FootnoteDefinition>& definitions)
{
    std::vector<std::string> out;
    for (const auto& d : definitions)
        out.push_back(d.source);
    return out;
}

} // namespace

TEST_CASE("every footnote definition of a file is found with its continuation lines", "[footnotes]")
{
    const std::string file = "# T\n\n- q[^1]\n  - a\n\n[^1]: First, $x_1$.\n    More of it.\n\n[^note]: Second.\n\n"
                             "```\n[^code]: not a definition\n```\n\n- item\n\n  [^nested]: In a list.\n";
    const auto definitions = footnoteDefinitions(file);
    CHECK(sources(definitions) ==
          std::vector<std::string>{"[^1]: First, $x_1$.\n    More of it.", "[^note]: Second.", "[^nested]: In a list."});
    CHECK(definitions[0].line == 6);
    // cmark-gfm keeps the first of two definitions of a label.
    CHECK(sources(footnoteDefinitions("[^a]: one\n\n[^a]: two\n")) == std::vector<std::string>{"[^a]: one"});
    CHECK(footnoteDefinitions("no footnotes [^x] here").empty());
}

TEST_CASE("a card needs the definitions it refers to and does not hold", "[footnotes]")
{
    const auto definitions = footnoteDefinitions("[^a]: A, see [^c].\n\n[^b]: B.\n\n[^c]: C.\n\n[^d]: D, see [^b].\n");
    REQUIRE(definitions.size() == 4);
    CHECK(footnotesNeeded("uses [^a]", definitions) == std::vector<size_t>{0, 2});   // and [^c] through it
    CHECK(footnotesNeeded("uses [^B] and [^d]", definitions) == std::vector<size_t>{1, 3});   // labels ignore case
    CHECK(footnotesNeeded("none", definitions).empty());
    CHECK(footnotesNeeded("math $[^a]$ and code `[^b]`", definitions).empty());
    // A definition the card holds itself is not added again.
    CHECK(footnotesNeeded("uses [^b]\n\n[^b]: my own B.", definitions).empty());
}

TEST_CASE("definitions are appended after a blank line", "[footnotes]")
{
    const auto definitions = footnoteDefinitions("[^a]: A.\n");
    CHECK(withFootnotes("- answer", definitions) == "- answer\n\n[^a]: A.");
    CHECK(withFootnotes("", definitions) == "[^a]: A.");
    CHECK(withFootnotes("x", {}) == "x");
}
