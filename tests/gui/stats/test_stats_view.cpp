// The statistics view on a deck with a fabricated study history and a fixed clock: the charts
// draw exactly the numbers service::computeStatistics() gives, a scope change recomputes (and a
// result for the scope before is dropped), the numbers are computed off the GUI thread, and the
// simulator tab draws simulateDeckWorkload() and forecastInterview().
#include "app_window_fixture.h"
#include "card_view_harness.h"

#include "core/clock.h"
#include "gui/app/app_context.h"
#include "gui/app/app_deck.h"
#include "gui/stats/calendar_heatmap.h"
#include "gui/stats/stats_view.h"
#include "gui/stats/workload_panel.h"
#include "service/statistics/demo_history.h"
#include "service/options/presets.h"
#include "service/study/study.h"

#include <QAbstractBarSeries>
#include <QBarSet>
#include <QChart>
#include <QChartView>
#include <QComboBox>
#include <QCoreApplication>
#include <QLabel>
#include <QLineSeries>
#include <QPieSeries>
#include <QScatterSeries>
#include <QTemporaryDir>
#include <QTest>
#include <QThread>
#include <QToolTip>
#include <QValueAxis>
#include <QXYSeries>

#include <catch2/catch.hpp>

#include <numeric>

using namespace notedeck;
using namespace notedeck::gui;
using notedeck::gui::test::waitUntil;

namespace {

// 2026-11-29 21:00 UTC: the evening session of that day (19:00 local in most zones) is over.
constexpr core::Timestamp kNow = 1795986000;

// The bundled deck with 60 days of fabricated study, and an app context whose clock stands still.
class StatsDeck {
public:
    StatsDeck()
    {
        REQUIRE(m_dir.isValid());
        auto deck = openAppDeck(file(), QCoreApplication::applicationFilePath().toStdString(),
                                {std::make_shared<core::FixedClock>(kNow), nullptr, false});
        REQUIRE(deck);
        service::DemoHistoryOptions options;
        options.days = 60;
        auto history = service::fabricateHistory(**deck, kNow, options);
        REQUIRE(history);
        REQUIRE(history->answers > 100);
        auto context = AppContext::create(std::move(*deck));
        REQUIRE(context);
        m_context = std::move(*context);
    }

    std::filesystem::path file() const { return m_dir.filePath(QStringLiteral("deck.sqlite")).toStdString(); }
    AppContext& context() { return *m_context; }

