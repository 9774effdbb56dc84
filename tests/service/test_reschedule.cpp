// Rescheduling after changed options: a higher desired retention brings review cards forward, in
// one transaction, only for the cards asked for; the report's figures; undo gives every card its
// exact schedule back in one step, or nothing when a card was answered since; a cancel changes
// nothing; Easy Days are honoured.
#include "scheduler/easy_days.h"
#include "service/statistics/demo_history.h"
#include "service/deck/detail/deck_internals.h"
#include "service/options/reschedule.h"
#include "service/options/scheduler_settings_store.h"
#include "service/study/study.h"
#include "studied_deck.h"
#include "temp_notes.h"

#include <catch2/catch.hpp>

#include <map>

using namespace notedeck;
using testing::TempNotes;
using testing::schedules;

namespace {
constexpr core::Timestamp kNow = 1'764'417'600;   // 2025-11-29T12:00:00Z

void studiedDeck(TempNotes& t, int count, int days)
{
    testing::studiedDeck(t, count, days, kNow, 11);
}

core::SchedulerSettings withRetention(service::Deck& deck, double retention)
{
    auto settings = service::loadSchedulerSettings(deck);
    REQUIRE(settings);
    settings->desired_retention = retention;
    return *settings;
}
} // namespace

TEST_CASE("a higher desired retention brings review cards forward, and undo takes it all back", "[reschedule]")
{
    TempNotes t;
    studiedDeck(t, 40, 60);
    const auto before = schedules(t.store());
    const auto logBefore = t.store().reviewLog().all();
    REQUIRE(logBefore);

    const auto settings = withRetention(t.deck(), 0.95);
    REQUIRE(service::saveSchedulerSettings(t.deck(), settings));
    std::vector<std::pair<std::size_t, std::size_t>> progress;
    service::RescheduleRequest request;
    request.replayHistory = false;
    request.progress = [&](std::size_t done, std::size_t total) { progress.emplace_back(done, total); };
    auto run = service::reschedule(t.deck(), request);
    REQUIRE(run);
    const auto& report = run->report;
    REQUIRE_FALSE(progress.empty());
    CHECK(progress.back().first == progress.back().second);

    const auto after = schedules(t.store());
    const auto& clock = service::schedulerOf(t.deck()).clock();
    int reviewCards = 0, moved = 0;
    std::vector<std::int64_t> shifts;
    for (const auto& [id, state] : after) {
        const core::ScheduleState& old = before.at(id);
        CHECK(state.stability == old.stability);   // only the intervals change
        CHECK(state.difficulty == old.difficulty);
        if (state.state != core::CardState::Review) {
            CHECK(state == old);
            continue;
        }
        ++reviewCards;
        CHECK(state.due == clock.startOfDay(clock.dayIndex(*state.last_review) + state.scheduled_days));
        const auto shift = clock.dayIndex(state.due) - clock.dayIndex(old.due);
        CHECK(shift <= 0);   // a higher retention never brings a card later
        if (shift != 0) {
            ++moved;
            shifts.push_back(shift);
        }
    }
    // The report's figures, against the schedules stored.
    REQUIRE(moved > 5);
    CHECK(report.reviewCards == reviewCards);
    CHECK(report.moved == moved);
    CHECK(report.earlier == moved);
    CHECK(report.later == 0);
    CHECK(report.changed == static_cast<int>(run->changes.size()));
    double sum = 0;
    std::int64_t largest = 0;
    for (auto s : shifts) {
        sum += static_cast<double>(s);
        largest = std::max(largest, -s);
    }
    CHECK(report.meanShiftDays == Approx(sum / moved));
    CHECK(report.meanShiftDays < 0);
    CHECK(report.medianShiftDays < 0);
    CHECK(report.largestShiftDays == largest);
    auto log = t.store().reviewLog().all();
    REQUIRE(log);
    CHECK(log->size() == logBefore->size());

    // One undo step: every schedule as before.
    auto undone = service::undoReschedule(t.deck(), run->changes);
    REQUIRE(undone);
    CHECK_FALSE(*undone);
    CHECK(schedules(t.store()) == before);
}

TEST_CASE("rescheduling touches only the cards asked for, and in one transaction", "[reschedule]")
{
    TempNotes t;
    studiedDeck(t, 30, 50);
    const auto before = schedules(t.store());
    std::vector<core::CardId> half;
    for (const auto& [id, state] : before) {
        if (id % 2 == 0)
            half.push_back(id);
    }
    service::RescheduleRequest request;
    request.settings = withRetention(t.deck(), 0.97);   // a preset's options, not the deck's
    request.cards = half;
    std::vector<service::DeckChanges> heard;
    t.deck().onChanged([&](const service::DeckChanges& c) { heard.push_back(c); });
    auto run = service::reschedule(t.deck(), request);
    REQUIRE(run);
    CHECK(run->report.moved > 0);
    REQUIRE(heard.size() == 1);   // one commit
    for (const auto& [id, state] : schedules(t.store())) {
        if (id % 2 != 0)
            CHECK(state == before.at(id));
        else
            CHECK(heard.front().schedules.contains(id) == (state != before.at(id)));
    }
    // The deck's own options were not changed.
    auto stored = service::loadSchedulerSettings(t.deck());
    REQUIRE(stored);
    CHECK(stored->desired_retention == Approx(0.9));
}

