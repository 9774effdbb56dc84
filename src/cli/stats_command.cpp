// stats: card counts per deck, and the numbers of the statistics view (activity, forecast, true
// retention, states, distributions, mastery, streak), the workload simulator and the interview
// forecast — the same values the app draws, as text or JSON.
#include "cli/commands.h"
#include "cli/deck_access.h"
#include "core/clock.h"
#include "core/iso_time.h"
#include "service/deck/deck_names.h"
#include "service/deck/deck_summary.h"
#include "service/options/presets.h"
#include "service/statistics/statistics.h"
#include "service/study/study.h"
#include "service/statistics/workload.h"

#include <nlohmann/json.hpp>

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <iomanip>
#include <iostream>

namespace notedeck::cli {

namespace {
const char* kHelp = R"(usage: notedeck-cli stats [--json] [--deck PATH] [--now ISO8601] [--simulate]
                          [--interview YYYY-MM-DD] [--preset NAME] [--db PATH]

Card counts per deck (part › chapter › section), as the app's chapter tree counts them: total,
new, learning, due today, buried, suspended (a buried or suspended card counts there only), and
retired; then the statistics of the deck or of one part of it: answers today and over the past
year, the streak, the due forecast, true retention, cards by state (see docs/statistics.md for
every number).

  --json                   print JSON: "decks" (the counts) and "statistics" (every number of the
                           statistics view: per-day activity, forecast, retention per week and
                           month, histograms, mastery per chapter, streak, totals)
  --deck PATH              statistics of this deck and its sub-decks only (e.g. "基础知识::Python")
  --now ISO8601            pretend it is this moment (e.g. 2026-11-29T08:00:00Z)
  --simulate               also simulate the next 365 days at desired retentions 0.70 … 0.97:
                           reviews and minutes per day, share remembered
  --interview YYYY-MM-DD   also forecast the recall per chapter on that date, now and with
                           higher daily loads
  --preset NAME            simulate and forecast only the cards of this preset, with its options
  --db PATH                the deck file
)";

using nlohmann::json;

// Rounded for output: the numbers are estimates, and 17 digits only hide them.
double rounded(double v, int digits = 4)
{
    const double scale = std::pow(10.0, digits);
    return std::round(v * scale) / scale;
}

json optionalRounded(const std::optional<double>& v, int digits = 4)
{
    return v ? json(rounded(*v, digits)) : json(nullptr);
}

json deckJson(const core::DeckPath& deck)
{
    return {{"deck", deck.display()}, {"path", deck.components()}};
}

json histogramJson(const service::Histogram& h)
{
    json edges = json::array();
    for (double e : h.edges)
        edges.push_back(std::isinf(e) ? json(nullptr) : json(e));
    return {{"edges", edges}, {"counts", h.counts}, {"peak", h.peak}};
}

json masteryJson(const service::DeckMastery& m)
{
    json j = deckJson(m.deck);
    j["depth"] = m.depth;
    j["cards"] = m.cards;
    j["studied"] = m.studied;
    j["mastered"] = m.mastered;
    j["mastered_share"] = rounded(m.masteredShare());
    j["expected_recall"] = rounded(m.expectedRecall);
    j["average_retrievability"] = optionalRounded(m.averageRetrievability);
    return j;
}

json retentionJson(const std::vector<service::RetentionPeriod>& periods)
{
    json out = json::array();
    for (const auto& p : periods)
        out.push_back({{"start", p.start.iso()}, {"end", service::dateOfStudyDay(p.lastDay).iso()},
                       {"reviews", p.reviews}, {"passed", p.passed}, {"retention", optionalRounded(p.retention())}});
    return out;
}

json rangeJson(const std::vector<service::RetentionPeriod>& periods, const service::RetentionRange& r)
{
    return {{"first_shown", r.firstShown},
            {"first_shown_start", r.firstShown < periods.size() ? json(periods[r.firstShown].start.iso()) : json(nullptr)},
            {"lowest", optionalRounded(r.lowest)}, {"highest", optionalRounded(r.highest)}, {"mean", optionalRounded(r.mean)}};
}

json windowsJson(const service::DeckStatistics& s)
{
    json activity = json::array();
    for (const auto& w : s.activity)
        activity.push_back({{"days", w.days}, {"answers", w.answers}, {"max_answers", w.maxAnswers},
                            {"study_seconds", rounded(w.studyMs / 1000.0, 1)},
                            {"max_study_seconds", rounded(w.maxStudyMs / 1000.0, 1)},
                            {"mean_answers_per_day", rounded(w.meanAnswersPerDay, 2)},
                            {"mean_minutes_per_day", rounded(w.meanMinutesPerDay, 2)}});
    json forecast = json::array();
    for (const auto& w : s.forecastWindows)
        forecast.push_back({{"days", w.days}, {"due", w.due}, {"max_due", w.maxDue},
                            {"mean_due_per_day", rounded(w.meanDuePerDay, 2)}});
    return {{"activity", activity}, {"forecast", forecast}};
}

json habitsJson(const service::ReviewHabits& h)
{
    return {{"seconds_per_new_card", rounded(h.costs.newCard, 1)},
            {"seconds_per_review", rounded(h.costs.review, 1)},
            {"seconds_per_lapse", rounded(h.costs.lapse, 1)},
            {"first_answer", {{"again", rounded(h.ratings.firstAnswer[0])}, {"hard", rounded(h.ratings.firstAnswer[1])},
                              {"good", rounded(h.ratings.firstAnswer[2])}, {"easy", rounded(h.ratings.firstAnswer[3])}}},
            {"recalled", {{"hard", rounded(h.ratings.recalled[0])}, {"good", rounded(h.ratings.recalled[1])},
                          {"easy", rounded(h.ratings.recalled[2])}}},
            {"new_cards_seen", h.newCardsSeen},
            {"reviews_seen", h.reviewsSeen},
            {"costs_from_log", h.costsFromLog},
            {"ratings_from_log", h.ratingsFromLog}};
}

json statisticsJson(const service::DeckStatistics& s)
{
    json days = json::array();
    for (const auto& d : s.days)
        days.push_back({{"date", d.date.iso()}, {"weekday", d.date.weekday}, {"answers", d.answers},
                        {"again", d.byRating[0]}, {"hard", d.byRating[1]}, {"good", d.byRating[2]},
                        {"easy", d.byRating[3]}, {"new", d.newCards}, {"learning", d.learning},
                        {"review", d.reviews}, {"lapses", d.lapses}, {"study_seconds", rounded(d.studyMs / 1000.0, 1)},
                        {"level", d.level}});
    json forecast = json::array();
    for (const auto& f : s.forecast)
        forecast.push_back({{"date", f.date.iso()}, {"review", f.review}, {"learning", f.learning}, {"total", f.total()}});
    json chapters = json::array();
    for (const auto& m : s.chapters)
        chapters.push_back(masteryJson(m));
    json tree = json::array();
    for (const auto& m : s.decks)
        tree.push_back(masteryJson(m));
    const auto& t = s.totals;
    return {
        {"scope", deckJson(s.scope)},
        {"now", core::formatIsoTime(s.now)},
        {"today", s.todayDate.iso()},
        {"day_start_hour", s.dayStartHour},
        {"desired_retention", s.desiredRetention},
        {"totals",
         {{"cards", t.cards}, {"studied_cards", t.studiedCards}, {"answers_all_time", t.answersAllTime},
          {"first_study_day", t.firstStudyDay ? json(t.firstStudyDay->iso()) : json(nullptr)},
          {"answers_past_year", t.answersPastYear}, {"study_seconds_past_year", rounded(t.studyMsPastYear / 1000.0, 1)},
          {"days_studied_past_year", t.daysStudiedPastYear},
          {"average_answers_per_study_day", rounded(t.averageAnswersPerStudyDay, 2)},
          {"average_seconds_per_answer", optionalRounded(t.averageSecondsPerAnswer, 2)},
          {"answers_today", t.answersToday}, {"new_cards_today", t.newCardsToday},
          {"study_seconds_today", rounded(t.studyMsToday / 1000.0, 1)},
          {"true_retention_30_days", optionalRounded(t.trueRetentionMonth)},
          {"true_retention_past_year", optionalRounded(t.trueRetentionYear)},
          {"average_stability_days", optionalRounded(t.averageStability, 2)},
          {"average_difficulty", optionalRounded(t.averageDifficulty, 3)},
          {"average_retrievability", optionalRounded(t.averageRetrievability)},
          {"due_today", t.dueToday}, {"overdue", t.overdue}, {"due_tomorrow", t.dueTomorrow},
          {"new_tomorrow", t.newTomorrow}, {"due_later", t.dueLater}}},
        {"streak", {{"current", s.streak.current}, {"studied_today", s.streak.studiedToday},
                    {"longest_in_past_year", s.streak.longestInYear}}},
        {"states", {{"new", s.states.fresh}, {"learning", s.states.learning}, {"relearning", s.states.relearning},
                    {"young", s.states.young}, {"mature", s.states.mature}, {"suspended", s.states.suspended},
                    {"buried", s.states.buried}, {"total", s.states.total()}}},
        {"days", days},
        {"heatmap", {{"level_upper", s.heat.upper}}},
        {"windows", windowsJson(s)},
        {"forecast", forecast},
        {"retention", {{"desired", s.desiredRetention}, {"weekly", retentionJson(s.weeklyRetention)},
                       {"monthly", retentionJson(s.monthlyRetention)},
                       {"weekly_shown", rangeJson(s.weeklyRetention, s.weeklyRange)},
                       {"monthly_shown", rangeJson(s.monthlyRetention, s.monthlyRange)}}},
        {"histograms", {{"stability_days", histogramJson(s.stability)}, {"difficulty", histogramJson(s.difficulty)},
                        {"retrievability", histogramJson(s.retrievability)}}},
        {"chapters", chapters},
        {"mastery_range", {{"lowest", optionalRounded(s.lowestMastery)}, {"highest", optionalRounded(s.highestMastery)}}},
        {"deck_tree", tree},
        {"habits", habitsJson(s.habits)},
    };
}

json simulationJson(const service::WorkloadSimulation& sim)
{
    json runs = json::array();
    for (std::size_t r = 0; r < sim.runs.size(); ++r) {
        const auto& run = sim.runs[r];
        json weekly = json::array();
        for (const auto& w : sim.weeks[r])
            weekly.push_back({{"middle_day", w.middleDay}, {"reviews", rounded(w.reviews, 2)},
                              {"share_remembered", rounded(w.shareRemembered)}});
        json reviews = json::array(), minutes = json::array(), remembered = json::array();
        for (const auto& d : run.days) {
            reviews.push_back(rounded(d.reviews, 2));
            minutes.push_back(rounded(d.seconds / 60.0, 2));
            remembered.push_back(rounded(d.cardsInPlay > 0 ? d.memorized / d.cardsInPlay : 0.0));
        }
        runs.push_back({{"desired_retention", run.desiredRetention},
                        {"average_reviews_per_day", rounded(run.averageReviewsPerDay, 2)},
                        {"average_new_cards_per_day", rounded(run.averageNewCardsPerDay, 2)},
                        {"average_minutes_per_day", rounded(run.averageMinutesPerDay, 2)},
                        {"peak_minutes", rounded(run.peakMinutes, 2)},
                        {"final_share_remembered", rounded(run.finalShareRemembered)},
                        {"average_share_remembered", rounded(run.averageShareRemembered)},
                        {"memorized_at_end", rounded(run.memorizedAtEnd, 1)},
                        {"reviews_per_day", reviews},
                        {"minutes_per_day", minutes},
                        {"share_remembered_per_day", remembered},
                        {"weekly", weekly},
                        {"weekly_max_reviews", rounded(sim.weeklyMaxReviews[r], 2)},
                        {"weekly_min_share_remembered", rounded(sim.weeklyMinShare[r])}});
    }
    return {{"days", sim.days}, {"start", sim.start.iso()}, {"cards", sim.cards}, {"new_cards", sim.newCards},
            {"current_retention", sim.currentRetention}, {"new_cards_per_day", sim.newCardsPerDay},
            {"reviews_per_day", sim.reviewsPerDay}, {"habits", habitsJson(sim.habits)}, {"runs", runs},
            {"max_average_reviews", rounded(sim.maxAverageReviews, 2)},
            {"min_average_share_remembered", rounded(sim.minAverageShare)},
            {"max_weekly_reviews", rounded(sim.maxWeeklyReviews, 2)},
            {"min_weekly_share_remembered", rounded(sim.minWeeklyShare)}};
}

json scenarioJson(const service::InterviewScenario& s)
{
    json chapters = json::array();
    for (double r : s.chapterRecall)
        chapters.push_back(rounded(r));
    return {{"new_cards_per_day", s.newCardsPerDay}, {"desired_retention", s.desiredRetention},
            {"current", s.current}, {"recall", rounded(s.recall)}, {"chapter_recall", chapters},
            {"average_reviews_per_day", rounded(s.averageReviewsPerDay, 2)},
            {"average_new_cards_per_day", rounded(s.averageNewCardsPerDay, 2)},
            {"average_minutes_per_day", rounded(s.averageMinutesPerDay, 2)},
            {"peak_minutes", rounded(s.peakMinutes, 2)}, {"new_cards_left", rounded(s.newCardsLeft, 1)},
            {"efficient", s.efficient}};
}

json interviewJson(const service::InterviewForecast& f)
{
    json chapters = json::array();
    for (std::size_t i = 0; i < f.chapters.size(); ++i) {
        json c = deckJson(f.chapters[i]);
        c["cards"] = f.chapterCards[i];
        c["recall_now"] = rounded(f.chapterRecallNow[i]);
        chapters.push_back(c);
    }
    json alternatives = json::array();
    for (const auto& s : f.alternatives)
        alternatives.push_back(scenarioJson(s));
    return {{"date", f.date.iso()}, {"days_left", f.daysLeft}, {"chapters", chapters},
            {"current", scenarioJson(f.current)}, {"alternatives", alternatives},
            {"suggested", f.suggested >= 0 ? json(f.suggested) : json(nullptr)}, {"best_raise", rounded(f.bestRaise)},
            {"lowest_chapter_recall", rounded(f.lowestChapterRecall)},
            {"highest_chapter_recall", rounded(f.highestChapterRecall)}};
}

std::string percent(const std::optional<double>& v)
{
    if (!v)
        return "-";
    char buf[16];
    std::snprintf(buf, sizeof buf, "%.1f%%", *v * 100.0);
    return buf;
}

std::string minutes(double ms)
{
    char buf[32];
    std::snprintf(buf, sizeof buf, "%.0f min", ms / 60000.0);
    return buf;
}

void printStatistics(const service::DeckStatistics& s)
{
    const auto& t = s.totals;
    std::cout << "\nstatistics of " << (s.scope.empty() ? std::string("the whole deck") : service::deckName(s.scope)) << ", "
              << s.todayDate.iso() << "\n";
    std::cout << "  today         " << t.answersToday << " answers (" << t.newCardsToday << " new), "
              << minutes(static_cast<double>(t.studyMsToday)) << "; due " << t.dueToday << " (" << t.overdue
              << " overdue), tomorrow " << t.dueTomorrow << " and " << t.newTomorrow << " new\n";
    std::cout << "  streak        " << s.streak.current << " days" << (s.streak.studiedToday ? "" : " (not yet today)")
              << ", longest in the past year " << s.streak.longestInYear << "\n";
    std::cout << "  past year     " << t.answersPastYear << " answers on " << t.daysStudiedPastYear << " days, "
              << minutes(static_cast<double>(t.studyMsPastYear)) << "\n";
    std::cout << "  retention     " << percent(t.trueRetentionMonth) << " last 30 days, " << percent(t.trueRetentionYear)
              << " past year (desired " << percent(s.desiredRetention) << ")\n";
    std::cout << "  cards         " << s.states.fresh << " new, " << s.states.learning + s.states.relearning
              << " learning, " << s.states.young << " young, " << s.states.mature << " mature, " << s.states.suspended
              << " suspended, " << s.states.buried << " buried\n";
    if (!s.chapters.empty())
        std::cout << "  average retrievability now of the studied cards, expected recall, mastered (mastery):\n";
    for (const auto& c : s.chapters)
        std::cout << "  " << std::left << std::setw(8) << percent(c.averageRetrievability) << std::setw(8)
                  << percent(c.expectedRecall) << std::setw(8) << percent(c.masteredShare()) << service::deckName(c.deck)
                  << "\n";
}

void printSimulation(const service::WorkloadSimulation& sim)
{
    std::cout << "\nworkload over the next " << sim.days << " days (" << sim.cards << " cards, " << sim.newCards
              << " new; " << sim.newCardsPerDay << " new and " << sim.reviewsPerDay << " reviews a day at most)\n";
    std::cout << "  retention  reviews/day  minutes/day  remembered (average over the days)\n";
    for (const auto& run : sim.runs) {
        char line[128];
        std::snprintf(line, sizeof line, "  %.2f%s    %9.1f  %11.1f  %9.1f%%\n", run.desiredRetention,
                      std::abs(run.desiredRetention - sim.currentRetention) < 1e-9 ? "*" : " ",
                      run.averageReviewsPerDay, run.averageMinutesPerDay, run.averageShareRemembered * 100.0);
        std::cout << line;
    }
}

void printInterview(const service::InterviewForecast& f)
{
    std::cout << "\ninterview on " << f.date.iso() << " (" << f.daysLeft << " days from today)\n";
    auto line = [&](const service::InterviewScenario& s) {
        char buf[160];
        std::snprintf(buf, sizeof buf, "  %3d new/day at %.2f: recall %5.1f%%, %6.1f min/day%s%s\n", s.newCardsPerDay,
                      s.desiredRetention, s.recall * 100.0, s.averageMinutesPerDay, s.current ? "  (now)" : "",
                      s.efficient && !s.current ? "  *" : "");
        std::cout << buf;
    };
    line(f.current);
    for (const auto& s : f.alternatives)
        line(s);
    std::cout << "  by chapter (now → on the date with the current settings):\n";
    for (std::size_t i = 0; i < f.chapters.size(); ++i)
        std::cout << "    " << percent(f.chapterRecallNow[i]) << " → " << percent(f.current.chapterRecall[i]) << "  "
                  << service::deckName(f.chapters[i]) << "\n";
}

std::optional<service::CalendarDate> parseDate(const std::string& text)
{
    int y = 0, m = 0, d = 0;
    char tail = 0;
    if (std::sscanf(text.c_str(), "%4d-%2d-%2d%c", &y, &m, &d, &tail) != 3 || m < 1 || m > 12 || d < 1 || d > 31)
        return std::nullopt;
    const auto date = service::dateOfStudyDay(service::studyDayOf(y, m, d));
    if (date.year != y || date.month != m || date.day != d)
        return std::nullopt;   // 2026-02-30
    return date;
}

int fail(const core::Error& error)
{
    std::cerr << "notedeck-cli stats: " << error.toString() << "\n";
    return kFatal;
}
} // namespace

