// The study journal in the desktop app (docs/sync.md): another device's answers in the notes
// folder's journal are merged at start and when its file arrives while the app runs, the status
// bar says what came in and the chapter tree's counts follow; a line that cannot be read is shown
// with its file and line; an answer given in the app goes to this device's file without starting
// an import of the notes.
#include "app_window_fixture.h"
#include "card_view_harness.h"
#include "other_device.h"

#include "gui/shared/deck_tree_model.h"
#include "gui/window/import_report_panel.h"
#include "gui/window/journal_watcher.h"
#include "gui/window/notes_watcher.h"
#include "service/deck/deck_overview.h"
#include "service/deck/detail/deck_internals.h"
#include "service/study/study.h"
#include "service/sync/sync.h"

#include <QDateTime>
#include <QFile>
#include <QFileInfo>
#include <QLabel>
#include <QListWidget>
#include <QStatusBar>
#include <QTemporaryDir>

#include <catch2/catch.hpp>

using namespace notedeck;
using namespace notedeck::gui;
using notedeck::gui::test::AppWindowFixture;
using notedeck::gui::test::nextImport;
using notedeck::gui::test::OtherDevice;
using notedeck::gui::test::settle;
using notedeck::gui::test::waitUntil;
using notedeck::gui::test::writeTextFile;

namespace {

const QString kNotes = QStringLiteral("# 同步\n\n## 一节\n\n- 甲问？\n  - 甲答\n- 乙问？\n  - 乙答\n- 丙问？\n  - 丙答\n");

// The app on a notes folder of its own (with kNotes), the notes folder watched with short waits.
struct SyncedApp {
    QTemporaryDir notes;
    std::unique_ptr<AppWindowFixture> app;

    SyncedApp() { writeTextFile(notes.filePath(QStringLiteral("cards.md")), kNotes); }
    // Starts the app as main() does: the window, then the import of the notes folder.
    ImportOutcome start()
    {
        app = std::make_unique<AppWindowFixture>(notes.path());
        window().watcher().setDebounce(50);
        window().journalWatcher().setDebounce(50);
        window().reimport();
        ImportOutcome outcome = nextImport(window());
        REQUIRE(outcome.report);
        return outcome;
    }
    MainWindow& window() { return app->window(); }
    QString statusText() { return window().statusBar()->findChild<QLabel*>(QStringLiteral("statusText"))->text(); }
    storage::DeckStore& store() { return service::storeOf(app->context().deck()); }
    core::CardRow card(const QString& question)
    {
        auto rows = store().cards().list(core::DeckPath(), false);
        REQUIRE(rows);
        for (const auto& row : *rows)
            if (QString::fromStdString(row.card.question).contains(question))
                return row;
        FAIL("no card asks " << question.toStdString());
        return {};
    }
    int freshInTree() { return app->window().treeModel().node(QString()) ? app->window().treeModel().node(QString())->fresh : -1; }
    QString ownJournalFile()
    {
        auto setup = service::journalSetup(app->context().deck());
        REQUIRE(setup);
        REQUIRE(*setup);
        return QString::fromStdString(((*setup)->root / "journal" / ((*setup)->device + ".jsonl")).string());
    }
};

} // namespace

TEST_CASE("The app merges another device's answers found in the notes folder at start", "[app][sync]")
{
    SyncedApp s;
    OtherDevice laptop(kNotes);
    laptop.answer(QStringLiteral("乙问"));
    laptop.copyInto(s.notes.path(), QStringLiteral("laptop"));

    const ImportOutcome outcome = s.start();
    REQUIRE(outcome.merge);
    CHECK(outcome.merge->answers() == 1);
    // The card the laptop answered has the laptop's schedule; the others are still new.
    CHECK(s.card(QStringLiteral("乙问")).schedule.reps == 1);
    CHECK(s.card(QStringLiteral("乙问")).schedule.state != core::CardState::New);
    CHECK(s.card(QStringLiteral("甲问")).schedule.reps == 0);
    CHECK(s.statusText() == QStringLiteral("1 answer from laptop merged"));
    // The journal is in the notes folder, next to the laptop's file.
    CHECK(QFileInfo::exists(s.ownJournalFile()));
    CHECK(s.ownJournalFile().startsWith(s.notes.filePath(QStringLiteral(".notedeck/journal/"))));
}

