// An Anki field's HTML as Markdown: the cases a whole package does not show one by one.
#include "service/anki/detail/field_markdown.h"

#include <catch2/catch.hpp>

using notedeck::service::FieldStyle;
using notedeck::service::fieldMarkdown;

TEST_CASE("a table that is a list item's content stays inside the item")
{
    // NoteDeck's own answers are written this way: `- | a | b |` under a question.
    const std::string html = "<ul><li><table><tr><th>a</th><th>b</th></tr><tr><td>1</td><td>2</td></tr></table></li></ul>";
    CHECK(fieldMarkdown(html, FieldStyle{}) == "- | a | b |\n  | --- | --- |\n  | 1 | 2 |");
    // With the line breaks NoteDeck's renderer writes between the tags.
    const std::string spaced = "<ul>\n<li>\n<table>\n<tr><th>a</th></tr>\n<tr><td>1</td></tr>\n</table>\n</li>\n</ul>";
    CHECK(fieldMarkdown(spaced, FieldStyle{}) == "- | a |\n  | --- |\n  | 1 |");
}

TEST_CASE("a table after a list item's text is the item's, after a blank line")
{
    const std::string html = "<ol><li>Losses:<table><tr><th>a</th></tr><tr><td>1</td></tr></table></li></ol>";
    CHECK(fieldMarkdown(html, FieldStyle{}) == "1. Losses:\n\n   | a |\n   | --- |\n   | 1 |");
}

TEST_CASE("a table outside a list starts at the margin")
{
    const std::string html = "Costs<table><tr><th>a</th></tr><tr><td>1</td></tr></table>";
    CHECK(fieldMarkdown(html, FieldStyle{}) == "Costs\n\n| a |\n| --- |\n| 1 |");
}