    // What the service computes for `scope`, on a store of the test's own.
    service::DeckStatistics expected(const core::DeckPath& scope = {})
    {
        auto store = service::Deck::open(file(), {nullptr, nullptr, true});
        REQUIRE(store);
        auto stats = service::computeStatistics(**store, scope, kNow);
        REQUIRE(stats);
        return std::move(*stats);
    }

private:
    QTemporaryDir m_dir;
    std::unique_ptr<AppContext> m_context;
};

QChart* chartNamed(StatsView& view, const char* name)
{
    auto* chartView = view.findChild<QChartView*>(QString::fromLatin1(name));
    REQUIRE(chartView);
    REQUIRE(chartView->chart());
    return chartView->chart();
}

QAbstractBarSeries* barSeries(QChart* chart)
{
    for (QAbstractSeries* series : chart->series()) {
        if (auto* bars = qobject_cast<QAbstractBarSeries*>(series))
            return bars;
    }
    FAIL("the chart has no bar series");
    return nullptr;
}

double sumOf(QAbstractBarSeries* series)
{
    double sum = 0;
    for (QBarSet* set : series->barSets()) {
        for (int i = 0; i < set->count(); ++i)
            sum += set->at(i);
    }
    return sum;
}

bool drawn(StatsView& view)
{
    return view.statistics().has_value() && !view.isComputing();
}

// The view of `deck` at a fixed size, on `tab`, once its numbers are drawn.
std::unique_ptr<StatsView> shownView(StatsDeck& deck, const QString& tab = QStringLiteral("activity"))
{
    auto view = std::make_unique<StatsView>(deck.context());
    view->resize(1100, 760);
    view->show();
    view->showTab(tab);
    REQUIRE(waitUntil([&] { return drawn(*view); }, 20000));
    return view;
}

// The vertical value axis a series is drawn against.
QValueAxis* valueAxisOf(QAbstractSeries* series, Qt::Orientation orientation)
{
    for (QAbstractAxis* axis : series->attachedAxes()) {
        if (axis->orientation() == orientation) {
            if (auto* values = qobject_cast<QValueAxis*>(axis))
                return values;
        }
    }
    FAIL("the series has no value axis");
    return nullptr;
}

// The line series of a chart whose name starts with `prefix`.
QList<QLineSeries*> linesNamed(QChart* chart, const QString& prefix)
{
    QList<QLineSeries*> lines;
    for (QAbstractSeries* series : chart->series()) {
        auto* line = qobject_cast<QLineSeries*>(series);
        if (line && line->name().startsWith(prefix))
            lines << line;
    }
    return lines;
}

template <typename T>
T* seriesObject(QChart* chart, const char* objectName)
{
    for (QAbstractSeries* series : chart->series()) {
        if (series->objectName() == QLatin1String(objectName)) {
            if (auto* typed = qobject_cast<T*>(series))
                return typed;
        }
    }
    FAIL("no series " << objectName);
    return nullptr;
}

// Where a value of `series` is drawn, in the viewport of `view`.
QPoint viewportPointOf(QChartView* view, QAbstractSeries* series, const QPointF& value)
{
    QChart* chart = view->chart();
    const QPointF inChart = chart->mapToPosition(value, series);
    return view->mapFromScene(chart->mapToScene(inChart));
}

// The periods that have a true retention, as the chart's points: (start in ms, retention in %).
QList<QPointF> retentionPoints(const std::vector<service::RetentionPeriod>& periods)
{
    QList<QPointF> points;
    for (const auto& p : periods) {
        if (const auto r = p.retention())
            points << QPointF(static_cast<qreal>(QDateTime(QDate(p.start.year, p.start.month, p.start.day), QTime(0, 0))
                                                     .toMSecsSinceEpoch()),
                              *r * 100);
    }
    return points;
}

// The true-retention chart draws exactly `expected` (broken into segments at gaps), the desired
// retention as a line across it, and leaves room around the points.
void checkRetentionChart(QChart* chart, const QList<QPointF>& expected, double desired)
{
    REQUIRE(!expected.isEmpty());
    QList<QPointF> drawnPoints;
    for (QLineSeries* line : linesNamed(chart, QStringLiteral("Per ")))
        drawnPoints += line->points();
    REQUIRE(drawnPoints.size() == expected.size());
    for (qsizetype i = 0; i < expected.size(); ++i) {
        CHECK(drawnPoints[i].x() == Approx(expected[i].x()));
        CHECK(drawnPoints[i].y() == Approx(expected[i].y()));
    }
    const QList<QLineSeries*> desiredLine = linesNamed(chart, QStringLiteral("Desired retention"));
    REQUIRE(desiredLine.size() == 1);
    REQUIRE(desiredLine.first()->count() == 2);
    for (const QPointF& p : desiredLine.first()->points())
        CHECK(p.y() == Approx(desired * 100));
    CHECK(desiredLine.first()->at(0).x() <= expected.first().x());
    CHECK(desiredLine.first()->at(1).x() >= expected.last().x());
    // Headroom: no point on the edge of the plot, even one at 100%.
    QValueAxis* y = valueAxisOf(desiredLine.first(), Qt::Vertical);
    QValueAxis* x = valueAxisOf(desiredLine.first(), Qt::Horizontal);
    CHECK(y->max() > 100);
    for (const QPointF& p : expected) {
        CHECK(p.y() > y->min());
        CHECK(x->min() < p.x());
        CHECK(p.x() < x->max());
    }
}

// The load offered first raises recall by a point or more, and is the cheapest that does; when
// none does, the text says that more load would hardly change it rather than show 95% → 95% as a
// gain. Returns whether some load raises recall by a point.
bool checkOfferedLoad(StatsView& view, const service::InterviewForecast& interview)
{
    auto* alternative = view.findChild<QComboBox*>(QStringLiteral("interviewAlternative"));
    auto* interviewText = view.findChild<QLabel*>(QStringLiteral("interviewText"));
    REQUIRE(alternative);
    REQUIRE(interviewText);
    double bestRaise = 0;
    for (const auto& a : interview.alternatives)
        bestRaise = std::max(bestRaise, a.recall - interview.current.recall);
    const int chosen = alternative->currentData().toInt();
    INFO(interviewText->text().toStdString());
    REQUIRE(chosen >= 0);
    CHECK(chosen == interview.suggested);   // the service's suggestion, offered first
    const auto& offered = interview.alternatives[static_cast<std::size_t>(chosen)];
    CHECK(offered.efficient);
    const QString points = QLocale().toString((offered.recall - interview.current.recall) * 100, 'f', 1);
    CHECK(interviewText->text().contains(QStringLiteral("(+%1 points)").arg(points)));
    if (bestRaise >= 0.01) {
        CHECK(offered.recall - interview.current.recall >= 0.01);
        for (const auto& a : interview.alternatives)
            if (a.efficient && a.recall - interview.current.recall >= 0.01)
                CHECK(a.averageMinutesPerDay >= offered.averageMinutesPerDay);
        CHECK_FALSE(interviewText->text().contains(QStringLiteral("hardly")));
        // Every card of this deck is studied by then: the text says new cards cannot help.
        CHECK(interview.current.newCardsLeft < 1);
        CHECK(interviewText->text().contains(QStringLiteral("more new cards a day cannot help")));
    } else {
        CHECK(offered.recall == Approx(interview.current.recall + bestRaise));
        CHECK(interviewText->text().contains(QStringLiteral("More daily load would hardly change it")));
    }
    return bestRaise >= 0.01;
}

} // namespace

