// Names as the tree, the lists and the reports show them (render/card_names.h): a heading or a
// card's asked side as a reader sees it, one line of plain text, never the Markdown's marks.
#include "render/card_names.h"

#include <catch2/catch.hpp>

using namespace notedeck;

namespace {
core::CardRecord card(std::string question, std::string answer, std::string variant)
{
    core::CardRecord c;
    c.id = 3;
    c.question = std::move(question);
    c.answer = std::move(answer);
    c.kind = notedeck::core::CardKind::fromStored(variant);
    return c;
}
} // namespace

TEST_CASE("a heading's name is its text as the page shows it", "[render][names]")
{
    CHECK(render::headingName("**2.jieba分词用法**") == "2.jieba分词用法");
    // Read as a heading: "1." starts no list, and a link is its text.
    CHECK(render::headingName("1. The 9-Step ML System Design Formula ([Template](./mlsd-template.md))") ==
          "1. The 9-Step ML System Design Formula (Template)");
    CHECK(render::headingName("`*args` 和 `**kwargs`") == "*args 和 **kwargs");
    CHECK(render::headingName("- not a list > nor a quote") == "- not a list > nor a quote");
    CHECK(render::headingName("> quote") == "> quote");
    CHECK(render::headingName("损失函数 $L(\\theta)$ 与 <font color=red>梯度</font>") == "损失函数 L(\\theta) 与 梯度");
    CHECK(render::headingName("a\\*b &amp; c_d_e") == "a*b & c_d_e");
    CHECK(render::headingName("Python 基础") == "Python 基础");
    CHECK(render::headingName("C#") == "C#");
    CHECK(render::headingName("").empty());
}

TEST_CASE("a deck path's name names each of its parts", "[render][names]")
{
    const core::DeckPath path({"基础知识", "**2.jieba分词用法**", "`std::vector`"});
    CHECK(render::deckPathName(path) == "基础知识 \u203a 2.jieba分词用法 \u203a std::vector");
    CHECK(render::deckPathNames(path) == std::vector<std::string>{"基础知识", "2.jieba分词用法", "std::vector"});
    CHECK(render::deckPathName({}).empty());
}

TEST_CASE("Markdown on one line: blocks and breaks as spaces", "[render][names]")
{
    CHECK(render::oneLineText("What is **it**?\n\n- one\n- `two`\n\n```\ncode\n```") == "What is it? one two code");
    CHECK(render::oneLineText("  a\tb  ") == "a b");
}

TEST_CASE("a card is named by the side it asks", "[render][names]")
{
    const std::string note = "Adam 的二阶矩是{{c1::**梯度平方**的指数移动平均}}，一阶矩是{{c2::梯度::动量}}。";
    CHECK(render::askedSideName(card(note, "", "c1")) == "Adam 的二阶矩是[...]，一阶矩是梯度。");
    CHECK(render::askedSideName(card(note, "", "c2")) == "Adam 的二阶矩是梯度平方的指数移动平均，一阶矩是[动量]。");
    // The gap stays a gap where Markdown would read the brackets as a link's.
    CHECK(render::askedSideName(card("{{c1::softmax}}(x) = e^x", "", "c1")) == "[...](x) = e^x");
    CHECK(render::askedSideName(card("$x = {{c1::y}}$", "", "c1")) == "x = [...]");
    CHECK(render::askedSideName(card("batch", "a group of *samples*", "")) == "batch");
    CHECK(render::askedSideName(card("batch", "a group of *samples*", "r")) == "a group of samples");
    CHECK(render::askedSideName(card("讲一下 `*args` 和 `**kwargs`", "answer", "")) == "讲一下 *args 和 **kwargs");
}
