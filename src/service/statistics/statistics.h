#pragma once
// The numbers of the statistics view, for everything or one part of the deck tree: activity per
// study day over the past year, the forecast of due cards, true retention per week and month,
// card counts by state, distributions of stability, difficulty and retrievability, mastery per
// chapter, the streak and totals. Everything is computed here; the view only draws the values.
//
// computeStatistics() only reads the deck (a handful of queries, about 0.1–0.3 s for a deck of
// 100,000 cards and 1,000,000 answers). Run it on a worker thread with a Deck of its own
// (Deck::open read-only; a Deck is used by one thread at a time) and hand the DeckStatistics
// value to the GUI thread.
// See docs/statistics.md for the definition of every number.
#include "core/deck_path.h"
#include "core/result.h"
#include "core/types.h"
#include "service/deck/deck.h"
#include "service/deck/deck_overview.h"
#include "service/deck/mastery.h"
#include "service/statistics/statistics_calendar.h"
#include "service/statistics/statistics_habits.h"

#include <array>
#include <cstdint>
#include <optional>
#include <vector>

namespace notedeck::service {

// One study day of the past year.
struct DayActivity {
    std::int64_t day = 0;           // study-day index (core::DayClock::dayIndex)
    CalendarDate date;
    int answers = 0;                // every answer that day
    std::array<int, 4> byRating{};  // answers rated Again, Hard, Good, Easy
    int newCards = 0;               // first answers to new cards
    int learning = 0;               // answers to cards in learning or relearning steps
    int reviews = 0;                // answers to cards in review
    int lapses = 0;                 // of which Again
    std::int64_t studyMs = 0;       // time spent on the cards
    int level = 0;                  // the heatmap's colour level (HeatScale::levelOf(answers))
};

// The calendar heatmap's colour levels: 0 for a day without answers, then 1 … 4 by the quartiles
// of the answers on the days studied in the past year, so that a few heavy days (a first import
// learnt at once) do not wash the rest out.
inline constexpr int kHeatLevels = 5;
struct HeatScale {
    // upper[l]: the most answers a day of level l has; upper[0] = 0 and upper[4] is the busiest
    // day. Level l > 0 holds the days with upper[l - 1] + 1 … upper[l] answers (none when
    // upper[l - 1] == upper[l]).
    std::array<int, kHeatLevels> upper{};
    int levelOf(int answers) const;
};

// The last `days` study days (today included) as the per-day charts draw them: the tallest bars
// (the value axes' data range) and the means per calendar day.
struct ActivityWindow {
    int days = 0;                   // 30, 90 or 365
    int answers = 0;
    int maxAnswers = 0;             // the busiest day's answers
    std::int64_t studyMs = 0;
    std::int64_t maxStudyMs = 0;    // the longest day's study time
    double meanAnswersPerDay = 0;   // answers / days, days without study counting 0
    double meanMinutesPerDay = 0;
};

// The next `days` study days of the forecast (today first).
struct ForecastWindow {
    int days = 0;                   // 30 or 90
    int due = 0;                    // cards due over these days, today's overdue ones included
    int maxDue = 0;                 // the busiest day (the tallest stacked bar)
    double meanDuePerDay = 0;
};

// Cards due on one day from today on.
struct ForecastDay {
    std::int64_t day = 0;
    CalendarDate date;
    int review = 0;     // review cards; on day 0 the overdue ones are included
    int learning = 0;   // cards in learning or relearning steps
    int total() const { return review + learning; }
};

// True retention over a week (Monday to Sunday) or a calendar month: the share of answers to
// cards in review that were not Again.
struct RetentionPeriod {
    std::int64_t firstDay = 0;
    std::int64_t lastDay = 0;       // inclusive; the current period ends today
    CalendarDate start;
    int reviews = 0;
    int passed = 0;
    std::optional<double> retention() const
    {
        return reviews > 0 ? std::optional<double>(static_cast<double>(passed) / reviews) : std::nullopt;
    }
};

// The part of a row of weeks or months the true-retention chart shows, and the range of its values.
struct RetentionRange {
    std::size_t firstShown = 0;             // the first period with reviews, but at least the last few
    std::optional<double> lowest;           // the lowest retention of the periods shown
    std::optional<double> highest;
    std::optional<double> mean;             // passed / reviews over the periods shown
};

// Active cards by what they are now; each card counts once, suspended and buried ones apart
// (service::countedAs: the same counts as the tree's), review cards split by interval.
struct CardStateCounts {
    int fresh = 0;        // never answered
    int learning = 0;
    int relearning = 0;
    int young = 0;        // in review with an interval under 21 days
    int mature = 0;       // in review with an interval of 21 days or more
    int suspended = 0;
    int buried = 0;       // hidden until the next study day
    int total() const { return fresh + learning + relearning + young + mature + suspended + buried; }
};

// Counts of values in buckets [edges[i], edges[i + 1]); the last bucket includes its upper edge,
// which may be infinity (an open-ended "more than" bucket).
struct Histogram {
    std::vector<double> edges;
    std::vector<int> counts;
    int peak = 0;                   // the largest count (the tallest bar)
    int total() const;
};

// How well one deck node is known now. Cards are the active cards of the node and below it.
struct DeckMastery {
    core::DeckPath deck;
    int depth = 0;                  // components in the path minus one (0: a part; -1: the whole deck)
    int cards = 0;
    int studied = 0;                // with a memory state
    int mastered = 0;               // mastered now (isMastered: review cards, R >= 0.9, S >= 21 days)
    // Mean retrievability now, new cards counting 0: the share of the node you would recall.
    double expectedRecall = 0;
    // Mean retrievability now over the studied cards only.
    std::optional<double> averageRetrievability;
    // mastered / cards: the node's mastery, as the tree, the overview and the chapter bars show it.
    double masteredShare() const { return cards > 0 ? static_cast<double>(mastered) / cards : 0.0; }
};

struct Streak {
    // Consecutive study days with at least one answer, ending today — or yesterday when nothing
    // has been answered yet today (the day is not over).
    int current = 0;
    bool studiedToday = false;
    // The longest run within the past year (days before it are not looked at).
    int longestInYear = 0;
};

struct StatisticsTotals {
    int cards = 0;                          // active cards in scope
    int studiedCards = 0;                   // of which with a memory state
    std::int64_t answersAllTime = 0;        // answers given to these cards (their review counts)
    std::optional<CalendarDate> firstStudyDay;   // the day of the first answer in scope
    int answersPastYear = 0;
    std::int64_t studyMsPastYear = 0;
    int daysStudiedPastYear = 0;
    double averageAnswersPerStudyDay = 0;   // past year, over the days studied
    std::optional<double> averageSecondsPerAnswer;   // past year
    int answersToday = 0;
    int newCardsToday = 0;
    std::int64_t studyMsToday = 0;
    std::optional<double> trueRetentionMonth;   // the last 30 days, today included
    std::optional<double> trueRetentionYear;    // the past year
    std::optional<double> averageStability;     // days, over studied cards
    std::optional<double> averageDifficulty;
    std::optional<double> averageRetrievability;
    // Due today, due tomorrow and the new cards tomorrow lets in, as card_counts.h defines them
    // (CardCounts::due, DueTomorrow): the numbers the tree, the overview and the end of a session show.
    int dueToday = 0;        // review cards due before today's study day ends, overdue included
    int overdue = 0;         // review cards that were due before today
    int dueTomorrow = 0;     // cards that come due during tomorrow's study day (forecast day 1)
    int newTomorrow = 0;     // new cards tomorrow's new-card limit lets in
    int dueLater = 0;        // due after the forecast's last day
};

struct DeckStatistics {
    core::DeckPath scope;                   // empty: the whole deck
    core::Timestamp now = 0;
    std::int64_t today = 0;                 // study-day index of `now`
    CalendarDate todayDate;
    int dayStartHour = 4;
    double desiredRetention = 0.9;

