// Review use cases: answering writes the new state and one log row in one transaction; undo
// restores the exact previous state, several levels deep; the queue honours the daily limits.
#include "core/day_clock.h"
#include "scheduler/easy_days.h"
#include "scheduler/intervals.h"
#include "service/deck/detail/deck_internals.h"
#include "service/study/review_session.h"
#include "service/options/scheduler_settings_store.h"
#include "service/study/study.h"
#include "temp_notes.h"

#include <catch2/catch.hpp>

#include <algorithm>
#include <map>

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

scheduler::Scheduler utcScheduler(service::Deck& deck)
{
    return service::schedulerOf(deck);   // TempNotes opens its deck in UTC
}
} // namespace

TEST_CASE("answering records the new state and one review-log row", "[study]")
{
    TempNotes t;
    writeCards(t, 3);
    auto sched = utcScheduler(t.deck());
    auto next = service::nextCard(t.deck(), {}, kMorning);
    REQUIRE(next);
    REQUIRE(*next);
    const auto id = (*next)->row.card.id;
    CHECK((*next)->queue.new_cards == 3);

    auto answered = service::answerCard(t.deck(), id, core::Rating::Good, kMorning, 4200);
    REQUIRE(answered);
    CHECK(answered->after.state == core::CardState::Learning);
    auto row = t.store().cards().find(id);
    REQUIRE(row);
    CHECK((*row)->schedule == answered->after);
    auto log = t.store().reviewLog().of(id);
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
    std::vector<core::ScheduleState> states{(*t.store().cards().find(id))->schedule};
    core::Timestamp now = kMorning;
    for (core::Rating r : {core::Rating::Good, core::Rating::Good, core::Rating::Again, core::Rating::Easy}) {
        auto answered = service::answerCard(t.deck(), id, r, now, 1000);
        REQUIRE(answered);
        states.push_back(answered->after);
        now += 11 * 60 + 86400 * 2;
    }
    REQUIRE(t.store().reviewLog().of(id)->size() == 4);
    for (int level = 4; level > 0; --level) {
        auto undone = service::undoLastAnswer(t.deck());
        REQUIRE(undone);
        REQUIRE(*undone);
        CHECK(**undone == id);
        CHECK((*t.store().cards().find(id))->schedule == states[static_cast<size_t>(level - 1)]);
        CHECK(t.store().reviewLog().of(id)->size() == static_cast<size_t>(level - 1));
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
    const auto before = (*t.store().cards().find(1))->schedule;
    REQUIRE(service::answerCard(t.deck(), 1, core::Rating::Good, kMorning, 0));
    core::ReviewRecord stale;
    stale.card = 1;
    auto again = t.store().reviewLog().recordAnswer(stale, before, before);
    REQUIRE_FALSE(again);
    CHECK(again.error().message.find("not saved") != std::string::npos);
    CHECK(t.store().reviewLog().of(1)->size() == 1);
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

    auto queue = service::todaysQueue(t.deck(), {}, kMorning);
    REQUIRE(queue);
    CHECK(queue->new_cards == 5);
    for (core::CardId id = 1; id <= 3; ++id)
        REQUIRE(service::answerCard(t.deck(), id, core::Rating::Easy, kMorning, 0));
    queue = service::todaysQueue(t.deck(), {}, kMorning + 60);
    REQUIRE(queue);
    CHECK(queue->new_cards == 2);
    // The next study day (days start at 04:00) brings five more.
    queue = service::todaysQueue(t.deck(), {}, kMorning + 86400);
    REQUIRE(queue);
    CHECK(queue->new_cards == 5);
}

TEST_CASE("bury, suspend and flag change the card's schedule only", "[study]")
{
    TempNotes t;
    writeCards(t, 2);
    auto sched = utcScheduler(t.deck());
    REQUIRE(service::changeCard(t.deck(), 1, service::CardAction::Bury, kMorning));
    auto queue = service::todaysQueue(t.deck(), {}, kMorning);
    REQUIRE(queue);
    CHECK(queue->cards == std::vector<core::CardId>{2});
    REQUIRE(service::changeCard(t.deck(), 2, service::CardAction::Suspend, kMorning));
    queue = service::todaysQueue(t.deck(), {}, kMorning);
    CHECK(queue->cards.empty());
    queue = service::todaysQueue(t.deck(), {}, kMorning + 86400);   // the bury ends with the day
    CHECK(queue->cards == std::vector<core::CardId>{1});
    auto flagged = service::changeCard(t.deck(), 1, service::CardAction::Flag, kMorning, core::Flag::Red);
    REQUIRE(flagged);
    CHECK((*t.store().cards().find(1))->schedule.flag == core::Flag::Red);
    CHECK(t.store().reviewLog().of(1)->empty());
}

TEST_CASE("the eighth lapse through the answer path stores a suspended leech, and undo brings it back", "[study][leech]")
{
    TempNotes t;
    writeCards(t, 2);
    auto sched = utcScheduler(t.deck());
    core::ScheduleState review = (*t.store().cards().find(1))->schedule;
    review.state = core::CardState::Review;
    review.stability = 5.0;
    review.difficulty = 7.0;
    review.reps = 20;
    review.lapses = 7;
    review.last_review = kMorning - 6 * 86400;
    review.scheduled_days = 5;
    review.due = kMorning - 86400;
    REQUIRE(t.store().cards().setSchedule(1, review));

    auto answered = service::answerCard(t.deck(), 1, core::Rating::Again, kMorning, 1000);
    REQUIRE(answered);
    const auto stored = (*t.store().cards().find(1))->schedule;
    CHECK(stored.lapses == 8);
    CHECK(stored.leech);
    CHECK(stored.suspended);
    auto queue = service::todaysQueue(t.deck(), {}, kMorning + 3600);
    REQUIRE(queue);
    CHECK(queue->cards == std::vector<core::CardId>{2});

    auto undone = service::undoLastAnswer(t.deck());
    REQUIRE(undone);
    CHECK((*t.store().cards().find(1))->schedule == review);
}

TEST_CASE("scheduling settings round-trip through the deck and are validated", "[study]")
{
    TempNotes t;
    auto s = service::loadSchedulerSettings(t.deck());
    REQUIRE(s);
    CHECK(s->desired_retention == Approx(0.9));
    s->desired_retention = 0.85;
    s->learning_steps = {2, 15, 60};
    CHECK(s->easy_days == core::kAllDaysNormal);
    s->easy_days[5] = core::DayWorkload::Reduced;
    s->easy_days[6] = core::DayWorkload::Minimum;
    REQUIRE(service::saveSchedulerSettings(t.deck(), *s));
    auto back = service::loadSchedulerSettings(t.deck());
    REQUIRE(back);
    CHECK(back->desired_retention == Approx(0.85));
    CHECK(back->learning_steps == scheduler::Steps{2, 15, 60});
    CHECK(back->easy_days == s->easy_days);
    s->desired_retention = 0.5;
    CHECK_FALSE(service::saveSchedulerSettings(t.deck(), *s));
}

namespace {
// A review card due today that was last answered 20 days ago with a stability of 20 days.
core::ScheduleState dueReview()
{
    core::ScheduleState s;
    s.state = core::CardState::Review;
    s.due = kMorning - 3600;
    s.stability = 20.0;
    s.difficulty = 5.0;
    s.reps = 3;
    s.scheduled_days = 20;
    s.last_review = kMorning - 20 * 86400;
    return s;
}

scheduler::Scheduler balancingScheduler(TempNotes& t, bool on)
{
    auto settings = service::loadSchedulerSettings(t.deck());
    REQUIRE(settings);
    settings->load_balancing = on;
    REQUIRE(service::saveSchedulerSettings(t.deck(), *settings));
    return utcScheduler(t.deck());
}

// The days a Good answer to dueReview() may land on (fuzz range), from today.
scheduler::FuzzRange goodRange(const scheduler::Scheduler& sched)
{
    auto settings = sched.settings();
    settings.enable_fuzz = false;
    auto plain = scheduler::Scheduler::create(settings, std::make_shared<core::FixedOffsetZone>(0));
    REQUIRE(plain);
    const int days = plain->answer(dueReview(), core::Rating::Good, {1, kMorning, {}}).scheduled_days;
    return scheduler::fuzzRange(days, 20, settings.maximum_interval);
}

// Active review cards due on each day of `range` (days from today), from the deck.
std::map<int, int> dueByDay(TempNotes& t, const scheduler::Scheduler& sched, const scheduler::FuzzRange& range)
{
    std::map<int, int> days;
    for (int d = range.min; d <= range.max; ++d)
        days[d] = 0;
    const auto today = sched.clock().dayIndex(kMorning);
    const auto rows = t.store().cards().list({}, false);
    REQUIRE(rows);
    for (const auto& row : *rows) {
        const auto d = static_cast<int>(sched.clock().dayIndex(row.schedule.due) - today);
        if (row.schedule.state == core::CardState::Review && days.contains(d))
            ++days[d];
    }
    return days;
}
} // namespace

TEST_CASE("load balancing sends answers to the least loaded days of the fuzz range, only when on", "[study][balance]")
{
    TempNotes t;
    writeCards(t, 80);
    for (core::CardId id = 1; id <= 20; ++id)
        REQUIRE(t.store().cards().setSchedule(id, dueReview()));

    SECTION("off (the default): the fuzzed day, as without a deck")
    {
        auto sched = utcScheduler(t.deck());
        REQUIRE_FALSE(sched.settings().load_balancing);
        for (core::CardId id = 1; id <= 20; ++id) {
            const auto expected = sched.answer(dueReview(), core::Rating::Good, {id, kMorning, {}});
            auto preview = service::previewCard(t.deck(), id, kMorning);
            REQUIRE(preview);
            CHECK((*preview)[core::Rating::Good].next == expected);
            auto answered = service::answerCard(t.deck(), id, core::Rating::Good, kMorning, 1000);
            REQUIRE(answered);
            CHECK(answered->after == expected);
        }
    }

    SECTION("on: a quiet day in the range gets the answers, in the app's session too")
    {
        auto sched = balancingScheduler(t, true);
        const auto range = goodRange(sched);
        REQUIRE(range.max - range.min >= 4);
        // The fuzz alone would put cards 1 and 2 elsewhere than the quiet day.
        const int fuzzed1 = sched.answer(dueReview(), core::Rating::Good, {1, kMorning, {}}).scheduled_days;
        const int fuzzed2 = sched.answer(dueReview(), core::Rating::Good, {2, kMorning, {}}).scheduled_days;
        int quiet = range.min;
        while (quiet == fuzzed1 || quiet == fuzzed2)
            ++quiet;
        // Cards from 21 on fill every other day of the range.
        core::CardId filler = 21;
        for (int d = range.min; d <= range.max; ++d) {
            for (int n = 0; n < 4 && d != quiet; ++n) {
                auto s = dueReview();
                s.due = sched.clock().startOfDay(sched.clock().dayIndex(kMorning) + d);
                REQUIRE(t.store().cards().setSchedule(filler++, s));
            }
        }
        auto preview = service::previewCard(t.deck(), 1, kMorning);
        REQUIRE(preview);
        CHECK((*preview)[core::Rating::Good].next.scheduled_days == quiet);
        auto answered = service::answerCard(t.deck(), 1, core::Rating::Good, kMorning, 1000);
        REQUIRE(answered);
        CHECK(answered->after.scheduled_days == quiet);
        CHECK(answered->after == (*preview)[core::Rating::Good].next);

        auto session = service::ReviewSession::start(t.deck(), {}, kMorning);
        REQUIRE(session);
        auto viaSession = (*session)->answer(2, core::Rating::Good, kMorning, 1000);
        REQUIRE(viaSession);
        CHECK(viaSession->after.scheduled_days == quiet);
        CHECK(dueByDay(t, sched, range)[quiet] == 2);
    }

    SECTION("on: answers spread evenly over the range, a session's too (its counts follow its answers)")
    {
        auto sched = balancingScheduler(t, true);
        const auto range = goodRange(sched);
        const bool inSession = GENERATE(false, true);
        INFO((inSession ? "in a session" : "one by one"));
        auto session = service::ReviewSession::start(t.deck(), {}, kMorning);
        REQUIRE(session);
        for (core::CardId id = 1; id <= 20; ++id) {
            if (inSession) {
                auto preview = (*session)->preview(id, kMorning);
                REQUIRE(preview);
                auto answered = (*session)->answer(id, core::Rating::Good, kMorning, 1000);
                REQUIRE(answered);
                CHECK(answered->after == (*preview)[core::Rating::Good].next);
            } else {
                REQUIRE(service::answerCard(t.deck(), id, core::Rating::Good, kMorning, 1000));
            }
        }
        const auto days = dueByDay(t, sched, range);
        int least = 1000, most = 0, total = 0;
        for (const auto& [day, count] : days) {
            least = std::min(least, count);
            most = std::max(most, count);
            total += count;
        }
        CHECK(total == 20);
        CHECK(most - least <= 1);
    }
}

TEST_CASE("Easy Days move an answer off a minimum weekday through the deck, load balancing off", "[study][easy-days]")
{
    TempNotes t;
    writeCards(t, 3);
    REQUIRE(t.store().cards().setSchedule(1, dueReview()));
    auto sched = utcScheduler(t.deck());
    REQUIRE_FALSE(sched.settings().load_balancing);
    const int fuzzed = sched.answer(dueReview(), core::Rating::Good, {1, kMorning, {}}).scheduled_days;
    const auto today = sched.clock().dayIndex(kMorning);

    auto settings = service::loadSchedulerSettings(t.deck());
    REQUIRE(settings);
    settings->easy_days[static_cast<std::size_t>(scheduler::weekdayOf(today + fuzzed))] = core::DayWorkload::Minimum;
    REQUIRE(service::saveSchedulerSettings(t.deck(), *settings));

    auto preview = service::previewCard(t.deck(), 1, kMorning);
    REQUIRE(preview);
    auto answered = service::answerCard(t.deck(), 1, core::Rating::Good, kMorning, 1000);
    REQUIRE(answered);
    CHECK(answered->after == (*preview)[core::Rating::Good].next);
    CHECK(std::abs(answered->after.scheduled_days - fuzzed) == 1);
}
