// The app on a deck on a full disk (a small tmpfs, small_disk.h): read-only, saying that the disk
// is full, and browsing and searching still work (read_only_app.h). In test_gui_full_disk, which
// runs only where a small disk can be made (else CTest reports it skipped).
#include "read_only_app.h"
#include "small_disk.h"

#include <QDir>

#include <catch2/catch.hpp>

using namespace notedeck;
using namespace notedeck::gui::test;

TEST_CASE("a deck on a full disk opens read-only in the app, says the disk is full, and still browses and searches",
          "[app][faults][disk]")
{
    testing::SmallDisk disk;
    INFO(disk.problem());
    REQUIRE(disk.mounted());
    const QDir folder(QString::fromStdString(disk.path().string()));
    const QString deckFile = bundledDeck(folder);
    disk.fill();
    checkReadOnlyApp(folder, deckFile, QStringLiteral("the disk is full"));
}
