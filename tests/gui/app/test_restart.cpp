// What the app keeps from one run to the next: the window's geometry, the splitter, the chapter
// selected and the main view shown (QSettings), and the notes folder given with --notes and the
// theme (the deck).
#include "app_window_fixture.h"
#include "card_view_harness.h"

#include "gui/app/app_startup.h"
#include "gui/app/launch_options.h"
#include "gui/browse/overview_view.h"
#include "gui/browse/read_view.h"
#include "gui/settings/settings_dialog.h"
#include "gui/stats/stats_view.h"
#include "gui/window/notes_watcher.h"
#include "service/options/app_settings.h"
#include "service/import/notes_source.h"

#include <QAction>
#include <QComboBox>
#include <QCoreApplication>
#include <QDir>
#include <QScreen>
#include <QSplitter>
#include <QTemporaryDir>

#include <catch2/catch.hpp>

using namespace notedeck;
using namespace notedeck::gui;
using notedeck::gui::test::AppWindowFixture;
using notedeck::gui::test::ScratchSettings;
using notedeck::gui::test::settle;
using notedeck::gui::test::waitUntil;
using notedeck::gui::test::writeTextFile;

namespace {

// The current view by the name saveState() gives it ("statsView" is the statistics view's object name).
QString viewName(MainWindow& window)
{
    const QString name = window.currentView()->objectName();
    return name == QLatin1String("statsView") ? QStringLiteral("stats") : name;
}

std::string rectText(const QRect& r)
{
    return std::to_string(r.x()) + "," + std::to_string(r.y()) + " " + std::to_string(r.width()) + "x" +
           std::to_string(r.height());
}

void show(MainWindow& window, const QString& view, const core::DeckPath& deck)
{
    if (view == QLatin1String("read"))
        window.showRead(deck);
    else if (view == QLatin1String("search"))
        window.showSearch();
    else if (view == QLatin1String("stats"))
        window.showStatistics();
    else
        window.showOverview();
}

} // namespace

TEST_CASE("the window comes back where it was, on the chapter and the view it showed", "[app][restore]")
{
    ScratchSettings settings;
    const QString view = GENERATE(as<QString>(), "overview", "read", "search", "stats");
    INFO(view.toStdString());
    const auto section = core::DeckPath::parse("基础知识::Python::装饰器");

    AppWindowFixture f;
    REQUIRE(f.waitForTree());
    MainWindow& window = f.window();
    // A place and size inside the screen, below where a title bar would be (restoring moves a
    // window that would not fit or whose title bar would be off the screen), and not smaller than
    // the window can be.
    const QRect screen = window.screen()->availableGeometry();
    const QSize smallest = window.minimumSizeHint();
    const QRect placed(screen.x() + 11, screen.y() + 43, std::max(smallest.width() + 8, screen.width() * 3 / 4),
                       std::max(smallest.height() + 8, screen.height() * 3 / 4));
    REQUIRE(screen.contains(placed));
    window.setGeometry(placed);
    REQUIRE(waitUntil([&] { return window.geometry() == placed; }));
    auto* splitter = window.findChild<QSplitter*>(QStringLiteral("mainSplitter"));
    REQUIRE(splitter);
    splitter->setSizes({placed.width() / 3, placed.width() - placed.width() / 3});
    window.selectDeck(section);
    REQUIRE(window.selectedDeck() == section);
    show(window, view, section);
    REQUIRE(viewName(window) == view);
    // As the window is when it closes (a view with a larger minimum size, such as the statistics,
    // makes it grow).
    if (view == QLatin1String("stats"))
        REQUIRE(waitUntil([&] { return window.statsView()->statistics().has_value() && !window.statsView()->isComputing(); }, 30000));
    // Wait until the layout has settled: the same geometry over 200 ms.
    QRect last;
    int steady = 0;
    REQUIRE(waitUntil([&] {
        steady = window.geometry() == last ? steady + 1 : 0;
        last = window.geometry();
        settle(50);
        return steady >= 4;
    }, 10000));
    const QRect closed = window.geometry();
    const QList<int> sizes = splitter->sizes();

    f.reopen();
    MainWindow& again = f.window();
    REQUIRE(f.waitForTree());
    REQUIRE(waitUntil([&] { return again.selectedDeck() == section; }));
    CHECK(rectText(again.geometry()) == rectText(closed));
    auto* splitterAgain = again.findChild<QSplitter*>(QStringLiteral("mainSplitter"));
    REQUIRE(splitterAgain);
    CHECK(splitterAgain->sizes() == sizes);
    CHECK(viewName(again) == view);
    if (view == QLatin1String("read"))
        CHECK(again.readView()->scope() == section);
}

