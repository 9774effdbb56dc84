// The study journal on a full disk in the desktop app (docs/sync.md): with the notes (and so the
// journal) on a disk with no room and the deck elsewhere, an answer is saved, and the status bar
// says at once that the journal could not take it, where, and why. In test_gui_full_disk, which
// runs only where a small disk can be made (else CTest reports it skipped).
#include "app_window_fixture.h"
#include "small_disk.h"

#include "service/deck/detail/deck_internals.h"
#include "service/study/study.h"

#include <QDateTime>
#include <QDir>
#include <QStatusBar>

#include <catch2/catch.hpp>

using namespace notedeck;
using namespace notedeck::gui;
using notedeck::gui::test::AppWindowFixture;
using notedeck::gui::test::nextImport;
using notedeck::gui::test::writeTextFile;

TEST_CASE("An answer the journal's full disk cannot take is saved, and the status bar says so", "[app][sync][disk]")
{
    testing::SmallDisk disk;
    INFO(disk.problem());
    REQUIRE(disk.mounted());
    const QString notes = QString::fromStdString((disk.path() / "notes").string());
    REQUIRE(QDir().mkpath(notes));
    QString text = QStringLiteral("# 满\n\n");
    for (int i = 0; i < 40; ++i)
        text += QStringLiteral("- 问题 %1？\n  - 答案 %1\n").arg(i);
    writeTextFile(notes + QStringLiteral("/cards.md"), text);
    AppWindowFixture app(notes);   // the deck in a folder of its own, on a disk with room
    app.window().reimport();
    REQUIRE(nextImport(app.window()).report);
    service::Deck& deck = app.context().deck();
    auto cards = service::storeOf(deck).cards().all();
    REQUIRE(cards);
    disk.fill();
    // The file's last block has room for a line or two: answers until one does not fit.
    const QString folder = notes + QStringLiteral("/.notedeck");
    size_t answered = 0;
    while (!app.window().statusBar()->currentMessage().contains(QStringLiteral("could not be written")) &&
           answered < 30) {
        REQUIRE(service::answerCard(deck, cards->at(answered).id, core::Rating::Good,
                                    QDateTime::currentSecsSinceEpoch() + static_cast<qint64>(answered), 2000));
        ++answered;
    }
    const QString message = app.window().statusBar()->currentMessage();
    INFO(message.toStdString());
    CHECK(message.startsWith(QStringLiteral("Saved in the deck, but the study journal in %1 could not be written (disk full)")
                                 .arg(folder)));
    CHECK(message.contains(QStringLiteral("Other devices will get it once there is room")));
    CHECK(service::storeOf(deck).reviewLog().all()->size() == answered);
}
