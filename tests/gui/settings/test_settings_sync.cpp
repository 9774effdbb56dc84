// Settings › Sync: this device's name and id, where the study journal is, the devices seen with
// the time of their latest change (this one marked), and the choice to keep the journal beside
// the deck, which moves it there when saved; the name, which renames the device when saved. With NOTEDECK_SCREENSHOT_DIR set, the Sync part is
// saved there as settings-sync.png (the picture in docs/images).
#include "app_window_fixture.h"
#include "card_view_harness.h"
#include "other_device.h"

#include "gui/settings/settings_dialog.h"
#include "gui/settings/sync_panel.h"
#include "gui/widgets/yielding_widgets.h"
#include "gui/window/journal_watcher.h"
#include "service/deck/detail/deck_internals.h"
#include "service/study/study.h"
#include "service/sync/sync.h"

#include <QCheckBox>
#include <QDateTime>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QLabel>
#include <QLineEdit>
#include <QStatusBar>
#include <QScrollArea>
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

TEST_CASE("Settings shows this device, the journal's place and the devices seen, and moves the journal",
          "[app][sync][settings]")
{
    const QString notesText = QStringLiteral("# 设置\n\n- 问一？\n  - 答一\n- 问二？\n  - 答二\n");
    QTemporaryDir notes;
    writeTextFile(notes.filePath(QStringLiteral("cards.md")), notesText);
    OtherDevice laptop(notesText);
    laptop.answer(QStringLiteral("问一"));
    laptop.copyInto(notes.path(), QStringLiteral("laptop"));
    AppWindowFixture app(notes.path());
    app.window().reimport();
    REQUIRE(nextImport(app.window()).merge);
    auto setup = service::journalSetup(app.context().deck());
    REQUIRE(setup);
    REQUIRE(*setup);
    const QString own = QString::fromStdString((*setup)->device);
    // This device studies a card too: its latest change is that answer.
    auto rows = service::storeOf(app.context().deck()).cards().list(core::DeckPath(), false);
    REQUIRE(rows);
    REQUIRE(service::answerCard(app.context().deck(), rows->back().card.id, core::Rating::Good,
                                QDateTime::currentSecsSinceEpoch(), 3000));

    app.window().openSettings();
    auto* dialog = app.window().findChild<SettingsDialog*>();
    REQUIRE(dialog);
    SyncPanel& sync = *dialog->sync();
    REQUIRE(waitUntil([&] { return sync.isLoaded(); }));
    CHECK(sync.thisDevice()->text().contains(own));
    CHECK(sync.deviceNameEdit()->text() == QString::fromStdString((*setup)->deviceName));
    CHECK(sync.deviceNameEdit()->isEnabled());
    CHECK_FALSE(sync.nameChanged());
    CHECK(sync.journalFolder()->text() == notes.filePath(QStringLiteral(".notedeck")));
    CHECK(sync.journalPlace()->text().contains(QStringLiteral("notes folder")));
    CHECK_FALSE(sync.besideDeck()->isChecked());
    const QStringList devices = sync.devices()->text().split(QLatin1Char('\n'));
    REQUIRE(devices.size() == 2);
    const QString laptopLine = devices.filter(QStringLiteral("laptop")).value(0);
    const QString ownLine = devices.filter(own).value(0);
    CHECK(laptopLine.contains(QString::fromStdString(laptop.id())));
    CHECK_FALSE(laptopLine.contains(QStringLiteral("never")));
    CHECK_FALSE(laptopLine.contains(QStringLiteral("this device")));
    CHECK(ownLine.contains(QStringLiteral("this device")));
    CHECK_FALSE(ownLine.contains(QStringLiteral("never")));

    if (const QString dir = qEnvironmentVariable("NOTEDECK_SCREENSHOT_DIR"); !dir.isEmpty()) {
        // The dialog over a small window, scrolled to its Sync part.
        dialog->resize(640, 480);
        settle(100);
        auto* page = dialog->findChild<QScrollArea*>();
        REQUIRE(page);
        page->ensureWidgetVisible(&sync);
        settle(100);
        CHECK(dialog->grab().save(QDir(dir).filePath(QStringLiteral("settings-sync.png")), "PNG"));
    }

    // Kept beside the deck: saved, the journal moves next to the deck file and is watched there.
    sync.besideDeck()->setChecked(true);
    dialog->accept();
    const QString beside = QFileInfo(app.deckFile()).absolutePath() + QStringLiteral("/deck.notedeck/journal");
    REQUIRE(waitUntil([&] { return app.window().journalWatcher().folder() == beside; }));
    CHECK(QFileInfo::exists(beside + QLatin1Char('/') + own + QStringLiteral(".jsonl")));
    CHECK(QFileInfo::exists(beside + QLatin1Char('/') + QString::fromStdString(laptop.id()) + QStringLiteral(".jsonl")));
}

TEST_CASE("Settings › Sync renames this device, and its journal tells the other devices", "[app][sync][settings]")
{
    const QString notesText = QStringLiteral("# 设置\n\n- 问一？\n  - 答一\n");
    QTemporaryDir notes;
    writeTextFile(notes.filePath(QStringLiteral("cards.md")), notesText);
    AppWindowFixture app(notes.path());
    app.window().reimport();
    REQUIRE(nextImport(app.window()).report);
    auto setup = service::journalSetup(app.context().deck());
    REQUIRE(setup);
    REQUIRE(*setup);
    // A new device: its host's name and the start of its id.
    const std::string device = (*setup)->device;
    CHECK(QString::fromStdString((*setup)->deviceName).endsWith(QString::fromStdString("-" + device.substr(0, 4))));

    app.window().openSettings();
    auto* dialog = app.window().findChild<SettingsDialog*>();
    REQUIRE(dialog);
    SyncPanel& sync = *dialog->sync();
    REQUIRE(waitUntil([&] { return sync.isLoaded(); }));
    // One line of bounded length, as plain text.
    CHECK(sync.deviceNameEdit()->maxLength() == service::kDeviceNameLength);
    sync.deviceNameEdit()->setText(QStringLiteral("   "));
    CHECK_FALSE(sync.nameChanged());   // an empty name renames nothing
    sync.deviceNameEdit()->setText(QStringLiteral(" <b>书房</b> 台式机 "));
    REQUIRE(sync.nameChanged());
    CHECK(*sync.nameChanged() == QStringLiteral("<b>书房</b> 台式机"));
    dialog->accept();
    REQUIRE(waitUntil([&] {
        auto now = service::journalSetup(app.context().deck());
        return now && *now && (*now)->deviceName == "<b>书房</b> 台式机";
    }));
    CHECK(waitUntil([&] { return app.window().statusBar()->currentMessage().contains(QStringLiteral("<b>书房</b> 台式机")); }));
    // Appended to this device's own file, for the other devices' next merge.
    QFile own(QString::fromStdString(((*setup)->root / "journal" / (device + ".jsonl")).string()));
    REQUIRE(own.open(QIODevice::ReadOnly));
    const QList<QByteArray> lines = own.readAll().trimmed().split('\n');
    CHECK(lines.last().contains("\"event\":\"name\""));
    CHECK(QString::fromUtf8(lines.last()).contains(QStringLiteral("<b>书房</b> 台式机")));
}
