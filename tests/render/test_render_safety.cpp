// Properties the card page relies on from the renderer, whatever a note contains: links and
// images of Markdown's own syntax point nowhere but the web, mail or NoteDeck's image scheme;
// every image is one the renderer wrote after looking it up (a raw <img> never reaches the page
// as written); math and code cannot become markup. What raw HTML may show is the page's decision
// (resources/web/sanitize.js), tested in the page itself on the vectors of tests/data/html-vectors
// (tests/gui/card/test_card_html_vectors.cpp).
#include "render/card_html.h"

#include <catch2/catch.hpp>

#include <filesystem>
#include <fstream>
#include <regex>
#include <set>
#include <sstream>

using notedeck::render::markdownToHtml;

namespace {

// Every tag name in the HTML, in order.
std::vector<std::string> tagsOf(const std::string& html)
{
    std::vector<std::string> tags;
    static const std::regex tag("<([a-zA-Z][a-zA-Z0-9]*)");
    for (auto it = std::sregex_iterator(html.begin(), html.end(), tag); it != std::sregex_iterator(); ++it)
        tags.push_back((*it)[1]);
    return tags;
}

// Every value of the named attribute.
std::vector<std::string> attributeValues(const std::string& html, const std::string& name)
{
    std::vector<std::string> values;
    const std::regex attribute(" " + name + "=\"([^\"]*)\"");
    for (auto it = std::sregex_iterator(html.begin(), html.end(), attribute); it != std::sregex_iterator(); ++it)
        values.push_back((*it)[1]);
    return values;
}

bool startsWithAny(const std::string& text, std::initializer_list<const char*> prefixes)
{
    for (const char* prefix : prefixes)
        if (text.starts_with(prefix))
            return true;
    return false;
}

// Markdown's own syntax, without raw HTML: what the renderer alone must keep harmless.
const char* const kHostileMarkdown[] = {
    "[x](javascript:document.title='pwned') [y](JAVASCRIPT:alert(1)) [z](vbscript:msgbox)",
    "[x](data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==)",
    "[x](file:///etc/passwd) [y](qrc:/web/card.html) [z](../secret)",
    "[x](&#106;avascript:alert(1)) [y]( javascript:alert(1)) [r]\n\n[r]: javascript:alert(1)",
    "<javascript:alert(1)> <data:text/html,x> www.example.com/\"onmouseover=\"alert(1)",
    "![x](javascript:alert(1)) ![y](data:image/svg+xml;base64,PHN2Zz4=) ![z](file:///x.png)",
    "![a](/etc/x.png) ![b](//evil.example/x.png) ![c](notedeck-image:secret.png) ![[../../x.png]]",
    "![x\" onerror=\"alert(1)](x.png \"t\\\" onload=\\\"alert(1)\") ![[a.png|200\" onload=\"x]]",
    "$\\href{javascript:alert(1)}{x}$ and $</span><script>alert(1)</script>$",
    "```\"><script>\nx\n```\n\n`<script>`",
    "text[^1]\n\n[^1]: [l](javascript:alert(1)) ![i](javascript:alert(1))\n",
};

// A raw image as the renderer writes it: src of NoteDeck's scheme, the web or raster data, then
// alt, then only sizes, alignment and title, every value quoted and free of quotes and brackets.
const std::regex kWrittenImage(
    "<img src=\"(notedeck-image:|https?://|data:image/(png|gif|jpeg|webp)[;,])[^\"<>]*\" alt=\"[^\"<>]*\""
    "( (width|height|align|title)=\"[^\"<>]*\")*>");

std::string readFile(const std::filesystem::path& path)
{
    std::ifstream in(path, std::ios::binary);
    std::ostringstream text;
    text << in.rdbuf();
    return text.str();
}

// How often `needle` (lower case) occurs in `text`, compared without case.
size_t countNoCase(std::string text, std::string_view needle)
{
    for (char& c : text)
        c = static_cast<char>(c >= 'A' && c <= 'Z' ? c - 'A' + 'a' : c);
    size_t count = 0;
    for (size_t at = text.find(needle); at != std::string::npos; at = text.find(needle, at + 1))
        ++count;
    return count;
}

} // namespace

TEST_CASE("hostile Markdown produces only the elements Markdown itself makes")
{
    const std::set<std::string> allowed = {"p", "br", "em", "strong", "del", "code", "pre", "a", "img", "ul", "ol",
                                           "li", "input", "blockquote", "table", "thead", "tbody", "tr", "th", "td",
                                           "span", "div", "h1", "h2", "h3", "h4", "h5", "h6", "hr", "sup", "section"};
    for (const char* note : kHostileMarkdown) {
        const std::string html = markdownToHtml(note);
        INFO("note: " << note << "\nhtml: " << html);
        for (const std::string& tag : tagsOf(html))
            CHECK(allowed.contains(tag));
        for (const std::string& href : attributeValues(html, "href"))
            CHECK(startsWithAny(href, {"http://", "https://", "mailto:", "#fn-", "#fnref-"}));
        for (const std::string& src : attributeValues(html, "src"))
            CHECK(startsWithAny(src, {"http://", "https://", "data:image/png", "data:image/gif", "data:image/jpeg",
                                      "data:image/webp", "notedeck-image:"}));
        static const std::regex handler("<[^>]*\\son[a-z]+=", std::regex::icase);
        CHECK_FALSE(std::regex_search(html, handler));
    }
}

