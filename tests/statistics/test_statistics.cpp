// computeStatistics() on a fabricated review log and hand-set card states at a pinned moment:
// every number checked against values worked out by hand (see the comments next to each).
#include "service/statistics/statistics.h"
#include "service/statistics/statistics_calendar.h"
#include "stats_fixture.h"

#include <catch2/catch.hpp>

#include <algorithm>
#include <cmath>

using namespace notedeck;
using core::CardState;
using core::Rating;
using testing::kNow;
using testing::localTime;

namespace {

constexpr core::Timestamp kDay = 86400;

// The forgetting curve with the default FSRS-6 decay, worked out independently of the model.
double curve(double days, double stability)
{
    const double decay = 0.1542;
    const double factor = std::pow(0.9, -1.0 / decay) - 1.0;
    return std::pow(1.0 + factor * days / stability, -decay);
}

core::ScheduleState reviewCard(double stability, double difficulty, core::Timestamp lastReview, core::Timestamp due,
                               int scheduledDays, int reps)
{
    core::ScheduleState s;
    s.state = CardState::Review;
    s.stability = stability;
    s.difficulty = difficulty;
    s.last_review = lastReview;
    s.due = due;
    s.scheduled_days = scheduledDays;
    s.reps = reps;
    return s;
}

// Study day boundaries are at 04:00 local (UTC+8); "today" is Saturday 2025-11-29.
core::Timestamp dayStart(int year, int month, int day) { return localTime(year, month, day, 4); }

void fabricate(testing::StatsDeck& t)
{
    // Cards as they are now.
    t.setSchedule(1, reviewCard(0.5, 1.0, localTime(2025, 11, 27, 12), dayStart(2025, 11, 28), 1, 5));   // overdue
    t.setSchedule(2, reviewCard(25, 5.5, localTime(2025, 11, 9, 12), dayStart(2025, 11, 30), 25, 3));    // tomorrow
    core::ScheduleState learning;
    learning.state = CardState::Learning;
    learning.stability = 1.0;
    learning.difficulty = 10.0;
    learning.last_review = localTime(2025, 11, 29, 10, 15);
    learning.due = kNow + 600;
    learning.reps = 2;
    t.setSchedule(3, learning);                                                                           // today
    t.setSchedule(5, reviewCard(400, 3.2, localTime(2025, 11, 19, 12), dayStart(2026, 3, 9), 110, 4));  // in 100 days
    auto suspended = reviewCard(10, 7.7, localTime(2025, 11, 20, 12), dayStart(2025, 11, 29), 10, 1);
    suspended.suspended = true;
    t.setSchedule(6, suspended);
    auto buried = reviewCard(2000, 2.0, localTime(2025, 11, 28, 12), dayStart(2025, 11, 29), 30, 6);
    buried.buried_until = dayStart(2025, 11, 30);
    t.setSchedule(7, buried);
    // Cards 4 and 8 stay new.

    // The log.
    t.answer(1, localTime(2025, 11, 29, 10, 0), CardState::Review, Rating::Good, 10);
    t.answer(2, localTime(2025, 11, 29, 10, 1), CardState::Review, Rating::Again, 20);
    t.answer(3, localTime(2025, 11, 29, 10, 5), CardState::New, Rating::Good, 30);
    t.answer(3, localTime(2025, 11, 29, 10, 15), CardState::Learning, Rating::Good, 5);
    t.answer(5, localTime(2025, 11, 29, 2, 0), CardState::Review, Rating::Hard, 12);    // before 04:00: the 28th
    t.answer(6, localTime(2025, 11, 28, 21, 0), CardState::New, Rating::Easy, 40);
    t.answer(1, localTime(2025, 11, 26, 20, 0), CardState::Review, Rating::Easy, 8);
    t.answer(5, localTime(2025, 11, 26, 20, 1), CardState::Review, Rating::Again, 25);
    t.answer(5, localTime(2025, 11, 26, 20, 5), CardState::Relearning, Rating::Good, 6);
    for (int day : {20, 21, 22})
        t.answer(7, localTime(2025, 11, day, 20, 0), CardState::Review, Rating::Good, 10);
    t.answer(2, localTime(2025, 10, 15, 20, 0), CardState::Review, Rating::Again, 15);
    t.answer(1, localTime(2024, 10, 1, 20, 0), CardState::Review, Rating::Good, 10);   // more than a year ago
}

const service::DayActivity& dayOf(const service::DeckStatistics& s, int year, int month, int day)
{
    const std::int64_t index = service::studyDayOf(year, month, day);
    const auto offset = index - s.days.front().day;
    REQUIRE(offset >= 0);
    REQUIRE(offset < static_cast<std::int64_t>(s.days.size()));
    return s.days[static_cast<std::size_t>(offset)];
}

} // namespace

