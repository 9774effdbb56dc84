// Today's queue is read from the deck's queue indexes, only the cards it can hold. It must be
// exactly what the full read of every card of the scope gave (deck.studyCards + buildQueue, the
// way it was built before): on a deck with cards in every state, suspended, buried, retired, ties
// in retrievability, the same deck path in two files, answers already given today; for several
// scopes, moments and settings.
#include "core/day_clock.h"
#include "queue_record.h"
#include "scheduler/queue.h"
#include "service/deck/detail/deck_internals.h"
#include "service/study/review_session.h"
#include "service/options/scheduler_settings_store.h"
#include "service/study/study.h"
#include "storage/drill_store.h"
#include "temp_notes.h"

#include <catch2/catch.hpp>

#include <algorithm>
#include <random>

using namespace notedeck;
using service::ReviewSession;
using testing::TempNotes;

namespace {
constexpr core::Timestamp kNoon = 1'764'417'600;   // 2025-11-29T12:00:00Z
constexpr core::Timestamp kDay = 86'400;

std::string section(const std::string& heading, const std::string& tag, int count)
{
    std::string text = "## " + heading + "\n\n";
    for (int i = 0; i < count; ++i)
        text += "- 问题 " + tag + std::to_string(i) + "？\n  - 答案 " + std::to_string(i) + "\n";
    return text + "\n";
}

// 165 cards in 甲 › 一, 甲 › 二, 乙 › 三, 乙 › 四 (甲 › 一 in two files), 5 of them retired.
void writeDeck(TempNotes& t)
{
    t.write("a.md", "# 甲\n\n" + section("一", "a", 40) + section("二", "b", 40));
    t.write("b.md", "# 乙\n\n" + section("三", "c", 30) + section("四", "d", 30));
    t.write("c.md", "# 甲\n\n" + section("一", "e", 25));
    t.import();
    t.write("c.md", "# 甲\n\n" + section("一", "e", 20));
    t.import();
}

// Schedules of every kind, from a fixed seed.
void scatterSchedules(TempNotes& t)
{
    std::mt19937 random(2024);
    auto pick = [&](int n) { return std::uniform_int_distribution<int>(0, n - 1)(random); };
    const double stabilities[] = {0.0, 0.4, 2.0, 2.0, 7.5, 30.0, 30.0, 120.0};
    const auto rows = t.store().cards().list({}, true);
    REQUIRE(rows);
    for (const auto& row : *rows) {
        core::ScheduleState s;
        const int kind = pick(20);
        if (kind < 5) {
            s.state = core::CardState::New;
        } else if (kind < 8) {
            s.state = kind == 7 ? core::CardState::Relearning : core::CardState::Learning;
            s.due = kNoon - 2 * 3600 + pick(32) * 3600 + pick(60);   // from 2 h ago to tomorrow
            s.stability = 1.0 + pick(5);
            s.last_review = kNoon - pick(3) * kDay - 600;
        } else {
            s.state = core::CardState::Review;
            s.due = kNoon + (pick(40) - 25) * kDay + (pick(3) == 0 ? pick(kDay) : 0);
            s.stability = stabilities[pick(8)];
            // Equal elapsed / stability for several cards: the order falls back to the id.
            if (pick(4) != 0)
                s.last_review = kNoon - (1 + pick(60)) * kDay;
        }
        const int mark = pick(20);
        s.suspended = mark == 0 || mark == 1;
        s.leech = mark == 1;
        if (mark == 2 || mark == 3)
            s.buried_until = kNoon + 16 * 3600;   // buried until tomorrow's start
        if (mark == 4)
            s.buried_until = kNoon - 3600;        // a bury that has ended
        if (mark == 5)
            s.flag = core::Flag::Blue;
        REQUIRE(t.store().cards().setSchedule(row.card.id, s));
    }
}

scheduler::Scheduler schedulerWith(TempNotes& t, const scheduler::SchedulerSettings& settings)
{
    // Study days an hour east of UTC: the deck is opened again in that zone.
    t.closeDeck();
    t.zone = std::make_shared<core::FixedOffsetZone>(3600);
    REQUIRE(service::saveSchedulerSettings(t.deck(), settings));
    return service::schedulerOf(t.deck());
}

// The full read, as today's queue was built before the queue indexes.
std::vector<scheduler::CardRecord> allRecords(TempNotes& t, const core::DeckPath& scope)
{
    auto cards = t.store().cards().study(scope);
    REQUIRE(cards);
    std::vector<scheduler::CardRecord> records;
    for (const auto& c : *cards)
        records.push_back(testing::queueRecordOf(c.id, c.noteOrder, c.schedule));
    return records;
}

scheduler::StudyQueue fullReadQueue(TempNotes& t, const scheduler::Scheduler& sched, const core::DeckPath& scope,
                                    core::Timestamp now)
{
    auto limits = service::todaysLimits(t.deck(), now);
    REQUIRE(limits);
    return scheduler::buildQueue(allRecords(t, scope), scheduler::QueueOptions::from(sched.settings()),
                                 limits->studied, now, limits->newBeyondLimit);
}

std::vector<service::TodaysCards::Learning> fullReadLearning(TempNotes& t, const scheduler::Scheduler& sched,
                                                             const core::DeckPath& scope, core::Timestamp now)
{
    const core::Timestamp dayEnd = sched.clock().startOfDay(sched.clock().dayIndex(now) + 1);
    std::vector<service::TodaysCards::Learning> learning;
    const auto rows = t.store().cards().study(scope);
    REQUIRE(rows);
    for (const auto& c : *rows) {
        const auto& s = c.schedule;
        const bool inSteps = s.state == core::CardState::Learning || s.state == core::CardState::Relearning;
        if (inSteps && !s.suspended && now >= s.buried_until && s.due < dayEnd)
            learning.push_back({s.due, c.id});
    }
    std::sort(learning.begin(), learning.end());
    return learning;
}

service::DueTomorrow fullReadTomorrow(TempNotes& t, const scheduler::Scheduler& sched, const core::DeckPath& scope,
                                      core::Timestamp now)
{
    const auto& clock = sched.clock();
    const core::Timestamp start = clock.startOfDay(clock.dayIndex(now) + 1);
    const core::Timestamp end = clock.startOfDay(clock.dayIndex(now) + 2);
    // Cards that come due during tomorrow (due then, or buried until then), and the new cards
    // tomorrow's limit lets in (service/deck/card_counts.h).
    int comingDue = 0, fresh = 0;
    const auto rows = t.store().cards().study(scope);
    REQUIRE(rows);
    for (const auto& c : *rows) {
        const auto& s = c.schedule;
        if (s.suspended)
            continue;
        const core::Timestamp at = std::max(s.due, s.buried_until);
        if (s.state == core::CardState::New)
            fresh += s.buried_until <= start ? 1 : 0;
        else
            comingDue += at >= start && at < end ? 1 : 0;
    }
    return {comingDue, std::min(fresh, sched.settings().new_cards_per_day)};
}

void checkAgainstFullRead(TempNotes& t, const scheduler::Scheduler& sched, const core::DeckPath& scope,
                          core::Timestamp now)
{
    INFO("scope \"" << scope.display() << "\" at +" << (now - kNoon) << " s");
    const auto expected = fullReadQueue(t, sched, scope, now);
    auto queue = service::todaysQueue(t.deck(), scope, now);
    REQUIRE(queue);
    CHECK(queue->cards == expected.cards);
    CHECK(queue->learning == expected.learning);
    CHECK(queue->reviews == expected.reviews);
    CHECK(queue->new_cards == expected.new_cards);
    CHECK(queue->learn_ahead == expected.learn_ahead);

    auto today = ReviewSession::readToday(t.deck(), scope, now);
    REQUIRE(today);
    const auto learning = fullReadLearning(t, sched, scope, now);
    CHECK(today->learning == learning);
    std::vector<core::CardId> main;
    for (const auto& q : today->main)
        main.push_back(q.card);
    const auto first = expected.cards.begin() + expected.learning;
    CHECK(main == std::vector<core::CardId>(first, first + expected.reviews + expected.new_cards));
    for (std::size_t i = 0; i < today->main.size(); ++i)
        CHECK(today->main[i].kind == (static_cast<int>(i) < expected.reviews ? service::QueueKind::Review
                                                                             : service::QueueKind::New));

    auto tomorrow = ReviewSession::readDueTomorrow(t.deck(), scope, now);
    REQUIRE(tomorrow);
    const auto expectedTomorrow = fullReadTomorrow(t, sched, scope, now);
    CHECK(tomorrow->reviews == expectedTomorrow.reviews);
    CHECK(tomorrow->newCards == expectedTomorrow.newCards);
}
} // namespace

