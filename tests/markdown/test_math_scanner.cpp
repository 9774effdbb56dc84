#include "markdown/math_mask.h"
#include "markdown/math_scanner.h"

#include <catch2/catch.hpp>

using namespace notedeck::markdown;

namespace {
std::vector<std::string> texts(std::string_view src)
{
    std::vector<std::string> out;
    for (const auto& s : scanMath(src).spans)
        out.emplace_back((s.display ? "D:" : "I:") + std::string(texOf(src, s)));
    return out;
}
} // namespace

TEST_CASE("inline and display math are found", "[math]")
{
    CHECK(texts("a $x_1 + y_2$ b") == std::vector<std::string>{"I:x_1 + y_2"});
    CHECK(texts("$$\\frac{a}{b}$$") == std::vector<std::string>{"D:\\frac{a}{b}"});
    CHECK(texts("- item\n\n  $$\n  a \\\\ b\n  $$\n") == std::vector<std::string>{"D:\n  a \\\\ b\n  "});
    CHECK(texts("中文$\\alpha$中文") == std::vector<std::string>{"I:\\alpha"});
}

TEST_CASE("dollars that are not math stay text", "[math]")
{
    CHECK(texts("costs $5 and $10 today").empty());
    CHECK(texts("escaped \\$x$ here").empty());
    CHECK(texts("code `$x$` span").empty());
    CHECK(texts("```\n$x$\n```\n").empty());
    CHECK(texts("para\n\n    $x$ indented code\n").empty());
    CHECK(texts("a $ b $ c").empty());            // space after the opener
    CHECK(texts("$x$5").empty());                  // closer followed by a digit
}

TEST_CASE("the first dollar after an opener closes the formula or nothing does", "[math]")
{
    // As Pandoc reads it: "$分、$1" is no formula (its $ is followed by a digit), so the text
    // stays text and $1$ is the formula; TeX with a $ inside is never made.
    CHECK(texts("$ 4 $分、$1$ 分") == std::vector<std::string>{"I:1"});
    CHECK(texts("$x$1 and $y$") == std::vector<std::string>{"I:y"});
    CHECK(texts("$a $b$") == std::vector<std::string>{"I:b"});
    CHECK(texts("$a$ and $b$") == std::vector<std::string>{"I:a", "I:b"});
}

TEST_CASE("math in a list item's nested paragraph is not mistaken for indented code", "[math]")
{
    CHECK(texts("- q\n\n  - a\n\n    see $x^2$\n") == std::vector<std::string>{"I:x^2"});
}

TEST_CASE("inline math does not cross a blank line", "[math]")
{
    CHECK(texts("a $x\n\ny$ b").empty());
}

TEST_CASE("problems: unterminated display math and unclosed fences", "[math]")
{
    auto scan = scanMath("one\n\n$$ a + b\n\nno end");
    CHECK(scan.spans.empty());
    REQUIRE(scan.problems.size() == 1);
    CHECK(scan.problems[0].line == 3);

    auto fence = scanMath("text\n```python\ncode $x$\n");
    CHECK(fence.spans.empty());
    REQUIRE(fence.problems.size() == 1);
    CHECK(fence.problems[0].line == 2);
}

TEST_CASE("masking keeps every offset and newline", "[math]")
{
    const std::string src = "a $x_1*y$ b\n$$\n\\frac{1}{2}\n$$\n";
    const std::string masked = maskMath(src, scanMath(src));
    REQUIRE(masked.size() == src.size());
    CHECK(masked == "a $xxxxx$ b\n$$\nxxxxxxxxxxx\n$$\n");
}

TEST_CASE("a 3 MB single line scans in linear time", "[math]")
{
    std::string line;
    for (int i = 0; i < 100000; ++i)
        line += "text $x_" + std::to_string(i) + "$ ";
    auto scan = scanMath(line);
    CHECK(scan.spans.size() == 100000);
}

TEST_CASE("dollars in raw HTML tags, comments and HTML blocks are no math", "[math][html]")
{
    // cmark-gfm reads a tag before any text: a $ in an attribute cannot open a formula.
    CHECK(texts("<img src=\"a$b.png\"> and $c$") == std::vector<std::string>{"I:c"});
    CHECK(texts("<span title=\"$x$\">$y$</span>") == std::vector<std::string>{"I:y"});
    CHECK(texts("a <!-- $x$ --> b $y$") == std::vector<std::string>{"I:y"});
    CHECK(texts("<https://example.org/$a$> $b$") == std::vector<std::string>{"I:b"});
    CHECK(texts("<!--\n$$ never closed\n-->\n\n$z$") == std::vector<std::string>{"I:z"});
    CHECK(texts("<pre>\ncost: $x$ and $$y$$\n</pre>\n\n$w$") == std::vector<std::string>{"I:w"});
    CHECK(texts("<pre>$a$</pre>\n\n$b$") == std::vector<std::string>{"I:b"});
    // Not tags: comparisons, and formulas that open first.
    CHECK(texts("x < y and $z$") == std::vector<std::string>{"I:z"});
    CHECK(texts("$a<b$ and $c>d$") == std::vector<std::string>{"I:a<b", "I:c>d"});
    // Inside an allowed HTML block the math is the Markdown's, as GitHub users write it.
    CHECK(texts("<details><summary>Why $O(n)$?</summary>\n\n$$x$$\n\n</details>") ==
          (std::vector<std::string>{"I:O(n)", "D:x"}));
}

TEST_CASE("masking keeps HTML blocks where they were", "[math][html]")
{
    const std::string source = "<div align=\"center\">\n$a_1$ <img src=\"x.png\">\n</div>\n";
    const std::string masked = maskMath(source, scanMath(source));
    CHECK(masked == "<div align=\"center\">\n$xxx$ <img src=\"x.png\">\n</div>\n");
}
