// Cloze notes where the notes are read and drilled: the Read view shows a cloze note once, every
// deletion marked, with each of its cards' state under it; a drill asks a cloze card (and a
// reversed one) exactly as review does.
#include "gui/browse/read_document.h"
#include "render/card_html.h"
#include "service/cards/cards.h"
#include "service/drill/drill_questions.h"
#include "temp_notes.h"

#include <catch2/catch.hpp>

using namespace notedeck;

namespace {

size_t occurrences(const std::string& text, const std::string& part)
{
    size_t n = 0;
    for (size_t at = text.find(part); at != std::string::npos; at = text.find(part, at + part.size()))
        ++n;
    return n;
}

const char* kNotes = "# 优化器\n\n- Adam 的二阶矩是{{c1::梯度平方的指数移动平均}}，一阶矩是{{c2::梯度::动量}}\n"
                     "- Epoch ::: 把训练集完整过一遍\n- 什么是动量？\n  - 梯度的指数移动平均\n";

} // namespace

TEST_CASE("the Read view shows a cloze note once, its deletions marked, with each card's state", "[read][cloze]")
{
    testing::TempNotes t;
    t.write("opt.md", kNotes);
    t.import();
    auto doc = gui::buildReadDocument(t.deck(), core::DeckPath({"优化器"}), t.clock.now());
    REQUIRE(doc);
    CHECK(doc->cards == 5);
    const std::string& html = doc->html.answer;
    CHECK(occurrences(html, "Adam 的二阶矩是") == 1);
    CHECK(occurrences(html, "<mark class=\"cloze\">") == 2);
    CHECK(html.find("{{c") == std::string::npos);
    CHECK(html.find("[...]") == std::string::npos);
    CHECK(occurrences(html, "Cloze 1: ") == 1);
    CHECK(occurrences(html, "Cloze 2: ") == 1);
    CHECK(occurrences(html, "Reverse: ") == 1);
    CHECK(occurrences(html, "Epoch") == 1);
    // One rule after each note: the cloze note, the reversed pair, the question.
    CHECK(occurrences(html, "<hr>") == 3);
}

TEST_CASE("a drill asks a cloze card and a reversed card as review does", "[drill][cloze]")
{
    testing::TempNotes t;
    t.write("opt.md", kNotes);
    t.import();
    auto draw = service::drawDrillQuestions(t.deck(), {}, {10, core::DrillOrder::Random, 7}, t.clock.now());
    REQUIRE(draw);
    REQUIRE(draw->questions.size() == 5);
    for (const auto& question : draw->questions) {
        auto row = service::findCard(t.deck(), question.card);
        REQUIRE(row);
        REQUIRE(*row);
        const render::CardHtml asked = render::renderCard(service::cardOf(question));
        const render::CardHtml reviewed = render::renderCard((*row)->card);
        CHECK(asked.question == reviewed.question);
        CHECK(asked.answer == reviewed.answer);
        CHECK(asked.answerReplacesQuestion == reviewed.answerReplacesQuestion);
    }
}