TEST_CASE("the statistics view draws the service's numbers, computed off the GUI thread", "[stats]")
{
    StatsDeck deck;
    const auto drawnView = shownView(deck);
    StatsView& view = *drawnView;
    const service::DeckStatistics expected = deck.expected();
    const service::DeckStatistics& shown = *view.statistics();

    // Computed in the view's worker thread, not here.
    REQUIRE(view.computedOn() != nullptr);
    CHECK(view.computedOn() != QThread::currentThread());
    CHECK(view.computedOn() != QCoreApplication::instance()->thread());

    CHECK(shown.totals.answersPastYear == expected.totals.answersPastYear);
    CHECK(shown.streak.current == expected.streak.current);

    // Answers per day by rating: four stacked sets, the last 30 days, then the whole year.
    auto answersIn = [&](std::size_t days) {
        int sum = 0;
        for (std::size_t i = expected.days.size() - days; i < expected.days.size(); ++i)
            sum += std::accumulate(expected.days[i].byRating.begin(), expected.days[i].byRating.end(), 0);
        return sum;
    };
    QAbstractBarSeries* reviews = barSeries(chartNamed(view, "reviewsPerDayChart"));
    REQUIRE(reviews->barSets().size() == 4);
    CHECK(reviews->barSets().first()->count() == 30);
    CHECK(sumOf(reviews) == answersIn(30));
    CHECK(answersIn(30) > 0);
    auto* range = view.findChild<QComboBox*>(QStringLiteral("activityRange"));
    REQUIRE(range);
    range->setCurrentIndex(2);   // 365 days
    reviews = barSeries(chartNamed(view, "reviewsPerDayChart"));
    CHECK(reviews->barSets().first()->count() == 365);
    CHECK(sumOf(reviews) == expected.totals.answersPastYear);

    // Study time per day in minutes.
    double minutes = 0;
    for (const auto& day : expected.days)
        minutes += static_cast<double>(day.studyMs) / 60000.0;
    CHECK(sumOf(barSeries(chartNamed(view, "studyTimeChart"))) == Approx(minutes));

    // The forecast of the next 30 days, review and learning stacked.
    int due = 0;
    for (std::size_t i = 0; i < 30; ++i)
        due += expected.forecast[i].total();
    CHECK(sumOf(barSeries(chartNamed(view, "forecastChart"))) == due);

    // Cards by state, the histograms, mastery per chapter.
    double states = 0;
    for (QAbstractSeries* series : chartNamed(view, "cardStatesChart")->series()) {
        if (auto* pie = qobject_cast<QPieSeries*>(series))
            states += pie->sum();
    }
    CHECK(states == expected.states.total());
    CHECK(sumOf(barSeries(chartNamed(view, "stabilityChart"))) == expected.stability.total());
    CHECK(sumOf(barSeries(chartNamed(view, "difficultyChart"))) == expected.difficulty.total());
    CHECK(sumOf(barSeries(chartNamed(view, "retrievabilityChart"))) == expected.retrievability.total());
    // Mastery per chapter: the share of its cards mastered, on an axis that fits the chapters'
    // range (and still reaches past 100%).
    QAbstractBarSeries* masterySeries = barSeries(chartNamed(view, "masteryChart"));
    QBarSet* mastery = masterySeries->barSets().first();
    REQUIRE(mastery->count() == static_cast<int>(expected.chapters.size()));
    for (std::size_t i = 0; i < expected.chapters.size(); ++i) {   // drawn bottom-up
        CHECK(mastery->at(static_cast<int>(expected.chapters.size() - 1 - i)) ==
              Approx(expected.chapters[i].masteredShare() * 100));
    }
    REQUIRE(expected.lowestMastery);
    QValueAxis* masteryAxis = valueAxisOf(masterySeries, Qt::Horizontal);
    CHECK(masteryAxis->min() <= *expected.lowestMastery * 100);
    CHECK(masteryAxis->min() >= *expected.lowestMastery * 100 - 25);
    CHECK(masteryAxis->max() > 100);

    // The heatmap has a square for each of the 365 days, and each square names its day's count.
    auto* heatmap = view.findChild<CalendarHeatmap*>(QStringLiteral("heatmapChart"));
    REQUIRE(heatmap);
    // The series are the service's colour levels in order: each square sits in its day's level.
    int squares = 0;
    int answers = 0;
    int level = 0;
    for (QAbstractSeries* series : heatmap->chart()->series()) {
        auto* scatter = qobject_cast<QScatterSeries*>(series);
        REQUIRE(scatter);
        squares += scatter->count();
        for (const QPointF& point : scatter->points()) {
            const auto day = heatmap->dayAt(point);
            REQUIRE(day);
            answers += day->answers;
            CHECK(day->level == level);
            CHECK(day->level == expected.heat.levelOf(day->answers));
        }
        ++level;
    }
    CHECK(level == service::kHeatLevels);
    CHECK(squares == 365);
    CHECK(answers == expected.totals.answersPastYear);
    CHECK(CalendarHeatmap::describe(expected.days.back())
              .contains(QString::number(expected.days.back().answers)));
}

