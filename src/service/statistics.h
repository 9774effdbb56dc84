#pragma once
// The numbers of the statistics view, for everything or one part of the deck tree: activity per
// study day over the past year, the forecast of due cards, true retention per week and month,
// card counts by state, distributions of stability, difficulty and retrievability, mastery per
// chapter, the streak and totals. Everything is computed here; the view only draws the values.
//
// computeStatistics() only reads the deck (a handful of queries, about 0.1–0.3 s for a deck of
// 100,000 cards and 1,000,000 answers). Run it on a worker thread with a DeckStore of its own
// (DeckStore::openReadOnly; a store is used by one thread at a time) and hand the DeckStatistics
// value to the GUI thread.
// See docs/statistics.md for the definition of every number.
#include "core/deck_path.h"
#include "core/result.h"
#include "core/types.h"
#include "scheduler/scheduler.h"
#include "service/deck_overview.h"
#include "service/statistics_calendar.h"
#include "service/statistics_habits.h"

#include <array>
#include <cstdint>
#include <optional>
#include <vector>

namespace notedeck::storage {
class DeckStore;
}

namespace notedeck::service {

// One study day of the past year.
struct DayActivity {
    std::int64_t day = 0;           // study-day index (scheduler::DayClock::dayIndex)
    CalendarDate date;
    int answers = 0;                // every answer that day
    std::array<int, 4> byRating{};  // answers rated Again, Hard, Good, Easy
    int newCards = 0;               // first answers to new cards
    int learning = 0;               // answers to cards in learning or relearning steps
    int reviews = 0;                // answers to cards in review
    int lapses = 0;                 // of which Again
    std::int64_t studyMs = 0;       // time spent on the cards
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

// Active cards by what they are now; each card counts once, suspended and buried ones apart.
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
    int total() const;
};

// How well one deck node is known now. Cards are the active cards of the node and below it.
struct DeckMastery {
    core::DeckPath deck;
    int depth = 0;                  // components in the path minus one (0: a part; -1: the whole deck)
    int cards = 0;
    int studied = 0;                // with a memory state
    int mastered = 0;               // retrievability now >= 0.9
    // Mean retrievability now, new cards counting 0: the share of the node you would recall.
    double expectedRecall = 0;
    // Mean retrievability now over the studied cards only.
    std::optional<double> averageRetrievability;
    // mastered / cards: the tree's tooltip calls this the node's mastery.
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
    int dueToday = 0;        // review and learning cards due by the end of today, overdue included
    int overdue = 0;         // review cards that were due before today
    int dueTomorrow = 0;
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
    CardStateCounts states;
    Histogram stability;          // days: 0, 1, 2, 3, 5, 7, 10, 14, 21, 30, 45, 60, 90, 120, 180, 270, 365, 540, 730, 1095, ∞
    Histogram difficulty;         // 1, 2, …, 10
    Histogram retrievability;     // 0, 0.05, …, 1
    // The chapter bars: the deck nodes one level below the scope, at least at chapter level
    // (part › chapter), in note order.
    std::vector<DeckMastery> chapters;
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
// kMasteredRetrievability (R now >= 0.9 counts as mastered) is the deck overview's, shared.
// Intervals of this many days or more make a review card "mature".
inline constexpr int kMatureInterval = 21;

// The statistics of `scope` (empty: the whole deck) at `now`, in the study days of `scheduler`'s
// clock (day-start hour, the user's time zone).
core::Result<DeckStatistics> computeStatistics(storage::DeckStore& deck, const scheduler::Scheduler& scheduler,
                                               const core::DeckPath& scope, core::Timestamp now);

} // namespace notedeck::service
