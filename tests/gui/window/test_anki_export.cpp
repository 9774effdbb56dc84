// File › Export to Anki… in the real main window: the menu has it, its dialog asks for an .apkg and
// offers the history (ticked), and an export run in the worker writes the package and says so in
// plain text. With NOTEDECK_SCREENSHOT_DIR set, the dialog is saved there as anki-export.png.
#include "app_window_fixture.h"
#include "card_view_harness.h"

#include "gui/window/anki_export_dialog.h"

#include <QAction>
#include <QCheckBox>
#include <QDir>
#include <QFileInfo>
#include <QMenu>
#include <QMenuBar>
#include <QSignalSpy>

#include <catch2/catch.hpp>

using namespace notedeck::gui;
using notedeck::gui::test::AppWindowFixture;
using notedeck::gui::test::settle;
using notedeck::gui::test::waitUntil;

TEST_CASE("File › Export to Anki… asks for an .apkg, with the study history ticked", "[app][anki]")
{
    AppWindowFixture app;
    QAction* action = nullptr;
    for (QAction* menu : app.window().menuBar()->actions())
        if (menu->menu())
            for (QAction* item : menu->menu()->actions())
                if (item->text().remove(QLatin1Char('&')) == QStringLiteral("Export to Anki…"))
                    action = item;
    REQUIRE(action);

    AnkiExportDialog dialog(&app.window());
    dialog.resize(760, 480);
    dialog.show();
    settle(200);
    REQUIRE(dialog.historyBox()->isVisible());
    CHECK(dialog.withHistory());
    CHECK(dialog.packageFile().endsWith(QStringLiteral("NoteDeck.apkg")));
    if (const QString dir = qEnvironmentVariable("NOTEDECK_SCREENSHOT_DIR"); !dir.isEmpty())
        CHECK(dialog.grab().save(QDir(dir).filePath(QStringLiteral("anki-export.png")), "PNG"));
    dialog.close();
}

TEST_CASE("an export to Anki from the window writes the package in the worker and tells it", "[app][anki]")
{
    AppWindowFixture app;
    REQUIRE(app.waitForTree());
    QTemporaryDir out;
    const QString file = out.filePath(QStringLiteral("deck.apkg"));
    app.window().setQuietAnkiResult(true);
    QSignalSpy done(&app.window(), &MainWindow::ankiExported);
    app.window().exportToAnki(file, true);
    REQUIRE(waitUntil([&] { return done.count() > 0; }, 30000));
    CHECK(done.front().at(0).toBool());
    CHECK(done.front().at(1).toString().startsWith(file + QStringLiteral(" written: ")));
    CHECK(QFileInfo(file).size() > 0);
}