TEST_CASE("true retention per week and per month, the 90-day forecast, the streak", "[stats]")
{
    StatsDeck deck;
    const auto shown = shownView(deck, QStringLiteral("progress"));
    StatsView& view = *shown;
    const service::DeckStatistics expected = deck.expected();

    // Per week (the default), then per month: the service's retention, against the desired one.
    checkRetentionChart(chartNamed(view, "retentionChart"), retentionPoints(expected.weeklyRetention),
                        expected.desiredRetention);
    CHECK(retentionPoints(expected.weeklyRetention).size() >= 8);
    auto* period = view.findChild<QComboBox*>(QStringLiteral("retentionPeriod"));
    REQUIRE(period);
    period->setCurrentIndex(1);
    checkRetentionChart(chartNamed(view, "retentionChart"), retentionPoints(expected.monthlyRetention),
                        expected.desiredRetention);
    CHECK(linesNamed(chartNamed(view, "retentionChart"), QStringLiteral("Per week")).isEmpty());

    // The forecast over 90 days: a stacked bar per day, review and learning as the service counts.
    auto* forecastRange = view.findChild<QComboBox*>(QStringLiteral("forecastRange"));
    REQUIRE(forecastRange);
    forecastRange->setCurrentIndex(1);
    QAbstractBarSeries* forecast = barSeries(chartNamed(view, "forecastChart"));
    REQUIRE(forecast->barSets().size() == 2);
    REQUIRE(forecast->barSets()[0]->count() == 90);
    double highest = 0;
    for (int i = 0; i < 90; ++i) {
        const auto& day = expected.forecast[static_cast<std::size_t>(i)];
        CHECK(forecast->barSets()[0]->at(i) == day.review);
        CHECK(forecast->barSets()[1]->at(i) == day.learning);
        highest = std::max<double>(highest, day.total());
    }
    CHECK(highest > 0);
    // The tallest bar stays below the top of its axis.
    CHECK(valueAxisOf(forecast, Qt::Vertical)->max() >= highest * 1.05);

    // The streak in the summary: the fabricated history never skips the last three days.
    REQUIRE(expected.streak.current >= 3);
    auto* summary = view.findChild<QLabel*>(QStringLiteral("statsSummary"));
    REQUIRE(summary);
    INFO(summary->text().toStdString());
    CHECK(summary->text().contains(QStringLiteral("Streak: <b>%1 day").arg(expected.streak.current)));
    CHECK(summary->text().contains(QStringLiteral("longest this year: %1").arg(expected.streak.longestInYear)));
}

