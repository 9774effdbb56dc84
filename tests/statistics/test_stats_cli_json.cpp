// `notedeck-cli stats --json` carries the numbers service::computeStatistics(),
// simulateDeckWorkload() and forecastInterview() give: the CLI runs as a user runs it on a deck
// with a fabricated history (notedeck-cli demo-history at a pinned moment), and every field of
// its JSON is compared with what the service computes for the same deck, scope and moment.
#include "core/iso_time.h"
#include "service/statistics/statistics.h"
#include "service/study/study.h"
#include "service/statistics/workload.h"
#include "storage/deck_store.h"

#include <nlohmann/json.hpp>

#include <catch2/catch.hpp>

#include <sys/wait.h>

#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <ctime>
#include <filesystem>
#include <string>
#include <unistd.h>

using namespace notedeck;
using nlohmann::json;

namespace {

constexpr const char* kNowText = "2026-11-29T13:30:00Z";   // 21:30 in the test's zone, after the session
constexpr const char* kInterview = "2026-12-29";

struct Output {
    int status = -1;
    std::string text;
};

Output runCli(const std::string& arguments)
{
    const std::string command = std::string("\"") + NOTEDECK_CLI_EXE + "\" " + arguments + " 2>&1";
    FILE* pipe = ::popen(command.c_str(), "r");
    REQUIRE(pipe != nullptr);
    Output out;
    char buffer[65536];
    while (std::size_t n = std::fread(buffer, 1, sizeof buffer, pipe))
        out.text.append(buffer, n);
    const int status = ::pclose(pipe);
    out.status = WIFEXITED(status) ? WEXITSTATUS(status) : -1;
    return out;
}

// The CLI rounds its numbers to `digits` decimals; the service's value must round to the same.
void checkRounded(const json& value, double expected, int digits = 4)
{
    REQUIRE(value.is_number());
    const double tolerance = 0.5 * std::pow(10.0, -digits) + 1e-9;
    INFO("json " << value.get<double>() << ", service " << expected);
    CHECK(std::abs(value.get<double>() - expected) <= tolerance);
}

void checkOptional(const json& value, const std::optional<double>& expected, int digits = 4)
{
    if (!expected) {
        CHECK(value.is_null());
        return;
    }
    checkRounded(value, *expected, digits);
}

void checkDeck(const json& j, const core::DeckPath& deck)
{
    CHECK(j.at("deck").get<std::string>() == deck.display());
    CHECK(j.at("path").get<std::vector<std::string>>() == deck.components());
}

void checkMastery(const json& j, const service::DeckMastery& m)
{
    checkDeck(j, m.deck);
    CHECK(j.at("depth") == m.depth);
    CHECK(j.at("cards") == m.cards);
    CHECK(j.at("studied") == m.studied);
    CHECK(j.at("mastered") == m.mastered);
    checkRounded(j.at("mastered_share"), m.masteredShare());
    checkRounded(j.at("expected_recall"), m.expectedRecall);
    checkOptional(j.at("average_retrievability"), m.averageRetrievability);
}

void checkRetention(const json& j, const std::vector<service::RetentionPeriod>& periods)
{
    REQUIRE(j.size() == periods.size());
    for (std::size_t i = 0; i < periods.size(); ++i) {
        const auto& p = periods[i];
        CHECK(j[i].at("start") == p.start.iso());
        CHECK(j[i].at("end") == service::dateOfStudyDay(p.lastDay).iso());
        CHECK(j[i].at("reviews") == p.reviews);
        CHECK(j[i].at("passed") == p.passed);
        checkOptional(j[i].at("retention"), p.retention());
    }
}

void checkHistogram(const json& j, const service::Histogram& h)
{
    REQUIRE(j.at("edges").size() == h.edges.size());
    for (std::size_t i = 0; i < h.edges.size(); ++i) {
        if (std::isinf(h.edges[i]))
            CHECK(j["edges"][i].is_null());
        else
            CHECK(j["edges"][i].get<double>() == Approx(h.edges[i]));
    }
    CHECK(j.at("counts").get<std::vector<int>>() == h.counts);
    CHECK(j.at("peak") == h.peak);
}

void checkRange(const json& j, const std::vector<service::RetentionPeriod>& periods, const service::RetentionRange& r)
{
    CHECK(j.at("first_shown") == r.firstShown);
    REQUIRE(r.firstShown < periods.size());
    CHECK(j.at("first_shown_start") == periods[r.firstShown].start.iso());
    checkOptional(j.at("lowest"), r.lowest);
    checkOptional(j.at("highest"), r.highest);
    checkOptional(j.at("mean"), r.mean);
}

// What the charts draw beyond the values: heat levels, the data ranges of the axes, the means.
void checkChartFigures(const json& j, const service::DeckStatistics& s)
{
    CHECK(j.at("heatmap").at("level_upper").get<std::vector<int>>() ==
          std::vector<int>(s.heat.upper.begin(), s.heat.upper.end()));
    for (std::size_t i = 0; i < s.days.size(); ++i)
        CHECK(j.at("days")[i].at("level") == s.days[i].level);
    const json& activity = j.at("windows").at("activity");
    REQUIRE(activity.size() == s.activity.size());
    REQUIRE(s.activity.size() == 3);
    for (std::size_t i = 0; i < s.activity.size(); ++i) {
        const auto& w = s.activity[i];
        CHECK(activity[i].at("days") == w.days);
        CHECK(activity[i].at("answers") == w.answers);
        CHECK(activity[i].at("max_answers") == w.maxAnswers);
        checkRounded(activity[i].at("study_seconds"), static_cast<double>(w.studyMs) / 1000.0, 1);
        checkRounded(activity[i].at("max_study_seconds"), static_cast<double>(w.maxStudyMs) / 1000.0, 1);
        checkRounded(activity[i].at("mean_answers_per_day"), w.meanAnswersPerDay, 2);
        checkRounded(activity[i].at("mean_minutes_per_day"), w.meanMinutesPerDay, 2);
    }
    const json& forecast = j.at("windows").at("forecast");
    REQUIRE(forecast.size() == s.forecastWindows.size());
    REQUIRE(s.forecastWindows.size() == 2);
    for (std::size_t i = 0; i < s.forecastWindows.size(); ++i) {
        const auto& w = s.forecastWindows[i];
        CHECK(forecast[i].at("days") == w.days);
        CHECK(forecast[i].at("due") == w.due);
        CHECK(forecast[i].at("max_due") == w.maxDue);
        checkRounded(forecast[i].at("mean_due_per_day"), w.meanDuePerDay, 2);
    }
    checkRange(j.at("retention").at("weekly_shown"), s.weeklyRetention, s.weeklyRange);
    checkRange(j.at("retention").at("monthly_shown"), s.monthlyRetention, s.monthlyRange);
    checkOptional(j.at("mastery_range").at("lowest"), s.lowestMastery);
    checkOptional(j.at("mastery_range").at("highest"), s.highestMastery);
}

void checkHabits(const json& j, const service::ReviewHabits& h)
{
    checkRounded(j.at("seconds_per_new_card"), h.costs.newCard, 1);
    checkRounded(j.at("seconds_per_review"), h.costs.review, 1);
    checkRounded(j.at("seconds_per_lapse"), h.costs.lapse, 1);
    const char* first[] = {"again", "hard", "good", "easy"};
    for (std::size_t i = 0; i < 4; ++i)
        checkRounded(j.at("first_answer").at(first[i]), h.ratings.firstAnswer[i]);
    const char* recalled[] = {"hard", "good", "easy"};
    for (std::size_t i = 0; i < 3; ++i)
        checkRounded(j.at("recalled").at(recalled[i]), h.ratings.recalled[i]);
    CHECK(j.at("new_cards_seen") == h.newCardsSeen);
    CHECK(j.at("reviews_seen") == h.reviewsSeen);
    CHECK(j.at("costs_from_log") == h.costsFromLog);
    CHECK(j.at("ratings_from_log") == h.ratingsFromLog);
}

void checkStatistics(const json& j, const service::DeckStatistics& s)
{
    checkDeck(j.at("scope"), s.scope);
    CHECK(j.at("now") == core::formatIsoTime(s.now));
    CHECK(j.at("today") == s.todayDate.iso());
    CHECK(j.at("day_start_hour") == s.dayStartHour);
    CHECK(j.at("desired_retention").get<double>() == Approx(s.desiredRetention));

    // Activity: the 365 days, field by field.
    const json& days = j.at("days");
    REQUIRE(days.size() == s.days.size());
    for (std::size_t i = 0; i < s.days.size(); ++i) {
        const auto& d = s.days[i];
        INFO("day " << d.date.iso());
        CHECK(days[i].at("date") == d.date.iso());
        CHECK(days[i].at("weekday") == d.date.weekday);
        CHECK(days[i].at("answers") == d.answers);
        CHECK(days[i].at("again") == d.byRating[0]);
        CHECK(days[i].at("hard") == d.byRating[1]);
        CHECK(days[i].at("good") == d.byRating[2]);
        CHECK(days[i].at("easy") == d.byRating[3]);
        CHECK(days[i].at("new") == d.newCards);
        CHECK(days[i].at("learning") == d.learning);
        CHECK(days[i].at("review") == d.reviews);
        CHECK(days[i].at("lapses") == d.lapses);
        checkRounded(days[i].at("study_seconds"), static_cast<double>(d.studyMs) / 1000.0, 1);
    }

    const json& forecast = j.at("forecast");
    REQUIRE(forecast.size() == s.forecast.size());
    for (std::size_t i = 0; i < s.forecast.size(); ++i) {
        CHECK(forecast[i].at("date") == s.forecast[i].date.iso());
        CHECK(forecast[i].at("review") == s.forecast[i].review);
        CHECK(forecast[i].at("learning") == s.forecast[i].learning);
        CHECK(forecast[i].at("total") == s.forecast[i].total());
    }

    CHECK(j.at("retention").at("desired").get<double>() == Approx(s.desiredRetention));
    checkRetention(j.at("retention").at("weekly"), s.weeklyRetention);
    checkRetention(j.at("retention").at("monthly"), s.monthlyRetention);

    const json& states = j.at("states");
    CHECK(states.at("new") == s.states.fresh);
    CHECK(states.at("learning") == s.states.learning);
    CHECK(states.at("relearning") == s.states.relearning);
    CHECK(states.at("young") == s.states.young);
    CHECK(states.at("mature") == s.states.mature);
    CHECK(states.at("suspended") == s.states.suspended);
    CHECK(states.at("buried") == s.states.buried);
    CHECK(states.at("total") == s.states.total());

    checkHistogram(j.at("histograms").at("stability_days"), s.stability);
    checkHistogram(j.at("histograms").at("difficulty"), s.difficulty);
    checkHistogram(j.at("histograms").at("retrievability"), s.retrievability);

    REQUIRE(j.at("chapters").size() == s.chapters.size());
    for (std::size_t i = 0; i < s.chapters.size(); ++i)
        checkMastery(j["chapters"][i], s.chapters[i]);
    REQUIRE(j.at("deck_tree").size() == s.decks.size());
    for (std::size_t i = 0; i < s.decks.size(); ++i)
        checkMastery(j["deck_tree"][i], s.decks[i]);

    CHECK(j.at("streak").at("current") == s.streak.current);
    CHECK(j.at("streak").at("studied_today") == s.streak.studiedToday);
    CHECK(j.at("streak").at("longest_in_past_year") == s.streak.longestInYear);

    const json& t = j.at("totals");
    const auto& e = s.totals;
    CHECK(t.at("cards") == e.cards);
    CHECK(t.at("studied_cards") == e.studiedCards);
    CHECK(t.at("answers_all_time") == e.answersAllTime);
    REQUIRE(e.firstStudyDay);
    CHECK(t.at("first_study_day") == e.firstStudyDay->iso());
    CHECK(t.at("answers_past_year") == e.answersPastYear);
    checkRounded(t.at("study_seconds_past_year"), static_cast<double>(e.studyMsPastYear) / 1000.0, 1);
    CHECK(t.at("days_studied_past_year") == e.daysStudiedPastYear);
    checkRounded(t.at("average_answers_per_study_day"), e.averageAnswersPerStudyDay, 2);
    checkOptional(t.at("average_seconds_per_answer"), e.averageSecondsPerAnswer, 2);
    CHECK(t.at("answers_today") == e.answersToday);
    CHECK(t.at("new_cards_today") == e.newCardsToday);
    checkRounded(t.at("study_seconds_today"), static_cast<double>(e.studyMsToday) / 1000.0, 1);
    checkOptional(t.at("true_retention_30_days"), e.trueRetentionMonth);
    checkOptional(t.at("true_retention_past_year"), e.trueRetentionYear);
    checkOptional(t.at("average_stability_days"), e.averageStability, 2);
    checkOptional(t.at("average_difficulty"), e.averageDifficulty, 3);
    checkOptional(t.at("average_retrievability"), e.averageRetrievability);
    CHECK(t.at("due_today") == e.dueToday);
    CHECK(t.at("overdue") == e.overdue);
    CHECK(t.at("due_tomorrow") == e.dueTomorrow);
    CHECK(t.at("new_tomorrow") == e.newTomorrow);
    CHECK(t.at("due_later") == e.dueLater);

    checkHabits(j.at("habits"), s.habits);
    checkChartFigures(j, s);
}

void checkSimulation(const json& j, const service::WorkloadSimulation& sim)
{
    CHECK(j.at("days") == sim.days);
    CHECK(j.at("start") == sim.start.iso());
    CHECK(j.at("cards") == sim.cards);
    CHECK(j.at("new_cards") == sim.newCards);
    CHECK(j.at("current_retention").get<double>() == Approx(sim.currentRetention));
    CHECK(j.at("new_cards_per_day") == sim.newCardsPerDay);
    CHECK(j.at("reviews_per_day") == sim.reviewsPerDay);
    checkHabits(j.at("habits"), sim.habits);
    REQUIRE(j.at("runs").size() == sim.runs.size());
    for (std::size_t r = 0; r < sim.runs.size(); ++r) {
        const json& run = j["runs"][r];
        const auto& e = sim.runs[r];
        INFO("retention " << e.desiredRetention);
        CHECK(run.at("desired_retention").get<double>() == Approx(e.desiredRetention));
        checkRounded(run.at("average_reviews_per_day"), e.averageReviewsPerDay, 2);
        checkRounded(run.at("average_new_cards_per_day"), e.averageNewCardsPerDay, 2);
        checkRounded(run.at("average_minutes_per_day"), e.averageMinutesPerDay, 2);
        checkRounded(run.at("peak_minutes"), e.peakMinutes, 2);
        checkRounded(run.at("final_share_remembered"), e.finalShareRemembered);
        checkRounded(run.at("average_share_remembered"), e.averageShareRemembered);
        checkRounded(run.at("memorized_at_end"), e.memorizedAtEnd, 1);
        REQUIRE(run.at("reviews_per_day").size() == e.days.size());
        REQUIRE(run.at("minutes_per_day").size() == e.days.size());
        REQUIRE(run.at("share_remembered_per_day").size() == e.days.size());
        for (std::size_t d = 0; d < e.days.size(); ++d) {
            const auto& day = e.days[d];
            checkRounded(run["reviews_per_day"][d], day.reviews, 2);
            checkRounded(run["minutes_per_day"][d], day.seconds / 60.0, 2);
            checkRounded(run["share_remembered_per_day"][d], day.cardsInPlay > 0 ? day.memorized / day.cardsInPlay : 0.0);
        }
        // The week-by-week means the view draws.
        const auto& weeks = sim.weeks.at(r);
        REQUIRE(run.at("weekly").size() == weeks.size());
        for (std::size_t w = 0; w < weeks.size(); ++w) {
            CHECK(run["weekly"][w].at("middle_day").get<double>() == Approx(weeks[w].middleDay));
            checkRounded(run["weekly"][w].at("reviews"), weeks[w].reviews, 2);
            checkRounded(run["weekly"][w].at("share_remembered"), weeks[w].shareRemembered);
        }
        checkRounded(run.at("weekly_max_reviews"), sim.weeklyMaxReviews.at(r), 2);
        checkRounded(run.at("weekly_min_share_remembered"), sim.weeklyMinShare.at(r));
    }
    checkRounded(j.at("max_average_reviews"), sim.maxAverageReviews, 2);
    checkRounded(j.at("min_average_share_remembered"), sim.minAverageShare);
    checkRounded(j.at("max_weekly_reviews"), sim.maxWeeklyReviews, 2);
    checkRounded(j.at("min_weekly_share_remembered"), sim.minWeeklyShare);
}

void checkScenario(const json& j, const service::InterviewScenario& s)
{
    CHECK(j.at("new_cards_per_day") == s.newCardsPerDay);
    CHECK(j.at("desired_retention").get<double>() == Approx(s.desiredRetention));
    CHECK(j.at("current") == s.current);
    checkRounded(j.at("recall"), s.recall);
    REQUIRE(j.at("chapter_recall").size() == s.chapterRecall.size());
    for (std::size_t i = 0; i < s.chapterRecall.size(); ++i)
        checkRounded(j["chapter_recall"][i], s.chapterRecall[i]);
    checkRounded(j.at("average_reviews_per_day"), s.averageReviewsPerDay, 2);
    checkRounded(j.at("average_new_cards_per_day"), s.averageNewCardsPerDay, 2);
    checkRounded(j.at("average_minutes_per_day"), s.averageMinutesPerDay, 2);
    checkRounded(j.at("peak_minutes"), s.peakMinutes, 2);
    checkRounded(j.at("new_cards_left"), s.newCardsLeft, 1);
    CHECK(j.at("efficient") == s.efficient);
}

void checkInterview(const json& j, const service::InterviewForecast& f)
{
    CHECK(j.at("date") == f.date.iso());
    CHECK(j.at("days_left") == f.daysLeft);
    REQUIRE(j.at("chapters").size() == f.chapters.size());
    for (std::size_t i = 0; i < f.chapters.size(); ++i) {
        checkDeck(j["chapters"][i], f.chapters[i]);
        CHECK(j["chapters"][i].at("cards") == f.chapterCards[i]);
        checkRounded(j["chapters"][i].at("recall_now"), f.chapterRecallNow[i]);
    }
    checkScenario(j.at("current"), f.current);
    REQUIRE(j.at("alternatives").size() == f.alternatives.size());
    for (std::size_t i = 0; i < f.alternatives.size(); ++i)
        checkScenario(j["alternatives"][i], f.alternatives[i]);
    // What daily load would raise it, and the range of the chart by chapter.
    if (f.suggested >= 0)
        CHECK(j.at("suggested") == f.suggested);
    else
        CHECK(j.at("suggested").is_null());
    checkRounded(j.at("best_raise"), f.bestRaise);
    checkRounded(j.at("lowest_chapter_recall"), f.lowestChapterRecall);
    checkRounded(j.at("highest_chapter_recall"), f.highestChapterRecall);
}

// A deck file in a folder of its own, removed afterwards; the process runs in a UTC+8 zone (the
// CLI inherits it) so study days do not depend on the machine's zone.
class CliDeck {
public:
    CliDeck()
    {
        ::setenv("TZ", "XST-8", 1);
        ::tzset();
        m_dir = std::filesystem::temp_directory_path() / ("notedeck_stats_json_" + std::to_string(::getpid()));
        std::filesystem::remove_all(m_dir);
        std::filesystem::create_directories(m_dir);
    }
    ~CliDeck() { std::filesystem::remove_all(m_dir); }
    std::string file() const { return (m_dir / "deck.sqlite").string(); }

private:
    std::filesystem::path m_dir;
};

} // namespace

