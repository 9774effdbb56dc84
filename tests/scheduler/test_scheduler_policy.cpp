// The study policy with a fake clock: steps, graduation, lapses, study days, DST,
// ordering of the answer buttons, leeches, undo and settings.
#include "fake_zones.h"
#include "scheduler/card_actions.h"
#include "scheduler/interval_text.h"
#include "scheduler/scheduler.h"
#include "test_support.h"

#include <functional>
#include <iterator>
#include <set>

using namespace notedeck;
using namespace notedeck::scheduler;
using core::CardState;
using core::Rating;
using test::utcOf;

namespace {

constexpr core::Timestamp kMinute = 60;

Scheduler makeScheduler(SchedulerSettings settings = {}, int utcOffset = 0)
{
    auto s = Scheduler::create(settings, std::make_shared<core::FixedOffsetZone>(utcOffset));
    REQUIRE(s.has_value());
    return *s;
}

SchedulerSettings noFuzz()
{
    SchedulerSettings s;
    s.enable_fuzz = false;
    return s;
}

// A review card last answered `daysAgo` study days before `now`.
core::ScheduleState reviewCard(core::Timestamp now, int daysAgo, double stability, double difficulty)
{
    core::ScheduleState c;
    c.state = CardState::Review;
    c.stability = stability;
    c.difficulty = difficulty;
    c.reps = 5;
    c.last_review = now - daysAgo * 86400;
    c.due = now;
    c.scheduled_days = daysAgo;
    return c;
}

const core::Timestamp kNoon = utcOf(5, 15, 12, 0, 0);

} // namespace

TEST_CASE("a new card through the learning steps", "[policy][steps]")
{
    const auto sched = makeScheduler(noFuzz());
    const core::ScheduleState fresh = test::newCard(kNoon - 3600);
    const auto p = sched.preview(fresh, {7, kNoon, {}});

    CHECK_FALSE(p.retrievability.has_value());
    const auto& again = p[Rating::Again].next;
    CHECK(again.state == CardState::Learning);
    CHECK(again.due == kNoon + 1 * kMinute);
    CHECK(again.reps == 1);
    CHECK(again.last_review == kNoon);
    CHECK(p[Rating::Again].interval_text == "1m");
    CHECK(p[Rating::Hard].next.due == kNoon + 6 * kMinute);
    CHECK(p[Rating::Hard].interval_text == "6m");
    CHECK(p[Rating::Good].next.state == CardState::Learning);
    CHECK(p[Rating::Good].next.step == 1);
    CHECK(p[Rating::Good].interval_text == "10m");
    // Easy graduates with the first-Easy stability 8.2956 -> 8 days.
    const auto& easy = p[Rating::Easy].next;
    CHECK(easy.state == CardState::Review);
    CHECK(easy.scheduled_days == 8);
    CHECK(easy.due == sched.clock().startOfDay(sched.clock().dayIndex(kNoon) + 8));
    CHECK(p[Rating::Easy].interval_text == "8d");
    CHECK(easy.stability == 8.2956);

    // Good, then Good again ten minutes later graduates.
    const auto step1 = sched.answer(fresh, Rating::Good, {7, kNoon, {}});
    const auto graduated = sched.answer(step1, Rating::Good, {7, kNoon + 10 * kMinute, {}});
    CHECK(graduated.state == CardState::Review);
    CHECK(graduated.step == 0);
    CHECK(graduated.reps == 2);
    CHECK(graduated.scheduled_days >= 1);
    CHECK(graduated.elapsed_days == 0);
}

TEST_CASE("a lapse goes through relearning and counts", "[policy][steps]")
{
    const auto sched = makeScheduler(noFuzz());
    const auto card = reviewCard(kNoon, 10, 10.0, 5.0);
    const auto lapsed = sched.answer(card, Rating::Again, {1, kNoon, {}});
    CHECK(lapsed.state == CardState::Relearning);
    CHECK(lapsed.lapses == 1);
    CHECK(lapsed.due == kNoon + 10 * kMinute);
    CHECK(lapsed.stability < card.stability);
    const auto back = sched.answer(lapsed, Rating::Good, {1, kNoon + 10 * kMinute, {}});
    CHECK(back.state == CardState::Review);
    CHECK(back.lapses == 1);
}