TEST_CASE("pointing at a day of the calendar heatmap shows that day's count", "[stats]")
{
    StatsDeck deck;
    const auto shown = shownView(deck);
    StatsView& view = *shown;
    const service::DeckStatistics expected = deck.expected();
    auto* heatmap = view.findChild<CalendarHeatmap*>(QStringLiteral("heatmapChart"));
    REQUIRE(heatmap);
    test::settle(100);   // the markers are sized to the laid-out plot

    // Today (studied) and a day long before the history began (no answers), by their squares.
    const int firstWeekday = expected.days.front().date.weekday;
    for (std::size_t index : {expected.days.size() - 1, std::size_t{10}}) {
        const service::DayActivity& day = expected.days[index];
        const QPointF square((firstWeekday + static_cast<int>(index)) / 7, 6 - day.date.weekday);
        QScatterSeries* series = nullptr;
        for (QAbstractSeries* s : heatmap->chart()->series()) {
            auto* scatter = qobject_cast<QScatterSeries*>(s);
            if (scatter && scatter->points().contains(square))
                series = scatter;
        }
        REQUIRE(series);
        const QPoint at = viewportPointOf(heatmap, series, square);
        QTest::mouseMove(heatmap->viewport(), at + QPoint(40, 0));   // first somewhere else
        test::settle(50);
        QTest::mouseMove(heatmap->viewport(), at);
        // That day's date and count, in the words of the interface language.
        const QString expectedText = CalendarHeatmap::describe(day);
        CHECK(expectedText.startsWith(
            QLocale().toString(QDate(day.date.year, day.date.month, day.date.day), QLocale::LongFormat) + QLatin1Char(':')));
        CHECK(expectedText.contains(QStringLiteral(" %1 ").arg(day.answers)));
        INFO("day " << day.date.iso() << " expected \"" << expectedText.toStdString() << "\", shown \""
                    << QToolTip::text().toStdString() << "\"");
        CHECK(waitUntil([&] { return QToolTip::isVisible() && QToolTip::text() == expectedText; }, 3000));
        // It stays while the mouse rests there (past the delay after which Qt asks for tooltips).
        test::settle(1200);
        CHECK(QToolTip::text() == expectedText);
        if (index == expected.days.size() - 1)
            CHECK(day.answers > 0);
        else
            CHECK(day.answers == 0);
    }
}

