// Every view in a window of 640 × 480, 800 × 600 and the default 1180 × 780, on the bundled deck
// with 30 days of study: nothing is cut off (each button and label has room for its text and lies
// inside the window or a page that scrolls to it; no chart title, axis or legend text shortened
// with "..."), no page scrolls sideways, opening a view never makes the window bigger, the dialogs
// fit in the window, the drill summary's lists show long questions whole, and the chapter tree
// shows the names of the parts whole.
//
// With NOTEDECK_LAYOUT_SHOTS=DIR each view is also written to DIR as VIEW-WxH.png, to look at.
#include "app_window_fixture.h"
#include "card_view_harness.h"
#include "layout_check.h"

#include "core/clock.h"
#include "gui/browse/overview_view.h"
#include "gui/browse/read_view.h"
#include "gui/browse/search_view.h"
#include "gui/card/card_view.h"
#include "gui/drill/drill_history_chart.h"
#include "gui/drill/drill_history_view.h"
#include "gui/drill/drill_setup_dialog.h"
#include "gui/drill/drill_summary_view.h"
#include "gui/drill/drill_view.h"
#include "gui/review/review_view.h"
#include "gui/settings/settings_dialog.h"
#include "gui/stats/stats_view.h"
#include "gui/stats/workload_panel.h"
#include "gui/shared/deck_tree_model.h"
#include "service/statistics/demo_history.h"
#include "service/drill/drill_session.h"
#include "service/study/study.h"

#include <catch2/catch.hpp>

#include <QAbstractItemView>
#include <QTreeView>

using namespace notedeck;
using namespace notedeck::gui;
using notedeck::gui::test::waitUntil;

namespace {

// Opens the views one after the other in one window of one size and says what it found.
class ViewTour {
public:
    explicit ViewTour(QSize size) : m_size(size)
    {
        m_app.window().resize(size);
        REQUIRE(m_app.waitForTree());
        // A month of study up to yesterday, so that the statistics and the mastery bars have
        // something to show and today still has cards to study.
        service::DemoHistoryOptions options;
        options.days = 30;
        REQUIRE(service::fabricateHistory(m_app.context().deck(), core::SystemClock().now() - 24 * 3600, options));
        REQUIRE(waitUntil([&] { return !m_app.window().treeRefresh().isRunning(); }, 20000));
    }

    MainWindow& window() { return m_app.window(); }

    // What is cut off in `widget` (the window, or a dialog) with the view `name` on screen; the
    // window keeps its size.
    void check(const QString& name, QWidget* widget = nullptr)
    {
        test::settle(150);
        QWidget* shown = widget ? widget : &window();
        INFO(name.toStdString() << " at " << m_size.width() << "x" << m_size.height());
        CHECK(window().size() == m_size);
        if (widget)
            CHECK((widget->width() <= m_size.width() && widget->height() <= m_size.height()));
        // Pages scroll down, never sideways (a page wider than its window cut sentences mid-line).
        const QStringList problems =
            test::clippedWidgets(shown) + test::cutChartTexts(shown) + test::sidewaysPages(shown);
        INFO(problems.join(QLatin1Char('\n')).toStdString());
        CHECK(problems.isEmpty());
        test::saveLayoutShot(shown, name, m_size);
    }

private:
    QSize m_size;
    test::AppWindowFixture m_app;
};

} // namespace

