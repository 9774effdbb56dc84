// Cloze notes and reversed pairs in a deck: each cloze keeps its history through edits around it,
// a cloze number that disappears is retired and comes back with its history, a question → answer
// card turned into a cloze note starts new cards (and the report says so), and the cards of one
// note are not asked on the same study day.
#include "service/study/review_session.h"
#include "service/options/scheduler_settings_store.h"
#include "service/cards/search.h"
#include "service/study/study.h"
#include "temp_notes.h"

#include <catch2/catch.hpp>

#include <algorithm>
#include <map>

using namespace notedeck;
using testing::TempNotes;

namespace {

constexpr core::Timestamp kDay = 86'400;

// The deck's active cards by variant, for a file holding one note.
std::map<std::string, core::CardRecord> cardsByVariant(TempNotes& t)
{
    std::map<std::string, core::CardRecord> cards;
    auto rows = t.store().cards().list({}, false);
    REQUIRE(rows);
    for (const auto& r : *rows)
        cards[r.card.kind.stored()] = r.card;
    return cards;
}

const std::string kNote = "# 优化器\n\n- Adam 的二阶矩是{{c1::梯度平方的指数移动平均}}，一阶矩是{{c2::梯度的指数移动平均}}\n";

} // namespace

TEST_CASE("an edit around a cloze keeps every cloze's card and history", "[cloze][reimport]")
{
    TempNotes t;
    t.write("opt.md", kNote);
    CHECK(t.import().added.size() == 2);
    const auto before = cardsByVariant(t);
    REQUIRE(before.size() == 2);
    REQUIRE(service::answerCard(t.deck(), before.at("c1").id, core::Rating::Good, t.clock.now(), 4000));
    REQUIRE(service::answerCard(t.deck(), before.at("c2").id, core::Rating::Again, t.clock.now() + 2 * kDay, 4000));

    t.write("opt.md", "# 优化器\n\n- Adam 优化器的二阶矩估计是{{c1::梯度平方的指数移动平均}}，而一阶矩是{{c2::梯度的指数移动平均}}。\n");
    const service::ImportReport report = t.import();
    CHECK(report.added.empty());
    CHECK(report.retired.empty());
    CHECK(report.updated.size() == 2);
    const auto after = cardsByVariant(t);
    REQUIRE(after.size() == 2);
    for (const char* variant : {"c1", "c2"}) {
        INFO(variant);
        CHECK(after.at(variant).id == before.at(variant).id);
        CHECK(after.at(variant).question.find("Adam 优化器的二阶矩估计") == 0);
        auto reviews = t.store().reviewLog().of(after.at(variant).id);
        REQUIRE(reviews);
        CHECK(reviews->size() == 1);
    }
}

TEST_CASE("a cloze number that disappears is retired and restored when it comes back", "[cloze][reimport]")
{
    TempNotes t;
    t.write("opt.md", kNote);
    t.import();
    const auto before = cardsByVariant(t);
    REQUIRE(service::answerCard(t.deck(), before.at("c2").id, core::Rating::Good, t.clock.now(), 4000));

    t.write("opt.md", "# 优化器\n\n- Adam 的二阶矩是{{c1::梯度平方的指数移动平均}}，一阶矩是梯度的指数移动平均\n");
    const service::ImportReport gone = t.import();
    REQUIRE(gone.retired.size() == 1);
    CHECK(gone.retired[0].id == before.at("c2").id);
    CHECK(gone.updated.size() == 1);
    CHECK(cardsByVariant(t).count("c2") == 0);

    t.write("opt.md", kNote);
    const service::ImportReport back = t.import();
    REQUIRE(back.restored.size() == 1);
    CHECK(back.restored[0].id == before.at("c2").id);
    CHECK(back.added.empty());
    auto reviews = t.store().reviewLog().of(before.at("c2").id);
    REQUIRE(reviews);
    CHECK(reviews->size() == 1);
}

TEST_CASE("a list-item card turned into a cloze note starts new cards, and the report says so", "[cloze][reimport]")
{
    TempNotes t;
    t.write("opt.md", "# 优化器\n\n- Adam 的二阶矩是什么？\n  - 梯度平方的指数移动平均\n");
    t.import();
    const core::CardId basic = cardsByVariant(t).at("").id;

    t.write("opt.md", "# 优化器\n\n- Adam 的二阶矩是{{c1::梯度平方的指数移动平均}}\n");
    const service::ImportReport report = t.import();
    REQUIRE(report.added.size() == 1);
    REQUIRE(report.retired.size() == 1);
    CHECK(report.retired[0].id == basic);
    REQUIRE(report.becameClozeNotes.size() == 1);
    CHECK(report.becameClozeNotes[0].id == basic);
    CHECK(report.becameClozeNotes[0].line == 3);
    CHECK(report.toText().find("its clozes are new cards") != std::string::npos);
    CHECK(report.toJson().find("became_cloze_notes") != std::string::npos);
}

