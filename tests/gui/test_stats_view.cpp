// The statistics view on a deck with a fabricated study history and a fixed clock: the charts
// draw exactly the numbers service::computeStatistics() gives, a scope change recomputes (and a
// result for the scope before is dropped), the numbers are computed off the GUI thread, and the
// simulator tab draws simulateDeckWorkload() and forecastInterview().
#include "app_window_fixture.h"
#include "card_view_harness.h"

#include "core/clock.h"
#include "gui/app_context.h"
#include "gui/app_deck.h"
#include "gui/calendar_heatmap.h"
#include "gui/stats_view.h"
#include "gui/workload_panel.h"
#include "service/demo_history.h"
#include "service/study.h"

#include <QAbstractBarSeries>
#include <QBarSet>
#include <QChart>
#include <QChartView>
#include <QComboBox>
#include <QCoreApplication>
#include <QPieSeries>
#include <QScatterSeries>
#include <QTemporaryDir>
#include <QThread>
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
        auto deck = openAppDeck(file(), QCoreApplication::applicationFilePath().toStdString());
        REQUIRE(deck);
        auto scheduler = service::loadScheduler(**deck);
        REQUIRE(scheduler);
        service::DemoHistoryOptions options;
        options.days = 60;
        auto history = service::fabricateHistory(**deck, *scheduler, kNow, options);
        REQUIRE(history);
        REQUIRE(history->answers > 100);
        auto context = AppContext::create(std::move(*deck), std::make_unique<core::FixedClock>(kNow));
        REQUIRE(context);
        m_context = std::move(*context);
    }

    std::filesystem::path file() const { return m_dir.filePath(QStringLiteral("deck.sqlite")).toStdString(); }
    AppContext& context() { return *m_context; }

    // What the service computes for `scope`, on a store of the test's own.
    service::DeckStatistics expected(const core::DeckPath& scope = {})
    {
        auto store = storage::DeckStore::openReadOnly(file());
        REQUIRE(store);
        auto stats = service::computeStatistics(**store, m_context->scheduler(), scope, kNow);
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

} // namespace

TEST_CASE("the statistics view draws the service's numbers, computed off the GUI thread", "[stats]")
{
    StatsDeck deck;
    StatsView view(deck.context());
    view.resize(1100, 760);
    view.show();
    REQUIRE(waitUntil([&] { return drawn(view); }, 20000));
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
    QBarSet* mastery = barSeries(chartNamed(view, "masteryChart"))->barSets().first();
    REQUIRE(mastery->count() == static_cast<int>(expected.chapters.size()));
    for (std::size_t i = 0; i < expected.chapters.size(); ++i) {   // drawn bottom-up
        CHECK(mastery->at(static_cast<int>(expected.chapters.size() - 1 - i)) ==
              Approx(expected.chapters[i].expectedRecall * 100));
    }

    // The heatmap has a square for each of the 365 days, and each square names its day's count.
    auto* heatmap = view.findChild<CalendarHeatmap*>(QStringLiteral("heatmapChart"));
    REQUIRE(heatmap);
    int squares = 0;
    int answers = 0;
    for (QAbstractSeries* series : heatmap->chart()->series()) {
        auto* scatter = qobject_cast<QScatterSeries*>(series);
        REQUIRE(scatter);
        squares += scatter->count();
        for (const QPointF& point : scatter->points()) {
            const auto day = heatmap->dayAt(point);
            REQUIRE(day);
            answers += day->answers;
        }
    }
    CHECK(squares == 365);
    CHECK(answers == expected.totals.answersPastYear);
    CHECK(CalendarHeatmap::describe(expected.days.back())
              .contains(QString::number(expected.days.back().answers)));
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

    auto store = storage::DeckStore::openReadOnly(deck.file());
    REQUIRE(store);
    auto simulation = service::simulateDeckWorkload(**store, deck.context().scheduler(), {}, kNow);
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

    // Another date is forecast again.
    const QDate later = QDateTime::fromSecsSinceEpoch(kNow).date().addDays(90);
    panel->setInterviewDate(later);
    REQUIRE(waitUntil([&] { return !panel->isBusy() && panel->interview()->date.month == later.month(); }, 30000));
    CHECK(panel->interview()->daysLeft > interview.daysLeft);
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