TEST_CASE("changing the scope recomputes, and a result for the scope before is dropped", "[stats]")
{
    StatsDeck deck;
    StatsView view(deck.context());
    view.resize(1100, 760);
    view.show();
    REQUIRE(waitUntil([&] { return drawn(view); }, 20000));
    CHECK(view.statistics()->scope.empty());

    const auto python = core::DeckPath::parse("基础知识::Python");
    view.setSelectedDeck(python);
    CHECK(view.statistics()->scope.empty());   // the whole deck is still the scope
    view.setChapterScope(true);
    CHECK(view.isComputing());
    REQUIRE(waitUntil([&] { return drawn(view); }, 20000));
    REQUIRE(view.statistics()->scope == python);
    const service::DeckStatistics expected = deck.expected(python);
    CHECK(view.statistics()->totals.cards == expected.totals.cards);
    CHECK(expected.totals.cards < deck.expected().totals.cards);
    CHECK(sumOf(barSeries(chartNamed(view, "stabilityChart"))) == expected.stability.total());

    // Back to the whole deck before the chapter's numbers could arrive: only the deck's are drawn.
    view.setSelectedDeck(core::DeckPath::parse("基础知识::PyTorch"));
    view.setChapterScope(false);
    REQUIRE(waitUntil([&] { return drawn(view); }, 20000));
    test::settle(300);   // anything still on its way would arrive now
    CHECK(view.statistics()->scope.empty());
    CHECK(view.statistics()->totals.cards == deck.expected().totals.cards);
}

