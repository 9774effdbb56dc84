// Footnotes on cards: cmark-gfm's numbering and list, on each side, with the question's notes
// taken from the answer (where the importer puts the definitions a card needs).
#include "render/card_html.h"

#include <catch2/catch.hpp>

using namespace notedeck;
using notedeck::render::markdownToHtml;

TEST_CASE("a footnote reference is numbered and its note listed at the end", "[footnotes]")
{
    const std::string html = markdownToHtml("Adam[^adam] and SGD[^1].\n\n[^1]: Robbins and Monro.\n[^adam]: Kingma, $\\beta_1$.\n");
    CHECK(html.starts_with("<p>Adam<sup class=\"footnote-ref\"><a href=\"#fn-adam\" id=\"fnref-adam\" data-footnote-ref>1</a></sup>"
                           " and SGD<sup class=\"footnote-ref\"><a href=\"#fn-1\" id=\"fnref-1\" data-footnote-ref>2</a></sup>.</p>\n"
                           "<section class=\"footnotes\" data-footnotes>\n<ol>\n<li id=\"fn-adam\">\n"
                           "<p>Kingma, <span class=\"math\">\\beta_1</span>."));
    CHECK(html.find("<li id=\"fn-1\">\n<p>Robbins and Monro.") != std::string::npos);
    // A definition nothing refers to is not shown; a reference without a definition stays text.
    CHECK(markdownToHtml("no reference\n\n[^x]: unused\n") == "<p>no reference</p>\n");
    CHECK(markdownToHtml("dangling[^y]") == "<p>dangling[^y]</p>\n");
}

TEST_CASE("the question shows the footnotes it refers to, defined in the answer", "[footnotes]")
{
    core::CardRecord card;
    card.question = "什么是 Adam[^a]？";
    card.answer = "- 自适应学习率[^b]\n\n[^a]: Adaptive moment estimation.\n\n[^b]: 每个参数一个。\n";
    const render::CardHtml html = render::renderCard(card);
    CHECK(html.question.find("<li id=\"fn-a\">\n<p>Adaptive moment estimation.") != std::string::npos);
    CHECK(html.question.find("fn-b") == std::string::npos);
    CHECK(html.answer.find("<li id=\"fn-b\">\n<p>每个参数一个。") != std::string::npos);
    CHECK(html.answer.find("fn-a\"") == std::string::npos);
}