int runStats(const Arguments& args)
{
    if (int code = helpOrUsageError(args, kHelp, {"--json", "--deck", "--now", "--simulate", "--interview", "--preset"});
        code >= 0)
        return code;

    // --interview takes a date: "--interview DATE" arrives as the flag and one word after the command.
    std::optional<service::CalendarDate> interview;
    if (args.flag("--interview") || args.value("--interview")) {
        std::string text = args.value("--interview").value_or(args.positional().empty() ? "" : args.positional().front());
        interview = parseDate(text);
        if (!interview) {
            std::cerr << "notedeck-cli stats: --interview needs a date such as 2026-03-15"
                      << (text.empty() ? std::string() : ", not \"" + text + "\"") << "\n";
            return kFatal;
        }
    } else if (!args.positional().empty()) {
        std::cerr << "notedeck-cli stats: unexpected \"" << args.positional().front() << "\"\n\n" << kHelp;
        return kFatal;
    }
    core::Timestamp now = core::SystemClock().now();
    if (auto text = args.value("--now")) {
        auto ms = core::parseIsoTimeMs(*text);
        if (!ms) {
            std::cerr << "notedeck-cli stats: --now must be an ISO 8601 date-time such as 2026-11-29T08:00:00Z, not \""
                      << *text << "\"\n";
            return kFatal;
        }
        now = *ms / 1000;
    }
    auto deck = openDeck(args);
    if (!deck)
        return kFatal;
    const auto typed = service::findDeckPath(*deck, core::DeckPath::parse(args.value("--deck").value_or("")));
    if (!typed)
        return fail(typed.error());
    const core::DeckPath& scope = *typed;
    auto nodes = service::summarizeDecks(*deck, now);
    if (!nodes)
        return fail(nodes.error());
    if (!scope.empty() && std::none_of(nodes->begin(), nodes->end(), [&](const auto& n) { return n.deck == scope; })) {
        std::cerr << "notedeck-cli stats: there is no deck \"" << scope.display() << "\" (see notedeck-cli stats)\n";
        return kFatal;
    }
    auto stats = service::computeStatistics(*deck, scope, now);
    if (!stats)
        return fail(stats.error());
    service::WorkloadRequest workload;
    service::InterviewRequest interviewRequest;
    if (auto name = args.value("--preset")) {
        auto preset = service::findPreset(*deck, *name);
        if (!preset)
            return fail(preset.error());
        workload.preset = interviewRequest.preset = preset->id;
    }
    std::optional<service::WorkloadSimulation> simulation;
    if (args.flag("--simulate")) {
        auto sim = service::simulateDeckWorkload(*deck, scope, now, workload);
        if (!sim)
            return fail(sim.error());
        simulation = std::move(*sim);
    }
    std::optional<service::InterviewForecast> forecast;
    if (interview) {
        auto f = service::forecastInterview(*deck, scope, now, *interview, interviewRequest);
        if (!f)
            return fail(f.error());
        forecast = std::move(*f);
    }

    if (args.flag("--json")) {
        json decks = json::array();
        for (const auto& n : *nodes)
            decks.push_back({{"deck", n.deck.display()}, {"path", n.deck.components()}, {"depth", n.depth},
                             {"total", n.total}, {"new", n.fresh}, {"learning", n.learning},
                             {"review", n.review}, {"due_today", n.due}, {"buried", n.buried},
                             {"suspended", n.suspended}, {"retired", n.retired}});
        json statistics = statisticsJson(*stats);
        if (simulation)
            statistics["simulation"] = simulationJson(*simulation);
        if (forecast)
            statistics["interview"] = interviewJson(*forecast);
        std::cout << json{{"decks", decks}, {"statistics", statistics}}.dump(2, ' ', false, json::error_handler_t::replace)
                  << "\n";
        return kOk;
    }
    std::cout << std::left << std::setw(8) << "total" << std::setw(8) << "new" << std::setw(10) << "learning"
              << std::setw(8) << "due" << std::setw(8) << "buried" << std::setw(11) << "suspended" << std::setw(9)
              << "retired" << "deck\n";
    for (const auto& n : *nodes) {
        const std::string name =
            n.deck.empty() ? "(all)" : std::string(2 * n.depth, ' ') + service::chapterName(n.deck.components().back());
        std::cout << std::left << std::setw(8) << n.total << std::setw(8) << n.fresh << std::setw(10) << n.learning
                  << std::setw(8) << n.due << std::setw(8) << n.buried << std::setw(11) << n.suspended << std::setw(9)
                  << n.retired << name << "\n";
    }
    printStatistics(*stats);
    if (simulation)
        printSimulation(*simulation);
    if (forecast)
        printInterview(*forecast);
    return kOk;
}

} // namespace notedeck::cli