TEST_CASE("the simulator tab draws the workload simulation and the interview forecast", "[stats][workload]")
{
    StatsDeck deck;
    StatsView view(deck.context());
    view.resize(1100, 760);
    view.show();
    WorkloadPanel* panel = view.workloadPanel();
    view.showTab(QStringLiteral("simulator"));
    REQUIRE(waitUntil([&] { return panel->simulation() && panel->interview() && !panel->isBusy(); }, 60000));

    auto store = service::Deck::open(deck.file(), {nullptr, nullptr, true});
    REQUIRE(store);
    auto simulation = service::simulateDeckWorkload(**store, {}, kNow);
    REQUIRE(simulation);
    REQUIRE(panel->simulation()->runs.size() == simulation->runs.size());
    QChart* chart = chartNamed(view, "workloadChart");
    bool reviewsLine = false;
    for (QAbstractSeries* series : chart->series()) {
        auto* line = qobject_cast<QXYSeries*>(series);
        if (!line || line->count() != static_cast<int>(simulation->runs.size()))
            continue;
        for (int i = 0; i < line->count(); ++i)
            CHECK(line->at(i).x() == Approx(simulation->runs[static_cast<std::size_t>(i)].desiredRetention * 100));
        if (line->at(0).y() == Approx(simulation->runs.front().averageReviewsPerDay))
            reviewsLine = true;
    }
    CHECK(reviewsLine);
    // The averages by retention: reviews per day and share remembered, point by point.
    auto* reviewsSeries = seriesObject<QLineSeries>(chart, "reviews");
    auto* rememberedSeries = seriesObject<QLineSeries>(chart, "remembered");
    REQUIRE(rememberedSeries->count() == static_cast<int>(simulation->runs.size()));
    for (std::size_t i = 0; i < simulation->runs.size(); ++i) {
        const auto& run = simulation->runs[i];
        CHECK(reviewsSeries->at(static_cast<int>(i)).y() == Approx(run.averageReviewsPerDay));
        CHECK(rememberedSeries->at(static_cast<int>(i)).x() == Approx(run.desiredRetention * 100));
        CHECK(rememberedSeries->at(static_cast<int>(i)).y() == Approx(run.averageShareRemembered * 100));
    }
    CHECK(simulation->runs.back().averageShareRemembered > simulation->runs.front().averageShareRemembered);
    // No point on the corner of the plot: the axes reach beyond the first and the last retention.
    QValueAxis* x = valueAxisOf(rememberedSeries, Qt::Horizontal);
    CHECK(x->min() < simulation->runs.front().desiredRetention * 100);
    CHECK(x->max() > simulation->runs.back().desiredRetention * 100);
    CHECK(valueAxisOf(rememberedSeries, Qt::Vertical)->max() > 100);
    CHECK(valueAxisOf(reviewsSeries, Qt::Vertical)->max() > simulation->runs.back().averageReviewsPerDay);

    // Day by day: the current retention and the selected one, 365 days each, as simulated.
    std::size_t current = 0;
    for (std::size_t i = 0; i < simulation->runs.size(); ++i)
        if (std::abs(simulation->runs[i].desiredRetention - simulation->currentRetention) < 1e-9)
            current = i;
    auto checkDays = [&](int other) {
        const QList<int> runs = panel->runsShownByDay();
        REQUIRE(runs.size() == 2);
        CHECK(runs[0] == static_cast<int>(current));
        CHECK(runs[1] == other);
        QChart* days = chartNamed(view, "workloadDaysChart");
        for (int k = 0; k < 2; ++k) {
            const auto& run = simulation->runs[static_cast<std::size_t>(runs[k])];
            QList<QLineSeries*> reviewsLines, rememberedLines;
            for (QAbstractSeries* series : days->series()) {
                if (series->objectName() == QStringLiteral("reviews-%1").arg(runs[k]))
                    reviewsLines << qobject_cast<QLineSeries*>(series);
                if (series->objectName() == QStringLiteral("remembered-%1").arg(runs[k]))
                    rememberedLines << qobject_cast<QLineSeries*>(series);
            }
            REQUIRE(reviewsLines.size() == 1);
            REQUIRE(rememberedLines.size() == 1);
            REQUIRE(reviewsLines.first());
            REQUIRE(rememberedLines.first());
            // The title names both retentions.
            CHECK(days->title().contains(QLocale().toString(run.desiredRetention * 100, 'f', 0) + QLatin1Char('%')));
            // The mean of each week of the 365 days (the last week is the 365th day alone).
            REQUIRE(reviewsLines.first()->count() == 53);
            REQUIRE(rememberedLines.first()->count() == 53);
            for (int week = 0; week < 53; ++week) {
                double reviewsSum = 0, shareSum = 0;
                const int first = week * 7, last = std::min(365, first + 7);
                for (int d = first; d < last; ++d) {
                    const auto& day = run.days[static_cast<std::size_t>(d)];
                    reviewsSum += day.reviews;
                    shareSum += day.memorized / day.cardsInPlay;
                }
                CHECK(reviewsLines.first()->at(week).x() == Approx((first + last - 1) / 2.0));
                CHECK(reviewsLines.first()->at(week).y() == Approx(reviewsSum / (last - first)));
                CHECK(rememberedLines.first()->at(week).y() == Approx(shareSum / (last - first) * 100));
            }
        }
    };
    const int selected = panel->selectedRun();
    REQUIRE(selected >= 0);
    CHECK(selected != static_cast<int>(current));
    checkDays(selected);

    // Pointing at 70% in the chart by retention shows its days; leaving it shows the selected
    // one again; clicking selects it.
    auto* workloadView = view.findChild<QChartView*>(QStringLiteral("workloadChart"));
    REQUIRE(workloadView);
    const QPoint at70 = viewportPointOf(workloadView, rememberedSeries, rememberedSeries->at(0));
    QTest::mouseMove(workloadView->viewport(), at70);
    checkDays(0);
    CHECK(panel->selectedRun() == selected);
    CHECK(QToolTip::text().startsWith(QStringLiteral("70%")));
    QEvent leave(QEvent::Leave);
    QCoreApplication::sendEvent(workloadView->viewport(), &leave);
    checkDays(selected);
    QTest::mouseClick(workloadView->viewport(), Qt::LeftButton, {}, at70);
    CHECK(panel->selectedRun() == 0);
    QCoreApplication::sendEvent(workloadView->viewport(), &leave);
    checkDays(0);
    // ... and the list below names the same choice.
    auto* daysAt = view.findChild<QComboBox*>(QStringLiteral("workloadDaysAt"));
    REQUIRE(daysAt);
    CHECK(daysAt->currentData().toInt() == 0);
    daysAt->setCurrentIndex(static_cast<int>(simulation->runs.size()) - 1);
    checkDays(static_cast<int>(simulation->runs.size()) - 1);

    // The interview: one bar per chapter for today and for the date, studying as now.
    const service::InterviewForecast interview = *panel->interview();   // a copy: the panel replaces its own
    QAbstractBarSeries* bars = barSeries(chartNamed(view, "interviewChart"));
    REQUIRE(bars->barSets().size() >= 2);
    REQUIRE(bars->barSets()[1]->count() == static_cast<int>(interview.chapters.size()));
    for (std::size_t i = 0; i < interview.chapters.size(); ++i) {
        CHECK(bars->barSets()[1]->at(static_cast<int>(interview.chapters.size() - 1 - i)) ==
              Approx(interview.current.chapterRecall[i] * 100));
    }
    CHECK(interview.daysLeft >= 28);
    // Its axis fits the forecast's range, so that recall a few points apart looks apart.
    QValueAxis* recallAxis = valueAxisOf(bars, Qt::Horizontal);
    CHECK(recallAxis->min() <= interview.lowestChapterRecall * 100);
    CHECK(recallAxis->min() >= interview.lowestChapterRecall * 100 - 25);
    CHECK(recallAxis->max() > interview.highestChapterRecall * 100);

    checkOfferedLoad(view, interview);

    // Another date is forecast again — also when it changes again before the first forecast is
    // back: the busy bar goes once the latest one is drawn.
    const QDate later = QDateTime::fromSecsSinceEpoch(kNow).date().addDays(90);
    panel->setInterviewDate(later.addDays(-30));
    panel->setInterviewDate(later);
    REQUIRE(waitUntil([&] { return !panel->isBusy() && panel->interview()->date.month == later.month(); }, 30000));
    CHECK(panel->interview()->daysLeft > interview.daysLeft);
    // Further away, a higher retention matters more (on this deck every card is studied in both).
    const service::InterviewForecast later90 = *panel->interview();
    CHECK(checkOfferedLoad(view, later90));
}

