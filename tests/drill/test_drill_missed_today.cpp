// "Review the missed cards today" for missed cards that are still new: they join today's study
// even once today's new-card limit is used up, through the queue the review screen reads
// (ReviewSession::readToday) and the one `notedeck-cli` studies (todaysQueue). The other new cards
// keep the limit, and the next day the limit applies to all of them again.
#include "drill_fixture.h"
#include "service/drill/drill_session.h"
#include "service/study/review_session.h"
#include "service/options/scheduler_settings_store.h"

#include <catch2/catch.hpp>

#include <algorithm>

using namespace notedeck;
using service::DrillGrade;
using testing::kMorning;
using testing::path;
using testing::TempNotes;

namespace {

// The new cards of today's queue, in the order they come.
std::vector<core::CardId> newCardsToday(service::Deck& deck, core::Timestamp now)
{
    auto queue = service::todaysQueue(deck, {}, now);
    REQUIRE(queue);
    const auto first = queue->cards.begin() + queue->learning + queue->reviews;
    return {first, first + queue->new_cards};
}

// The same from the review screen's read of today's cards.
std::vector<core::CardId> newCardsOnReviewScreen(service::Deck& deck, core::Timestamp now)
{
    auto today = service::ReviewSession::readToday(deck, {}, now);
    REQUIRE(today);
    std::vector<core::CardId> cards;
    for (const auto& queued : today->main)
        if (queued.kind == service::QueueKind::New)
            cards.push_back(queued.card);
    return cards;
}

scheduler::Scheduler oneNewCardADay(TempNotes& t)
{
    auto settings = service::loadSchedulerSettings(t.deck());
    REQUIRE(settings);
    settings->new_cards_per_day = 1;
    REQUIRE(service::saveSchedulerSettings(t.deck(), *settings));
    return testing::utcScheduler(t.deck());
}

} // namespace

TEST_CASE("missed new cards come today even when the new-card limit is used up", "[drill][schedule][new]")
{
    TempNotes t;
    testing::writeDrillNotes(t);
    const auto sched = oneNewCardADay(t);
    t.clock.set(kMorning);
    // Today's one new card is studied: card 7.
    REQUIRE(service::answerCard(t.deck(), 7, core::Rating::Good, kMorning, 1000));
    REQUIRE(newCardsToday(t.deck(), t.clock.now()).empty());

    // A drill of 面试 › Alpha (cards 1–3, all new): 1 and 3 missed, 2 known.
    service::DrillOptions options;
    options.scope = {path("面试::Alpha")};
    auto drill = service::DrillSession::start(t.deck(), t.clock, options);
    REQUIRE(drill);
    while ((*drill)->current()) {
        t.clock.advance(20);
        (*drill)->reveal();
        REQUIRE((*drill)->grade((*drill)->current()->card == 2 ? DrillGrade::Knew : DrillGrade::Missed));
    }
    const auto schedule1 = (*t.store().cards().find(1))->schedule;

    auto changed = (*drill)->reviewMissedToday();
    REQUIRE(changed);
    CHECK(changed->dueNow == 0);
    CHECK(changed->newToday == 2);
    CHECK((*t.store().cards().find(1))->schedule == schedule1);   // still a new card, its schedule as it was

    // Both missed cards are in today's study, in note order; the known one and the others are
    // not: for them the limit stays used up.
    CHECK(newCardsToday(t.deck(), t.clock.now()) == std::vector<core::CardId>{1, 3});
    CHECK(newCardsOnReviewScreen(t.deck(), t.clock.now()) == std::vector<core::CardId>{1, 3});

    // Studying one of them does not use up the limit for the other, nor let another card in.
    REQUIRE(service::answerCard(t.deck(), 1, core::Rating::Good, t.clock.now(), 1000));
    CHECK(newCardsToday(t.deck(), t.clock.now()) == std::vector<core::CardId>{3});
    // Asking again the same day adds nothing twice.
    auto again = (*drill)->reviewMissedToday();
    REQUIRE(again);
    CHECK(again->newToday == 1);   // card 3; card 1 is no longer new
    CHECK(newCardsToday(t.deck(), t.clock.now()) == std::vector<core::CardId>{3});

    // Tomorrow the day's limit applies to every new card again: the first in note order comes.
    CHECK(newCardsToday(t.deck(), kMorning + 86400) == std::vector<core::CardId>{2});
}

TEST_CASE("missed new cards are unburied for today, suspended ones stay out", "[drill][schedule][new]")
{
    TempNotes t;
    testing::writeDrillNotes(t);
    const auto sched = oneNewCardADay(t);
    t.clock.set(kMorning);
    REQUIRE(service::changeCard(t.deck(), 4, service::CardAction::Bury, kMorning));
    REQUIRE(service::changeCard(t.deck(), 5, service::CardAction::Suspend, kMorning));
    REQUIRE(service::answerCard(t.deck(), 7, core::Rating::Good, kMorning, 1000));

    service::DrillOptions options;
    options.scope = {path("面试::Beta::Three")};   // cards 4 and 5; 5 is suspended and not drawn
    auto drill = service::DrillSession::start(t.deck(), t.clock, options);
    REQUIRE(drill);
    REQUIRE((*drill)->questionCount() == 1);
    t.clock.advance(30);
    (*drill)->reveal();
    REQUIRE((*drill)->grade(DrillGrade::Missed));
    // The suspended card cannot be let in even when asked for.
    const core::Timestamp dayStart = sched.clock().startOfDay(sched.clock().dayIndex(t.clock.now()));
    auto changed = t.store().drills().makeDueNow({4, 5}, t.clock.now(), dayStart);
    REQUIRE(changed);
    CHECK(changed->newToday == 1);
    CHECK((*t.store().cards().find(4))->schedule.buried_until == 0);
    CHECK((*t.store().cards().find(5))->schedule.suspended);
    CHECK(newCardsToday(t.deck(), t.clock.now()) == std::vector<core::CardId>{4});
}
