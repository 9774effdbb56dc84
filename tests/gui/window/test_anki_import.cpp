// File › Import from Anki…: the action is in the File menu, and the import's report is shown as
// plain text (a package's deck and note type names are untrusted). With NOTEDECK_SCREENSHOT_DIR
// set, the report is saved there as anki-import.png.
#include "app_window_fixture.h"
#include "card_view_harness.h"
#include "service/anki/anki_import.h"

#include <QAction>
#include <QApplication>
#include <QDir>
#include <QLabel>
#include <QMenuBar>
#include <QMessageBox>
#include <QTemporaryDir>
#include <QTimer>

#include <catch2/catch.hpp>

using namespace notedeck;
using namespace notedeck::gui;
using notedeck::gui::test::AppWindowFixture;
using notedeck::gui::test::writeTextFile;

TEST_CASE("Import from Anki is in the File menu and its report is plain text", "[app][anki]")
{
    QTemporaryDir notes;
    writeTextFile(notes.filePath(QStringLiteral("mine.md")), QStringLiteral("# Mine\n\n- What?\n  - This\n"));
    AppWindowFixture f(notes.path());
    bool found = false;
    for (QAction* menu : f.window().menuBar()->actions())
        if (menu->menu())
            for (QAction* a : menu->menu()->actions())
                found = found || a->text() == QStringLiteral("Import from An&ki…");
    CHECK(found);

    service::AnkiImportReport report;
    report.layout = "current (collection.anki21b)";
    report.notes = 1214;
    report.fromNoteDeck = 180;
    report.answersAdded = 342;
    report.answersHere = 2871;
    report.cardsRescheduled = 97;
    report.notesWritten = 1034;
    report.files = {"Anki/Spanish.md", "Anki/<b>Bold</b> deck.md"};
    report.mediaCopied = 56;
    report.notesImported = true;
    report.otherKinds = {"Image Occlusion: 12 notes"};
    report.problems = {"shared.apkg: media file \"../x.png\" is not a plain file name; not imported"};
    QString text;
    int format = -1;
    QTimer::singleShot(200, [&] {
        auto* box = qobject_cast<QMessageBox*>(f.window().ankiReport());
        REQUIRE(box);
        text = box->text();
        format = box->textFormat();
        if (const QByteArray dir = qgetenv("NOTEDECK_SCREENSHOT_DIR"); !dir.isEmpty())
            box->grab().save(QDir(QString::fromLocal8Bit(dir)).filePath(QStringLiteral("anki-import.png")));
        box->accept();
    });
    f.window().showAnkiImport(report);
    CHECK(format == Qt::PlainText);
    CHECK(text.contains(QStringLiteral("342 answers added, 2871 already here")));
    CHECK(text.contains(QStringLiteral("<b>Bold</b> deck.md")));
    CHECK(text.contains(QStringLiteral("Image Occlusion: 12 notes")));
}
