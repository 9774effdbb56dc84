#pragma once
// The workload simulator on the user's own deck: the cards as they are now, the deck's FSRS
// parameters and daily limits, and the user's own answer times and rating habits from the review
// log. Two questions:
//   - which desired retention? simulateDeckWorkload() plays the next year at each retention of
//     scheduler::retentionGrid() (0.70 … 0.97) and reports reviews and minutes per day and the
//     share remembered;
//   - "interview on DATE": forecastInterview() gives the expected recall on that date per chapter
//     with the current settings, and with more new cards per day or a higher retention, so the user
//     sees what daily load would raise it.
//
// Both read the deck once and then simulate for up to a few seconds: run them on a worker thread
// with a Deck of its own (opened read-only); cancel through the request's stop token
// (e.g. a std::jthread's); a cancelled run fails with the message "cancelled".
#include "core/deck_path.h"
#include "core/preset_rows.h"
#include "core/result.h"
#include "core/types.h"
#include "core/workload_simulation.h"
#include "service/deck/deck.h"
#include "service/statistics/statistics_calendar.h"
#include "service/statistics/statistics_habits.h"

#include <cstdint>
#include <functional>
#include <optional>
#include <stop_token>
#include <vector>

namespace notedeck::service {

struct WorkloadRequest {
    int days = 365;
    std::uint64_t seed = 20240601;
    // Empty: scheduler::retentionGrid() and the deck's own desired retention, in increasing order.
    std::vector<double> retentions;
    std::stop_token stop;
    std::function<void(int done, int total)> progress;   // called from the simulating thread
    // Only the cards this preset covers, with its options and parameters; else every card of the
    // scope with the deck's (the default preset's).
    std::optional<core::PresetId> preset;
};

// The simulated days seven at a time (the last group may be shorter): the mean reviews per day and
// the mean share remembered (over the days with cards in play), placed at the group's middle day
// (0 is today). Day by day, the reviews of a small deck come in bursts (cards learnt together come
// due together) that hide the level the load settles at.
struct WeekMean {
    double middleDay = 0;
    double reviews = 0;
    double shareRemembered = 0;
};
std::vector<WeekMean> weeklyMeans(const std::vector<core::SimulatedDay>& days);

struct WorkloadSimulation {
    core::DeckPath scope;
    int cards = 0;                 // active, not suspended cards simulated
    int newCards = 0;              // of which never answered
    int days = 0;
    CalendarDate start;            // the study day simulated first (day 0): today
    double currentRetention = 0;   // the deck's desired retention now
    int newCardsPerDay = 0;
    int reviewsPerDay = 0;
    ReviewHabits habits;           // answer times and ratings used
    // One run per retention, in the order requested (increasing by default).
    std::vector<core::SimulationResult> runs;
    // Per run, its days by week (weeklyMeans), and the range of those weeks: the most reviews a
    // day and the lowest share remembered of a week (the week-by-week chart's axes fit the runs
    // it shows).
    std::vector<std::vector<WeekMean>> weeks;
    std::vector<double> weeklyMaxReviews;
    std::vector<double> weeklyMinShare;
    // The data ranges over the runs' averages, and over the weeks of every run.
    double maxAverageReviews = 0;
    double minAverageShare = 1;
    double maxWeeklyReviews = 0;
    double minWeeklyShare = 1;
};

core::Result<WorkloadSimulation> simulateDeckWorkload(Deck& deck, const core::DeckPath& scope, core::Timestamp now,
                                                      const WorkloadRequest& request = {});

// One way of studying until the interview.
struct InterviewScenario {
    int newCardsPerDay = 0;
    double desiredRetention = 0;
    bool current = false;              // the deck's settings as they are
    double recall = 0;                 // expected recall of all cards on the date
    std::vector<double> chapterRecall; // per InterviewForecast::chapters
    double averageReviewsPerDay = 0;
    double averageNewCardsPerDay = 0;
    double averageMinutesPerDay = 0;
    double peakMinutes = 0;
    double newCardsLeft = 0;           // cards still never studied on the date
    // No other scenario gives at least as much recall for at most as many minutes a day.
    bool efficient = false;
};

// A load that raises the expected recall on the interview day by less than this is not worth
// offering first: on a deck whose cards are all studied, a higher retention may add only a few
// tenths of a point.
inline constexpr double kWorthwhileRaise = 0.01;

struct InterviewForecast {
    std::int64_t day = 0;              // study-day index of the interview
    CalendarDate date;
    int daysLeft = 0;                  // study days from today until the interview
    std::vector<core::DeckPath> chapters;
    std::vector<int> chapterCards;
    std::vector<double> chapterRecallNow;   // expected recall today, for comparison
    InterviewScenario current;
    // Higher daily loads (more new cards a day, higher retention, both), by minutes per day.
    std::vector<InterviewScenario> alternatives;
    // What daily load would raise it: the index in `alternatives` offered first — the cheapest
    // efficient one that raises recall by kWorthwhileRaise or more; when none does, the efficient
    // one that raises it most; -1 when none raises it at all.
    int suggested = -1;
    double bestRaise = 0;            // the most any alternative adds to current.recall (0 at least)
    // The lowest and highest expected recall of a chapter today, as now or with any alternative
    // (the data range of the chart by chapter).
    double lowestChapterRecall = 1;
    double highestChapterRecall = 0;
};

struct InterviewRequest {
    std::uint64_t seed = 20240601;
    std::stop_token stop;
    std::function<void(int done, int total)> progress;
    std::optional<core::PresetId> preset;   // as in WorkloadRequest
};

// Fails when the date is not after today or more than ten years away.
core::Result<InterviewForecast> forecastInterview(Deck& deck, const core::DeckPath& scope, core::Timestamp now,
                                                  const CalendarDate& interview, const InterviewRequest& request = {});

} // namespace notedeck::service