TEST_CASE("statistics of a fabricated log: activity per study day", "[statistics]")
{
    testing::StatsDeck t;
    fabricate(t);
    auto stats = service::computeStatistics(t.deck(), {}, kNow);
    REQUIRE(stats);
    const auto& s = *stats;

    CHECK(s.todayDate == service::CalendarDate{2025, 11, 29, 5});
    CHECK(s.today == service::studyDayOf(2025, 11, 29));
    CHECK(s.dayStartHour == 4);
    CHECK(s.desiredRetention == Approx(0.9));

    // The heatmap: 365 days ending today.
    REQUIRE(s.days.size() == 365);
    CHECK(s.days.back().date.iso() == "2025-11-29");
    CHECK(s.days.front().date.iso() == "2024-11-30");

    const auto& today = dayOf(s, 2025, 11, 29);
    CHECK(today.answers == 4);
    CHECK(today.byRating == std::array<int, 4>{1, 0, 3, 0});
    CHECK(today.newCards == 1);
    CHECK(today.learning == 1);
    CHECK(today.reviews == 2);
    CHECK(today.lapses == 1);
    CHECK(today.studyMs == 65'000);

    // 02:00 on the 29th still belongs to the 28th.
    const auto& yesterday = dayOf(s, 2025, 11, 28);
    CHECK(yesterday.answers == 2);
    CHECK(yesterday.byRating == std::array<int, 4>{0, 1, 0, 1});
    CHECK(yesterday.newCards == 1);
    CHECK(yesterday.reviews == 1);
    CHECK(yesterday.studyMs == 52'000);

    CHECK(dayOf(s, 2025, 11, 27).answers == 0);
    const auto& wednesday = dayOf(s, 2025, 11, 26);
    CHECK(wednesday.answers == 3);
    CHECK(wednesday.byRating == std::array<int, 4>{1, 0, 1, 1});
    CHECK(wednesday.learning == 1);   // the relearning step
    CHECK(wednesday.reviews == 2);
    CHECK(wednesday.lapses == 1);
    CHECK(wednesday.studyMs == 39'000);
    CHECK(wednesday.date.weekday == 2);
    for (int day : {20, 21, 22}) {
        CHECK(dayOf(s, 2025, 11, day).answers == 1);
        CHECK(dayOf(s, 2025, 11, day).byRating[2] == 1);
    }
    CHECK(dayOf(s, 2025, 10, 15).byRating[0] == 1);

    int total = 0;
    for (const auto& d : s.days)
        total += d.answers;
    CHECK(total == 13);   // the answer of 2024-10-01 is older than the year shown
}

TEST_CASE("statistics of a fabricated log: streak, totals and true retention", "[statistics]")
{
    testing::StatsDeck t;
    fabricate(t);
    auto stats = service::computeStatistics(t.deck(), {}, kNow);
    REQUIRE(stats);
    const auto& s = *stats;

    // Today and yesterday, then a gap on the 27th; the 20th–22nd was the longest run.
    CHECK(s.streak.current == 2);
    CHECK(s.streak.studiedToday);
    CHECK(s.streak.longestInYear == 3);

    const auto& t2 = s.totals;
    CHECK(t2.answersPastYear == 13);
    CHECK(t2.daysStudiedPastYear == 7);
    CHECK(t2.studyMsPastYear == 201'000);
    CHECK(t2.averageAnswersPerStudyDay == Approx(13.0 / 7));
    REQUIRE(t2.averageSecondsPerAnswer);
    CHECK(*t2.averageSecondsPerAnswer == Approx(201.0 / 13));
    CHECK(t2.answersToday == 4);
    CHECK(t2.newCardsToday == 1);
    CHECK(t2.studyMsToday == 65'000);
    REQUIRE(t2.firstStudyDay);
    CHECK(t2.firstStudyDay->iso() == "2024-10-01");
    CHECK(t2.answersAllTime == 5 + 3 + 2 + 4 + 1 + 6);
    CHECK(t2.cards == 8);
    CHECK(t2.studiedCards == 6);

    // Answers to cards in review: this week 5 (3 passed), last week 3 (3), in October 1 (0).
    REQUIRE(s.weeklyRetention.size() == 52);
    const auto& thisWeek = s.weeklyRetention.back();
    CHECK(thisWeek.start.iso() == "2025-11-24");
    CHECK(thisWeek.start.weekday == 0);
    CHECK(thisWeek.lastDay == s.today);
    CHECK(thisWeek.reviews == 5);
    CHECK(thisWeek.passed == 3);
    CHECK(*thisWeek.retention() == Approx(0.6));
    const auto& lastWeek = s.weeklyRetention[50];
    CHECK(lastWeek.start.iso() == "2025-11-17");
    CHECK(lastWeek.reviews == 3);
    CHECK(*lastWeek.retention() == Approx(1.0));
    CHECK_FALSE(s.weeklyRetention[49].retention());
    CHECK(s.weeklyRetention.front().start.iso() == "2024-12-02");

    REQUIRE(s.monthlyRetention.size() == 12);
    CHECK(s.monthlyRetention.back().start.iso() == "2025-11-01");
    CHECK(s.monthlyRetention.back().reviews == 8);
    CHECK(*s.monthlyRetention.back().retention() == Approx(0.75));
    CHECK(s.monthlyRetention[10].start.iso() == "2025-10-01");
    CHECK(s.monthlyRetention[10].lastDay == service::studyDayOf(2025, 10, 31));
    CHECK(*s.monthlyRetention[10].retention() == Approx(0.0));
    CHECK_FALSE(s.monthlyRetention[9].retention());
    CHECK(s.monthlyRetention.front().start.iso() == "2024-12-01");

    REQUIRE(t2.trueRetentionMonth);
    CHECK(*t2.trueRetentionMonth == Approx(0.75));
    REQUIRE(t2.trueRetentionYear);
    CHECK(*t2.trueRetentionYear == Approx(6.0 / 9));

    // Too few answers to learn the user's habits: the simulator's defaults.
    CHECK_FALSE(s.habits.costsFromLog);
    CHECK_FALSE(s.habits.ratingsFromLog);
    CHECK(s.habits.newCardsSeen == 2);
    CHECK(s.habits.reviewsSeen == 9);
}

TEST_CASE("statistics of a fabricated log: states, forecast and distributions", "[statistics]")
{
    testing::StatsDeck t;
    fabricate(t);
    auto stats = service::computeStatistics(t.deck(), {}, kNow);
    REQUIRE(stats);
    const auto& s = *stats;

    CHECK(s.states.fresh == 2);
    CHECK(s.states.learning == 1);
    CHECK(s.states.relearning == 0);
    CHECK(s.states.young == 1);
    CHECK(s.states.mature == 2);
    CHECK(s.states.suspended == 1);
    CHECK(s.states.buried == 1);
    CHECK(s.states.total() == 8);

    // Today: card 1 (overdue) and card 3 (learning, in ten minutes); tomorrow: card 2 and the
    // buried card 7; card 5 in 100 days; the suspended card 6 not at all.
    REQUIRE(s.forecast.size() == 90);
    CHECK(s.forecast[0].date.iso() == "2025-11-29");
    CHECK(s.forecast[0].review == 1);
    CHECK(s.forecast[0].learning == 1);
    CHECK(s.forecast[1].review == 2);
    CHECK(s.forecast[1].learning == 0);
    int forecastTotal = 0;
    for (const auto& f : s.forecast)
        forecastTotal += f.total();
    CHECK(forecastTotal == 4);
    // Due today counts review cards (the learning card 3 is learning); due tomorrow is the
    // forecast's tomorrow, and tomorrow lets in both new cards 4 and 8.
    CHECK(s.totals.dueToday == 1);
    CHECK(s.totals.overdue == 1);
    CHECK(s.totals.dueTomorrow == 2);
    CHECK(s.totals.dueTomorrow == s.forecast[1].total());
    CHECK(s.totals.newTomorrow == 2);
    CHECK(s.totals.dueLater == 1);

    // Stability 0.5, 25, 1, 400, 10, 2000 days.
    CHECK(s.stability.edges.size() == 21);
    CHECK(std::isinf(s.stability.edges.back()));
    std::vector<int> stability(20, 0);
    for (std::size_t i : {0u, 8u, 1u, 16u, 6u, 19u})
        stability[i] += 1;
    CHECK(s.stability.counts == stability);
    // Difficulty 1.0, 5.5, 10, 3.2, 7.7, 2.0 (10 falls in the last bucket).
    CHECK(s.difficulty.counts == std::vector<int>{1, 1, 1, 0, 1, 0, 1, 0, 1});

    // Retrievability now, in whole study days since the last answer.
    const double r1 = curve(2, 0.5), r2 = curve(20, 25), r3 = 1.0, r5 = curve(10, 400), r6 = curve(9, 10),
                 r7 = curve(1, 2000);
    std::vector<int> retrievability(20, 0);
    for (double r : {r1, r2, r3, r5, r6, r7})
        retrievability[static_cast<std::size_t>(std::min(19, static_cast<int>(r * 20)))] += 1;
    CHECK(s.retrievability.counts == retrievability);
    CHECK(s.retrievability.total() == 6);
    CHECK(*s.totals.averageRetrievability == Approx((r1 + r2 + r3 + r5 + r6 + r7) / 6).epsilon(1e-6));
    CHECK(*s.totals.averageStability == Approx((0.5 + 25 + 1 + 400 + 10 + 2000) / 6.0));
    CHECK(*s.totals.averageDifficulty == Approx((1.0 + 5.5 + 10 + 3.2 + 7.7 + 2.0) / 6));

    // Mastery per chapter: new cards count 0; mastered means a review card with R >= 0.9 now and
    // a stability of at least 21 days (card 3 is learning, card 6's stability is 10 days).
    REQUIRE(s.chapters.size() == 2);
    const auto& a = s.chapters[0];
    CHECK(a.deck.display() == "第一部分 › 章 A");
    CHECK(a.cards == 4);
    CHECK(a.studied == 3);
    CHECK(a.mastered == 1);   // card 2 (r1 is about 0.8; card 3 is still learning)
    CHECK(a.expectedRecall == Approx((r1 + r2 + r3) / 4).epsilon(1e-6));
    CHECK(*a.averageRetrievability == Approx((r1 + r2 + r3) / 3).epsilon(1e-6));
    CHECK(a.masteredShare() == Approx(0.25));
    const auto& b = s.chapters[1];
    CHECK(b.deck.display() == "第一部分 › 章 B");
    CHECK(b.mastered == 2);   // cards 5 and 7 (card 6 is suspended, and stable for 10 days only)
    CHECK(b.expectedRecall == Approx((r5 + r6 + r7) / 4).epsilon(1e-6));
    CHECK(b.masteredShare() == Approx(0.5));

    // The tree, each node before its children.
    REQUIRE(s.decks.size() == 6);
    CHECK(s.decks[0].deck.empty());
    CHECK(s.decks[0].depth == -1);
    CHECK(s.decks[0].cards == 8);
    CHECK(s.decks[0].mastered == 3);
    CHECK(s.decks[1].deck.display() == "第一部分");
    CHECK(s.decks[2].deck.display() == "第一部分 › 章 A");
    CHECK(s.decks[3].deck.display() == "第一部分 › 章 A › 节 1");
    CHECK(s.decks[3].depth == 2);
    CHECK(s.decks[3].cards == 2);
    CHECK(s.decks[3].mastered == 1);
    CHECK(s.decks[4].deck.display() == "第一部分 › 章 A › 节 2");
    CHECK(s.decks[5].deck.display() == "第一部分 › 章 B");
}

TEST_CASE("an empty history gives zeros and no retention", "[statistics]")
{
    testing::StatsDeck t;
    auto stats = service::computeStatistics(t.deck(), {}, kNow);
    REQUIRE(stats);
    CHECK(stats->streak.current == 0);
    CHECK_FALSE(stats->streak.studiedToday);
    CHECK(stats->totals.answersPastYear == 0);
    CHECK_FALSE(stats->totals.firstStudyDay);
    CHECK_FALSE(stats->totals.trueRetentionYear);
    CHECK_FALSE(stats->totals.averageRetrievability);
    CHECK(stats->states.fresh == 8);
    CHECK(stats->retrievability.total() == 0);
    CHECK(stats->chapters.size() == 2);
    CHECK(stats->chapters[0].expectedRecall == 0.0);
    CHECK_FALSE(stats->chapters[0].averageRetrievability);
}

TEST_CASE("the streak survives until the day ends and reaches back beyond the year", "[statistics]")
{
    testing::StatsDeck t;
    // One answer every evening for 400 days, up to yesterday.
    for (int back = 1; back <= 400; ++back)
        t.answer(1 + back % 8, localTime(2025, 11, 28, 21) - (back - 1) * kDay, CardState::Review, Rating::Good, 5);
    auto stats = service::computeStatistics(t.deck(), {}, kNow);
    REQUIRE(stats);
    CHECK_FALSE(stats->streak.studiedToday);
    CHECK(stats->streak.current == 400);
    CHECK(stats->streak.longestInYear == 364);   // today has no answer yet

    // One chapter counts only its cards 1–4: answered 1, 2 and 3 days ago (cards 2, 3, 4), not 4
    // days ago (card 5).
    auto chapter = service::computeStatistics(t.deck(), core::DeckPath({"第一部分", "章 A"}), kNow);
    REQUIRE(chapter);
    CHECK(chapter->streak.current == 3);
    CHECK(chapter->streak.longestInYear == 4);   // back % 8 in {0, 1, 2, 3}: four days in a row
}

TEST_CASE("the user's habits come from the log once it has enough answers", "[statistics]")
{
    testing::StatsDeck t;
    // 40 new cards answered (first answer 20 s + one learning step 10 s), 80 reviews recalled
    // (8 s each; 20 Hard, 50 Good, 10 Easy), 20 lapses (15 s + a 5 s relearning step).
    core::Timestamp at = localTime(2025, 11, 1, 20);
    for (int i = 0; i < 40; ++i) {
        t.answer(1, at += 60, CardState::New, i < 10 ? Rating::Again : Rating::Good, 20);
        t.answer(1, at += 60, CardState::Learning, Rating::Good, 10);
    }
    for (int i = 0; i < 80; ++i)
        t.answer(2, at += 60, CardState::Review, i < 20 ? Rating::Hard : i < 70 ? Rating::Good : Rating::Easy, 8);
    for (int i = 0; i < 20; ++i) {
        t.answer(3, at += 60, CardState::Review, Rating::Again, 15);
        t.answer(3, at += 60, CardState::Relearning, Rating::Good, 5);
    }
    auto stats = service::computeStatistics(t.deck(), {}, kNow);
    REQUIRE(stats);
    const auto& h = stats->habits;
    CHECK(h.costsFromLog);
    CHECK(h.ratingsFromLog);
    CHECK(h.newCardsSeen == 40);
    CHECK(h.reviewsSeen == 100);
    CHECK(h.costs.newCard == Approx(30.0));
    CHECK(h.costs.review == Approx(8.0));
    CHECK(h.costs.lapse == Approx(20.0));
    CHECK(h.ratings.firstAnswer[0] == Approx(0.25));
    CHECK(h.ratings.firstAnswer[2] == Approx(0.75));
    CHECK(h.ratings.recalled[0] == Approx(0.25));
    CHECK(h.ratings.recalled[1] == Approx(0.625));
    CHECK(h.ratings.recalled[2] == Approx(0.125));
}

TEST_CASE("statistics of a fabricated log: what the charts draw beyond the values", "[statistics][charts]")
{
    testing::StatsDeck t;
    fabricate(t);
    auto stats = service::computeStatistics(t.deck(), {}, kNow);
    REQUIRE(stats);
    const auto& s = *stats;

    // The heatmap's levels: the seven days studied have 1, 1, 1, 1, 2, 3 and 4 answers; level l
    // reaches up to the day at rank ceil(7 l / 4): ranks 2, 4, 6 and 7 → 1, 1, 3, 4 answers.
    CHECK(s.heat.upper == std::array<int, service::kHeatLevels>{0, 1, 1, 3, 4});
    CHECK(s.heat.levelOf(0) == 0);
    CHECK(s.heat.levelOf(1) == 1);
    CHECK(s.heat.levelOf(2) == 3);   // level 2 holds no day: its range is empty
    CHECK(s.heat.levelOf(3) == 3);
    CHECK(s.heat.levelOf(4) == 4);
    CHECK(s.heat.levelOf(40) == 4);
    CHECK(dayOf(s, 2025, 11, 29).level == 4);
    CHECK(dayOf(s, 2025, 11, 28).level == 3);
    CHECK(dayOf(s, 2025, 11, 26).level == 3);
    CHECK(dayOf(s, 2025, 11, 21).level == 1);
    CHECK(dayOf(s, 2025, 11, 27).level == 0);

    // The last 30 days: everything but the answer of 15 October (and the one over a year ago).
    REQUIRE(s.activity.size() == 3);
    const service::ActivityWindow* month = service::activityWindow(s, 30);
    REQUIRE(month);
    CHECK(month->answers == 12);
    CHECK(month->maxAnswers == 4);
    CHECK(month->studyMs == 186'000);
    CHECK(month->maxStudyMs == 65'000);
    CHECK(month->meanAnswersPerDay == Approx(12.0 / 30));
    CHECK(month->meanMinutesPerDay == Approx(186.0 / 60 / 30));
    const service::ActivityWindow* year = service::activityWindow(s, 365);
    REQUIRE(year);
    CHECK(year->answers == 13);
    CHECK(year->studyMs == 201'000);
    CHECK(service::activityWindow(s, 90)->answers == 13);
    CHECK(service::activityWindow(s, 7) == nullptr);

    // The forecast: two cards today, two tomorrow, card 5 beyond the 90 days.
    REQUIRE(s.forecastWindows.size() == 2);
    for (int days : {30, 90}) {
        const service::ForecastWindow* w = service::forecastWindow(s, days);
        REQUIRE(w);
        CHECK(w->due == 4);
        CHECK(w->maxDue == 2);
        CHECK(w->meanDuePerDay == Approx(4.0 / days));
    }

    // True retention: the first week with reviews is the one of 13 October (index 45), but the
    // chart shows at least the last 8 weeks (from index 44); shown: 0/1, 3/3 and 3/5.
    CHECK(s.weeklyRange.firstShown == 44);
    CHECK(*s.weeklyRange.lowest == Approx(0.0));
    CHECK(*s.weeklyRange.highest == Approx(1.0));
    CHECK(*s.weeklyRange.mean == Approx(6.0 / 9));
    // Months: October (index 10) is the first with reviews; at least 3 months: from September.
    CHECK(s.monthlyRange.firstShown == 9);
    CHECK(*s.monthlyRange.lowest == Approx(0.0));
    CHECK(*s.monthlyRange.highest == Approx(0.75));
    CHECK(*s.monthlyRange.mean == Approx(6.0 / 9));

    // The tallest bars of the histograms.
    CHECK(s.stability.peak == 1);
    CHECK(s.difficulty.peak == 1);
    CHECK(s.retrievability.peak == *std::max_element(s.retrievability.counts.begin(), s.retrievability.counts.end()));
    CHECK(s.retrievability.peak >= 1);

    // Mastery per chapter is the share of its cards mastered; its range.
    REQUIRE(s.chapters.size() == 2);
    const double a = s.chapters[0].masteredShare(), b = s.chapters[1].masteredShare();
    CHECK(a == Approx(0.25));
    CHECK(b == Approx(0.5));
    REQUIRE(s.lowestMastery);
    REQUIRE(s.highestMastery);
    CHECK(*s.lowestMastery == Approx(std::min(a, b)));
    CHECK(*s.highestMastery == Approx(std::max(a, b)));
}

TEST_CASE("an empty history has no heat, no retention range and no mastery", "[statistics][charts]")
{
    testing::StatsDeck t;
    auto stats = service::computeStatistics(t.deck(), {}, kNow);
    REQUIRE(stats);
    CHECK(stats->heat.upper == std::array<int, service::kHeatLevels>{});
    for (const auto& day : stats->days)
        CHECK(day.level == 0);
    CHECK(service::activityWindow(*stats, 365)->maxAnswers == 0);
    CHECK_FALSE(stats->weeklyRange.lowest);
    CHECK_FALSE(stats->weeklyRange.mean);
    CHECK(stats->weeklyRange.firstShown == service::kRetentionWeeks - service::kRetentionWeeksShown);
    CHECK_FALSE(stats->lowestMastery);
}