TEST_CASE("A journal file that arrives while the app runs is merged and the counts follow", "[app][sync]")
{
    SyncedApp s;
    s.start();
    REQUIRE(waitUntil([&] { return s.freshInTree() == 3; }));
    REQUIRE(s.window().journalWatcher().folder() == s.notes.filePath(QStringLiteral(".notedeck/journal")));

    OtherDevice laptop(kNotes);
    laptop.answer(QStringLiteral("甲问"));
    laptop.answer(QStringLiteral("丙问"));
    QString message;
    int merges = 0;
    QObject::connect(&s.window(), &MainWindow::journalMerged, [&](const QString& m) {
        message = m;
        ++merges;
    });
    laptop.copyInto(s.notes.path(), QStringLiteral("laptop"));
    REQUIRE(waitUntil([&] { return merges > 0; }));
    CHECK(message == QStringLiteral("2 answers from laptop merged"));
    CHECK(s.statusText() == message);
    CHECK(s.card(QStringLiteral("甲问")).schedule.reps == 1);
    // The tree counts the two cards as studied.
    CHECK(waitUntil([&] { return s.freshInTree() == 1; }));
    // Nothing new since: no more merges, and no import of the notes either.
    settle(300);
    CHECK(merges == 1);
    CHECK_FALSE(s.window().importer().isRunning());
}

TEST_CASE("An answer in the app goes to this device's journal without an import of the notes", "[app][sync]")
{
    SyncedApp s;
    int imports = 0;
    s.start();
    QObject::connect(&s.window(), &MainWindow::importFinished, [&](const ImportOutcome&) { ++imports; });
    int merges = 0;
    QObject::connect(&s.window(), &MainWindow::journalMerged, [&](const QString&) { ++merges; });
    // The first import made <notes>/.notedeck/: that is not a change of the notes.
    settle(400);
    CHECK(imports == 0);
    CHECK_FALSE(s.window().importer().isRunning());

    const QString own = s.ownJournalFile();
    const qint64 before = QFileInfo(own).size();
    REQUIRE(before > 0);
    const int seen = s.window().watcher().changesSeen();
    REQUIRE(service::answerCard(s.app->context().deck(), s.card(QStringLiteral("甲问")).card.id, core::Rating::Good,
                                QDateTime::currentSecsSinceEpoch(), 3000));
    CHECK(QFileInfo(own).size() > before);
    QFile file(own);
    REQUIRE(file.open(QIODevice::ReadOnly));
    CHECK(file.readAll().contains("\"event\":\"answer\""));
    settle(400);
    CHECK(imports == 0);
    CHECK_FALSE(s.window().importer().isRunning());
    CHECK(s.window().watcher().changesSeen() == seen);
    // This device's own file is not another device's: no merge either.
    CHECK(merges == 0);
}

TEST_CASE("A line of another device's journal that cannot be read is shown with its file and line", "[app][sync]")
{
    SyncedApp s;
    OtherDevice laptop(kNotes);
    laptop.answer(QStringLiteral("甲问"));
    laptop.copyInto(s.notes.path(), QStringLiteral("laptop"));
    const QString file = s.notes.filePath(QStringLiteral(".notedeck/journal/%1.jsonl").arg(QString::fromStdString(laptop.id())));
    QFile journal(file);
    REQUIRE(journal.open(QIODevice::Append));
    journal.write("this is not an event\n");
    journal.close();

    const ImportOutcome outcome = s.start();
    REQUIRE(outcome.merge);
    CHECK(outcome.merge->answers() == 1);
    REQUIRE(outcome.merge->problems.size() == 1);
    // In the import report, and in the status bar after what came in.
    ImportReportPanel* report = s.window().reportPanel();
    CHECK(report->isVisible());
    QStringList rows;
    for (int i = 0; i < report->issueList()->count(); ++i)
        rows << report->issueList()->item(i)->text();
    INFO(rows.join(QLatin1Char('\n')).toStdString());
    CHECK(rows.filter(QStringLiteral("Study journal: ")).filter(QStringLiteral(".jsonl:")).size() == 1);
    const QString status = s.statusText();
    CHECK(status.startsWith(QStringLiteral("1 answer from laptop merged. 1 line of the study journal skipped: ")));
}

