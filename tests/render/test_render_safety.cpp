// Properties the card page relies on: nothing in a note's Markdown reaches the page as markup
// that could run script or navigate, whatever the note contains.
#include "render/card_html.h"

#include <catch2/catch.hpp>

#include <regex>
#include <set>

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

const char* const kHostileNotes[] = {
    "<script>document.title='pwned'</script>",
    "text <script>document.title='pwned'</script> text",
    "<img src=x onerror=\"document.title='pwned'\">",
    "a <img src=x onerror=\"document.title='pwned'\"> b",
    "<iframe src=\"javascript:parent.document.title='pwned'\"></iframe>",
    "<style>body{display:none}</style>",
    "<svg onload=\"document.title='pwned'\"><script>document.title='pwned'</script></svg>",
    "<a href=\"javascript:document.title='pwned'\">x</a>",
    "<object data=\"x.swf\"></object><embed src=\"x\"><form action=\"x\"><input></form>",
    "<meta http-equiv=\"refresh\" content=\"0;url=https://example.com\">",
    "<base href=\"https://example.com/\"><link rel=stylesheet href=\"https://example.com/x.css\">",
    "[x](javascript:document.title='pwned') [y](JAVASCRIPT:alert(1)) [z](vbscript:msgbox)",
    "[x](data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==)",
    "[x](file:///etc/passwd) [y](qrc:/web/card.html) [z](../secret)",
    "<javascript:alert(1)>",
    "![x](javascript:alert(1)) ![y](data:image/svg+xml;base64,PHN2Zz4=) ![z](file:///x.png)",
    "- item\n\n  <div onclick=\"alert(1)\">inside a list</div>\n",
    "| a |\n| - |\n| <img src=x onerror=alert(1)> |\n",
    "$\\href{javascript:alert(1)}{x}$ and $</span><script>alert(1)</script>$",
};

} // namespace

TEST_CASE("hostile notes produce only the elements Markdown itself makes")
{
    const std::set<std::string> allowed = {"p", "br", "em", "strong", "del", "code", "pre", "a", "img", "ul", "ol",
                                           "li", "input", "blockquote", "table", "thead", "tbody", "tr", "th", "td",
                                           "span", "div", "h1", "h2", "h3", "h4", "h5", "h6", "hr"};
    for (const char* note : kHostileNotes) {
        const std::string html = markdownToHtml(note);
        INFO("note: " << note << "\nhtml: " << html);
        for (const std::string& tag : tagsOf(html))
            CHECK(allowed.contains(tag));
        for (const std::string& href : attributeValues(html, "href"))
            CHECK(startsWithAny(href, {"http://", "https://", "mailto:"}));
        for (const std::string& src : attributeValues(html, "src"))
            CHECK(startsWithAny(src, {"http://", "https://", "data:image/png", "data:image/gif", "data:image/jpeg",
                                      "data:image/webp"}));
        static const std::regex handler("<[^>]*\\son[a-z]+=", std::regex::icase);
        CHECK_FALSE(std::regex_search(html, handler));
    }
}

TEST_CASE("raw HTML is shown as text")
{
    CHECK(markdownToHtml("<script>x()</script>") == "<p>&lt;script&gt;x()&lt;/script&gt;</p>\n");
    CHECK(markdownToHtml("a <b>b</b> c") == "<p>a &lt;b&gt;b&lt;/b&gt; c</p>\n");
}

TEST_CASE("a character reference cmark-gfm cannot encode becomes U+FFFD, in HTML and in text")
{
    // cmark-gfm writes U+FFFE and U+FFFF as a single invalid byte.
    CHECK(markdownToHtml("a&#xFFFF;b &#xFFFE; &#65535;") == "<p>a\uFFFD" "b \uFFFD \uFFFD</p>\n");
    CHECK(markdownToHtml("| &#xFFFF; |\n|---|\n| [&#xFFFE;](https://example.com) |\n").find('\xff') == std::string::npos);
    CHECK(notedeck::render::markdownToPlainText("# &#xFFFF;\n\n![&#xFFFE;](x.png)") == "\uFFFD\n\uFFFD");
}

TEST_CASE("links the page may open keep their target; others become text")
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
    card.deck = notedeck::core::DeckPath({"基础知识", "<Python>"});
    card.question = "什么是 $x$？";
    card.answer = "- 答案";
    const auto html = notedeck::render::renderCard(card);
    CHECK(html.id == 7);
    CHECK(html.deckPath == std::vector<std::string>{"基础知识", "<Python>"});
    CHECK(html.question == "<p>什么是 <span class=\"math\">x</span>？</p>\n");
    CHECK(html.answer == "<ul>\n<li>答案</li>\n</ul>\n");
}
