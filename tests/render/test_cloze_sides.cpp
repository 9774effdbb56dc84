// What each side of a cloze card and of a reversed pair shows: the asked deletion hidden as
// [...] or [hint] (in math, a box), the other numbers' text in the open, the deletion revealed and
// marked on the back; a reversed card asks its answer side.
#include "render/card_html.h"
#include "render/card_sides.h"

#include <catch2/catch.hpp>

using namespace notedeck;

namespace {

core::CardRecord clozeCard(std::string note, std::string variant)
{
    core::CardRecord card;
    card.id = 7;
    card.question = std::move(note);
    card.kind = notedeck::core::CardKind::fromStored(variant);
    return card;
}

bool holds(const std::string& text, const std::string& part) { return text.find(part) != std::string::npos; }

} // namespace

TEST_CASE("a cloze card hides its number's deletions and shows the others", "[render][cloze]")
{
    const std::string note = "Adam 的二阶矩是{{c1::梯度平方的指数移动平均}}，一阶矩是{{c2::梯度::动量}}。";
    const render::CardSides one = render::cardSides(clozeCard(note, "c1"), render::ClozeMarks::Text);
    CHECK(one.front == "Adam 的二阶矩是[...]，一阶矩是梯度。");
    CHECK(one.back == "Adam 的二阶矩是梯度平方的指数移动平均，一阶矩是梯度。");
    const render::CardSides two = render::cardSides(clozeCard(note, "c2"), render::ClozeMarks::Text);
    CHECK(two.front == "Adam 的二阶矩是梯度平方的指数移动平均，一阶矩是[动量]。");

    const render::CardHtml html = render::renderCard(clozeCard(note, "c1"));
    CHECK(html.question == "<p>Adam 的二阶矩是<span class=\"cloze\">[...]</span>，一阶矩是梯度。</p>\n");
    CHECK(html.answer == "<p>Adam 的二阶矩是<mark class=\"cloze\">梯度平方的指数移动平均</mark>，一阶矩是梯度。</p>\n");
    CHECK(html.answerReplacesQuestion);
}

TEST_CASE("inside math the deletion is a box, revealed on the back", "[render][cloze][math]")
{
    const std::string note = "$\\frac{QK^T}{ {{c1::\\sqrt{d_k}}} }$ 与 {{c2::softmax}}";
    const render::CardHtml one = render::renderCard(clozeCard(note, "c1"));
    CHECK(holds(one.question, "<span class=\"math\">\\frac{QK^T}{ \\boxed{\\;?\\;} }</span>"));
    CHECK(holds(one.question, "softmax"));
    CHECK(holds(one.answer, "\\textcolor{#e8590c}{\\boxed{\\sqrt{d_k}}}"));
    const render::CardHtml two = render::renderCard(clozeCard(note, "c2"));
    CHECK(holds(two.question, "\\frac{QK^T}{ \\sqrt{d_k} }"));
    CHECK(holds(two.question, "<span class=\"cloze\">[...]</span>"));
    CHECK(render::cardSides(clozeCard(note, "c1"), render::ClozeMarks::Text).front == "$\\frac{QK^T}{ [...] }$ 与 softmax");
}

TEST_CASE("clozes in code spans, tables and lists", "[render][cloze]")
{
    const render::CardHtml code = render::renderCard(clozeCard("`{{c1::std::move}}(x)` 把 x {{c2::转成右值}}", "c1"));
    CHECK(holds(code.question, "<code><span class=\"cloze\">[...]</span>(x)</code>"));
    CHECK(holds(code.answer, "<code><mark class=\"cloze\">std::move</mark>(x)</code>"));
    const render::CardHtml table = render::renderCard(clozeCard("| a | b |\n| --- | --- |\n| Adam | {{c1::有}} |", "c1"));
    CHECK(holds(table.question, "<td><span class=\"cloze\">[...]</span></td>"));
    const render::CardHtml list = render::renderCard(clozeCard("缩放因子 {{c1::防止饱和}}\n- 细节 {{c1::二}}", "c1"));
    CHECK(holds(list.question, "<li>细节 <span class=\"cloze\">[...]</span></li>"));
}

TEST_CASE("a note cannot forge the cloze marks", "[render][cloze][safety]")
{
    core::CardRecord card;
    card.question = "\xEE\x80\x82<script>\xEE\x80\x83 text";
    card.answer = "x";
    const render::CardHtml html = render::renderCard(card);
    CHECK_FALSE(holds(html.question, "class=\"cloze\""));
}

TEST_CASE("a reversed card asks its answer side, other cards show deletions as text", "[render][reversed]")
{
    core::CardRecord card;
    card.question = "Epoch";
    card.answer = "把训练集完整过一遍";
    card.kind = notedeck::core::CardKind::reverse();
    const render::CardSides sides = render::cardSides(card, render::ClozeMarks::Text);
    CHECK(sides.front == "把训练集完整过一遍");
    CHECK(sides.back == "Epoch");
    const render::CardHtml html = render::renderCard(card);
    CHECK(html.question == "<p>把训练集完整过一遍</p>\n");
    CHECK_FALSE(html.answerReplacesQuestion);
    card.kind = notedeck::core::CardKind::basic();
    CHECK(render::renderCard(card).question == "<p>Epoch</p>\n");
    card.answer = "在 {{c1::答案}} 里";
    CHECK(render::renderCard(card).answer == "<p>在 答案 里</p>\n");
}

TEST_CASE("a cloze note reads once with every deletion marked", "[render][cloze]")
{
    const render::CardHtml note = render::renderNote(clozeCard("{{c1::Adam}} 结合 {{c2::动量}} 与 ${{c3::v_t}}$", "c2"));
    CHECK(note.question == "<p><mark class=\"cloze\">Adam</mark> 结合 <mark class=\"cloze\">动量</mark> 与 "
                           "<span class=\"math\">\\textcolor{#e8590c}{\\boxed{v_t}}</span></p>\n");
    CHECK(note.answer.empty());
}

TEST_CASE("a hint inside math is boxed text", "[render][cloze][math]")
{
    const render::CardHtml html = render::renderCard(clozeCard("$E = {{c1::mc^2::能量公式}}$", "c1"));
    CHECK(holds(html.question, "E = \\boxed{\\text{能量公式}}"));
    CHECK(holds(html.answer, "\\boxed{mc^2}"));
}
