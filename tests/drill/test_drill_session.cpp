// Drills driven the way the drill screen drives them: questions drawn from the deck, the timer on
// a fake clock, grading, the schedule left alone unless chosen, "review the missed cards today".
#include "drill_fixture.h"
#include "scheduler/drill_draw.h"
#include "service/drill/detail/drill_retrievability.h"
#include "service/drill/drill_questions.h"
#include "service/drill/drill_session.h"

#include <catch2/catch.hpp>

#include <algorithm>
#include <set>

using namespace notedeck;
using service::DrillGrade;
using service::DrillPhase;
using service::DrillSession;
using testing::kMorning;
using testing::path;
using testing::TempNotes;

namespace {

std::set<core::CardId> cardsOf(const std::vector<service::DrillQuestion>& questions)
{
    std::set<core::CardId> ids;
    for (const auto& q : questions)
        ids.insert(q.card);
    return ids;
}

std::vector<core::CardId> orderOf(const std::vector<service::DrillQuestion>& questions)
{
    std::vector<core::CardId> ids;
    for (const auto& q : questions)
        ids.push_back(q.card);
    return ids;
}

service::DrillDraw draw(TempNotes& t, std::vector<core::DeckPath> scope, int count,
                        scheduler::DrillOrder order = scheduler::DrillOrder::Random, std::uint64_t seed = 1,
                        core::Timestamp now = kMorning)
{
    auto sched = testing::utcScheduler(t.deck());
    auto d = service::drawDrillQuestions(t.deck(), scope, scheduler::DrawOptions{count, order, seed}, now);
    REQUIRE(d);
    return *d;
}

std::unique_ptr<DrillSession> startDrill(TempNotes& t, service::DrillOptions options)
{
    auto session = DrillSession::start(t.deck(), t.clock, std::move(options));
    if (!session)
        FAIL(session.error().toString());
    return std::move(*session);
}

// Reveals and grades every question in turn, `seconds` after it was shown.
void answerAll(DrillSession& drill, core::FixedClock& clock, const std::vector<DrillGrade>& grades, int seconds)
{
    for (DrillGrade g : grades) {
        clock.advance(seconds);
        drill.reveal();
        auto graded = drill.grade(g);
        if (!graded)
            FAIL(graded.error().toString());
    }
}

} // namespace

TEST_CASE("the scope selects chapters and sections, each card once", "[drill][scope]")
{
    TempNotes t;
    testing::writeDrillNotes(t);
    CHECK(cardsOf(draw(t, {path("面试::Alpha")}, 10).questions) == std::set<core::CardId>{1, 2, 3});
    CHECK(cardsOf(draw(t, {path("面试::Beta::Four"), path("面试::Alpha::Two")}, 10).questions) ==
          std::set<core::CardId>{3, 6, 7});
    // A chapter and one of its sections: the section's cards are not drawn twice.
    auto both = draw(t, {path("面试::Beta"), path("面试::Beta::Three")}, 10);
    CHECK(both.questions.size() == 4);
    CHECK(cardsOf(both.questions) == std::set<core::CardId>{4, 5, 6, 7});
    CHECK(both.available == 4);
    // No scope: the whole deck.
    CHECK(draw(t, {}, 10).questions.size() == 7);
}

TEST_CASE("count, fewer cards than asked, an empty scope", "[drill][scope]")
{
    TempNotes t;
    testing::writeDrillNotes(t);
    CHECK(draw(t, {}, 5).questions.size() == 5);
    auto few = draw(t, {path("面试::Alpha::One")}, 10);
    CHECK(few.questions.size() == 2);
    CHECK(few.available == 2);
    for (int i = 0; i < 2; ++i)
        CHECK(few.questions[static_cast<std::size_t>(i)].position == i);

    auto none = draw(t, {path("面试::Gamma")}, 10);
    CHECK(none.questions.empty());
    CHECK(none.available == 0);
    CHECK(none.emptyScopes == std::vector<core::DeckPath>{path("面试::Gamma")});
    auto partly = draw(t, {path("面试::Gamma"), path("面试::Alpha::Two")}, 10);
    CHECK(cardsOf(partly.questions) == std::set<core::CardId>{3});
    CHECK(partly.emptyScopes == std::vector<core::DeckPath>{path("面试::Gamma")});
}

