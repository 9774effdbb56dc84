// Background work that must not pile up or block: the chapter tree's counts and the overview's
// queue merge requests made while one runs; a first start shows the window at once and imports the
// bundled notes in the worker with its progress and Cancel; the progress bar counts files.
#include "app_window_fixture.h"
#include "card_view_harness.h"

#include "gui/app/app_startup.h"
#include "gui/app/coalesced_refresh.h"
#include "gui/app/deck_worker.h"
#include "gui/browse/overview_view.h"
#include "gui/shared/deck_tree_model.h"
#include "service/deck/detail/deck_internals.h"
#include "service/deck/deck_location.h"
#include "service/study/study.h"

#include <QCoreApplication>
#include <QLabel>
#include <QProgressBar>
#include <QPushButton>
#include <QSemaphore>
#include <QTemporaryDir>

#include <catch2/catch.hpp>

#include <set>

using namespace notedeck;
using namespace notedeck::gui;
using notedeck::gui::test::AppWindowFixture;
using notedeck::gui::test::nextImport;
using notedeck::gui::test::waitUntil;
using notedeck::gui::test::writeTextFile;

namespace {

// Holds the worker in a job of its own until release() (or the end of the scope), so that the
// requests made meanwhile find a count "running".
class BlockedWorker {
public:
    BlockedWorker(DeckWorker& worker, QObject* context) : m_gate(std::make_shared<QSemaphore>())
    {
        worker.run(context, [gate = m_gate](WorkerDeck&) { gate->acquire(); return true; }, [](bool) {});
    }
    ~BlockedWorker() { release(); }
    void release()
    {
        if (!m_released)
            m_gate->release();
        m_released = true;
    }

private:
    std::shared_ptr<QSemaphore> m_gate;
    bool m_released = false;
};

QString labelContaining(const QWidget* root, const QString& text)
{
    for (const QLabel* label : root->findChildren<QLabel*>())
        if (label->text().contains(text))
            return label->text();
    return {};
}

} // namespace

TEST_CASE("a coalesced refresh runs once at a time and once more for any requests meanwhile", "[app][refresh]")
{
    int started = 0;
    bool canStart = true;
    CoalescedRefresh refresh([&] {
        if (canStart)
            ++started;
        return canStart;
    });
    refresh.request();
    CHECK(started == 1);
    CHECK(refresh.isRunning());
    for (int i = 0; i < 20; ++i)
        refresh.request();
    CHECK(started == 1);
    CHECK(refresh.isDirty());
    CHECK(refresh.finished());   // the one more run starts: the result delivered is out of date
    CHECK(started == 2);
    CHECK_FALSE(refresh.isDirty());
    CHECK_FALSE(refresh.finished());
    CHECK(started == 2);
    CHECK_FALSE(refresh.isRunning());
    CHECK(refresh.runs() == 2);

    // A run that cannot start (no deck) leaves nothing in flight.
    canStart = false;
    refresh.request();
    CHECK_FALSE(refresh.isRunning());
    canStart = true;
    refresh.request();
    CHECK(refresh.isRunning());
}

TEST_CASE("tree recounts asked for while a count runs lead to at most one more count", "[app][refresh]")
{
    AppWindowFixture f;
    MainWindow& window = f.window();
    REQUIRE(f.waitForTree());
    DeckWorker& worker = f.context().worker();
    REQUIRE(waitUntil([&] { return worker.pending() == 0 && !window.treeRefresh().isRunning(); }, 30000));
    const int treeRuns = window.treeRefresh().runs();
    const int queueRuns = window.overview()->queueRefresh().runs();
    int loaded = 0;
    QObject::connect(&window, &MainWindow::treeLoaded, [&] { ++loaded; });

    BlockedWorker blocked(worker, &window);
    // Reviewing on a big deck: the schedule changes every half second while a count takes longer.
    window.refreshTree();
    for (int i = 0; i < 20; ++i) {
        // A change of a card's schedule that leaves it as it is (its flag set to none).
        REQUIRE(service::changeCard(f.context().deck(), 1, service::CardAction::Flag, f.context().now()));
        window.refreshTree();
        window.overview()->refresh();
    }
    CHECK(window.treeRefresh().runs() == treeRuns + 1);
    CHECK(window.treeRefresh().isDirty());
    CHECK(window.overview()->queueRefresh().runs() == queueRuns + 1);
    // The blocking job, one count, one queue and one checkpoint of the answers' log: nothing queued up.
    CHECK(worker.pending() == 4);

    blocked.release();
    REQUIRE(waitUntil([&] { return worker.pending() == 0 && !window.treeRefresh().isRunning() &&
                                   !window.overview()->queueRefresh().isRunning(); }, 30000));
    CHECK(window.treeRefresh().runs() == treeRuns + 2);
    CHECK(loaded == 1);   // only the last counts say the tree is loaded
    // The second tree count asks the overview once more; the queue ran at most twice after the first.
    CHECK(window.overview()->queueRefresh().runs() <= queueRuns + 3);
    CHECK(window.overview()->isLoaded());
}

