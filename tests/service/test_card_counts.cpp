// One definition of each count (service/deck/card_counts.h): the chapter tree and the overview
// (deckOverview), Statistics (computeStatistics), the command line's `stats` (summarizeDecks) and
// the end of a session or the nothing-due screen (ReviewSession's summary) say the same numbers on
// a deck with buried and suspended new, learning and review cards.
#include "service/deck/card_counts.h"
#include "service/deck/deck_overview.h"
#include "service/deck/deck_summary.h"
#include "service/study/review_session.h"
#include "service/statistics/statistics.h"
#include "service/study/study.h"
#include "temp_notes.h"

#include <catch2/catch.hpp>

#include <string>

using namespace notedeck;
using testing::TempNotes;

namespace {

constexpr core::Timestamp kMinute = 60;
constexpr core::Timestamp kDay = 86'400;

std::string notes()
{
    std::string text = "# 部分\n\n## 第一章\n\n- batch ::: a group of samples processed together\n";
    for (int i = 0; i < 8; ++i)
        text += "- 问题 " + std::to_string(i) + "？\n  - 答案 " + std::to_string(i) + "\n";
    text += "\n## 第二章\n\n";
    for (int i = 8; i < 14; ++i)
        text += "- 问题 " + std::to_string(i) + "？\n  - 答案 " + std::to_string(i) + "\n";
    return text;
}

core::CardId idOf(TempNotes& t, const std::string& question, bool reverse = false)
{
    auto rows = t.store().cards().list({}, false);
    REQUIRE(rows);
    for (const auto& row : *rows)
        if (row.card.question == question && row.card.kind.isBasic() != reverse)
            return row.card.id;
    FAIL("no card " << question);
    return 0;
}

core::ScheduleState learningDue(core::Timestamp due, core::Timestamp answered)
{
    core::ScheduleState s;
    s.state = core::CardState::Learning;
    s.due = due;
    s.stability = 2.3;
    s.difficulty = 5.0;
    s.step = 1;
    s.reps = 1;
    s.last_review = answered;
    return s;
}

core::ScheduleState reviewDue(core::Timestamp due, core::Timestamp answered)
{
    core::ScheduleState s;
    s.state = core::CardState::Review;
    s.due = due;
    s.stability = 10.0;
    s.difficulty = 5.0;
    s.reps = 3;
    s.scheduled_days = 10;
    s.last_review = answered;
    return s;
}

// Every kind of card the counts must agree on, at `now` (the deck's clock, a study day starting at
// 04:00 UTC with hours left).
void studyAndMark(TempNotes& t, core::Timestamp now)
{
    auto cards = t.store().cards();
    const core::Timestamp endOfToday = 1'700'020'800;   // 2023-11-15 04:00 UTC
    REQUIRE(now < endOfToday - 3 * 3600);
    // The forward card answered: learning, its reverse buried (a new card buried).
    REQUIRE(service::answerCard(t.deck(), idOf(t, "batch"), core::Rating::Good, now, 3000));
    // A new card suspended; a learning card buried by hand and one suspended.
    REQUIRE(service::changeCard(t.deck(), idOf(t, "问题 0？"), service::CardAction::Suspend, now));
    REQUIRE(cards.setSchedule(idOf(t, "问题 1？"), learningDue(now + 10 * kMinute, now - kMinute)));
    REQUIRE(service::changeCard(t.deck(), idOf(t, "问题 1？"), service::CardAction::Bury, now));
    REQUIRE(cards.setSchedule(idOf(t, "问题 2？"), learningDue(now + 5 * kMinute, now - kMinute)));
    REQUIRE(service::changeCard(t.deck(), idOf(t, "问题 2？"), service::CardAction::Suspend, now));
    // Learning cards due later today (beyond the learn-ahead limit) and tomorrow (a step that
    // crosses the day's start).
    REQUIRE(cards.setSchedule(idOf(t, "问题 3？"), learningDue(now + 2 * 3600, now - kMinute)));
    REQUIRE(cards.setSchedule(idOf(t, "问题 4？"), learningDue(endOfToday + 5 * kMinute, now - kMinute)));
    // Reviews: overdue, due today, due tomorrow, due today but buried, and in a week.
    REQUIRE(cards.setSchedule(idOf(t, "问题 8？"), reviewDue(now - 2 * kDay, now - 12 * kDay)));
    REQUIRE(cards.setSchedule(idOf(t, "问题 9？"), reviewDue(now - 3600, now - 10 * kDay)));
    REQUIRE(cards.setSchedule(idOf(t, "问题 10？"), reviewDue(endOfToday + 3600, now - 9 * kDay)));
    REQUIRE(cards.setSchedule(idOf(t, "问题 11？"), reviewDue(now - 3600, now - 10 * kDay)));
    REQUIRE(service::changeCard(t.deck(), idOf(t, "问题 11？"), service::CardAction::Bury, now));
    REQUIRE(cards.setSchedule(idOf(t, "问题 12？"), reviewDue(now + 7 * kDay, now - 3 * kDay)));
    // Left new: the cards 5, 6, 7 and 13.
}

} // namespace

