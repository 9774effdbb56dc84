// The app's notes folder is live: a changed file is imported in the background and the window
// follows; imports can be cancelled; settings round-trip through the deck; the Restore dialog
// restores the backup chosen in it.
#include "app_window_fixture.h"
#include "card_view_harness.h"
#include "deck_files.h"

#include "gui/app/deck_worker.h"
#include "gui/settings/settings_dialog.h"
#include "gui/shared/deck_tree_model.h"
#include "gui/window/import_controller.h"
#include "gui/window/import_report_panel.h"
#include "gui/window/notes_watcher.h"
#include "gui/window/restore_dialog.h"
#include "service/deck/detail/deck_internals.h"
#include "service/options/app_settings.h"
#include "service/backups/backups.h"
#include "service/options/scheduler_settings_store.h"
#include "service/study/study.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDoubleSpinBox>
#include <QLineEdit>
#include <QListWidget>
#include <QSpinBox>
#include <QTableWidget>
#include <QMessageBox>
#include <QPointer>
#include <QPushButton>
#include <QTemporaryDir>
#include <QTest>

#include <catch2/catch.hpp>

using namespace notedeck;
using namespace notedeck::gui;
using notedeck::gui::test::AppWindowFixture;
using notedeck::gui::test::nextImport;
using notedeck::gui::test::writeTextFile;
using notedeck::gui::test::waitUntil;
using notedeck::gui::test::writeFile;

namespace {

const char* kPythonNotes = "# 基础知识\n\n## Python\n\n- 什么是 GIL？\n  - 全局解释器锁\n\n- 列表和元组的区别？\n  - 元组不可变\n";

} // namespace

TEST_CASE("a note changed on disk is imported in the background and shows in the window", "[app][live]")
{
    QTemporaryDir notes;
    writeTextFile(notes.filePath(QStringLiteral("python.md")), QString::fromUtf8(kPythonNotes));
    AppWindowFixture f(notes.path());
    f.window().watcher().setDebounce(50);
    f.window().reimport();
    ImportOutcome first = nextImport(f.window());
    REQUIRE(first.report);
    CHECK(first.report->added.size() == 2);
    REQUIRE(waitUntil([&] { return f.window().treeModel().node(QString()) && f.window().treeModel().node(QString())->total == 2; }));

    QSet<qint64> changed;
    QObject::connect(&f.context(), &AppContext::cardsChanged, [&](const QSet<qint64>& ids) { changed = ids; });
    // An answer edited, a card added, and a warning (a question without an answer).
    writeTextFile(notes.filePath(QStringLiteral("python.md")),
              QString::fromUtf8(kPythonNotes).replace(QStringLiteral("元组不可变"), QStringLiteral("元组不可变，可以作为字典的键")) +
                  QStringLiteral("\n- 什么是装饰器？\n  - 包装函数的函数\n"));
    ImportOutcome second = nextImport(f.window());
    REQUIRE(second.report);
    CHECK(second.report->added.size() == 1);
    CHECK(second.report->updated.size() == 1);
    CHECK(changed.contains(second.report->updated.front().id));
    REQUIRE(waitUntil([&] { return f.window().treeModel().node(QString())->total == 3; }));
    CHECK(f.window().reportPanel()->isVisible());
    CHECK(f.window().reportPanel()->summary().contains(QStringLiteral("1 new")));
}

TEST_CASE("an import with a warning lists it with its file and line", "[app][live]")
{
    QTemporaryDir notes;
    writeTextFile(notes.filePath(QStringLiteral("broken.md")),
              QStringLiteral("# 基础\n\n- 有答案的问题？\n  - 答案\n\n- 没有答案的问题？\n"));
    AppWindowFixture f(notes.path());
    f.window().reimport();
    ImportOutcome outcome = nextImport(f.window());
    REQUIRE(outcome.report);
    REQUIRE_FALSE(outcome.report->issues.empty());
    CHECK(f.window().reportPanel()->issueCount() == static_cast<int>(outcome.report->issues.size()));
    CHECK(f.window().reportPanel()->issueList()->item(0)->text().startsWith(QStringLiteral("broken.md:")));
}

