// The chapter tree with chapter names as long as real notes have them, in a window of 640 × 480,
// 800 × 600 and the default size, in the overview and during a review: every count column (New,
// Learn, Due, Mastery) is shown whole inside the tree, which never scrolls sideways; a long name
// is shortened with "…" and its tooltip gives the whole path as plain text. The statistics'
// simulator, which names the chapters in a chart, still fits the window.
//
// With NOTEDECK_LAYOUT_SHOTS=DIR the window is written to DIR as tree-VIEW-WxH.png, to look at.
#include "app_window_fixture.h"
#include "card_view_harness.h"
#include "layout_check.h"

#include "gui/review/review_view.h"
#include "gui/stats/stats_view.h"
#include "gui/stats/workload_panel.h"
#include "gui/shared/deck_tree_model.h"

#include <catch2/catch.hpp>

#include <QHeaderView>
#include <QScrollBar>
#include <QSplitter>
#include <QTemporaryDir>
#include <QTreeView>

using namespace notedeck;
using namespace notedeck::gui;
using notedeck::gui::test::waitUntil;

namespace {

const QString kPart = QStringLiteral("Python 3 for the interview: the language, its standard library and its runtime");
const QString kChapter = QStringLiteral("contextlib and the with statement: context managers, exceptions and cleanup in depth");

// Every count column is shown and lies inside the tree's viewport; the tree does not scroll sideways.
QStringList hiddenCounts(QTreeView* tree)
{
    QStringList problems;
    QHeaderView* header = tree->header();
    for (int column = DeckTreeModel::NewColumn; column < DeckTreeModel::ColumnCount; ++column) {
        const QString name = tree->model()->headerData(column, Qt::Horizontal).toString();
        const int left = header->sectionViewportPosition(column);
        if (header->isSectionHidden(column))
            problems << name + QStringLiteral(" hidden");
        else if (left < 0 || left + header->sectionSize(column) > tree->viewport()->width())
            problems << QStringLiteral("%1 at %2 + %3, outside a viewport %4 wide")
                            .arg(name)
                            .arg(left)
                            .arg(header->sectionSize(column))
                            .arg(tree->viewport()->width());
    }
    if (tree->horizontalScrollBar()->isVisible() && tree->horizontalScrollBar()->maximum() > 0)
        problems << QStringLiteral("the tree scrolls sideways");
    if (header->sectionSize(DeckTreeModel::NameColumn) < tree->fontMetrics().averageCharWidth() * 4)
        problems << QStringLiteral("no room for the names");
    return problems;
}

} // namespace

TEST_CASE("the chapter tree shows every count column beside long chapter names", "[app][layout][tree]")
{
    const QSize size = GENERATE(QSize(640, 480), QSize(800, 600), QSize(1180, 780));
    test::ScratchSettings settings;
    QTemporaryDir notes;
    QString text = QStringLiteral("# %1\n\n## %2\n\n").arg(kPart, kChapter);
    for (int i = 0; i < 12; ++i)
        text += QStringLiteral("- Question %1?\n  - Answer %1\n").arg(i);
    text += QStringLiteral("\n## Generators\n\n- What does yield do?\n  - It pauses the function\n");
    test::writeTextFile(notes.filePath(QStringLiteral("python.md")), text);
    test::AppWindowFixture f(notes.path());
    MainWindow& window = f.window();
    window.resize(size);
    window.reimport();
    REQUIRE(test::nextImport(window).report);
    REQUIRE(f.waitForTree());
    REQUIRE(waitUntil([&] { return !window.treeModel().isEmpty() && !window.treeRefresh().isRunning(); }, 20000));
    QTreeView* tree = window.tree();
    tree->expandAll();
    test::settle(150);
    INFO("at " << size.width() << "x" << size.height());

    // The overview.
    {
        INFO("overview");
        const QStringList problems = hiddenCounts(tree);
        INFO(problems.join(QLatin1Char('\n')).toStdString());
        CHECK(problems.isEmpty());
        CHECK(window.size() == size);
        test::saveLayoutShot(&window, QStringLiteral("tree-overview"), size);
    }
    // The long chapter is shortened, its whole path in its tooltip as written (no markup).
    const QModelIndex chapter = window.treeModel().indexOfKey(
        QString::fromStdString(core::DeckPath({kPart.toStdString(), kChapter.toStdString()}).key()));
    REQUIRE(chapter.isValid());
    CHECK(test::elidedTreeNames(tree, 2).contains(kChapter));
    const QString tip = chapter.data(Qt::ToolTipRole).toString();
    CHECK(tip.contains(kChapter));
    CHECK(tip.contains(kPart));

    // A review.
    auto* review = qobject_cast<ReviewView*>(window.reviewView());
    REQUIRE(review);
    window.study(core::DeckPath());
    REQUIRE(waitUntil([&] { return review->currentCard().has_value(); }, 20000));
    test::settle(300);
    {
        INFO("review");
        const QStringList problems = hiddenCounts(tree);
        INFO(problems.join(QLatin1Char('\n')).toStdString());
        CHECK(problems.isEmpty());
        const QStringList clipped = test::clippedWidgets(&window);
        INFO(clipped.join(QLatin1Char('\n')).toStdString());
        CHECK(clipped.isEmpty());
        CHECK(window.size() == size);
        test::saveLayoutShot(&window, QStringLiteral("tree-review"), size);
    }

    // The statistics' simulator names the chapters in its interview chart: a long name there must
    // not make the page wider than the window (it was cut at its right edge, with no way to it).
    // Opened in a large window first, which is then made small: the splitter must not squeeze the
    // page narrower than its content (it kept the wide tree and cut the page off at the right).
    // The tree widened for its names in the large window keeps its width while the overview
    // shows; the statistics open after that.
    window.showOverview();
    window.resize(1180, 780);
    test::settle(150);
    auto* splitter = window.findChild<QSplitter*>(QStringLiteral("mainSplitter"));
    REQUIRE(splitter);
    splitter->setSizes({472, 700});
    test::settle(150);
    window.resize(size);
    test::settle(150);
    {
        // The overview, on screen while the window shrinks: the same (it scrolled sideways).
        INFO("overview after shrinking");
        const QStringList problems = test::sidewaysPages(&window) + test::clippedWidgets(&window);
        INFO(problems.join(QLatin1Char('\n')).toStdString());
        CHECK(problems.isEmpty());
        test::saveLayoutShot(&window, QStringLiteral("tree-overview-shrunk"), size);
    }
    window.showStatistics();
    StatsView* stats = window.statsView();
    REQUIRE(waitUntil([&] { return stats->statistics() && !stats->isComputing(); }, 30000));
    stats->showTab(QStringLiteral("simulator"));
    WorkloadPanel* workload = stats->workloadPanel();
    REQUIRE(waitUntil([&] { return workload->simulation() && workload->interview() && !workload->isBusy(); }, 60000));
    test::settle(300);
    {
        INFO("simulator");
        const QStringList problems = hiddenCounts(tree) + test::clippedWidgets(&window) + test::cutChartTexts(&window) +
                                     test::sidewaysPages(&window);
        INFO(problems.join(QLatin1Char('\n')).toStdString());
        CHECK(problems.isEmpty());
        CHECK(window.size() == size);
        test::saveLayoutShot(&window, QStringLiteral("tree-simulator"), size);
    }
}
