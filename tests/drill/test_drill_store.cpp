// Drills in the deck file: create, answer, finish, load, list, tallies, remove; "review today".
#include "drill_fixture.h"
#include "storage/drill_store.h"

#include <catch2/catch.hpp>

using namespace notedeck;
using core::DrillGrade;
using testing::kMorning;
using testing::path;
using testing::TempNotes;

namespace {
core::NewDrill newDrill(std::vector<core::CardId> cards)
{
    core::NewDrill d;
    d.startedAt = kMorning;
    d.scope = {path("面试::Alpha"), path("面试 › Beta › Three")};
    d.order = "weakest";
    d.secondsPerQuestion = 90;
    d.updatesSchedule = false;
    d.seed = 0xfedcba9876543210ULL;   // above the largest signed 64-bit value
    d.cards = std::move(cards);
    return d;
}
} // namespace

TEST_CASE("a drill round-trips through the deck file", "[drill][store]")
{
    TempNotes t;
    testing::writeDrillNotes(t);
    auto store = t.store().drills();
    auto id = store.create(newDrill({3, 1, 4}));
    REQUIRE(id);

    REQUIRE(store.recordAnswer(*id, 0, DrillGrade::Knew, 12, "key point one\nkey point two"));
    REQUIRE(store.recordAnswer(*id, 1, DrillGrade::Missed, 90, ""));
    REQUIRE(store.recordAnswer(*id, 2, DrillGrade::Partly, 40.5, "", kMorning + 200));

    t.closeDeck();   // read back from the file, not from a cache
    auto reopened = t.store().drills();
    auto loaded = reopened.load(*id);
    REQUIRE(loaded);
    REQUIRE(*loaded);
    const core::DrillInfo& info = (*loaded)->info;
    CHECK(info.id == *id);
    CHECK(info.startedAt == kMorning);
    CHECK(info.finishedAt == kMorning + 200);
    CHECK(info.scope == std::vector<core::DeckPath>{path("面试::Alpha"), path("面试::Beta::Three")});
    CHECK(info.order == "weakest");
    CHECK(info.questionCount == 3);
    CHECK(info.secondsPerQuestion == 90);
    CHECK_FALSE(info.updatesSchedule);
    CHECK(info.seed == 0xfedcba9876543210ULL);

    const auto& answers = (*loaded)->answers;
    REQUIRE(answers.size() == 3);
    CHECK(answers[0].position == 0);
    CHECK(answers[0].card == 3);
    CHECK(answers[0].deck == path("面试::Alpha::Two"));
    CHECK(answers[0].question == "Alpha two | first?");
    CHECK(answers[0].grade == DrillGrade::Knew);
    CHECK(answers[0].seconds == 12);
    CHECK(answers[0].notes == "key point one\nkey point two");
    CHECK(answers[1].card == 1);
    CHECK(answers[1].grade == DrillGrade::Missed);
    CHECK(answers[2].grade == DrillGrade::Partly);
    CHECK(answers[2].seconds == 40.5);
}

TEST_CASE("unanswered questions, unfinished drills and a heading with '::' are kept as they are", "[drill][store]")
{
    TempNotes t;
    t.write("cpp.md", "# C++\n\n## std::vector\n\n- What does reserve do?\n  - answer\n");
    t.import();
    auto store = t.store().drills();
    core::NewDrill d = newDrill({1});
    d.scope = {core::DeckPath({"C++", "std::vector"})};
    auto id = store.create(d);
    REQUIRE(id);
    auto loaded = store.load(*id);
    REQUIRE(loaded);
    REQUIRE(*loaded);
    CHECK((*loaded)->info.scope == d.scope);
    CHECK_FALSE((*loaded)->info.finishedAt);
    REQUIRE((*loaded)->answers.size() == 1);
    CHECK_FALSE((*loaded)->answers[0].grade);

    auto missing = store.load(*id + 1);
    REQUIRE(missing);
    CHECK_FALSE(*missing);
}

TEST_CASE("grading a question the drill does not have fails and changes nothing", "[drill][store]")
{
    TempNotes t;
    testing::writeDrillNotes(t);
    auto store = t.store().drills();
    auto id = store.create(newDrill({1, 2}));
    REQUIRE(id);
    auto bad = store.recordAnswer(*id, 2, DrillGrade::Knew, 1, "", kMorning);
    REQUIRE_FALSE(bad);
    CHECK(bad.error().message.find("no question 3") != std::string::npos);
    CHECK_FALSE(store.recordAnswer(*id + 7, 0, DrillGrade::Knew, 1, ""));
    auto loaded = store.load(*id);
    CHECK_FALSE((*loaded)->info.finishedAt);
    CHECK_FALSE(store.finish(*id + 7, kMorning));
}