TEST_CASE("suspended cards are not drawn", "[drill][scope]")
{
    TempNotes t;
    testing::writeDrillNotes(t);
    auto sched = testing::utcScheduler(t.deck());
    REQUIRE(service::changeCard(t.deck(), 2, service::CardAction::Suspend, kMorning));
    CHECK(cardsOf(draw(t, {path("面试::Alpha::One")}, 10).questions) == std::set<core::CardId>{1});
}

TEST_CASE("a seed draws the same questions from the deck, another seed others", "[drill][scope]")
{
    TempNotes t;
    testing::writeDrillNotes(t);
    const auto a = orderOf(draw(t, {}, 7, scheduler::DrillOrder::Random, 99).questions);
    CHECK(a == orderOf(draw(t, {}, 7, scheduler::DrillOrder::Random, 99).questions));
    CHECK(a != orderOf(draw(t, {}, 7, scheduler::DrillOrder::Random, 100).questions));
    // A narrower scope draws from the same note order: the seed does not depend on the query.
    CHECK(orderOf(draw(t, {path("面试")}, 7, scheduler::DrillOrder::Random, 99).questions) == a);
}

TEST_CASE("weakest first on a real review history", "[drill][scope]")
{
    TempNotes t;
    testing::writeDrillNotes(t);
    auto sched = testing::utcScheduler(t.deck());
    // Card 4: Again (low stability); card 6: Easy (high); card 1: Good; the rest never reviewed.
    REQUIRE(service::answerCard(t.deck(), 4, core::Rating::Again, kMorning, 1000));
    REQUIRE(service::answerCard(t.deck(), 6, core::Rating::Easy, kMorning, 1000));
    REQUIRE(service::answerCard(t.deck(), 1, core::Rating::Good, kMorning, 1000));
    const core::Timestamp later = kMorning + 20 * 86400;
    auto drawn = draw(t, {}, 7, scheduler::DrillOrder::Weakest, 3, later);
    REQUIRE(drawn.questions.size() == 7);
    const auto order = orderOf(drawn.questions);
    CHECK(std::vector<core::CardId>(order.begin(), order.begin() + 3) == std::vector<core::CardId>{4, 1, 6});
    REQUIRE(drawn.questions[0].retrievability);
    REQUIRE(drawn.questions[2].retrievability);
    CHECK(*drawn.questions[0].retrievability < *drawn.questions[2].retrievability);
    for (std::size_t i = 3; i < 7; ++i)
        CHECK_FALSE(drawn.questions[i].retrievability);

    auto unseen = draw(t, {}, 4, scheduler::DrillOrder::Unseen, 3, later);
    CHECK(cardsOf(unseen.questions) == std::set<core::CardId>{2, 3, 5, 7});
}

TEST_CASE("weakest first counts the exact time since the last review, not whole days", "[drill][scope]")
{
    TempNotes t;
    testing::writeDrillNotes(t);
    auto sched = testing::utcScheduler(t.deck());
    // Cards 1 and 2 get the same answer on the same study day, six hours apart: the same
    // stability, but card 1 has had six hours more to be forgotten.
    REQUIRE(service::answerCard(t.deck(), 1, core::Rating::Easy, kMorning, 1000));
    REQUIRE(service::answerCard(t.deck(), 2, core::Rating::Easy, kMorning + 6 * 3600, 1000));
    const core::Timestamp later = kMorning + 10 * 86400 + 3 * 3600;
    const auto one = (*t.store().cards().find(1))->schedule;
    const auto two = (*t.store().cards().find(2))->schedule;
    REQUIRE(one.stability == two.stability);
    const auto r1 = service::drillRetrievability(sched, one, later);
    const auto r2 = service::drillRetrievability(sched, two, later);
    REQUIRE(r1);
    REQUIRE(r2);
    CHECK(*r1 < *r2);
    CHECK(*r1 == Approx(sched.model().retrievability((10 * 86400 + 3 * 3600) / 86400.0, one.stability)));
    // The scheduler's whole-day R cannot tell them apart; the drill can, whatever the seed.
    CHECK(sched.retrievability(one, later) == sched.retrievability(two, later));
    for (std::uint64_t seed = 1; seed <= 5; ++seed) {
        const auto order = orderOf(draw(t, {path("面试::Alpha::One")}, 2, scheduler::DrillOrder::Weakest, seed, later).questions);
        CHECK(order == std::vector<core::CardId>{1, 2});
    }
    CHECK_FALSE(service::drillRetrievability(sched, (*t.store().cards().find(3))->schedule, later));   // never reviewed
}