TEST_CASE("answering one card of a note buries its siblings until the next day", "[cloze][siblings]")
{
    TempNotes t;
    t.write("n.md", "# A\n\n- {{c1::Adam}} 结合了 {{c2::动量}} 和 {{c3::RMSProp}}\n- Epoch ::: 把训练集完整过一遍\n- 其他\n  - 答案\n");
    t.import();
    const core::Timestamp now = t.clock.now();
    auto session = service::ReviewSession::start(t.deck(), {}, now);
    REQUIRE(session);
    std::vector<core::CardId> shown;
    for (int i = 0; i < 10; ++i) {
        auto next = (*session)->next(now);
        REQUIRE(next);
        if (!*next)
            break;
        shown.push_back((*next)->card.id);
        auto answered = (*session)->answer((*next)->card.id, core::Rating::Easy, now, 3000);
        REQUIRE(answered);
    }
    // One card of the cloze note, one of the reversed pair, and the question → answer card.
    REQUIRE(shown.size() == 3);
    auto rows = t.store().cards().list({}, false);
    REQUIRE(rows);
    int buried = 0;
    for (const auto& r : *rows)
        buried += r.schedule.buried_until > now ? 1 : 0;
    CHECK(buried == 3);
    auto today = service::todaysQueue(t.deck(), {}, now);
    REQUIRE(today);
    CHECK(today->cards.empty());
    // The next day they are back.
    auto tomorrow = service::todaysQueue(t.deck(), {}, now + kDay);
    REQUIRE(tomorrow);
    CHECK(tomorrow->cards.size() == 3);

    SECTION("undoing an answer brings the siblings it buried back")
    {
        // The latest answer is the question → answer card's; the one before it buried the
        // reverse of the pair.
        for (int i = 0; i < 2; ++i) {
            auto undone = (*session)->undo(now);
            REQUIRE(undone);
            REQUIRE(*undone);
        }
        auto again = service::todaysQueue(t.deck(), {}, now);
        REQUIRE(again);
        CHECK(again->cards.size() == 3);
        auto next = (*session)->next(now);
        REQUIRE(next);
        REQUIRE(*next);
        CHECK((*next)->card.question == "Epoch");
    }
}

TEST_CASE("with sibling burying off, the cards of a note may be asked on one day", "[cloze][siblings]")
{
    TempNotes t;
    t.write("n.md", "# A\n\n- {{c1::Adam}} 结合了 {{c2::动量}}\n");
    t.import();
    auto settings = service::loadSchedulerSettings(t.deck());
    REQUIRE(settings);
    settings->bury_siblings = false;
    REQUIRE(service::saveSchedulerSettings(t.deck(), *settings));
    const auto cards = cardsByVariant(t);
    auto answered = service::answerCard(t.deck(), cards.at("c1").id, core::Rating::Good, t.clock.now(), 3000);
    REQUIRE(answered);
    CHECK(answered->buriedSiblings.empty());
    auto row = t.store().cards().find(cards.at("c2").id);
    REQUIRE(row);
    CHECK((*row)->schedule.buried_until == 0);
}

TEST_CASE("search finds what a cloze hides and names each card by the gap it asks", "[cloze][search]")
{
    TempNotes t;
    t.write("opt.md", kNote);
    t.import();
    auto hits = service::searchCards(t.deck(), {"梯度平方的指数", {}, {}, 50});
    REQUIRE(hits);
    REQUIRE(hits->size() == 2);   // the note's two cards, told apart
    for (const auto& hit : *hits) {
        CHECK(hit.questionMarked.find("{{c") == std::string::npos);
        // The excerpt is of the note with its deletions in the open: what was found shows there.
        CHECK(hit.snippet.find("\x01梯度平方的指数\x02移动平均") != std::string::npos);
        if (hit.card.kind.stored() == "c1")
            CHECK(hit.questionMarked == "Adam 的二阶矩是[...]，一阶矩是梯度的指数移动平均");
        else
            CHECK(hit.questionMarked == "Adam 的二阶矩是\x01梯度平方的指数\x02移动平均，一阶矩是[...]");
    }
    CHECK(hits->at(0).questionMarked != hits->at(1).questionMarked);
}