TEST_CASE("stats --json holds the service's numbers for a deck with a study history", "[statistics][cli]")
{
    CliDeck dir;
    const std::string db = "--db \"" + dir.file() + "\"";
    const Output history = runCli("demo-history --days 90 --now " + std::string(kNowText) + " " + db);
    INFO(history.text);
    REQUIRE(history.status == 0);

    const core::Timestamp now = *core::parseIsoTimeMs(kNowText) / 1000;
    auto store = service::Deck::open(dir.file(), {nullptr, nullptr, true});
    REQUIRE(store);

    SECTION("the whole deck, with the simulation and the interview forecast")
    {
        const Output out = runCli("stats --json --simulate --interview " + std::string(kInterview) + " --now " +
                                  kNowText + " " + db);
        INFO(out.text.substr(0, 2000));
        REQUIRE(out.status == 0);
        const json j = json::parse(out.text);
        const json& statistics = j.at("statistics");

        auto expected = service::computeStatistics(**store, {}, now);
        REQUIRE(expected);
        // A history worth comparing: many answers over many days, every kind of state and rating.
        REQUIRE(expected->totals.answersPastYear > 500);
        REQUIRE(expected->totals.daysStudiedPastYear > 60);
        REQUIRE(expected->streak.current >= 3);
        REQUIRE(expected->chapters.size() >= 3);
        checkStatistics(statistics, *expected);

        auto simulation = service::simulateDeckWorkload(**store, {}, now);
        REQUIRE(simulation);
        checkSimulation(statistics.at("simulation"), *simulation);

        const service::CalendarDate date{2026, 12, 29, 1};
        auto interview = service::forecastInterview(**store, {}, now, date);
        REQUIRE(interview);
        checkInterview(statistics.at("interview"), *interview);
    }

    SECTION("one chapter as the scope")
    {
        const auto python = core::DeckPath::parse("基础知识::Python");
        const Output out = runCli("stats --json --deck \"基础知识::Python\" --now " + std::string(kNowText) + " " + db);
        INFO(out.text.substr(0, 2000));
        REQUIRE(out.status == 0);
        const json j = json::parse(out.text);
        auto expected = service::computeStatistics(**store, python, now);
        REQUIRE(expected);
        REQUIRE(expected->totals.answersPastYear > 0);
        checkStatistics(j.at("statistics"), *expected);
        CHECK_FALSE(j.at("statistics").contains("simulation"));
    }
}