TEST_CASE("start rejects bad options and an empty scope", "[drill][session]")
{
    TempNotes t;
    testing::writeDrillNotes(t);
    auto sched = testing::utcScheduler(t.deck());
    service::DrillOptions zero;
    zero.count = 0;
    CHECK_FALSE(DrillSession::start(t.deck(), t.clock, zero));
    service::DrillOptions negative;
    negative.secondsPerQuestion = -5;
    CHECK_FALSE(DrillSession::start(t.deck(), t.clock, negative));
    service::DrillOptions empty;
    empty.scope = {path("面试::Gamma")};
    auto failed = DrillSession::start(t.deck(), t.clock, empty);
    REQUIRE_FALSE(failed);
    CHECK(failed.error().message == "no cards in 面试 › Gamma to drill");
    CHECK(t.store().drills().all()->empty());
}

TEST_CASE("a drill started in two steps draws as one started at once", "[drill][session]")
{
    TempNotes t;
    testing::writeDrillNotes(t);
    auto sched = testing::utcScheduler(t.deck());
    t.clock.set(kMorning);
    service::DrillOptions options;
    options.count = 4;
    options.seed = 11;
    // The plan is drawn on a deck connection of its own, as the app's worker does.
    auto other = service::Deck::open(t.deckFile());
    REQUIRE(other);
    auto plan = DrillSession::prepare(**other, options, kMorning);
    REQUIRE(plan);
    CHECK(plan->options.seed == 11u);
    const auto planned = orderOf(plan->questions);
    CHECK(t.store().drills().all()->empty());   // drawing stores nothing
    t.clock.advance(2);
    auto twoSteps = DrillSession::start(t.deck(), t.clock, std::move(*plan));
    REQUIRE(twoSteps);
    CHECK(orderOf((*twoSteps)->questions()) == planned);
    CHECK(orderOf(startDrill(t, options)->questions()) == planned);
    auto stored = service::loadDrillSummary(t.deck(), (*twoSteps)->id());
    REQUIRE(stored);
    CHECK(stored->drill.startedAt == kMorning + 2);   // when the first question was shown
    CHECK(stored->drill.seed == 11u);

    // Without a seed the draw's time is the seed; the checks of start() are prepare()'s.
    service::DrillOptions unseeded;
    auto seeded = DrillSession::prepare(t.deck(), unseeded, kMorning);
    REQUIRE(seeded);
    CHECK(seeded->options.seed == static_cast<std::uint64_t>(kMorning));
    service::DrillOptions empty;
    empty.scope = {path("面试::Gamma")};
    auto none = DrillSession::prepare(t.deck(), empty, kMorning);
    REQUIRE_FALSE(none);
    CHECK(none.error().message == "no cards in 面试 › Gamma to drill");
}

TEST_CASE("a drill asks each question, reveals, grades and ends", "[drill][session]")
{
    TempNotes t;
    testing::writeDrillNotes(t);
    t.clock.set(kMorning);
    auto sched = testing::utcScheduler(t.deck());
    service::DrillOptions options;
    options.scope = {path("面试::Alpha")};
    options.count = 10;
    auto drill = startDrill(t, options);
    CHECK(drill->questionCount() == 3);
    CHECK(drill->options().seed == static_cast<std::uint64_t>(kMorning));   // the start time by default
    CHECK(drill->position() == 0);
    REQUIRE(drill->current());
    CHECK(drill->current()->card == drill->questions()[0].card);
    CHECK(drill->phase() == DrillPhase::Asking);
    CHECK_FALSE(drill->timer().enabled);

    auto early = drill->grade(DrillGrade::Knew);
    REQUIRE_FALSE(early);
    CHECK(early.error().message == "reveal the answer before grading it");
    CHECK(drill->position() == 0);

    t.clock.advance(25);
    drill->reveal();
    CHECK(drill->phase() == DrillPhase::Revealed);
    t.clock.advance(30);   // reading the answer and grading are not counted
    CHECK(drill->timer().elapsedSeconds == 25);
    auto graded = drill->grade(DrillGrade::Partly, "two of three points");
    REQUIRE(graded);
    CHECK(graded->position == 0);
    CHECK(graded->seconds == 25);
    CHECK_FALSE(graded->scheduled);
    CHECK_FALSE(graded->finished);
    CHECK(drill->position() == 1);
    CHECK(drill->phase() == DrillPhase::Asking);
    CHECK(drill->timer().elapsedSeconds == 0);

    answerAll(*drill, t.clock, {DrillGrade::Knew, DrillGrade::Missed}, 10);
    CHECK(drill->finished());
    CHECK(drill->phase() == DrillPhase::Finished);
    CHECK(drill->current() == nullptr);
    CHECK_FALSE(drill->grade(DrillGrade::Knew));

    auto stored = t.store().drills().load(drill->id());
    REQUIRE(stored);
    REQUIRE(*stored);
    CHECK((*stored)->info.finishedAt == t.clock.now());
    CHECK((*stored)->answers[0].notes == "two of three points");
    CHECK((*stored)->answers[0].grade == DrillGrade::Partly);
    CHECK((*stored)->answers[2].grade == DrillGrade::Missed);
    CHECK((*stored)->answers[2].seconds == 10);
}

