// Help › Keyboard shortcuts and Help › About NoteDeck in the real main window: ? and F1 open the
// shortcuts dialog, which lists every action of the window with its keys, and every key of the
// views (review, drill, read, search, statistics, card pages) once they exist; a ? typed into a
// text field stays text; About names the version. With NOTEDECK_SCREENSHOT_DIR set, the dialog is
// saved there as help-shortcuts.png and the About box as help-about.png.
#include "app_window_fixture.h"
#include "card_view_harness.h"
#include "layout_check.h"

#include "gui/browse/search_view.h"
#include "gui/window/keyboard_shortcuts_dialog.h"

#include <QAction>
#include <QAbstractItemView>
#include <QApplication>
#include <QDir>
#include <QLabel>
#include <QLineEdit>
#include <QMenu>
#include <QMenuBar>
#include <QMessageBox>
#include <QShortcut>
#include <QTest>
#include <QTreeView>
#include <QTreeWidget>

#include <catch2/catch.hpp>

using namespace notedeck::gui;
using notedeck::gui::test::AppWindowFixture;
using notedeck::gui::test::clippedWidgets;
using notedeck::gui::test::cutItemTexts;
using notedeck::gui::test::pressKey;
using notedeck::gui::test::saveLayoutShot;
using notedeck::gui::test::settle;
using notedeck::gui::test::sidewaysPages;
using notedeck::gui::test::waitUntil;

namespace {

// The shortcuts dialog open on the window, if any (it deletes itself when closed).
KeyboardShortcutsDialog* openDialog(MainWindow& window)
{
    for (auto* dialog : window.findChildren<KeyboardShortcutsDialog*>())
        if (dialog->isVisible())
            return dialog;
    return nullptr;
}

bool listed(const std::vector<ShortcutSection>& sections, const QKeySequence& key, const QString& does = {})
{
    for (const ShortcutSection& section : sections)
        for (const ShortcutRow& row : section.rows)
            if (row.keys.contains(key) && (does.isEmpty() || row.does == does))
                return true;
    return false;
}

void saveScreenshot(QWidget& widget, const QString& name)
{
    if (const QString dir = qEnvironmentVariable("NOTEDECK_SCREENSHOT_DIR"); !dir.isEmpty())
        CHECK(widget.grab().save(QDir(dir).filePath(name), "PNG"));
}

} // namespace

TEST_CASE("? and F1 open the keyboard shortcuts, which list every action of the window", "[app][help]")
{
    AppWindowFixture f;
    REQUIRE(f.waitForTree());
    MainWindow& window = f.window();
    window.tree()->setFocus();

    pressKey(window, Qt::Key_Question);
    REQUIRE(waitUntil([&] { return openDialog(window) != nullptr; }));
    KeyboardShortcutsDialog* dialog = openDialog(window);
    const std::vector<ShortcutSection>& sections = dialog->sections();

    // Every action of every menu that has keys, with its menu's name as the section.
    int menuShortcuts = 0;
    for (QAction* entry : window.menuBar()->actions()) {
        for (QAction* action : entry->menu()->actions()) {
            for (const QKeySequence& key : action->shortcuts()) {
                INFO(action->text().toStdString() << " " << key.toString().toStdString());
                CHECK(listed(sections, key, plainActionText(action->text())));
                ++menuShortcuts;
            }
        }
    }
    CHECK(menuShortcuts >= 13);
    // The chapter tree's own keys.
    CHECK(listed(sections, QKeySequence(Qt::Key_S), QStringLiteral("Study the selected chapter")));
    CHECK(listed(sections, QKeySequence(Qt::Key_D), QStringLiteral("Drill the selected chapters")));
    CHECK(listed(sections, QKeySequence(Qt::Key_Question)));
    CHECK(listed(sections, QKeySequence(QKeySequence::HelpContents)));
    // Shown: a heading per section, a line per shortcut.
    QStringList shown;
    for (const QLabel* label : dialog->findChildren<QLabel*>())
        shown << label->text();
    const qsizetype file = shown.indexOf(QStringLiteral("File"));
    REQUIRE(file >= 0);
    CHECK(shown.value(file + 1) == QKeySequence(QKeySequence::Open).toString(QKeySequence::NativeText));
    CHECK(shown.value(file + 2) == QStringLiteral("Notes folder"));
    dialog->resize(620, 900);
    settle(100);
    saveScreenshot(*dialog, QStringLiteral("help-shortcuts.png"));
    dialog->close();
    REQUIRE(waitUntil([&] { return openDialog(window) == nullptr; }));

    // The window active again, as the window manager makes it once the dialog is gone.
    window.activateWindow();
    REQUIRE(waitUntil([&] { return window.isActiveWindow(); }));
    window.tree()->setFocus();
    pressKey(window, Qt::Key_F1);
    REQUIRE(waitUntil([&] { return openDialog(window) != nullptr; }));
    openDialog(window)->close();
    REQUIRE(waitUntil([&] { return openDialog(window) == nullptr; }));

    // In the search field a ? is a character of the query.
    window.showSearch();
    auto* query = window.searchView()->findChild<QLineEdit*>();
    REQUIRE(query);
    query->setFocus();
    QTest::keyClick(query, Qt::Key_Question);
    settle(100);
    CHECK(openDialog(window) == nullptr);
    CHECK(query->text() == QStringLiteral("?"));
}