TEST_CASE("the tree, the overview, Statistics and the command line count alike", "[counts]")
{
    TempNotes t;
    t.write("a.md", notes());
    t.import();
    const core::Timestamp now = t.clock.now();
    studyAndMark(t, now);

    auto overview = service::deckOverview(t.deck(), now);
    REQUIRE(overview);
    auto summary = service::summarizeDecks(t.deck(), now);
    REQUIRE(summary);
    REQUIRE(summary->size() == overview->size());
    for (std::size_t i = 0; i < overview->size(); ++i) {
        const service::DeckOverviewNode& node = (*overview)[i];
        INFO("node \"" << node.deck.display() << "\"");
        auto stats = service::computeStatistics(t.deck(), node.deck, now);
        REQUIRE(stats);
        CHECK(stats->totals.cards == node.total);
        CHECK(stats->states.fresh == node.fresh);
        CHECK(stats->states.learning + stats->states.relearning == node.learning);
        CHECK(stats->states.young + stats->states.mature == node.review);
        CHECK(stats->states.buried == node.buried);
        CHECK(stats->states.suspended == node.suspended);
        CHECK(stats->totals.dueToday == node.due);
        CHECK(stats->states.total() == node.total);
        // `notedeck-cli stats` prints summarizeDecks.
        const service::DeckNode& line = (*summary)[i];
        CHECK(line.deck == node.deck);
        CHECK(static_cast<const service::CardCounts&>(line).total == node.total);
        CHECK(line.fresh == node.fresh);
        CHECK(line.learning == node.learning);
        CHECK(line.due == node.due);
        CHECK(line.buried == node.buried);
        CHECK(line.suspended == node.suspended);
    }

    // The whole deck, by the definitions: 16 cards.
    const service::DeckOverviewNode& all = overview->front();
    CHECK(all.total == 16);
    CHECK(all.suspended == 2);   // the new card 0 and the learning card 2
    CHECK(all.buried == 3);      // the reverse of the pair (new), the learning card 1, the review 11
    CHECK(all.fresh == 4);       // 5, 6, 7, 13; not the buried reverse nor the suspended 0
    CHECK(all.learning == 3);    // the forward card, 3 and 4 (due tomorrow, still learning)
    CHECK(all.review == 4);      // 8, 9, 10, 12
    CHECK(all.due == 2);         // 8 (overdue) and 9
}

TEST_CASE("due tomorrow is the same at the end of a session and in Statistics", "[counts]")
{
    TempNotes t;
    t.write("a.md", notes());
    t.import();
    const core::Timestamp now = t.clock.now();
    studyAndMark(t, now);

    for (const core::DeckPath& scope : {core::DeckPath(), core::DeckPath::parse("部分::第一章")}) {
        INFO("scope \"" << scope.display() << "\"");
        auto stats = service::computeStatistics(t.deck(), scope, now);
        REQUIRE(stats);
        // What the nothing-due screen and the end of a session show.
        auto tomorrow = service::ReviewSession::readDueTomorrow(t.deck(), scope, now);
        REQUIRE(tomorrow);
        CHECK(tomorrow->reviews == stats->totals.dueTomorrow);
        CHECK(tomorrow->newCards == stats->totals.newTomorrow);
        // And Statistics' forecast for tomorrow.
        CHECK(stats->totals.dueTomorrow == stats->forecast[1].total());
        auto session = service::ReviewSession::start(t.deck(), scope, now);
        REQUIRE(session);
        auto summary = (*session)->summary(now);
        REQUIRE(summary);
        CHECK(summary->tomorrow.reviews == stats->totals.dueTomorrow);
        CHECK(summary->tomorrow.newCards == stats->totals.newTomorrow);
    }
    // The whole deck: tomorrow brings the learning card 4 and the review 10, and the buried
    // learning card 1 and review 11 (their bury ends); the learning card 3, due later today, and
    // the overdue review 8 are today's. New: the 4 new cards and the buried reverse.
    auto tomorrow = service::countDueTomorrow(t.deck(), {}, now);
    REQUIRE(tomorrow);
    CHECK(tomorrow->reviews == 4);
    CHECK(tomorrow->newCards == 5);
}
