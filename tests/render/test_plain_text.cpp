// Card Markdown as plain text (render::markdownToPlainText): the marks go, the words and the
// formulas' TeX stay.
#include "render/card_html.h"

#include <catch2/catch.hpp>

using notedeck::render::markdownToPlainText;

TEST_CASE("plain text drops inline marks and keeps what they mark")
{
    CHECK(markdownToPlainText("如何用 `contextmanager` 实现一个上下文管理器？") == "如何用 contextmanager 实现一个上下文管理器？");
    CHECK(markdownToPlainText("讲一下 Python 的 `*args` 和 `**kwargs`") == "讲一下 Python 的 *args 和 **kwargs");
    CHECK(markdownToPlainText("**粗体** 和 *斜体* 和 ~~删除~~") == "粗体 和 斜体 和 删除");
    CHECK(markdownToPlainText("see [the docs](https://example.org) and ![a chart](data:image/png;base64,AA==)") ==
          "see the docs and a chart");
    CHECK(markdownToPlainText("## A heading?") == "A heading?");
    CHECK(markdownToPlainText("a\\*b\\*") == "a*b*");
}

TEST_CASE("plain text keeps formulas as their TeX and raw HTML as the card shows it")
{
    CHECK(markdownToPlainText("复杂度为什么是 $O(n \\log n)$？") == "复杂度为什么是 O(n \\log n)？");
    CHECK(markdownToPlainText("softmax: $\\frac{e^{x_i}}{\\sum_j e^{x_j}}$") == "softmax: \\frac{e^{x_i}}{\\sum_j e^{x_j}}");
    // <b> is bold on the card, so its text is the word; vector<int> is text on the card.
    CHECK(markdownToPlainText("vector<int> 和 <b>bold</b>") == "vector<int> 和 bold");
    // What the page removes with its content is not read either, inline, as a block or around Markdown.
    CHECK(markdownToPlainText("a <script>x < y</script> b <style>p{}</style>c") == "a  b c");
    CHECK(markdownToPlainText("<svg><text>label</text></svg>\n\nafter <svg/> it") == "after  it");
    CHECK(markdownToPlainText("<textarea>\n\n**t**\n\n</textarea>\n\nafter") == "after");
    CHECK(markdownToPlainText("a<br>b <!-- note --> &emsp;c") == "a\nb  \u2003c");
    CHECK(markdownToPlainText("<div align=\"center\">\n居中&nbsp;文字<br/>第二行\n</div>\n\nafter") ==
          "居中\u00a0文字\n第二行\nafter");
    CHECK(markdownToPlainText("| a |\n|---|\n| x<br>y |") == "a\nx\ny");
}

TEST_CASE("images read as their alt text, whatever their syntax")
{
    CHECK(markdownToPlainText("见 ![网络结构](img/net.png) 图") == "见 网络结构 图");
    CHECK(markdownToPlainText("<img src=\"a.png\" alt=\"注意力 &amp; 权重\" width=300>") == "注意力 & 权重");
    CHECK(markdownToPlainText("![[diagram.png]] and ![[d.png|200]] and ![[d.png|流程图]]") == "diagram.png and d.png and 流程图");
    CHECK(markdownToPlainText("![[a note]]") == "![[a note]]");
}

TEST_CASE("footnotes read as their notes, after the text")
{
    CHECK(markdownToPlainText("Adam[^1] 优化器\n\n[^1]: Kingma 2014\n") == "Adam 优化器\nKingma 2014");
}

TEST_CASE("plain text puts blocks and list items on lines of their own")
{
    CHECK(markdownToPlainText("first line\nsecond line") == "first line second line");
    CHECK(markdownToPlainText("one\n\ntwo") == "one\ntwo");
    CHECK(markdownToPlainText("- a\n- b *c*") == "a\nb c");
    CHECK(markdownToPlainText("```python\nprint(1)\n```") == "print(1)");
    CHECK(markdownToPlainText("| x | y |\n| - | - |\n| 1 | 2 |") == "x y\n1 2");
    CHECK(markdownToPlainText("").empty());
}

TEST_CASE("marked text puts code and formulas between code marks, without their delimiters")
{
    using notedeck::render::kCodeEnd;
    using notedeck::render::kCodeStart;
    using notedeck::render::markdownToMarkedText;
    const auto code = [](const std::string& text) { return std::string(1, kCodeStart) + text + std::string(1, kCodeEnd); };
    CHECK(markdownToMarkedText("讲一下 `*args` 和 `**kwargs`") == "讲一下 " + code("*args") + " 和 " + code("**kwargs"));
    CHECK(markdownToMarkedText("即 $\\sigma (x)=\\frac {1}{1+e^{-x}}$ 输出") == "即 " + code("\\sigma (x)=\\frac {1}{1+e^{-x}}") + " 输出");
    CHECK(markdownToMarkedText("$$\\theta_{t+1} = \\theta_t - \\eta g_t$$") == code("\\theta_{t+1} = \\theta_t - \\eta g_t"));
    CHECK(markdownToMarkedText("看：\n\n```python\ndef f():\n    return 1\n```\n\n完") == "看：\n" + code("def f():\n    return 1") + "\n完");
    CHECK(markdownToMarkedText("**粗体** 和 [链接](https://example.org)") == "粗体 和 链接");
    // The marks are the view's: a note's own control characters never pass for them.
    CHECK(markdownToMarkedText("a\x03" "b\x04" "c") == "abc");
    // The plain text has no marks at all.
    CHECK(markdownToPlainText("即 $x$ 和 `y`") == "即 x 和 y");
}