TEST_CASE("the timer counts down on the clock, time up forces the reveal at the limit", "[drill][session][timer]")
{
    TempNotes t;
    testing::writeDrillNotes(t);
    t.clock.set(kMorning);
    auto sched = testing::utcScheduler(t.deck());
    service::DrillOptions options;
    options.count = 3;
    options.secondsPerQuestion = 90;
    auto drill = startDrill(t, options);

    auto timer = drill->timer();
    CHECK(timer.enabled);
    CHECK(timer.limitSeconds == 90);
    CHECK(timer.remainingSeconds == 90);
    CHECK_FALSE(timer.timeUp);

    t.clock.advance(60);
    timer = drill->timer();
    CHECK(timer.elapsedSeconds == 60);
    CHECK(timer.remainingSeconds == 30);
    CHECK(drill->phase() == DrillPhase::Asking);
    REQUIRE(drill->current());   // the question stays

    t.clock.advance(45);   // 105 s: time is up
    timer = drill->timer();
    CHECK(timer.timeUp);
    CHECK(timer.remainingSeconds == 0);
    CHECK(timer.elapsedSeconds == 90);
    CHECK(drill->phase() == DrillPhase::Revealed);   // forced, without reveal()
    REQUIRE(drill->current());
    t.clock.advance(20);
    auto late = drill->grade(DrillGrade::Missed, "ran out of time");
    REQUIRE(late);
    CHECK(late->seconds == 90);

    // The next question starts a fresh countdown; an early reveal stops it.
    CHECK(drill->timer().remainingSeconds == 90);
    t.clock.advance(30);
    drill->reveal();
    t.clock.advance(100);
    timer = drill->timer();
    CHECK(timer.elapsedSeconds == 30);
    CHECK(timer.remainingSeconds == 60);
    CHECK_FALSE(timer.timeUp);
    auto quick = drill->grade(DrillGrade::Knew);
    REQUIRE(quick);
    CHECK(quick->seconds == 30);

    // Revealing after the time ran out records the limit, not the moment of the click.
    t.clock.advance(200);
    drill->reveal();
    auto last = drill->grade(DrillGrade::Partly);
    REQUIRE(last);
    CHECK(last->seconds == 90);
    CHECK(last->finished);
    CHECK_FALSE(drill->timer().enabled);
}

TEST_CASE("a drill leaves the schedule and the review log alone unless chosen", "[drill][session][schedule]")
{
    TempNotes t;
    testing::writeDrillNotes(t);
    t.clock.set(kMorning);
    auto sched = testing::utcScheduler(t.deck());
    REQUIRE(service::answerCard(t.deck(), 2, core::Rating::Good, kMorning - 86400, 1000));
    const auto cardsBefore = t.store().cards().list({}, true);
    const auto logBefore = t.store().reviewLog().all();
    REQUIRE(cardsBefore);
    REQUIRE(logBefore);

    service::DrillOptions options;
    options.count = 7;
    options.order = scheduler::DrillOrder::Weakest;
    auto drill = startDrill(t, options);
    answerAll(*drill, t.clock, std::vector<DrillGrade>(7, DrillGrade::Missed), 5);
    REQUIRE(drill->finished());

    const auto cardsAfter = t.store().cards().list({}, true);
    REQUIRE(cardsAfter);
    REQUIRE(cardsAfter->size() == cardsBefore->size());
    for (std::size_t i = 0; i < cardsAfter->size(); ++i) {
        CHECK((*cardsAfter)[i].card.id == (*cardsBefore)[i].card.id);
        CHECK((*cardsAfter)[i].schedule == (*cardsBefore)[i].schedule);
    }
    CHECK(t.store().reviewLog().all()->size() == logBefore->size());
}

