// Review use cases: answering writes the new state and one log row in one transaction; undo
// restores the exact previous state, several levels deep; the queue honours the daily limits.
#include "scheduler/day_boundary.h"
#include "service/scheduler_settings_store.h"
#include "service/study.h"
#include "temp_notes.h"

#include <catch2/catch.hpp>

using namespace notedeck;
using testing::TempNotes;

namespace {
constexpr core::Timestamp kMorning = 1'764'403'200;   // 2025-11-29T08:00:00Z

void writeCards(TempNotes& t, int count)
{
    std::string text = "# 测试\n\n";
    for (int i = 0; i < count; ++i)
        text += "- 问题 " + std::to_string(i) + "？\n  - 答案 " + std::to_string(i) + "\n";
    t.write("cards.md", text);
    t.import();
}

scheduler::Scheduler utcScheduler(storage::DeckStore& deck)
{
    auto s = service::loadScheduler(deck, std::make_shared<scheduler::FixedOffsetZone>(0));
    REQUIRE(s);
    return *s;
}
} // namespace

TEST_CASE("answering records the new state and one review-log row", "[study]")
{
    TempNotes t;
    writeCards(t, 3);
    auto sched = utcScheduler(t.deck());
    auto next = service::nextCard(t.deck(), sched, {}, kMorning);
    REQUIRE(next);
    REQUIRE(*next);
    const auto id = (*next)->row.card.id;
    CHECK((*next)->queue.new_cards == 3);

    auto answered = service::answerCard(t.deck(), sched, id, core::Rating::Good, kMorning, 4200);
    REQUIRE(answered);
    CHECK(answered->after.state == core::CardState::Learning);
    auto row = t.deck().card(id);
    REQUIRE(row);
    CHECK((*row)->schedule == answered->after);
    auto log = t.deck().reviewsOf(id);
    REQUIRE(log);
    REQUIRE(log->size() == 1);
    CHECK((*log)[0].rating == core::Rating::Good);
    CHECK((*log)[0].durationMs == 4200);
    CHECK((*log)[0].stateBefore == core::CardState::New);
    CHECK((*log)[0].stateAfter == core::CardState::Learning);
}

TEST_CASE("undo restores the exact previous state and removes the log row, several levels deep", "[study]")
{
    TempNotes t;
    writeCards(t, 2);
    auto sched = utcScheduler(t.deck());
    const core::CardId id = 1;
    std::vector<core::ScheduleState> states{(*t.deck().card(id))->schedule};
    core::Timestamp now = kMorning;
    for (core::Rating r : {core::Rating::Good, core::Rating::Good, core::Rating::Again, core::Rating::Easy}) {
        auto answered = service::answerCard(t.deck(), sched, id, r, now, 1000);
        REQUIRE(answered);
        states.push_back(answered->after);
        now += 11 * 60 + 86400 * 2;
    }
    REQUIRE(t.deck().reviewsOf(id)->size() == 4);
    for (int level = 4; level > 0; --level) {
        auto undone = service::undoLastAnswer(t.deck());
        REQUIRE(undone);
        REQUIRE(*undone);
        CHECK(**undone == id);
        CHECK((*t.deck().card(id))->schedule == states[static_cast<size_t>(level - 1)]);
        CHECK(t.deck().reviewsOf(id)->size() == static_cast<size_t>(level - 1));
    }
    auto nothing = service::undoLastAnswer(t.deck());
    REQUIRE(nothing);
    CHECK_FALSE(*nothing);
}

TEST_CASE("an answer to a card that changed meanwhile is refused and nothing is written", "[study]")
{
    TempNotes t;
    writeCards(t, 1);
    auto sched = utcScheduler(t.deck());
    const auto before = (*t.deck().card(1))->schedule;
    REQUIRE(service::answerCard(t.deck(), sched, 1, core::Rating::Good, kMorning, 0));
    core::ReviewRecord stale;
    stale.card = 1;
    auto again = t.deck().recordAnswer(stale, before, before);
    REQUIRE_FALSE(again);
    CHECK(again.error().message.find("not saved") != std::string::npos);
    CHECK(t.deck().reviewsOf(1)->size() == 1);
}

TEST_CASE("the daily new-card limit counts the day's answers", "[study]")
{
    TempNotes t;
    writeCards(t, 30);
    auto settings = service::loadSchedulerSettings(t.deck());
    REQUIRE(settings);
    settings->new_cards_per_day = 5;
    REQUIRE(service::saveSchedulerSettings(t.deck(), *settings));
    auto sched = utcScheduler(t.deck());

    auto queue = service::todaysQueue(t.deck(), sched, {}, kMorning);
    REQUIRE(queue);
    CHECK(queue->new_cards == 5);
    for (core::CardId id = 1; id <= 3; ++id)
        REQUIRE(service::answerCard(t.deck(), sched, id, core::Rating::Easy, kMorning, 0));
    queue = service::todaysQueue(t.deck(), sched, {}, kMorning + 60);
    REQUIRE(queue);
    CHECK(queue->new_cards == 2);
    // The next study day (days start at 04:00) brings five more.
    queue = service::todaysQueue(t.deck(), sched, {}, kMorning + 86400);
    REQUIRE(queue);
    CHECK(queue->new_cards == 5);
}

TEST_CASE("bury, suspend and flag change the card's schedule only", "[study]")
{
    TempNotes t;
    writeCards(t, 2);
    auto sched = utcScheduler(t.deck());
    REQUIRE(service::changeCard(t.deck(), sched, 1, service::CardAction::Bury, kMorning));
    auto queue = service::todaysQueue(t.deck(), sched, {}, kMorning);
    REQUIRE(queue);
    CHECK(queue->cards == std::vector<core::CardId>{2});
    REQUIRE(service::changeCard(t.deck(), sched, 2, service::CardAction::Suspend, kMorning));
    queue = service::todaysQueue(t.deck(), sched, {}, kMorning);
    CHECK(queue->cards.empty());
    queue = service::todaysQueue(t.deck(), sched, {}, kMorning + 86400);   // the bury ends with the day
    CHECK(queue->cards == std::vector<core::CardId>{1});
    auto flagged = service::changeCard(t.deck(), sched, 1, service::CardAction::Flag, kMorning, core::Flag::Red);
    REQUIRE(flagged);
    CHECK((*t.deck().card(1))->schedule.flag == core::Flag::Red);
    CHECK(t.deck().reviewsOf(1)->empty());
}

TEST_CASE("scheduling settings round-trip through the deck and are validated", "[study]")
{
    TempNotes t;
    auto s = service::loadSchedulerSettings(t.deck());
    REQUIRE(s);
    CHECK(s->desired_retention == Approx(0.9));
    s->desired_retention = 0.85;
    s->learning_steps = {2, 15, 60};
    REQUIRE(service::saveSchedulerSettings(t.deck(), *s));
    auto back = service::loadSchedulerSettings(t.deck());
    REQUIRE(back);
    CHECK(back->desired_retention == Approx(0.85));
    CHECK(back->learning_steps == scheduler::Steps{2, 15, 60});
    s->desired_retention = 0.5;
    CHECK_FALSE(service::saveSchedulerSettings(t.deck(), *s));
}