TEST_CASE("a review in progress is not restored: the next start opens on the overview", "[app][restore]")
{
    ScratchSettings settings;
    AppWindowFixture f;
    REQUIRE(f.waitForTree());
    f.window().study(core::DeckPath());
    REQUIRE(f.window().currentView() == f.window().reviewView());
    f.reopen();
    REQUIRE(f.waitForTree());
    CHECK(f.window().currentView() == f.window().overview());
}

TEST_CASE("the notes folder given with --notes is remembered: the next start without it imports and watches it", "[app][restore]")
{
    QTemporaryDir dir;
    REQUIRE(QDir(dir.path()).mkdir(QStringLiteral("notes")));
    const QString notes = dir.filePath(QStringLiteral("notes"));
    writeTextFile(notes + QStringLiteral("/cards.md"), QStringLiteral("# 测试\n\n## 一节\n\n- 问题？\n  - 答案\n"));

    LaunchOptions first;
    first.deckFile = dir.filePath(QStringLiteral("deck.sqlite"));
    first.notesDir = notes;
    {
        auto start = startApp(first, QCoreApplication::applicationFilePath());
        REQUIRE(start);
        CHECK(start->notesDir == notes);
    }

    LaunchOptions next;
    next.deckFile = first.deckFile;
    auto start = startApp(next, QCoreApplication::applicationFilePath());
    REQUIRE(start);
    CHECK(start->notesDir == notes);
    CHECK(service::notesSourceOf(start->context->deck(), QCoreApplication::applicationFilePath().toStdString())->value().folder == notes.toStdString());
    MainWindow window(*start->context, start->notesDir);
    CHECK(window.notesDir() == notes);
    CHECK(window.watcher().folder() == notes);
    window.reimport();
    const ImportOutcome imported = test::nextImport(window);
    REQUIRE(imported.report);
    CHECK(imported.report->added.size() == 1);
}

namespace {

// The View menu's theme action named `label` ("Light", "Dark", "Follow the system").
QAction* themeAction(MainWindow& window, const QString& label)
{
    for (QAction* action : window.findChildren<QAction*>())
        if (action->isCheckable() && action->text() == label)
            return action;
    return nullptr;
}

} // namespace

TEST_CASE("the theme chosen in the View menu or the Settings dialog is kept in the deck for the next start",
          "[app][restore][settings]")
{
    QTemporaryDir dir;
    LaunchOptions options;
    options.deckFile = dir.filePath(QStringLiteral("deck.sqlite"));
    const QString exe = QCoreApplication::applicationFilePath();
    const auto stored = [](AppStart& start) { return service::loadAppSettings(start.context->deck())->theme; };
    {
        auto start = startApp(options, exe);
        REQUIRE(start);
        CHECK(start->context->theme() == CardTheme::System);
        MainWindow window(*start->context, start->notesDir);
        QAction* dark = themeAction(window, QStringLiteral("Dark"));
        REQUIRE(dark);
        dark->trigger();
        CHECK(start->context->theme() == CardTheme::Dark);
        CHECK(stored(*start) == "dark");
    }
    {
        auto start = startApp(options, exe);
        REQUIRE(start);
        CHECK(start->context->theme() == CardTheme::Dark);
        MainWindow window(*start->context, start->notesDir);
        CHECK(themeAction(window, QStringLiteral("Dark"))->isChecked());
        SettingsDialog dialog(*start->context);
        CHECK(dialog.theme()->currentData().toString() == QStringLiteral("dark"));
        dialog.theme()->setCurrentIndex(dialog.theme()->findData(QStringLiteral("light")));
        REQUIRE(dialog.apply());
        CHECK(themeAction(window, QStringLiteral("Light"))->isChecked());
        CHECK(stored(*start) == "light");
    }
    {
        auto start = startApp(options, exe);
        REQUIRE(start);
        CHECK(start->context->theme() == CardTheme::Light);
        MainWindow window(*start->context, start->notesDir);
        themeAction(window, QStringLiteral("Follow the system"))->trigger();
        CHECK(stored(*start) == "system");
    }
    // A theme given on the command line (--theme) is used for that run and not stored.
    options.theme = CardTheme::Dark;
    {
        auto start = startApp(options, exe);
        REQUIRE(start);
        CHECK(start->context->theme() == CardTheme::Dark);
        CHECK(stored(*start) == "system");
    }
    options.theme.reset();
    auto start = startApp(options, exe);
    REQUIRE(start);
    CHECK(start->context->theme() == CardTheme::System);
}