TEST_CASE("with updates chosen, grades are answers: Knew good, Partly hard, Missed again", "[drill][session][schedule]")
{
    TempNotes t;
    testing::writeDrillNotes(t);
    t.clock.set(kMorning);
    auto sched = testing::utcScheduler(t.deck());
    service::DrillOptions options;
    options.scope = {path("面试::Alpha")};
    options.updatesSchedule = true;
    auto drill = startDrill(t, options);
    REQUIRE(drill->questionCount() == 3);
    const std::vector<DrillGrade> grades{DrillGrade::Knew, DrillGrade::Partly, DrillGrade::Missed};
    const std::vector<core::Rating> ratings{core::Rating::Good, core::Rating::Hard, core::Rating::Again};
    for (std::size_t i = 0; i < 3; ++i) {
        const core::CardId card = drill->current()->card;
        t.clock.advance(12);
        drill->reveal();
        auto graded = drill->grade(grades[i]);
        REQUIRE(graded);
        REQUIRE(graded->scheduled);
        CHECK((*t.store().cards().find(card))->schedule == graded->scheduled->after);
        auto log = t.store().reviewLog().of(card);
        REQUIRE(log->size() == 1);
        CHECK((*log)[0].rating == ratings[i]);
        CHECK((*log)[0].durationMs == 12000);
        CHECK((*log)[0].reviewedAtMs == t.clock.now() * 1000);
    }
    CHECK(t.store().reviewLog().all()->size() == 3);
    // Such an answer is undone like any other.
    auto undone = service::undoLastAnswer(t.deck());
    REQUIRE(undone);
    CHECK(*undone == drill->questions()[2].card);
}

TEST_CASE("stopping early keeps the answered questions", "[drill][session]")
{
    TempNotes t;
    testing::writeDrillNotes(t);
    t.clock.set(kMorning);
    auto sched = testing::utcScheduler(t.deck());
    service::DrillOptions options;
    options.count = 5;
    auto drill = startDrill(t, options);
    answerAll(*drill, t.clock, {DrillGrade::Knew, DrillGrade::Missed}, 8);
    t.clock.advance(3);
    REQUIRE(drill->stop());
    CHECK(drill->finished());
    CHECK(drill->position() == 2);
    CHECK(drill->current() == nullptr);
    CHECK(drill->stop());   // again: nothing to do
    auto summary = drill->summary();
    REQUIRE(summary);
    CHECK(summary->questions == 5);
    CHECK(summary->answered == 2);
    CHECK(summary->score == 0.5);
    CHECK(summary->drill.finishedAt == t.clock.now());
}

TEST_CASE("review the missed cards today", "[drill][session][schedule]")
{
    TempNotes t;
    testing::writeDrillNotes(t);
    auto sched = testing::utcScheduler(t.deck());
    // Cards 1 and 2 are review cards due in days; card 3 is new.
    REQUIRE(service::answerCard(t.deck(), 1, core::Rating::Easy, kMorning - 86400, 1000));
    REQUIRE(service::answerCard(t.deck(), 2, core::Rating::Easy, kMorning - 86400, 1000));
    t.clock.set(kMorning);
    service::DrillOptions options;
    options.scope = {path("面试::Alpha")};
    auto drill = startDrill(t, options);
    // Missed every card but card 2.
    for (int i = 0; i < 3; ++i) {
        t.clock.advance(10);
        drill->reveal();
        REQUIRE(drill->grade(drill->current()->card == 2 ? DrillGrade::Knew : DrillGrade::Missed));
    }
    const auto due2 = (*t.store().cards().find(2))->schedule.due;
    const auto new3 = (*t.store().cards().find(3))->schedule;
    REQUIRE((*t.store().cards().find(1))->schedule.due > t.clock.now());

    auto changed = drill->reviewMissedToday();
    REQUIRE(changed);
    CHECK(changed->dueNow == 1);
    CHECK(changed->newToday == 1);
    CHECK((*t.store().cards().find(1))->schedule.due == t.clock.now());
    CHECK((*t.store().cards().find(2))->schedule.due == due2);   // known: left alone
    CHECK((*t.store().cards().find(3))->schedule == new3);        // new: its schedule stays, it is let in today
    auto queue = service::todaysQueue(t.deck(), {}, t.clock.now());
    REQUIRE(queue);
    CHECK(std::find(queue->cards.begin(), queue->cards.end(), 1) != queue->cards.end());
    CHECK(std::find(queue->cards.begin(), queue->cards.end(), 2) == queue->cards.end());
}