TEST_CASE("a cancelled import writes nothing", "[app][live]")
{
    QTemporaryDir notes;
    QString big = QStringLiteral("# 大量\n\n");
    for (int i = 0; i < 3000; ++i)
        big += QStringLiteral("- 问题 %1？\n  - 答案 %1\n\n").arg(i);
    writeTextFile(notes.filePath(QStringLiteral("big.md")), big);
    AppWindowFixture f(notes.path());
    std::optional<ImportOutcome> outcome;
    QObject::connect(&f.window().importer(), &ImportController::finished, [&](const ImportOutcome& o) { outcome = o; });
    f.window().reimport();
    f.window().importer().cancel();
    REQUIRE(waitUntil([&] { return outcome.has_value(); }, 30000));
    CHECK(outcome->cancelled);
    CHECK(*service::storeOf(f.context().deck()).cards().activeCount() == 0);
}

TEST_CASE("settings round-trip through the dialog and the deck", "[app][settings]")
{
    AppWindowFixture f;
    {
        SettingsDialog dialog(f.context());
        dialog.newCardsPerDay()->setValue(33);
        dialog.reviewsPerDay()->setValue(444);
        dialog.desiredRetention()->setValue(0.85);
        dialog.newCardOrder()->setCurrentIndex(dialog.newCardOrder()->findData(true));
        dialog.maximumInterval()->setValue(400);
        dialog.loadBalancing()->setChecked(true);
        dialog.learningSteps()->setText(QStringLiteral("2m 15m 1h"));
        dialog.relearningSteps()->setText(QStringLiteral("5m"));
        dialog.dayStartHour()->setValue(6);
        dialog.leechThreshold()->setValue(5);
        dialog.editorCommand()->setText(QStringLiteral("kate --line {line} {file}"));
        dialog.theme()->setCurrentIndex(dialog.theme()->findData(QStringLiteral("dark")));
        dialog.cardFontSize()->setValue(21);
        dialog.language()->setCurrentIndex(dialog.language()->findData(QStringLiteral("zh_CN")));
        REQUIRE(dialog.apply());
    }
    CHECK(f.context().theme() == CardTheme::Dark);
    CHECK(f.context().fontSize() == 21);
    CHECK(service::schedulerOf(f.context().deck()).settings().new_cards_per_day == 33);
    CHECK(service::schedulerOf(f.context().deck()).settings().day_start_hour == 6);
    CHECK(service::schedulerOf(f.context().deck()).settings().new_card_order == scheduler::NewCardOrder::Random);
    CHECK(service::schedulerOf(f.context().deck()).settings().maximum_interval == 400);
    CHECK(service::schedulerOf(f.context().deck()).settings().load_balancing);

    SettingsDialog again(f.context());
    CHECK(again.newCardsPerDay()->value() == 33);
    CHECK(again.reviewsPerDay()->value() == 444);
    CHECK(again.desiredRetention()->value() == Approx(0.85));
    CHECK(again.newCardOrder()->currentData().toBool());
    CHECK(again.maximumInterval()->value() == 400);
    CHECK(again.loadBalancing()->isChecked());
    CHECK(again.learningSteps()->text() == QStringLiteral("2m 15m 1h"));
    CHECK(again.relearningSteps()->text() == QStringLiteral("5m"));
    CHECK(again.dayStartHour()->value() == 6);
    CHECK(again.leechThreshold()->value() == 5);
    CHECK(again.editorCommand()->text() == QStringLiteral("kate --line {line} {file}"));
    CHECK(again.theme()->currentData().toString() == QStringLiteral("dark"));
    CHECK(again.cardFontSize()->value() == 21);
    CHECK(again.language()->currentData().toString() == QStringLiteral("zh_CN"));

    // A bad value is named and nothing is stored.
    again.learningSteps()->setText(QStringLiteral("soon"));
    again.newCardsPerDay()->setValue(7);
    CHECK_FALSE(again.apply());
    CHECK(again.errorText().contains(QStringLiteral("Learning steps")));
    CHECK(service::loadSchedulerSettings(f.context().deck())->new_cards_per_day == 33);

    // And back to the defaults: note order, no load balancing.
    again.learningSteps()->setText(QStringLiteral("1m 10m"));
    again.newCardOrder()->setCurrentIndex(again.newCardOrder()->findData(false));
    again.loadBalancing()->setChecked(false);
    again.maximumInterval()->setValue(36500);
    REQUIRE(again.apply());
    auto stored = service::loadSchedulerSettings(f.context().deck());
    REQUIRE(stored);
    CHECK(stored->new_card_order == scheduler::NewCardOrder::NoteOrder);
    CHECK_FALSE(stored->load_balancing);
    CHECK(stored->maximum_interval == 36500);
}