TEST_CASE("every image in raw HTML reaches the page as the renderer wrote it, never as the note wrote it")
{
    int vectors = 0;
    for (const auto& entry : std::filesystem::directory_iterator(NOTEDECK_TEST_DATA "/html-vectors")) {
        if (entry.path().extension() != ".md" || entry.path().filename() == "README.md")
            continue;
        ++vectors;
        const std::string html = markdownToHtml(readFile(entry.path()));
        INFO(entry.path().filename().string() << "\nhtml: " << html);
        size_t written = 0;
        for (auto it = std::sregex_iterator(html.begin(), html.end(), kWrittenImage); it != std::sregex_iterator(); ++it)
            ++written;
        // <image> too: a browser reads it as <img>.
        CHECK(countNoCase(html, "<img") + countNoCase(html, "<image") == written);
    }
    CHECK(vectors >= 15);
}

TEST_CASE("a character reference cmark-gfm cannot encode becomes U+FFFD, in HTML and in text")
{
    // cmark-gfm writes U+FFFE and U+FFFF as a single invalid byte.
    CHECK(markdownToHtml("a&#xFFFF;b &#xFFFE; &#65535;") == "<p>a\uFFFD" "b \uFFFD \uFFFD</p>\n");
    CHECK(markdownToHtml("| &#xFFFF; |\n|---|\n| [&#xFFFE;](https://example.com) |\n").find('\xff') == std::string::npos);
    CHECK(notedeck::render::markdownToPlainText("# &#xFFFF;\n\n![&#xFFFE;](x.png)") == "\uFFFD\n\uFFFD");
}

TEST_CASE("links the page may open keep their target, others become text")
{
    CHECK(markdownToHtml("[a](https://example.com)") == "<p><a href=\"https://example.com\">a</a></p>\n");
    CHECK(markdownToHtml("[a](javascript:alert(1))") == "<p>a</p>\n");
    CHECK(markdownToHtml("[a](data:text/html,x)") == "<p>a</p>\n");
}

TEST_CASE("math becomes KaTeX placeholders with the TeX escaped and intact")
{
    CHECK(markdownToHtml("$a<b \\_ c*d*$") == "<p><span class=\"math\">a&lt;b \\_ c*d*</span></p>\n");
    CHECK(markdownToHtml("$$x\\\\y$$") == "<div class=\"math display\">x\\\\y</div>\n");
    CHECK(markdownToHtml("a $$x$$ b") == "<p>a <span class=\"math display\">x</span> b</p>\n");
    // TeX that looks like markup stays text inside the placeholder.
    CHECK(markdownToHtml("$</span><b>$") == "<p><span class=\"math\">&lt;/span&gt;&lt;b&gt;</span></p>\n");
}

TEST_CASE("fenced code names its language for the highlighter")
{
    CHECK(markdownToHtml("```python\nx = 1\n```\n") == "<pre><code class=\"language-python\">x = 1\n</code></pre>\n");
    CHECK(markdownToHtml("```\"><script>\nx\n```\n").find("<script") == std::string::npos);
}

TEST_CASE("a card renders both sides and keeps its deck path as text")
{
    notedeck::core::CardRecord card;
    card.id = 7;
    card.deck = notedeck::core::DeckPath({"基础知识", "<Python>", "**`std::move`**"});
    card.question = "什么是 $x$？";
    card.answer = "- 答案";
    const auto html = notedeck::render::renderCard(card);
    CHECK(html.id == 7);
    // The headings as a reader sees them: their marks read, not shown.
    CHECK(html.deckPath == std::vector<std::string>{"基础知识", "<Python>", "std::move"});
    CHECK(html.question == "<p>什么是 <span class=\"math\">x</span>？</p>\n");
    CHECK(html.answer == "<ul>\n<li>答案</li>\n</ul>\n");
}

TEST_CASE("dollars that are no formula stay text on the card, and the formula after them is one")
{
    using notedeck::render::markdownToHtml;
    // DeepLearning-500's "$ 4 $分、$1$ 分": never a formula with a $ inside for KaTeX to refuse.
    CHECK(markdownToHtml("$ 4 $分、$1$ 分") == "<p>$ 4 $分、<span class=\"math\">1</span> 分</p>\n");
    CHECK(markdownToHtml("$x$1 and $y$") == "<p>$x$1 and <span class=\"math\">y</span></p>\n");
}
