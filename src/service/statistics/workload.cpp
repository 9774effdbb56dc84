#include "service/statistics/workload.h"

#include "scheduler/easy_days.h"
#include "scheduler/scheduler.h"
#include "scheduler/workload_simulator.h"
#include "service/deck/detail/deck_internals.h"
#include "storage/deck_store.h"

#include <algorithm>
#include <cmath>
#include <unordered_map>

namespace notedeck::service {

namespace {

// The deck as the simulator sees it.
struct SimulationInput {
    std::vector<scheduler::SimulatedCard> cards;
    std::vector<core::DeckPath> chapters;
    std::vector<int> chapterCards;
    std::vector<double> chapterRecallNow;
    int newCards = 0;
    ReviewHabits habits;
};

// The cards of `scope` (only those of `preset`, when there is one).
core::Result<SimulationInput> loadInput(Deck& deck, const core::DeckPath& scope, core::Timestamp now,
                                        std::optional<core::PresetId> preset)
{
    const scheduler::Scheduler& scheduler = schedulerOf(deck);
    const core::DayClock& clock = scheduler.clock();
    const std::int64_t today = clock.dayIndex(now);
    const StudyDayTable table(clock, today - 364, today + 365);
    auto queries = storeOf(deck).stats();

    SimulationInput input;
    std::vector<std::int64_t> edges = table.boundariesMs();
    edges.resize(366);   // the past year, today included
    auto buckets = queries.reviewBuckets(scope, edges);
    if (!buckets)
        return std::unexpected(buckets.error());
    input.habits = habitsFromLog(*buckets);

    auto decks = queries.decks(scope);
    if (!decks)
        return std::unexpected(decks.error());
    auto cards = queries.cardSnapshots(scope);
    if (!cards)
        return std::unexpected(cards.error());

    // Chapters as in the statistics: one level below the scope, at least part › chapter. Decks
    // come in note order, and so do the cards waiting to be introduced.
    const std::size_t chapterLength = std::max<std::size_t>(2, scope.components().size() + 1);
    std::unordered_map<core::DeckId, std::pair<int, int>> deckInfo;   // rank, chapter
    std::unordered_map<std::string, int> chapterIndex;
    for (const core::DeckEntry& d : *decks) {
        if (preset && presetsOf(deck).presetOf(d.path) != *preset)
            continue;
        const auto& parts = d.path.components();
        core::DeckPath chapter(std::vector<std::string>(
            parts.begin(), parts.begin() + static_cast<std::ptrdiff_t>(std::min(chapterLength, parts.size()))));
        auto [it, inserted] = chapterIndex.try_emplace(chapter.key(), static_cast<int>(input.chapters.size()));
        if (inserted)
            input.chapters.push_back(std::move(chapter));
        deckInfo[d.id] = {static_cast<int>(deckInfo.size()), it->second};
    }
    std::vector<core::CardSnapshot> active;
    for (const core::CardSnapshot& c : *cards)
        if (!c.suspended && deckInfo.contains(c.deck))
            active.push_back(c);
    std::stable_sort(active.begin(), active.end(), [&](const auto& a, const auto& b) {
        const int ra = deckInfo[a.deck].first, rb = deckInfo[b.deck].first;
        return ra != rb ? ra < rb : a.id < b.id;
    });

    input.chapterCards.assign(input.chapters.size(), 0);
    input.chapterRecallNow.assign(input.chapters.size(), 0.0);
    for (const core::CardSnapshot& c : active) {
        scheduler::SimulatedCard s;
        s.group = deckInfo[c.deck].second;
        input.chapterCards[static_cast<std::size_t>(s.group)] += 1;
        if (c.state == core::CardState::New || c.stability <= 0 || c.lastReview <= 0) {
            input.newCards += 1;
        } else {
            s.memory = scheduler::MemoryState{c.stability, c.difficulty};
            s.lastReviewDay = static_cast<int>(std::min<std::int64_t>(0, table.dayOf(c.lastReview) - today));
            const std::int64_t due = table.dayOf(std::max(c.due, c.buriedUntil)) - today;
            s.dueDay = static_cast<int>(std::clamp<std::int64_t>(due, 0, 36500));
            input.chapterRecallNow[static_cast<std::size_t>(s.group)] +=
                scheduler.model().retrievability(-s.lastReviewDay, c.stability);
        }
        input.cards.push_back(s);
    }
    for (std::size_t g = 0; g < input.chapters.size(); ++g)
        if (input.chapterCards[g] > 0)
            input.chapterRecallNow[g] /= input.chapterCards[g];
    return input;
}

scheduler::SimulationOptions optionsFor(const scheduler::Scheduler& scheduler, const SimulationInput& input,
                                        std::int64_t today)
{
    const auto& settings = scheduler.settings();
    scheduler::SimulationOptions o;
    o.desiredRetention = settings.desired_retention;
    o.newCardsPerDay = settings.new_cards_per_day;
    o.reviewsPerDay = settings.reviews_per_day;
    o.maximumInterval = settings.maximum_interval;
    o.easyDays = settings.easy_days;
    o.firstWeekday = scheduler::weekdayOf(today);
    o.ratings = input.habits.ratings;
    o.costs = input.habits.costs;
    o.groups = std::max<int>(1, static_cast<int>(input.chapters.size()));
    return o;
}

void addWeeks(WorkloadSimulation& sim)
{
    for (const scheduler::SimulationResult& run : sim.runs) {
        sim.maxAverageReviews = std::max(sim.maxAverageReviews, run.averageReviewsPerDay);
        sim.minAverageShare = std::min(sim.minAverageShare, run.averageShareRemembered);
        sim.weeks.push_back(weeklyMeans(run.days));
        double maxReviews = 0, minShare = 1;
        for (const WeekMean& week : sim.weeks.back()) {
            maxReviews = std::max(maxReviews, week.reviews);
            minShare = std::min(minShare, week.shareRemembered);
        }
        sim.weeklyMaxReviews.push_back(maxReviews);
        sim.weeklyMinShare.push_back(minShare);
        sim.maxWeeklyReviews = std::max(sim.maxWeeklyReviews, maxReviews);
        sim.minWeeklyShare = std::min(sim.minWeeklyShare, minShare);
    }
}

void addSuggestion(InterviewForecast& f)
{
    double bestRecall = f.current.recall;
    int best = -1;
    for (std::size_t i = 0; i < f.alternatives.size(); ++i) {
        const InterviewScenario& a = f.alternatives[i];
        f.bestRaise = std::max(f.bestRaise, a.recall - f.current.recall);
        if (!a.efficient)
            continue;
        // The alternatives come by minutes a day: the first that raises recall enough is the cheapest.
        if (f.suggested < 0 && a.recall - f.current.recall >= kWorthwhileRaise)
            f.suggested = static_cast<int>(i);
        if (a.recall > bestRecall) {
            bestRecall = a.recall;
            best = static_cast<int>(i);
        }
    }
    if (f.suggested < 0)
        f.suggested = best;
    auto range = [&](const std::vector<double>& recall) {
        for (double r : recall) {
            f.lowestChapterRecall = std::min(f.lowestChapterRecall, r);
            f.highestChapterRecall = std::max(f.highestChapterRecall, r);
        }
    };
    range(f.chapterRecallNow);
    range(f.current.chapterRecall);
    for (const InterviewScenario& a : f.alternatives)
        range(a.chapterRecall);
}

} // namespace

std::vector<WeekMean> weeklyMeans(const std::vector<scheduler::SimulatedDay>& days)
{
    std::vector<WeekMean> weeks;
    for (std::size_t first = 0; first < days.size(); first += 7) {
        const std::size_t last = std::min(days.size(), first + 7);
        WeekMean week;
        int inPlay = 0;
        for (std::size_t d = first; d < last; ++d) {
            week.reviews += days[d].reviews;
            if (days[d].cardsInPlay > 0) {
                week.shareRemembered += days[d].memorized / days[d].cardsInPlay;
                ++inPlay;
            }
        }
        const double n = static_cast<double>(last - first);
        week.middleDay = static_cast<double>(first) + (n - 1) / 2;
        week.reviews /= n;
        week.shareRemembered = inPlay > 0 ? week.shareRemembered / inPlay : 0.0;
        weeks.push_back(week);
    }
    return weeks;
}

core::Result<WorkloadSimulation> simulateDeckWorkload(Deck& deck, const core::DeckPath& scope, core::Timestamp now,
                                                      const WorkloadRequest& request)
{
    // A preset's cards play with its options and parameters; else the deck's (the default preset's).
    const scheduler::Scheduler& scheduler = request.preset ? presetsOf(deck).ofPreset(*request.preset) : schedulerOf(deck);
    auto input = loadInput(deck, scope, now, request.preset);
    if (!input)
        return std::unexpected(input.error());
    scheduler::SimulationOptions options = optionsFor(scheduler, *input, scheduler.clock().dayIndex(now));
    options.days = request.days;
    options.seed = request.seed;
    options.stop = request.stop;

    WorkloadSimulation sim;
    sim.scope = scope;
    sim.cards = static_cast<int>(input->cards.size());
    sim.newCards = input->newCards;
    sim.days = request.days;
    sim.start = dateOfStudyDay(scheduler.clock().dayIndex(now));
    sim.currentRetention = scheduler.settings().desired_retention;
    sim.newCardsPerDay = options.newCardsPerDay;
    sim.reviewsPerDay = options.reviewsPerDay;
    sim.habits = input->habits;
    std::vector<double> retentions = request.retentions;
    if (retentions.empty()) {
        retentions = scheduler::retentionGrid();
        const double current = std::round(sim.currentRetention * 1000) / 1000;
        if (std::none_of(retentions.begin(), retentions.end(), [&](double r) { return std::abs(r - current) < 1e-9; }))
            retentions.insert(std::lower_bound(retentions.begin(), retentions.end(), current), current);
    }
    auto runs = scheduler::simulateRetentions(input->cards, scheduler.model(), options, retentions, request.progress);
    if (!runs)
        return std::unexpected(runs.error());
    sim.runs = std::move(*runs);
    addWeeks(sim);
    return sim;
}

core::Result<InterviewForecast> forecastInterview(Deck& deck, const core::DeckPath& scope, core::Timestamp now,
                                                  const CalendarDate& interview, const InterviewRequest& request)
{
    const scheduler::Scheduler& scheduler = request.preset ? presetsOf(deck).ofPreset(*request.preset) : schedulerOf(deck);
    const std::int64_t today = scheduler.clock().dayIndex(now);
    InterviewForecast forecast;
    forecast.day = studyDayOf(interview.year, interview.month, interview.day);
    forecast.date = dateOfStudyDay(forecast.day);
    forecast.daysLeft = static_cast<int>(forecast.day - today);
    if (forecast.daysLeft < 1)
        return core::fail("the interview date " + forecast.date.iso() + " must be after today (" +
                          dateOfStudyDay(today).iso() + ")");
    if (forecast.daysLeft > 3650)
        return core::fail("the interview date " + forecast.date.iso() + " is more than ten years away");

    auto input = loadInput(deck, scope, now, request.preset);
    if (!input)
        return std::unexpected(input.error());
    forecast.chapters = input->chapters;
    forecast.chapterCards = input->chapterCards;
    forecast.chapterRecallNow = input->chapterRecallNow;

    scheduler::SimulationOptions base = optionsFor(scheduler, *input, scheduler.clock().dayIndex(now));
    base.days = forecast.daysLeft;
    base.recallDay = forecast.daysLeft;
    base.seed = request.seed;
    base.stop = request.stop;

    // The loads to compare: more new cards a day (up to all of them in time), a higher retention.
    const int currentNew = base.newCardsPerDay;
    std::vector<int> newPerDay{currentNew};
    if (input->newCards > 0) {
        const int allInTime = static_cast<int>(std::ceil(static_cast<double>(input->newCards) / forecast.daysLeft));
        for (int n : {currentNew + (currentNew + 1) / 2, currentNew * 2, currentNew * 3, allInTime})
            if (n > currentNew && n <= std::max(allInTime, currentNew))
                newPerDay.push_back(n);
    }
    const double currentRetention = base.desiredRetention;
    std::vector<double> retentions{currentRetention};
    for (double r : {currentRetention + 0.03, 0.90, 0.93, 0.95, 0.97})
        if (r > currentRetention + 1e-9 && r <= 0.97 + 1e-9)
            retentions.push_back(std::round(r * 100) / 100);
    std::sort(newPerDay.begin(), newPerDay.end());
    newPerDay.erase(std::unique(newPerDay.begin(), newPerDay.end()), newPerDay.end());
    std::sort(retentions.begin(), retentions.end());
    retentions.erase(std::unique(retentions.begin(), retentions.end(),
                                 [](double a, double b) { return std::abs(a - b) < 1e-9; }),
                     retentions.end());

    std::vector<InterviewScenario> scenarios;
    const int total = static_cast<int>(newPerDay.size() * retentions.size());
    for (int n : newPerDay) {
        for (double r : retentions) {
            scheduler::SimulationOptions o = base;
            o.newCardsPerDay = n;
            o.desiredRetention = r;
            auto run = scheduler::simulateWorkload(input->cards, scheduler.model(), o);
            if (!run)
                return std::unexpected(run.error());
            InterviewScenario s;
            s.newCardsPerDay = n;
            s.desiredRetention = r;
            s.current = n == currentNew && std::abs(r - currentRetention) < 1e-9;
            s.recall = run->recall;
            s.chapterRecall = run->groupRecall;
            s.chapterRecall.resize(input->chapters.size());
            s.averageReviewsPerDay = run->averageReviewsPerDay;
            s.averageNewCardsPerDay = run->averageNewCardsPerDay;
            s.averageMinutesPerDay = run->averageMinutesPerDay;
            s.peakMinutes = run->peakMinutes;
            double introduced = 0;
            for (const auto& day : run->days)
                introduced += day.newCards;
            s.newCardsLeft = std::max(0.0, input->newCards - introduced);
            scenarios.push_back(std::move(s));
            if (request.progress)
                request.progress(static_cast<int>(scenarios.size()), total);
        }
    }
    for (InterviewScenario& s : scenarios) {
        s.efficient = std::none_of(scenarios.begin(), scenarios.end(), [&](const InterviewScenario& o) {
            return &o != &s && o.recall >= s.recall && o.averageMinutesPerDay <= s.averageMinutesPerDay &&
                   (o.recall > s.recall || o.averageMinutesPerDay < s.averageMinutesPerDay);
        });
    }
    std::stable_sort(scenarios.begin(), scenarios.end(), [](const auto& a, const auto& b) {
        return a.averageMinutesPerDay < b.averageMinutesPerDay;
    });
    for (InterviewScenario& s : scenarios) {
        if (s.current)
            forecast.current = s;
        else
            forecast.alternatives.push_back(std::move(s));
    }
    addSuggestion(forecast);
    return forecast;
}

} // namespace notedeck::service