TEST_CASE("the simulator simulates one preset's cards with its options when that preset is chosen", "[stats][workload][presets]")
{
    StatsDeck deck;
    core::SchedulerSettings options;
    options.desired_retention = 0.95;
    auto id = service::savePreset(deck.context().deck(), "面试", options);
    REQUIRE(id);
    REQUIRE(service::assignPreset(deck.context().deck(), *id, core::DeckPath::parse("基础知识::Python")));
    StatsView view(deck.context());
    view.resize(1100, 760);
    view.show();
    WorkloadPanel* panel = view.workloadPanel();
    view.showTab(QStringLiteral("simulator"));
    REQUIRE(waitUntil([&] { return panel->simulation() && panel->interview() && !panel->isBusy(); }, 60000));
    QComboBox* choice = panel->presetChoice();
    REQUIRE(choice->count() == 3);   // every card, Default, 面试
    const int sharp = choice->findData(QVariant::fromValue(*id));
    REQUIRE(sharp > 0);
    CHECK(choice->itemText(sharp).startsWith(QStringLiteral("面试")));
    const auto everyCard = panel->simulation()->runs.front().averageReviewsPerDay;

    choice->setCurrentIndex(sharp);
    REQUIRE(waitUntil([&] { return !panel->isBusy() && panel->simulation() && panel->interview(); }, 60000));
    auto store = service::Deck::open(deck.file(), {nullptr, nullptr, true});
    REQUIRE(store);
    service::WorkloadRequest request;
    request.preset = *id;
    auto expected = service::simulateDeckWorkload(**store, {}, kNow, request);
    REQUIRE(expected);
    REQUIRE(panel->simulation()->runs.size() == expected->runs.size());
    CHECK(panel->simulation()->runs.front().averageReviewsPerDay == Approx(expected->runs.front().averageReviewsPerDay));
    CHECK(panel->simulation()->runs.front().averageReviewsPerDay != Approx(everyCard));
}

TEST_CASE("View › Statistics opens the view in the main window", "[stats][app]")
{
    test::AppWindowFixture f;
    REQUIRE(f.waitForTree());
    f.window().showStatistics();
    auto* view = qobject_cast<StatsView*>(f.window().currentView());
    REQUIRE(view);
    REQUIRE(waitUntil([&] { return drawn(*view); }, 20000));
    CHECK(view->statistics()->totals.answersPastYear == 0);   // a fresh deck
    // The "selected chapter" follows the tree.
    const auto section = core::DeckPath::parse("基础知识::Python");
    f.window().selectDeck(section);
    view->setChapterScope(true);
    REQUIRE(waitUntil([&] { return drawn(*view) && view->statistics()->scope == section; }, 20000));
}
