#include "service/statistics/statistics.h"

#include "service/deck/card_counts.h"
#include "service/deck/detail/deck_internals.h"
#include "service/statistics/detail/statistics_cards.h"
#include "storage/deck_store.h"

#include <algorithm>

namespace notedeck::service {

namespace {

using core::ReviewBucket;

// The answers of the study days [from, to] (clamped to the buckets), bucket 0 being `firstDay`.
template <typename F>
void forDays(const std::vector<ReviewBucket>& buckets, std::int64_t firstDay, std::int64_t from, std::int64_t to, F&& f)
{
    const std::int64_t last = firstDay + static_cast<std::int64_t>(buckets.size()) - 1;
    for (std::int64_t day = std::max(from, firstDay); day <= std::min(to, last); ++day)
        f(buckets[static_cast<std::size_t>(day - firstDay)]);
}

RetentionPeriod retentionOver(const std::vector<ReviewBucket>& buckets, std::int64_t firstDay, std::int64_t from,
                              std::int64_t to)
{
    RetentionPeriod p;
    p.firstDay = from;
    p.lastDay = to;
    p.start = dateOfStudyDay(from);
    forDays(buckets, firstDay, from, to, [&](const ReviewBucket& b) {
        const auto& review = b.count[static_cast<std::size_t>(core::CardState::Review)];
        p.reviews += review[0] + review[1] + review[2] + review[3];
        p.passed += review[1] + review[2] + review[3];
    });
    return p;
}

DayActivity activityOf(const ReviewBucket& b, std::int64_t day)
{
    DayActivity a;
    a.day = day;
    a.date = dateOfStudyDay(day);
    a.answers = b.answers();
    for (int r = 1; r <= 4; ++r)
        a.byRating[static_cast<std::size_t>(r - 1)] = b.answersWithRating(static_cast<core::Rating>(r));
    a.newCards = b.answersInState(core::CardState::New);
    a.learning = b.answersInState(core::CardState::Learning) + b.answersInState(core::CardState::Relearning);
    a.reviews = b.answersInState(core::CardState::Review);
    a.lapses = b.count[static_cast<std::size_t>(core::CardState::Review)][0];
    a.studyMs = b.totalDurationMs();
    return a;
}

// The streak before the loaded days: one quick look per day, back until a day without answers.
core::Result<int> streakBefore(storage::StatsQueries& queries, const core::DayClock& clock,
                               const core::DeckPath& scope, std::int64_t beforeDay, std::int64_t firstAnswerDay)
{
    int streak = 0;
    core::Timestamp end = clock.startOfDay(beforeDay);
    for (std::int64_t day = beforeDay - 1; day >= firstAnswerDay; --day) {
        const core::Timestamp start = clock.startOfDay(day);
        auto any = queries.anyAnswer(scope, start * 1000, end * 1000);
        if (!any)
            return std::unexpected(any.error());
        if (!*any)
            break;
        ++streak;
        end = start;
    }
    return streak;
}

// The quartiles of the days studied: level l (1 … 4) reaches up to the answers of the day at rank
// ceil(n * l / 4) of the n days studied, in increasing order.
HeatScale heatScaleOf(const std::vector<DayActivity>& days)
{
    std::vector<int> studied;
    for (const DayActivity& day : days)
        if (day.answers > 0)
            studied.push_back(day.answers);
    std::sort(studied.begin(), studied.end());
    HeatScale scale;
    if (studied.empty())
        return scale;
    for (int level = 1; level < kHeatLevels; ++level) {
        const std::size_t rank = (studied.size() * static_cast<std::size_t>(level) + kHeatLevels - 2) / (kHeatLevels - 1);
        scale.upper[static_cast<std::size_t>(level)] = studied[std::max<std::size_t>(rank, 1) - 1];
    }
    return scale;
}

RetentionRange rangeOf(const std::vector<RetentionPeriod>& periods, std::size_t minimum)
{
    RetentionRange range;
    std::size_t first = 0;
    while (first < periods.size() && periods[first].reviews == 0)
        ++first;
    range.firstShown = std::min(first, periods.size() > minimum ? periods.size() - minimum : 0);
    int reviews = 0, passed = 0;
    for (std::size_t i = range.firstShown; i < periods.size(); ++i) {
        reviews += periods[i].reviews;
        passed += periods[i].passed;
        if (const auto r = periods[i].retention()) {
            range.lowest = std::min(range.lowest.value_or(*r), *r);
            range.highest = std::max(range.highest.value_or(*r), *r);
        }
    }
    if (reviews > 0)
        range.mean = static_cast<double>(passed) / reviews;
    return range;
}

// What the charts need beyond the raw values: heat levels, the data ranges of the axes, means.
void addChartFigures(DeckStatistics& stats)
{
    stats.heat = heatScaleOf(stats.days);
    for (DayActivity& day : stats.days)
        day.level = stats.heat.levelOf(day.answers);
    for (int span : kActivityWindows) {
        ActivityWindow w;
        w.days = span;
        const std::size_t n = std::min(stats.days.size(), static_cast<std::size_t>(span));
        for (std::size_t i = stats.days.size() - n; i < stats.days.size(); ++i) {
            const DayActivity& day = stats.days[i];
            w.answers += day.answers;
            w.maxAnswers = std::max(w.maxAnswers, day.answers);
            w.studyMs += day.studyMs;
            w.maxStudyMs = std::max(w.maxStudyMs, day.studyMs);
        }
        w.meanAnswersPerDay = static_cast<double>(w.answers) / span;
        w.meanMinutesPerDay = static_cast<double>(w.studyMs) / 60000.0 / span;
        stats.activity.push_back(w);
    }
    for (int span : kForecastWindows) {
        ForecastWindow w;
        w.days = span;
        const std::size_t n = std::min(stats.forecast.size(), static_cast<std::size_t>(span));
        for (std::size_t i = 0; i < n; ++i) {
            w.due += stats.forecast[i].total();
            w.maxDue = std::max(w.maxDue, stats.forecast[i].total());
        }
        w.meanDuePerDay = static_cast<double>(w.due) / span;
        stats.forecastWindows.push_back(w);
    }
    stats.weeklyRange = rangeOf(stats.weeklyRetention, kRetentionWeeksShown);
    stats.monthlyRange = rangeOf(stats.monthlyRetention, kRetentionMonthsShown);
    for (Histogram* h : {&stats.stability, &stats.difficulty, &stats.retrievability})
        h->peak = h->counts.empty() ? 0 : *std::max_element(h->counts.begin(), h->counts.end());
    for (const DeckMastery& chapter : stats.chapters) {
        if (chapter.studied > 0) {
            const double share = chapter.masteredShare();
            stats.lowestMastery = std::min(stats.lowestMastery.value_or(share), share);
            stats.highestMastery = std::max(stats.highestMastery.value_or(share), share);
        }
    }
}

} // namespace

int HeatScale::levelOf(int answers) const
{
    int level = 0;
    while (answers > 0 && level < kHeatLevels - 1 && answers > upper[static_cast<std::size_t>(level)])
        ++level;
    return level;
}

const ActivityWindow* activityWindow(const DeckStatistics& stats, int days)
{
    const auto it = std::find_if(stats.activity.begin(), stats.activity.end(), [&](const auto& w) { return w.days == days; });
    return it == stats.activity.end() ? nullptr : &*it;
}

const ForecastWindow* forecastWindow(const DeckStatistics& stats, int days)
{
    const auto it = std::find_if(stats.forecastWindows.begin(), stats.forecastWindows.end(),
                                 [&](const auto& w) { return w.days == days; });
    return it == stats.forecastWindows.end() ? nullptr : &*it;
}

int Histogram::total() const
{
    int n = 0;
    for (int c : counts)
        n += c;
    return n;
}

core::Result<DeckStatistics> computeStatistics(Deck& deck, const core::DeckPath& scope, core::Timestamp now)
{
    const scheduler::Scheduler& scheduler = schedulerOf(deck);
    const core::DayClock& clock = scheduler.clock();
    DeckStatistics stats;
    stats.scope = scope;
    stats.now = now;
    stats.today = clock.dayIndex(now);
    stats.todayDate = dateOfStudyDay(stats.today);
    stats.dayStartHour = clock.dayStartHour();
    stats.desiredRetention = scheduler.settings().desired_retention;
    const std::int64_t today = stats.today;

    // One table of day starts covers the log window (a year, reaching back to the first day of
    // the oldest week and month shown) and the forecast.
    const std::int64_t firstWeek = weekStart(today) - 7 * (kRetentionWeeks - 1);
    const std::int64_t firstMonth = addMonths(monthStart(today), -(kRetentionMonths - 1));
    const std::int64_t firstDay = std::min({today - (kActivityDays - 1), firstWeek, firstMonth});
    const StudyDayTable table(clock, firstDay, today + kForecastDays);

    auto queries = storeOf(deck).stats();
    std::vector<std::int64_t> edges = table.boundariesMs();
    edges.resize(static_cast<std::size_t>(today - firstDay + 2));   // firstDay … the start of tomorrow
    auto loaded = queries.reviewBuckets(scope, edges);
    if (!loaded)
        return std::unexpected(loaded.error());
    const std::vector<ReviewBucket>& buckets = *loaded;

    // Activity per day, the past year.
    stats.days.reserve(kActivityDays);
    for (std::int64_t day = today - (kActivityDays - 1); day <= today; ++day)
        stats.days.push_back(activityOf(buckets[static_cast<std::size_t>(day - firstDay)], day));

    // True retention per week and per month.
    for (int w = 0; w < kRetentionWeeks; ++w) {
        const std::int64_t from = firstWeek + 7 * w;
        stats.weeklyRetention.push_back(retentionOver(buckets, firstDay, from, std::min(from + 6, today)));
    }
    for (int m = 0; m < kRetentionMonths; ++m) {
        const std::int64_t from = addMonths(firstMonth, m);
        stats.monthlyRetention.push_back(
            retentionOver(buckets, firstDay, from, std::min(addMonths(from, 1) - 1, today)));
    }

    // Totals of the log.
    StatisticsTotals& t = stats.totals;
    for (const DayActivity& a : stats.days) {
        t.answersPastYear += a.answers;
        t.studyMsPastYear += a.studyMs;
        t.daysStudiedPastYear += a.answers > 0 ? 1 : 0;
    }
    const DayActivity& todayActivity = stats.days.back();
    t.answersToday = todayActivity.answers;
    t.newCardsToday = todayActivity.newCards;
    t.studyMsToday = todayActivity.studyMs;
    if (t.daysStudiedPastYear > 0)
        t.averageAnswersPerStudyDay = static_cast<double>(t.answersPastYear) / t.daysStudiedPastYear;
    if (t.answersPastYear > 0 && t.studyMsPastYear > 0)
        t.averageSecondsPerAnswer = static_cast<double>(t.studyMsPastYear) / 1000.0 / t.answersPastYear;
    t.trueRetentionMonth = retentionOver(buckets, firstDay, today - 29, today).retention();
    t.trueRetentionYear = retentionOver(buckets, firstDay, today - (kActivityDays - 1), today).retention();
    auto firstAnswer = queries.firstAnswerMs(scope);
    if (!firstAnswer)
        return std::unexpected(firstAnswer.error());
    std::optional<std::int64_t> firstAnswerDay;
    if (*firstAnswer) {
        firstAnswerDay = table.dayOf(**firstAnswer / 1000);
        t.firstStudyDay = dateOfStudyDay(*firstAnswerDay);
    }

    // The streak.
    Streak& streak = stats.streak;
    streak.studiedToday = todayActivity.answers > 0;
    int run = 0;
    for (const DayActivity& a : stats.days) {
        run = a.answers > 0 ? run + 1 : 0;
        streak.longestInYear = std::max(streak.longestInYear, run);
    }
    std::int64_t day = streak.studiedToday ? today : today - 1;
    for (; day >= firstDay && buckets[static_cast<std::size_t>(day - firstDay)].answers() > 0; --day)
        ++streak.current;
    if (day < firstDay && firstAnswerDay) {
        auto earlier = streakBefore(queries, clock, scope, firstDay, *firstAnswerDay);
        if (!earlier)
            return std::unexpected(earlier.error());
        streak.current += *earlier;
    }

    stats.habits = habitsFromLog(buckets);

    // Everything that comes from the cards as they are now.
    auto decks = queries.decks(scope);
    if (!decks)
        return std::unexpected(decks.error());
    auto cards = queries.cardSnapshots(scope);
    if (!cards)
        return std::unexpected(cards.error());
    if (auto ok = addCardStatistics(stats, *decks, *cards, scheduler.model(), table, clock.startOfDay(today + 1)); !ok)
        return std::unexpected(ok.error());
    // Due tomorrow as the end of a session and the nothing-due screen count it (card_counts.h).
    auto tomorrow = countDueTomorrow(deck, scope, now);
    if (!tomorrow)
        return std::unexpected(tomorrow.error());
    t.dueTomorrow = tomorrow->reviews;
    t.newTomorrow = tomorrow->newCards;
    addChartFigures(stats);
    return stats;
}

} // namespace notedeck::service