TEST_CASE("undo of a rescheduling is refused when a card was answered since, and writes nothing", "[reschedule]")
{
    TempNotes t;
    studiedDeck(t, 30, 50);
    REQUIRE(service::saveSchedulerSettings(t.deck(), withRetention(t.deck(), 0.8)));
    auto run = service::reschedule(t.deck());
    REQUIRE(run);
    REQUIRE(run->changes.size() > 2);
    const auto rescheduled = schedules(t.store());
    const core::CardId answered = run->changes[1].card;
    REQUIRE(service::answerCard(t.deck(), answered, core::Rating::Good, kNow + 86400 * 400, 1000));
    const auto afterAnswer = schedules(t.store());

    auto undone = service::undoReschedule(t.deck(), run->changes);
    REQUIRE(undone);
    CHECK(*undone);
    CHECK(schedules(t.store()) == afterAnswer);
    CHECK(afterAnswer.at(run->changes[0].card) == rescheduled.at(run->changes[0].card));
}

TEST_CASE("a cancelled rescheduling changes nothing", "[reschedule]")
{
    TempNotes t;
    studiedDeck(t, 20, 40);
    const auto before = schedules(t.store());
    std::atomic<bool> cancel{true};
    service::RescheduleRequest request;
    request.settings = withRetention(t.deck(), 0.97);
    request.cancel = &cancel;
    auto run = service::reschedule(t.deck(), request);
    REQUIRE_FALSE(run);
    CHECK(run.error().message.find("cancelled") != std::string::npos);
    CHECK(schedules(t.store()) == before);
}

TEST_CASE("the report's figures: moved, earlier, later, mean, median, largest", "[reschedule]")
{
    const core::DayClock clock;   // UTC, days from 04:00
    const core::Timestamp day0 = clock.startOfDay(20'000);
    auto change = [&](core::CardId id, int shift) {
        core::ScheduleState before;
        before.state = core::CardState::Review;
        before.due = day0;
        core::ScheduleState after = before;
        after.due = clock.startOfDay(20'000 + shift);
        after.stability = shift == 0 ? 3.0 : 0.0;   // changed, though on the same day
        return core::ScheduleChange{id, before, after};
    };
    const std::vector<core::ScheduleChange> changes{change(1, -3), change(2, -1), change(3, 2), change(4, 4),
                                                    change(5, 0)};
    const auto report = service::rescheduleReport(clock, 9, changes);
    CHECK(report.reviewCards == 9);
    CHECK(report.changed == 5);
    CHECK(report.moved == 4);
    CHECK(report.earlier == 2);
    CHECK(report.later == 2);
    CHECK(report.meanShiftDays == Approx(0.5));
    CHECK(report.medianShiftDays == Approx(0.5));
    CHECK(report.largestShiftDays == 4);
    CHECK(service::rescheduleReportText(report) ==
          "4 of 9 review cards moved: 2 earlier, 2 later; mean +0.5 days, median +0.5, largest 4.");
    CHECK(service::rescheduleReportText(service::rescheduleReport(clock, 3, {})) == "0 of 3 review cards moved.");
    CHECK(service::rescheduleReportJson(report).find("\"median_shift_days\":0.5") != std::string::npos);
}

TEST_CASE("rescheduling honours Easy Days: review cards leave a minimum weekday their fuzz range can avoid",
          "[reschedule][easy-days]")
{
    TempNotes t;
    studiedDeck(t, 60, 90);
    auto settings = service::loadSchedulerSettings(t.deck());
    REQUIRE(settings);
    settings->easy_days[6] = core::DayWorkload::Minimum;   // Sundays
    REQUIRE(service::saveSchedulerSettings(t.deck(), *settings));
    service::RescheduleRequest request;
    request.replayHistory = false;
    auto run = service::reschedule(t.deck(), request);
    REQUIRE(run);
    const auto& clock = service::schedulerOf(t.deck()).clock();
    int onSunday = 0, movable = 0;
    for (const auto& [id, state] : schedules(t.store())) {
        if (state.state != core::CardState::Review || state.scheduled_days < 3)
            continue;   // too short to fuzz: stays where it is
        ++movable;
        if (scheduler::weekdayOf(clock.dayIndex(state.due)) == 6)
            ++onSunday;
    }
    CHECK(movable > 10);
    CHECK(onSunday == 0);
}