    // The past year: 365 study days, oldest first, today last. The heatmap draws `answers`; the
    // last 30 / 90 / 365 entries give the per-day charts (stacked by rating, study time).
    std::vector<DayActivity> days;
    // 90 days from today (today first); the 30-day chart draws the first 30.
    std::vector<ForecastDay> forecast;
    // 52 weeks and 12 calendar months, oldest first, the current (partial) one last.
    std::vector<RetentionPeriod> weeklyRetention;
    std::vector<RetentionPeriod> monthlyRetention;
    // What of them the chart shows: from the first week (month) with reviews, at least the last
    // kRetentionWeeksShown weeks (kRetentionMonthsShown months), and the range of their values.
    RetentionRange weeklyRange;
    RetentionRange monthlyRange;
    HeatScale heat;                           // the heatmap's levels; each day carries its own
    std::vector<ActivityWindow> activity;     // the last 30, 90 and 365 days
    std::vector<ForecastWindow> forecastWindows;   // the next 30 and 90 days
    CardStateCounts states;
    Histogram stability;          // days: 0, 1, 2, 3, 5, 7, 10, 14, 21, 30, 45, 60, 90, 120, 180, 270, 365, 540, 730, 1095, ∞
    Histogram difficulty;         // 1, 2, …, 10
    Histogram retrievability;     // 0, 0.05, …, 1
    // The chapter bars: the deck nodes one level below the scope, at least at chapter level
    // (part › chapter), in note order.
    std::vector<DeckMastery> chapters;
    // The range of the chapters' mastery (masteredShare) over the chapters with studied cards;
    // empty when no chapter has a studied card.
    std::optional<double> lowestMastery;
    std::optional<double> highestMastery;
    // Every deck node in scope in tree order, the scope itself first (for a tree's tooltips).
    std::vector<DeckMastery> decks;
    Streak streak;
    StatisticsTotals totals;
    ReviewHabits habits;
};

inline constexpr int kActivityDays = 365;
inline constexpr int kForecastDays = 90;
inline constexpr int kRetentionWeeks = 52;
inline constexpr int kRetentionMonths = 12;
inline constexpr std::size_t kRetentionWeeksShown = 8;
inline constexpr std::size_t kRetentionMonthsShown = 3;
// The spans of days the per-day charts offer.
inline constexpr std::array<int, 3> kActivityWindows{30, 90, 365};
inline constexpr std::array<int, 2> kForecastWindows{30, 90};
// What counts as mastered is isMastered (service/deck/mastery.h), shared with the deck overview.
// Intervals of this many days or more make a review card "mature".
inline constexpr int kMatureInterval = 21;

// The statistics of `scope` (empty: the whole deck) at `now`, in the study days of `scheduler`'s
// clock (day-start hour, the user's time zone).
// The window of `stats.activity` (`stats.forecastWindows`) of `days` days; nullptr when there is none.
const ActivityWindow* activityWindow(const DeckStatistics& stats, int days);
const ForecastWindow* forecastWindow(const DeckStatistics& stats, int days);

core::Result<DeckStatistics> computeStatistics(Deck& deck, const core::DeckPath& scope, core::Timestamp now);

} // namespace notedeck::service
