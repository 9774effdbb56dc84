// Reading raw HTML the way the card page's parser does, closely enough to re-write it.
#include "markdown/html_tokens.h"

#include <catch2/catch.hpp>

using namespace notedeck::markdown;
using Kind = HtmlToken::Kind;

namespace {

std::vector<std::string> kinds(std::string_view html)
{
    std::vector<std::string> out;
    for (const HtmlToken& t : tokenizeHtml(html)) {
        switch (t.kind) {
        case Kind::Text: out.push_back("T:" + std::string(t.raw)); break;
        case Kind::StartTag: out.push_back("S:" + t.name + (t.selfClosing ? "/" : "")); break;
        case Kind::EndTag: out.push_back("E:" + t.name); break;
        case Kind::Comment: out.push_back("C"); break;
        case Kind::Other: out.push_back("O"); break;
        }
    }
    return out;
}

} // namespace

TEST_CASE("tags, text and comments are told apart", "[html]")
{
    CHECK(kinds("a<B>b</b >c") == std::vector<std::string>{"T:a", "S:b", "T:b", "E:b", "T:c"});
    CHECK(kinds("<br/><img src=x />") == std::vector<std::string>{"S:br/", "S:img/"});
    CHECK(kinds("<!-- c -->x<!DOCTYPE html><?php x ?><![CDATA[y]]>") == std::vector<std::string>{"C", "T:x", "O", "O", "O"});
    CHECK(kinds("<!-->x") == std::vector<std::string>{"C", "T:x"});
    CHECK(kinds("<!-- never closed") == std::vector<std::string>{"C"});
    // A '<' that starts nothing, and a tag that never ends, are text.
    CHECK(kinds("1 < 2 <3 </ 4") == std::vector<std::string>{"T:1 < 2 <3 ", "O"});
    CHECK(kinds("<b title=\"x") == std::vector<std::string>{"T:<b title=\"x"});
}

TEST_CASE("attributes are read with their quotes, the first of a name wins", "[html]")
{
    const auto tokens = tokenizeHtml("<IMG SRC = 'a b.png' alt=\"x > y\" width=300 disabled src=other onerror=x>");
    REQUIRE(tokens.size() == 1);
    const HtmlToken& img = tokens[0];
    CHECK(img.name == "img");
    REQUIRE(img.attribute("src"));
    CHECK(*img.attribute("src") == "a b.png");
    CHECK(*img.attribute("alt") == "x > y");
    CHECK(*img.attribute("width") == "300");
    CHECK(*img.attribute("disabled") == "");
    CHECK(*img.attribute("onerror") == "x");
    CHECK(img.attributes.size() == 5);
    // A quoted value may hold what would end the tag.
    CHECK(kinds("<a title='</a><script>'>x</a>") == std::vector<std::string>{"S:a", "T:x", "E:a"});
}

TEST_CASE("character references are decoded where notes use them", "[html]")
{
    CHECK(decodeCharacterReferences("&emsp;a&nbsp;b &amp; &lt;c&gt; &#39;&#x4E2D;") == "\u2003a\u00a0b & <c> '中");
    CHECK(decodeCharacterReferences("&unknown; & &amp &#0; &#xD800;") == "&unknown; & &amp \uFFFD \uFFFD");
    CHECK(decodeCharacterReferences("&#106;avascript:") == "javascript:");
}