TEST_CASE("the keyboard shortcuts list every key of the views once they exist", "[app][help]")
{
    AppWindowFixture f;
    REQUIRE(f.waitForTree());
    MainWindow& window = f.window();
    // Every view, created as the app creates it when first needed.
    window.readView();
    window.searchView();
    window.reviewView();
    window.drillView();
    window.statsView();
    window.drillHistoryView();
    const std::vector<ShortcutSection> sections = listShortcuts(window);

    int keys = 0;
    for (const QShortcut* shortcut : window.findChildren<QShortcut*>()) {
        INFO(shortcut->parent()->metaObject()->className() << " " << shortcut->key().toString().toStdString());
        CHECK(listed(sections, shortcut->key()));
        ++keys;
    }
    for (const QAction* action : window.findChildren<QAction*>()) {
        for (const QKeySequence& key : action->shortcuts()) {
            INFO(action->parent()->metaObject()->className() << " " << key.toString().toStdString());
            CHECK(listed(sections, key));
            ++keys;
        }
    }
    CHECK(keys >= 40);
}

TEST_CASE("Help › About NoteDeck names the version", "[app][help]")
{
    AppWindowFixture f;
    MainWindow& window = f.window();
    QMenu* help = window.menuBar()->actions().constLast()->menu();
    REQUIRE(help);
    CHECK(help->title() == QStringLiteral("&Help"));
    QAction* about = help->actions().constLast();
    CHECK(about->text() == QStringLiteral("&About NoteDeck"));
    about->trigger();
    QMessageBox* box = nullptr;
    REQUIRE(waitUntil([&] {
        box = window.findChild<QMessageBox*>();
        return box && box->isVisible();
    }));
    CHECK(box->windowTitle() == QStringLiteral("About NoteDeck"));
    CHECK(box->text().contains(QStringLiteral("NoteDeck " NOTEDECK_VERSION)));
    settle(100);
    saveScreenshot(*box, QStringLiteral("help-about.png"));
    box->close();
}

TEST_CASE("the keyboard shortcuts give the drill's grade keys as its buttons do, and fit a small window", "[app][help][layout]")
{
    const QSize size = GENERATE(QSize(640, 480), QSize(800, 600), QSize(1180, 780));
    AppWindowFixture f;
    REQUIRE(f.waitForTree());
    MainWindow& window = f.window();
    window.resize(size);
    const std::vector<ShortcutSection> sections = listShortcuts(window);
    // 1 Missed, 2 Partly, 3 Knew: the drill's buttons, worst on the left, as in review.
    CHECK(listed(sections, QKeySequence(Qt::Key_1), QStringLiteral("Grade: missed it")));
    CHECK(listed(sections, QKeySequence(Qt::Key_2), QStringLiteral("Grade: partly known")));
    CHECK(listed(sections, QKeySequence(Qt::Key_3), QStringLiteral("Grade: knew it")));

    window.show();
    pressKey(window, Qt::Key_F1);
    REQUIRE(waitUntil([&] { return openDialog(window) != nullptr; }, 5000));
    KeyboardShortcutsDialog* dialog = openDialog(window);
    INFO("at " << size.width() << "x" << size.height());
    CHECK(dialog->width() <= window.width());
    CHECK(dialog->height() <= window.height());
    // Every line reads whole ("…on the summ…" was cut): no text shortened or cut off, nothing to
    // scroll sideways to; the page scrolls down.
    settle(150);
    QStringList problems = clippedWidgets(dialog) + sidewaysPages(dialog);
    for (QAbstractItemView* view : dialog->findChildren<QAbstractItemView*>())
        problems += cutItemTexts(view);
    INFO(problems.join(QLatin1Char('\n')).toStdString());
    CHECK(problems.isEmpty());
    saveLayoutShot(dialog, QStringLiteral("shortcuts"), size);
    dialog->close();
}