TEST_CASE("the Restore dialog restores the chosen backup: later answers are gone, the deck before is kept", "[app][restore]")
{
    AppWindowFixture f;
    REQUIRE(f.waitForTree());
    REQUIRE(waitUntil([&] { return f.context().worker().pending() == 0; }));   // the daily backup made on open
    const core::Timestamp now = f.context().now();
    auto before = service::backupNow(f.context().deck(), now - 3600);   // made before the answers below
    REQUIRE(before);

    // Five answers after the backup: five cards in learning.
    auto cards = service::storeOf(f.context().deck()).cards().all();
    REQUIRE(cards);
    REQUIRE(cards->size() > 5);
    for (size_t i = 0; i < 5; ++i)
        REQUIRE(service::answerCard(f.context().deck(), (*cards)[i].id, core::Rating::Good, now, 2000));
    const auto learning = [&] {
        const service::DeckOverviewNode* all = f.window().treeModel().node(QString());
        return all ? all->learning : -1;
    };
    REQUIRE(waitUntil([&] { return learning() == 5; }));

    // File › Restore…: the dialog lists the backups, checked.
    f.window().openRestore();
    QPointer<RestoreDialog> dialog = f.window().findChild<RestoreDialog*>();
    REQUIRE(dialog);
    REQUIRE(waitUntil([&] { return dialog->isLoaded(); }));
    REQUIRE(dialog->table()->rowCount() >= 2);   // the manual one and the daily one
    int row = -1;
    for (int r = 0; r < dialog->table()->rowCount(); ++r)
        if (dialog->backups()[static_cast<size_t>(r)].backup.file == before->file)
            row = r;
    REQUIRE(row >= 0);
    CHECK(dialog->table()->item(row, 1)->text() == QStringLiteral("manual"));
    CHECK(dialog->table()->item(row, 3)->text() == QStringLiteral("0"));
    CHECK(dialog->table()->item(row, 4)->text() == QStringLiteral("ok"));
    dialog->table()->selectRow(row);
    REQUIRE(dialog->restoreButton()->isEnabled());

    // Restore…, then the confirmation's own Restore button.
    std::optional<bool> restored;
    QObject::connect(&f.window(), &MainWindow::restored, [&](bool ok, const QString&) { restored = ok; });
    QTest::mouseClick(dialog->restoreButton(), Qt::LeftButton);
    QMessageBox* box = nullptr;
    REQUIRE(waitUntil([&] {
        box = dialog ? dialog->findChild<QMessageBox*>() : nullptr;
        return box && box->isVisible();
    }));
    CHECK(box->text().contains(dialog->table()->item(row, 0)->text()));
    QAbstractButton* yes = nullptr;
    for (QAbstractButton* button : box->buttons())
        if (button->text() == QStringLiteral("Restore"))
            yes = button;
    REQUIRE(yes);
    QTest::mouseClick(yes, Qt::LeftButton);
    REQUIRE(waitUntil([&] { return restored.has_value(); }));
    CHECK(*restored);
    CHECK_FALSE(dialog);   // closed (and deleted) once confirmed

    // The deck is the backup: the answers given after it are gone, and the window shows it.
    REQUIRE(f.context().hasDeck());
    CHECK(service::storeOf(f.context().deck()).reviewLog().all()->empty());
    CHECK(waitUntil([&] { return learning() == 0; }));
    CHECK(f.window().treeModel().node(QString())->fresh == static_cast<int>(cards->size()));
    // The deck as it was, answers included, is kept as a before-restore backup.
    int kept = 0;
    for (const service::BackupEntry& entry : service::listBackups(f.context().deckFile())) {
        if (entry.backup.kind != core::BackupKind::BeforeRestore)
            continue;
        ++kept;
        CHECK(entry.contents.ok);
        CHECK(entry.contents.reviews == 5);
    }
    CHECK(kept == 1);
}