TEST_CASE("drills are listed oldest first with tallies per deck, and can be removed", "[drill][store]")
{
    TempNotes t;
    testing::writeDrillNotes(t);
    auto store = t.store().drills();
    auto later = newDrill({4, 5, 1});
    later.startedAt = kMorning + 86400;
    auto second = store.create(later);
    auto first = store.create(newDrill({1, 2}));
    REQUIRE(first);
    REQUIRE(second);
    REQUIRE(store.recordAnswer(*first, 0, DrillGrade::Knew, 10, ""));
    REQUIRE(store.recordAnswer(*first, 1, DrillGrade::Partly, 20, ""));
    REQUIRE(store.recordAnswer(*second, 0, DrillGrade::Missed, 30, ""));
    REQUIRE(store.recordAnswer(*second, 1, DrillGrade::Knew, 40, ""));
    REQUIRE(store.finish(*second, kMorning + 86400 + 300));

    auto drills = store.all();
    REQUIRE(drills);
    REQUIRE(drills->size() == 2);
    CHECK((*drills)[0].id == *first);
    CHECK((*drills)[1].id == *second);
    CHECK((*drills)[1].finishedAt == kMorning + 86400 + 300);
    CHECK((*drills)[1].scope.size() == 2);

    auto tallies = store.tallies();
    REQUIRE(tallies);
    REQUIRE(tallies->size() == 2);   // the third question of the second drill is not answered
    const auto& a = (*tallies)[0];
    CHECK(a.drill == *first);
    CHECK(a.deck == path("面试::Alpha::One"));
    CHECK(a.knew == 1);
    CHECK(a.partly == 1);
    CHECK(a.missed == 0);
    CHECK(a.seconds == 30);
    const auto& b = (*tallies)[1];
    CHECK(b.drill == *second);
    CHECK(b.deck == path("面试::Beta::Three"));
    CHECK(b.knew == 1);
    CHECK(b.missed == 1);
    CHECK(b.seconds == 70);

    REQUIRE(store.remove(*first));
    CHECK(store.all()->size() == 1);
    CHECK(store.tallies()->size() == 1);
    CHECK_FALSE(*store.load(*first));
}

TEST_CASE("making cards due now moves review and learning cards only", "[drill][store]")
{
    TempNotes t;
    testing::writeDrillNotes(t);
    auto sched = testing::utcScheduler(t.deck());
    // Card 1 becomes a review card due in days, card 2 a learning card due in minutes and buried;
    // card 3 stays new.
    REQUIRE(service::answerCard(t.deck(), 1, core::Rating::Easy, kMorning, 1000));
    REQUIRE(service::answerCard(t.deck(), 2, core::Rating::Good, kMorning, 1000));
    REQUIRE(service::changeCard(t.deck(), 2, service::CardAction::Bury, kMorning));
    const auto before1 = (*t.store().cards().find(1))->schedule;
    const auto before2 = (*t.store().cards().find(2))->schedule;
    const auto before3 = (*t.store().cards().find(3))->schedule;
    REQUIRE(before1.state == core::CardState::Review);
    REQUIRE(before1.due > kMorning + 86400);
    REQUIRE(before2.buried_until > kMorning);
    const auto reviews = t.store().reviewLog().all()->size();

    auto store = t.store().drills();
    const core::Timestamp now = kMorning + 3600;
    const core::Timestamp dayStart = sched.clock().startOfDay(sched.clock().dayIndex(now));
    auto changed = store.makeDueNow({1, 2, 3, 1}, now, dayStart);
    REQUIRE(changed);
    CHECK(changed->dueNow == 2);
    CHECK(changed->newToday == 1);   // card 3, listed for today beyond the new-card limit

    auto after1 = (*t.store().cards().find(1))->schedule;
    CHECK(after1.due == now);
    after1.due = before1.due;
    CHECK(after1 == before1);   // nothing else changed
    const auto after2 = (*t.store().cards().find(2))->schedule;
    CHECK(after2.due == std::min(before2.due, now));
    CHECK(after2.buried_until == 0);
    CHECK((*t.store().cards().find(3))->schedule == before3);
    CHECK(t.store().reviewLog().all()->size() == reviews);
    auto letIn = store.newCardsLetIn(dayStart);
    REQUIRE(letIn);
    REQUIRE(letIn->size() == 1);
    CHECK(letIn->front().card == 3);
    CHECK(letIn->front().stillNew);
    auto otherDay = store.newCardsLetIn(dayStart + 86400);
    REQUIRE(otherDay);
    CHECK(otherDay->empty());

    // Now in today's queue.
    auto queue = service::todaysQueue(t.deck(), {}, now);
    REQUIRE(queue);
    CHECK(std::find(queue->cards.begin(), queue->cards.end(), 1) != queue->cards.end());
    CHECK(std::find(queue->cards.begin(), queue->cards.end(), 2) != queue->cards.end());
}