TEST_CASE("today's queue from the queue indexes is the queue of the full read", "[review][queue]")
{
    TempNotes t;
    writeDeck(t);
    scatterSchedules(t);
    REQUIRE(t.store().cards().activeCount().value() == 160);
    // One learning card certainly within the learn-ahead limit.
    core::ScheduleState soon;
    soon.state = core::CardState::Learning;
    soon.due = kNoon + 600;
    soon.stability = 2.0;
    soon.last_review = kNoon - 60;
    REQUIRE(t.store().cards().setSchedule(7, soon));

    scheduler::SchedulerSettings settings;
    auto sched = schedulerWith(t, settings);
    // Answers already given today count against the limits.
    int newAnswered = 0, reviewsAnswered = 0;
    const auto rows = t.store().cards().list({}, false);
    REQUIRE(rows);
    for (const auto& row : *rows) {
        const auto& s = row.schedule;
        if (s.suspended || s.buried_until > kNoon - 3600)
            continue;
        if (s.state == core::CardState::New && newAnswered < 3)
            ++newAnswered;
        else if (s.state == core::CardState::Review && s.due <= kNoon - 3600 && reviewsAnswered < 4)
            ++reviewsAnswered;
        else
            continue;
        REQUIRE(service::answerCard(t.deck(), row.card.id, core::Rating::Good, kNoon - 3600, 1000));
    }
    REQUIRE(newAnswered == 3);
    REQUIRE(reviewsAnswered == 4);
    // New cards let in beyond the limit today (a drill's missed cards): the first new card of the
    // deck (also among the first in note order), some from the end of the notes, one answered
    // since, one suspended.
    std::vector<core::CardId> fresh, suspendedNew;
    const auto active = t.store().cards().list({}, false);
    REQUIRE(active);
    for (const auto& row : *active) {
        if (row.schedule.state == core::CardState::New && !row.schedule.suspended && row.schedule.buried_until <= kNoon)
            fresh.push_back(row.card.id);
        if (row.schedule.state == core::CardState::New && row.schedule.suspended)
            suspendedNew.push_back(row.card.id);
    }
    REQUIRE(fresh.size() > 12);
    REQUIRE_FALSE(suspendedNew.empty());
    const std::vector<core::CardId> letIn = {fresh[0], fresh[fresh.size() - 1], fresh[fresh.size() - 3],
                                             fresh[fresh.size() - 6], fresh[fresh.size() / 2], suspendedNew[0]};
    const core::Timestamp dayStart = sched.clock().startOfDay(sched.clock().dayIndex(kNoon));
    auto missed = t.store().drills().makeDueNow(letIn, kNoon - 1800, dayStart);
    REQUIRE(missed);
    REQUIRE(missed->newToday >= 5);
    REQUIRE(service::answerCard(t.deck(), fresh[fresh.size() / 2], core::Rating::Good, kNoon - 1700, 1000));

    const std::vector<core::DeckPath> scopes = {
        {}, core::DeckPath::parse("甲"), core::DeckPath::parse("甲::一"), core::DeckPath::parse("乙::四"),
        core::DeckPath::parse("丙")};
    struct Variant {
        int newPerDay, reviewsPerDay, learnAhead;
        bool random;
    };
    const Variant variants[] = {{20, 200, 20, false}, {5, 7, 0, false}, {0, 0, 60, false},
                                {1000, 1000, 20, false}, {6, 9, 20, true}, {1000, 3, 20, true}};
    for (const Variant& v : variants) {
        settings.new_cards_per_day = v.newPerDay;
        settings.reviews_per_day = v.reviewsPerDay;
        settings.learn_ahead_minutes = v.learnAhead;
        settings.new_card_order = v.random ? scheduler::NewCardOrder::Random : scheduler::NewCardOrder::NoteOrder;
        settings.random_order_seed = 77;
        const auto variant = schedulerWith(t, settings);
        INFO("limits " << v.newPerDay << "/" << v.reviewsPerDay << ", learn ahead " << v.learnAhead
                       << (v.random ? ", random" : ""));
        for (const auto& scope : scopes)
            for (core::Timestamp now : {kNoon, kNoon + 5 * 3600 + 17, kNoon + 13 * 3600})
                checkAgainstFullRead(t, variant, scope, now);
    }
    // The comparison is not empty: the deck's queue holds every kind.
    const auto all = fullReadQueue(t, sched, {}, kNoon);
    CHECK(all.learning > 3);
    CHECK(all.reviews > 10);
    CHECK(all.new_cards > 10);
    CHECK(all.learn_ahead > 0);
}