TEST_CASE("review intervals follow stability and desired retention", "[policy]")
{
    auto settings = noFuzz();
    const auto sched = makeScheduler(settings);
    const auto card = reviewCard(kNoon, 10, 10.0, 5.0);
    const auto p = sched.preview(card, {1, kNoon, {}});
    REQUIRE(p.retrievability.has_value());
    CHECK(*p.retrievability == sched.model().retrievability(10, 10.0));
    const auto& good = p[Rating::Good].next;
    CHECK(good.scheduled_days == static_cast<int>(std::lround(good.stability)));
    CHECK(good.elapsed_days == 10);

    settings.desired_retention = 0.8;
    const auto relaxed = makeScheduler(settings).preview(card, {1, kNoon, {}});
    CHECK(relaxed[Rating::Good].next.scheduled_days > good.scheduled_days);
    settings.maximum_interval = 5;
    const auto capped = makeScheduler(settings).preview(card, {1, kNoon, {}});
    CHECK(capped[Rating::Hard].next.scheduled_days <= 5);
}

TEST_CASE("a higher rating never gives a shorter interval", "[policy][property]")
{
    for (bool fuzz : {false, true}) {
        auto settings = noFuzz();
        settings.enable_fuzz = fuzz;
        const auto sched = makeScheduler(settings);
        for (double s : {0.3, 1.0, 2.0, 7.0, 30.0, 200.0, 3000.0}) {
            for (double d : {1.0, 4.0, 7.0, 10.0}) {
                for (int days : {0, 1, 3, 20, 400}) {
                    for (core::CardId id = 1; id <= 5; ++id) {
                        const auto p = sched.preview(reviewCard(kNoon, days, s, d), {id, kNoon, {}});
                        const int hard = p[Rating::Hard].next.scheduled_days;
                        const int good = p[Rating::Good].next.scheduled_days;
                        const int easy = p[Rating::Easy].next.scheduled_days;
                        REQUIRE(hard >= 1);
                        REQUIRE(hard < good);
                        REQUIRE(good < easy);
                        REQUIRE(p[Rating::Again].next.due <= p[Rating::Hard].next.due);
                    }
                }
            }
        }
    }
}

TEST_CASE("in learning, a better answer is never due sooner", "[policy][property]")
{
    const auto sched = makeScheduler(noFuzz());
    for (CardState state : {CardState::New, CardState::Learning, CardState::Relearning}) {
        for (int step = 0; step < 2; ++step) {
            for (double s : {0.2, 1.0, 3.0, 20.0}) {
                for (int days : {0, 1, 5}) {
                    core::ScheduleState c = reviewCard(kNoon, days, s, 5.0);
                    c.state = state;
                    c.step = step;
                    if (state == CardState::New)
                        c = test::newCard(kNoon);
                    const auto next = sched.nextStates(c, {3, kNoon, {}});
                    for (std::size_t i = 1; i < 4; ++i)
                        REQUIRE(next[i - 1].due <= next[i].due);
                }
            }
        }
    }
}

TEST_CASE("answers within one study day use the same-day formula", "[policy][day]")
{
    const auto sched = makeScheduler(noFuzz()); // days start at 04:00 UTC
    const auto evening = utcOf(5, 15, 23, 0, 0);
    const auto card = reviewCard(evening, 0, 10.0, 5.0);
    // 03:00 the next calendar day is still the same study day.
    const auto late = sched.answer(card, Rating::Good, {1, utcOf(5, 16, 3, 0, 0), {}});
    CHECK(late.elapsed_days == 0);
    CHECK(late.stability == sched.model().shortTermStability(10.0, Rating::Good));
    // After 04:00 it is a new day.
    const auto morning = sched.answer(card, Rating::Good, {1, utcOf(5, 16, 4, 30, 0), {}});
    CHECK(morning.elapsed_days == 1);
    // Due days count from the study day: answered at 03:00, due from 04:00 that morning
    // plus the interval.
    CHECK(late.due == utcOf(5, 15, 4, 0, 0) + late.scheduled_days * 86400);
}

TEST_CASE("due dates stay at the day start across DST changes", "[policy][dst]")
{
    auto settings = noFuzz();
    auto made = Scheduler::create(settings, test::centralEurope2024());
    REQUIRE(made.has_value());
    const auto& sched = *made;
    // Answered Saturday 30 March 2024, 23:00 CET, with a one-day interval coming up.
    const auto answered = utcOf(3, 30, 23, 0, 3600);
    core::ScheduleState card = reviewCard(answered, 1, 1.2, 5.0);
    for (Rating r : {Rating::Hard, Rating::Good, Rating::Easy}) {
        const auto next = sched.answer(card, r, {3, answered, {}});
        // Due at 04:00 local (CEST from 31 March) on the right day, not at 03:00 or 05:00.
        const auto due = next.due;
        const int localHour = static_cast<int>(((due + 7200) % 86400) / 3600);
        CHECK(localHour == 4);
        CHECK(sched.clock().dayIndex(due) == sched.clock().dayIndex(answered) + next.scheduled_days);
    }
    // Elapsed days across the autumn change: 26 Oct 22:00 CEST to 27 Oct 22:00 CET.
    const auto before = utcOf(10, 26, 22, 0, 7200);
    const auto after = utcOf(10, 27, 22, 0, 3600);
    CHECK(sched.clock().daysBetween(before, after) == 1);
}