TEST_CASE("every view fits a small window: nothing cut off, the window keeps its size", "[app][layout]")
{
    const QSize size = GENERATE(QSize(640, 480), QSize(800, 600), QSize(1180, 780));
    ViewTour tour(size);
    MainWindow& window = tour.window();

    // The overview, with the names of the parts and chapters whole in the tree, and the sections of
    // an opened chapter not all cut short.
    window.showOverview();
    REQUIRE(waitUntil([&] { return window.overview()->isLoaded(); }, 20000));
    const QModelIndex python = window.treeModel().indexOfKey(QString::fromStdString(core::DeckPath::parse("基础知识::Python").key()));
    REQUIRE(python.isValid());
    window.tree()->expand(python);
    tour.check(QStringLiteral("overview"));
    // In the default window the parts and chapters read whole, and not every section is cut; in a
    // small one the count columns come first (tests/gui/window/test_long_chapter_names.cpp) and a
    // shortened name has its whole path in its tooltip.
    if (size == QSize(1180, 780)) {
        CHECK(test::elidedTreeNames(window.tree(), 1).isEmpty());
        const int sections = window.treeModel().rowCount(python);
        CHECK(test::elidedTreeNames(window.tree(), 2).size() < sections);
    }
    for (int row = 0; row < window.treeModel().rowCount(python); ++row) {
        const QModelIndex section = window.treeModel().index(row, 0, python);
        CHECK(section.data(Qt::ToolTipRole).toString().contains(section.data().toString()));
    }

    // Read and search.
    bool read = false;
    QObject::connect(window.readView(), &ReadView::rendered, [&] { read = true; });
    window.showRead(core::DeckPath::parse("基础知识::Python::迭代器和生成器"));
    REQUIRE(waitUntil([&] { return read; }, 30000));
    tour.check(QStringLiteral("read"));
    SearchView* search = window.searchView();
    bool found = false;
    QObject::connect(search, &SearchView::resultShown, [&] { found = true; });
    QObject::connect(search, &SearchView::searched, search, [search] { search->openResult(0); }, Qt::SingleShotConnection);
    window.showSearch();
    search->setQuery(QStringLiteral("拷贝"));
    search->search();
    REQUIRE(waitUntil([&] { return found; }, 30000));
    tour.check(QStringLiteral("search"));

    // Review: the question, the answer with the four buttons, the summary.
    auto* review = qobject_cast<ReviewView*>(window.reviewView());
    REQUIRE(review);
    test::RenderLog reviewed(*review->cardView());
    window.study(core::DeckPath());
    REQUIRE(waitUntil([&] { return review->currentCard().has_value(); }, 20000));
    REQUIRE(reviewed.waitFor(*review->currentCard(), CardPart::Question));
    tour.check(QStringLiteral("review-question"));
    review->revealAnswer();
    REQUIRE(reviewed.waitFor(*review->currentCard(), CardPart::Answer));
    tour.check(QStringLiteral("review-answer"));
    review->showSummary();
    REQUIRE(waitUntil([&] { return review->isSummaryShown() && !review->isLoading(); }, 20000));
    tour.check(QStringLiteral("review-summary"));

    // The drill: its setup dialog, a question, the summary, the history.
    DrillSetupDialog* setup = window.openDrillSetup({core::DeckPath::parse("基础知识::Python")});
    REQUIRE(setup);
    REQUIRE(waitUntil([&] { return setup->isVisible(); }, 5000));
    tour.check(QStringLiteral("drill-setup"), setup);
    setup->reject();
    DrillView* drill = window.drillView();
    test::RenderLog drilled(*drill->cardView());
    service::DrillOptions options;
    options.count = 3;
    options.secondsPerQuestion = 90;
    REQUIRE(window.startDrill(options));
    REQUIRE(waitUntil([&] { return drill->session() && drill->session()->current(); }, 20000));
    REQUIRE(drilled.waitFor(drill->session()->current()->card, CardPart::Question));
    tour.check(QStringLiteral("drill"));
    for (auto grade : {service::DrillGrade::Missed, service::DrillGrade::Partly, service::DrillGrade::Knew}) {
        drill->reveal();
        drill->grade(grade);
    }
    REQUIRE(drill->isSummaryShown());
    REQUIRE(waitUntil([&] { return drill->summaryView()->chart()->pointCount() > 0; }, 20000));
    tour.check(QStringLiteral("drill-summary"));
    // Long questions, as real notes have them, read whole in the lists and the table.
    service::DrillSummary summary = drill->summaryView()->summary();
    REQUIRE(summary.items.size() == 3);
    summary.items[0].question = "如何用 `contextlib.contextmanager` 实现一个上下文管理器？它和手写 `__enter__` / `__exit__` "
                                "的类有什么区别，异常在两种写法里分别是怎样传播和被吞掉的？";
    summary.items[1].question = "What does contextlib.contextmanager_with_a_very_long_identifier_name do?";
    summary.missedItems = {summary.items[0]};
    summary.partlyItems = {summary.items[1]};
    drill->summaryView()->setSummary(summary);
    tour.check(QStringLiteral("drill-summary-long"));
    if (auto* page = drill->summaryView()->findChild<QWidget*>(QStringLiteral("drillSummaryContent")))
        test::saveLayoutShot(page, QStringLiteral("drill-summary-long-page"), size);   // the whole page, scrolled or not
    {
        QStringList cut;
        for (QAbstractItemView* view : drill->summaryView()->findChildren<QAbstractItemView*>())
            cut += test::cutItemTexts(view);
        INFO(cut.join(QLatin1Char('\n')).toStdString());
        CHECK(cut.isEmpty());
    }
    bool listed = false;
    QObject::connect(window.drillHistoryView(), &DrillHistoryView::loaded, [&] { listed = true; });
    window.showDrillHistory();
    REQUIRE(waitUntil([&] { return listed; }, 20000));
    tour.check(QStringLiteral("drill-history"));

    // Each tab of the statistics.
    window.showStatistics();
    StatsView* stats = window.statsView();
    REQUIRE(waitUntil([&] { return stats->statistics() && !stats->isComputing(); }, 30000));
    for (const char* tab : {"activity", "progress", "memory", "simulator"}) {
        stats->showTab(QLatin1String(tab));
        if (QLatin1String(tab) == QLatin1String("simulator")) {
            WorkloadPanel* workload = stats->workloadPanel();
            REQUIRE(waitUntil([&] { return workload->simulation() && workload->interview() && !workload->isBusy(); },
                              60000));
        }
        tour.check(QStringLiteral("stats-%1").arg(QLatin1String(tab)));
    }

    // Settings.
    window.openSettings();
    auto* settings = window.findChild<SettingsDialog*>();
    REQUIRE(settings);
    REQUIRE(waitUntil([&] { return settings->isVisible(); }, 5000));
    tour.check(QStringLiteral("settings"), settings);
    settings->reject();
}

