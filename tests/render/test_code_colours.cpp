// Code coloured ahead of time for the Anki export (render/code_colours.h).
#include "markdown/html_renderer.h"
#include "render/code_colours.h"

#include <catch2/catch.hpp>

#include <regex>

using namespace notedeck;

namespace {

std::string html(const std::string& markdown)
{
    return markdown::renderHtml(markdown).html;
}

// The text a block shows: tags dropped, the escapes the renderer and the highlighter write read.
std::string shown(std::string s)
{
    s = std::regex_replace(s, std::regex("<[^>]*>"), "");
    for (const auto& [entity, c] : {std::pair{"&lt;", "<"}, {"&gt;", ">"}, {"&quot;", "\""}, {"&amp;", "&"}})
        s = std::regex_replace(s, std::regex(entity), c);
    return s;
}

} // namespace

TEST_CASE("a Python block is coloured by token, and shows the same text")
{
    const std::string before = html("```python\nimport torch  # 导入 <b>\ndef f(a):\n    return \"x<&>\" + 3\n```\n");
    const std::string after = render::withColouredCode(before);
    INFO(after);
    CHECK(after.starts_with("<pre><code class=\"language-python\">"));
    CHECK(after.find("<span class=\"nd-keyword\">def</span>") != std::string::npos);
    CHECK(after.find("<span class=\"nd-keyword\">return</span>") != std::string::npos);
    CHECK(after.find("<span class=\"nd-comment\"># 导入 &lt;b&gt;</span>") != std::string::npos);
    CHECK(after.find("<span class=\"nd-number\">3</span>") != std::string::npos);
    CHECK(after.find("<span class=\"nd-function\">f</span>") != std::string::npos);
    CHECK(after.find("<b>") == std::string::npos);
    CHECK(shown(after) == shown(before));
}

TEST_CASE("the names fenced code uses for C++, shell and Python reach their languages")
{
    for (const char* language : {"cpp", "C++", "bash", "sh", "shell", "py", "python3"}) {
        INFO(language);
        const std::string after = render::withColouredCode(html(std::string("```") + language + "\nreturn 1\n```\n"));
        CHECK(after.find("<span class=\"nd-") != std::string::npos);
    }
}

TEST_CASE("code of no language or an unknown one, a cloze in code, markup in code and a huge block stay as they are")
{
    const std::vector<std::string> unchanged = {
        html("```\ndef f(): pass\n```\n"),
        html("```klingon\ndef f(): pass\n```\n"),
        "<pre><code class=\"language-python\">x = {{c1::len}}(y)\n</code></pre>",
        "<pre><code class=\"language-python\"><b>def</b> f(): pass\n</code></pre>",
        "<pre><code class=\"language-python\">x = &#x41;\n</code></pre>",
        "<pre><code class=\"language-python\">" + std::string(render::kLargestColouredCode + 1, 'x') + "</code></pre>",
        "<pre><code class=\"language-python\">def f(): pass\n",   // never closed
        "<p>def <code>return</code></p>",
    };
    for (const auto& before : unchanged) {
        INFO(before.substr(0, 120));
        CHECK(render::withColouredCode(before) == before);
    }
}

TEST_CASE("code that looks like markup stays text when coloured")
{
    const std::string before = html("```python\ns = \"</code></pre><script>alert(1)</script>\"\n```\n\nafter\n");
    const std::string after = render::withColouredCode(before);
    INFO(after);
    CHECK(after.find("<span class=\"nd-string\">") != std::string::npos);
    CHECK(after.find("<script") == std::string::npos);
    CHECK(after.find("&lt;script&gt;") != std::string::npos);
    CHECK(after.ends_with("<p>after</p>\n"));
    CHECK(shown(after) == shown(before));
}

TEST_CASE("the text around and between code blocks is kept, each block coloured")
{
    const std::string before = html("one\n\n```python\nx = 1\n```\n\ntwo `inline`\n\n```cpp\nint y = 2;\n```\n");
    const std::string after = render::withColouredCode(before);
    INFO(after);
    CHECK(after.find("<p>one</p>") == 0);
    CHECK(after.find("<p>two <code>inline</code></p>") != std::string::npos);
    CHECK(after.find("<span class=\"nd-type\">int</span>") != std::string::npos);
    CHECK(after.find("<span class=\"nd-number\">1</span>") != std::string::npos);
    CHECK(shown(after) == shown(before));
}

TEST_CASE("every class the colouring writes has a colour in light and night mode")
{
    const std::string css(render::kCodeColourCss);
    for (const char* kind : {"keyword", "string", "number", "comment", "function", "type"}) {
        INFO(kind);
        CHECK(css.find(std::string(".nd-") + kind) != std::string::npos);
        CHECK(css.find(std::string(".nightMode .nd-") + kind) != std::string::npos);
    }
}