TEST_CASE("a first start shows the window at once and imports the bundled notes in the background", "[app][first-run]")
{
    QTemporaryDir dir;
    LaunchOptions options;
    options.deckFile = dir.filePath(QStringLiteral("deck.sqlite"));
    auto start = startApp(options, QCoreApplication::applicationFilePath());
    REQUIRE(start);
    // Nothing imported before the window: the deck is still empty.
    CHECK(*service::storeOf(start->context->deck()).cards().activeCount() == 0);
    CHECK(start->notesDir.toStdString() ==
          std::filesystem::path(service::bundledNotesDir(QCoreApplication::applicationFilePath().toStdString())).string());

    std::optional<ImportOutcome> outcome;
    {
        MainWindow window(*start->context, start->notesDir);
        QObject::connect(&window, &MainWindow::importFinished, [&](const ImportOutcome& o) { outcome = o; });
        window.show();
        window.reimport();   // as main() does once the window shows
        CHECK(window.isVisible());
        auto* progress = window.findChild<QProgressBar*>(QStringLiteral("importProgress"));
        auto* cancel = window.findChild<QPushButton*>(QStringLiteral("importCancel"));
        REQUIRE(progress);
        REQUIRE(cancel);
        CHECK(progress->isVisible());
        CHECK(cancel->isVisible());
        const service::DeckOverviewNode* all = window.treeModel().node(QString());
        CHECK((all == nullptr || all->total == 0));

        REQUIRE(waitUntil([&] { return outcome.has_value(); }, 60000));
        REQUIRE(outcome->report);
        const service::ImportReport& report = *outcome->report;
        REQUIRE(report.added.size() > 50);
        CHECK(static_cast<int>(report.added.size()) == report.cardsInNotes);
        CHECK_FALSE(progress->isVisible());
        CHECK(progress->maximum() > 0);
        CHECK(progress->value() == progress->maximum());   // every file of the notes was read

        // The tree has the bundled notes' parts, the overview the whole deck's counts for today.
        REQUIRE(waitUntil([&] {
            const auto* all = window.treeModel().node(QString());
            return all && all->total == report.cardsInNotes && window.overview()->isLoaded();
        }, 30000));
        std::set<std::string> parts, shown;
        for (const service::CardChange& card : report.added)
            parts.insert(card.deck.components().front());
        for (const service::DeckOverviewNode& node : window.treeModel().nodes())
            if (node.depth == 0)
                shown.insert(node.deck.display());
        CHECK(shown == parts);
        CHECK(window.overview()->scope().empty());
        CHECK(labelContaining(window.overview(), QStringLiteral("<b>%1</b> cards").arg(report.cardsInNotes)).contains(
            QStringLiteral("<b>%1</b> new").arg(report.cardsInNotes)));
        CHECK(labelContaining(window.overview(), QStringLiteral("Today:")).contains(QStringLiteral("new")));
    }
}

TEST_CASE("the import's progress bar counts the notes files read", "[app][live]")
{
    QTemporaryDir notes;
    constexpr int kFiles = 7;
    for (int i = 0; i < kFiles; ++i)
        writeTextFile(notes.filePath(QStringLiteral("part-%1.md").arg(i)),
                      QStringLiteral("# 第 %1 部分\n\n- 问题 %1？\n  - 答案\n").arg(i));
    AppWindowFixture f(notes.path());
    std::vector<std::pair<int, int>> steps;
    QObject::connect(&f.window().importer(), &ImportController::progress,
                     [&](int done, int total) { steps.emplace_back(done, total); });
    f.window().reimport();
    const ImportOutcome outcome = nextImport(f.window());
    REQUIRE(outcome.report);
    CHECK(outcome.report->added.size() == kFiles);
    REQUIRE_FALSE(steps.empty());
    CHECK((steps.back() == std::make_pair(kFiles, kFiles)));
    for (size_t i = 1; i < steps.size(); ++i)
        CHECK(steps[i].first >= steps[i - 1].first);
    auto* progress = f.window().findChild<QProgressBar*>(QStringLiteral("importProgress"));
    REQUIRE(progress);
    CHECK(progress->maximum() == kFiles);
    CHECK(progress->value() == kFiles);
    CHECK(f.window().importer().filesDone() == kFiles);
}