TEST_CASE("without the same-day formula every answer is scheduled in days", "[policy]")
{
    auto settings = noFuzz();
    settings.enable_short_term = false;
    const auto sched = makeScheduler(settings);
    const auto p = sched.preview(test::newCard(kNoon), {1, kNoon, {}});
    int previous = 0;
    for (Rating r : {Rating::Again, Rating::Hard, Rating::Good, Rating::Easy}) {
        CHECK(p[r].next.state == CardState::Review);
        CHECK(p[r].next.scheduled_days > previous);
        previous = p[r].next.scheduled_days;
    }
    CHECK(p[Rating::Again].next.lapses == 0); // a first answer is no lapse
}

TEST_CASE("fuzz is seeded per card and review", "[policy][fuzz]")
{
    const auto sched = makeScheduler(); // fuzz on by default
    const auto card = reviewCard(kNoon, 30, 40.0, 5.0);
    const auto a = sched.answer(card, Rating::Good, {11, kNoon, {}});
    CHECK(a == sched.answer(card, Rating::Good, {11, kNoon, {}}));
    std::set<int> days;
    for (core::CardId id = 1; id <= 50; ++id)
        days.insert(sched.answer(card, Rating::Good, {id, kNoon, {}}).scheduled_days);
    CHECK(days.size() > 3);
}

TEST_CASE("load balancing picks the least busy day in the fuzz range", "[policy][balance]")
{
    auto settings = SchedulerSettings{};
    settings.load_balancing = true;
    const auto sched = makeScheduler(settings);
    const auto card = reviewCard(kNoon, 30, 40.0, 5.0);
    const auto plain = makeScheduler(noFuzz()).answer(card, Rating::Good, {5, kNoon, {}});
    const int quiet = plain.scheduled_days + 1;
    auto load = [quiet](int first, int last) {
        std::vector<long long> days;
        for (int day = first; day <= last; ++day)
            days.push_back(day == quiet ? 0 : 100);
        return days;
    };
    const auto balanced = sched.answer(card, Rating::Good, {5, kNoon, load});
    CHECK(balanced.scheduled_days == quiet);
    // Off by default: the histogram is ignored.
    const auto unbalanced = makeScheduler().answer(card, Rating::Good, {5, kNoon, load});
    CHECK(unbalanced == makeScheduler().answer(card, Rating::Good, {5, kNoon, {}}));
}

TEST_CASE("leeches are marked and suspended", "[policy][leech]")
{
    auto settings = noFuzz();
    const auto sched = makeScheduler(settings);
    auto card = reviewCard(kNoon, 10, 10.0, 5.0);
    card.lapses = 6;
    auto seventh = sched.answer(card, Rating::Again, {1, kNoon, {}});
    CHECK(seventh.lapses == 7);
    CHECK_FALSE(seventh.leech);
    card.lapses = 7;
    const auto eighth = sched.answer(card, Rating::Again, {1, kNoon, {}});
    CHECK(eighth.lapses == 8);
    CHECK(eighth.leech);
    CHECK(eighth.suspended);
    // Again every half threshold after it.
    card.lapses = 11;
    CHECK(sched.answer(card, Rating::Again, {1, kNoon, {}}).suspended);
    card.lapses = 10;
    CHECK_FALSE(sched.answer(card, Rating::Again, {1, kNoon, {}}).suspended);

    settings.leech_action = LeechAction::TagOnly;
    settings.leech_threshold = 3;
    card.lapses = 2;
    const auto tagged = makeScheduler(settings).answer(card, Rating::Again, {1, kNoon, {}});
    CHECK(tagged.leech);
    CHECK_FALSE(tagged.suspended);
}

