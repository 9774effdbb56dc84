// Raw HTML in notes on its way to the card page: the tags go as written, for the page's sanitizer
// to keep GitHub's allowlist of (what it removes is tested in tests/gui/card, in the page);
// the renderer drops comments, looks up images and keeps names that are no HTML as text.
#include "render/card_html.h"

#include <catch2/catch.hpp>

using notedeck::render::markdownToHtml;

TEST_CASE("inline HTML reaches the page as written", "[html]")
{
    CHECK(markdownToHtml("a <b>b</b> <i>i</i> <u>u</u> <s>s</s> <mark>m</mark> c") ==
          "<p>a <b>b</b> <i>i</i> <u>u</u> <s>s</s> <mark>m</mark> c</p>\n");
    CHECK(markdownToHtml("H<sub>2</sub>O, x<sup>2</sup>, <kbd>Ctrl</kbd>+<kbd>C</kbd>") ==
          "<p>H<sub>2</sub>O, x<sup>2</sup>, <kbd>Ctrl</kbd>+<kbd>C</kbd></p>\n");
    CHECK(markdownToHtml("line one<br>line two<br/>three<BR />") == "<p>line one<br>line two<br/>three<BR /></p>\n");
    CHECK(markdownToHtml("<abbr title=\"Stochastic Gradient Descent\">SGD</abbr> and <small>small</small>") ==
          "<p><abbr title=\"Stochastic Gradient Descent\">SGD</abbr> and <small>small</small></p>\n");
    CHECK(markdownToHtml("<ruby>拷贝<rp>(</rp><rt>kǎo bèi</rt><rp>)</rp></ruby>") ==
          "<p><ruby>拷贝<rp>(</rp><rt>kǎo bèi</rt><rp>)</rp></ruby></p>\n");
    // What the page will remove goes to it too: only it parses HTML as a browser does.
    CHECK(markdownToHtml("<p align=center style=\"color:red\" onclick=\"x()\">p</p>") ==
          "<p align=center style=\"color:red\" onclick=\"x()\">p</p>\n");
    CHECK(markdownToHtml("<script>x()</script>") == "<script>x()</script>\n");
}

TEST_CASE("<br> in table cells makes line breaks", "[html]")
{
    const std::string html = markdownToHtml("| a | b |\n|---|---|\n| one<br>two | x<sup>2</sup> |\n");
    CHECK(html.find("<td>one<br>two</td>") != std::string::npos);
    CHECK(html.find("<td>x<sup>2</sup></td>") != std::string::npos);
}

TEST_CASE("<details> with Markdown and math inside renders them", "[html]")
{
    // GitHub's usual pattern: the blank lines make the inside Markdown again.
    const std::string html =
        markdownToHtml("<details><summary>Why $O(n)$?</summary>\n\nBecause **each** item, $x_i$ once.\n\n</details>\n");
    CHECK(html == "<details><summary>Why <span class=\"math\">O(n)</span>?</summary>\n"
                  "<p>Because <strong>each</strong> item, <span class=\"math\">x_i</span> once.</p>\n"
                  "</details>\n");
    CHECK(markdownToHtml("<details open>\n<summary>s</summary>\n\n- a\n\n</details>") ==
          "<details open>\n<summary>s</summary>\n<ul>\n<li>a</li>\n</ul>\n</details>\n");
    // Math inside an HTML block's own lines is typeset too, a formula in a centred div for one.
    CHECK(markdownToHtml("<div align=\"center\">\n$E=mc^2$\n</div>") ==
          "<div align=\"center\">\n<span class=\"math\">E=mc^2</span>\n</div>\n");
}

TEST_CASE("a name that is no HTML element stays text, as written", "[html]")
{
    CHECK(markdownToHtml("vector<int> and Map<K> and <T>") == "<p>vector&lt;int&gt; and Map&lt;K&gt; and &lt;T&gt;</p>\n");
    CHECK(markdownToHtml("<my-widget x=1>w</my-widget>") == "<p>&lt;my-widget x=1&gt;w&lt;/my-widget&gt;</p>\n");
}

TEST_CASE("every '<' the page parses as a tag is one the renderer read as a tag", "[html]")
{
    // A stray bracket in an HTML block is escaped, so no tag can hide behind it from the image lookup.
    CHECK(markdownToHtml("<div>\n1 < 2 and 3 > 2 <3\n</div>") == "<div>\n1 &lt; 2 and 3 &gt; 2 &lt;3\n</div>\n");
    // The inside of <script>, <style>, <textarea>, … is text up to its end tag, as in a browser.
    CHECK(markdownToHtml("<style>a<b>c</style>") == "<style>a&lt;b&gt;c</style>\n");
}

TEST_CASE("comments are dropped and character references work", "[html]")
{
    CHECK(markdownToHtml("<!-- TOC -->\n\n- [a](#a)\n\n<!-- /TOC -->\n") == "<ul>\n<li>a</li>\n</ul>\n");
    CHECK(markdownToHtml("a <!-- hidden --> b") == "<p>a  b</p>\n");
    CHECK(markdownToHtml("<!-- a comment\nover lines -->\nafter") == "<p>after</p>\n");
    CHECK(markdownToHtml("&emsp;&emsp;indented&nbsp;text") == "<p>\u2003\u2003indented\u00a0text</p>\n");
    CHECK(markdownToHtml("<div>&emsp;in a block &amp; &lt;b&gt;</div>") == "<div>&emsp;in a block &amp; &lt;b&gt;</div>\n");
}