// Undo itself (the saved state written back through SQLite, four levels deep) is tested in
// tests/service/test_study.cpp; it relies on what this checks: answers are pure, and == on a
// core::ScheduleState compares every field.
TEST_CASE("answers are pure and every schedule field takes part in the comparison", "[policy][undo]")
{
    const auto sched = makeScheduler();
    const Rating answers[] = {Rating::Good, Rating::Good, Rating::Again, Rating::Hard, Rating::Easy};
    std::vector<core::ScheduleState> states{test::newCard(kNoon)};
    std::vector<core::Timestamp> times{kNoon};
    for (Rating r : answers) {
        states.push_back(sched.answer(states.back(), r, {9, times.back(), {}}));
        times.push_back(std::max(times.back() + 600, states.back().due));
    }
    // From any earlier state, answering again gives exactly the later states.
    for (std::size_t from = 0; from < std::size(answers); ++from) {
        core::ScheduleState card = states[from];
        for (std::size_t i = from; i < std::size(answers); ++i)
            card = sched.answer(card, answers[i], {9, times[i], {}});
        CHECK(card == states.back());
    }

    const core::ScheduleState last = states.back();
    REQUIRE(last.last_review);
    const std::vector<std::function<void(core::ScheduleState&)>> changes = {
        [](core::ScheduleState& s) { s.state = CardState::Relearning; },
        [](core::ScheduleState& s) { s.due += 1; },
        [](core::ScheduleState& s) { s.stability = std::nextafter(s.stability, 1e9); },
        [](core::ScheduleState& s) { s.difficulty = std::nextafter(s.difficulty, 0.0); },
        [](core::ScheduleState& s) { s.step += 1; },
        [](core::ScheduleState& s) { s.reps += 1; },
        [](core::ScheduleState& s) { s.lapses += 1; },
        [](core::ScheduleState& s) { s.scheduled_days += 1; },
        [](core::ScheduleState& s) { s.elapsed_days += 1; },
        [](core::ScheduleState& s) { *s.last_review += 1; },
        [](core::ScheduleState& s) { s.last_review.reset(); },
        [](core::ScheduleState& s) { s.suspended = !s.suspended; },
        [](core::ScheduleState& s) { s.leech = !s.leech; },
        [](core::ScheduleState& s) { s.buried_until += 1; },
        [](core::ScheduleState& s) { s.flag = core::Flag::Purple; },
    };
    for (std::size_t i = 0; i < changes.size(); ++i) {
        core::ScheduleState changed = last;
        changes[i](changed);
        INFO("field change " << i);
        CHECK_FALSE(changed == last);
    }
}

TEST_CASE("retrievability falls from day to day", "[policy][property]")
{
    const auto sched = makeScheduler();
    const auto card = reviewCard(kNoon, 0, 5.0, 5.0);
    double previous = 1.1;
    for (int day = 0; day < 60; ++day) {
        const auto r = sched.retrievability(card, kNoon + day * 86400);
        REQUIRE(r.has_value());
        CHECK(*r < previous + (day == 0 ? 1.0 : 0.0));
        previous = *r;
    }
    CHECK_FALSE(sched.retrievability(core::ScheduleState{}, kNoon).has_value());
}

TEST_CASE("the default settings", "[policy][settings]")
{
    const SchedulerSettings s;
    CHECK(s.parameters == std::vector<double>(kDefaultWeights.begin(), kDefaultWeights.end()));
    CHECK(s.parameters.size() == 21);
    CHECK(s.desired_retention == 0.9);
    CHECK(s.maximum_interval == 36500);
    CHECK(s.learning_steps == Steps{1, 10});
    CHECK(s.relearning_steps == Steps{10});
    CHECK(s.enable_short_term);
    CHECK(s.enable_fuzz);
    CHECK_FALSE(s.load_balancing);
    CHECK(s.new_cards_per_day == 20);
    CHECK(s.reviews_per_day == 200);
    CHECK(s.day_start_hour == 4);
    CHECK(s.new_card_order == NewCardOrder::NoteOrder);
    CHECK(s.leech_threshold == 8);
    CHECK(s.leech_action == LeechAction::Suspend);
    CHECK(validate(s).has_value());
}

TEST_CASE("settings are validated", "[policy][settings]")
{
    SchedulerSettings s;
    CHECK(validate(s).has_value());
    s.desired_retention = 0.69;
    CHECK_FALSE(validate(s).has_value());
    s.desired_retention = 0.99;
    CHECK(validate(s).has_value());
    s.desired_retention = 0.70;
    CHECK(validate(s).has_value());
    s.parameters = {1, 2, 3};
    CHECK_FALSE(validate(s).has_value());
    s = {};
    s.day_start_hour = 24;
    CHECK_FALSE(validate(s).has_value());
    s = {};
    s.maximum_interval = 0;
    CHECK_FALSE(Scheduler::create(s, std::make_shared<core::FixedOffsetZone>()).has_value());
}

TEST_CASE("interval labels", "[policy][text]")
{
    CHECK(formatInterval(30) == "<1m");
    CHECK(formatInterval(60) == "1m");
    CHECK(formatInterval(600) == "10m");
    CHECK(formatInterval(3600) == "1h");
    CHECK(formatInterval(5400) == "1.5h");
    CHECK(formatIntervalDays(1) == "1d");
    CHECK(formatIntervalDays(29) == "29d");
    CHECK(formatIntervalDays(45) == "1.5mo");
    CHECK(formatIntervalDays(365) == "1y");
    CHECK(formatIntervalDays(500) == "1.4y");
}
