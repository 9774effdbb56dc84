// The app's backups hold what they claim: a first start backs up the deck once its first import
// has given it cards (not the empty deck the window opened on), closing backs up the answers given
// since, and the damaged-deck dialog and File › Restore… never offer a backup that holds nothing
// while a fuller one exists; the damaged-deck dialog says how old its backup is and what it holds.
#include "app_window_fixture.h"
#include "card_view_harness.h"
#include "deck_files.h"

#include "gui/app/app_context.h"
#include "gui/app/app_deck.h"
#include "gui/app/deck_worker.h"
#include "gui/app/damaged_deck_dialog.h"
#include "gui/window/main_window.h"
#include "gui/window/restore_dialog.h"
#include "service/deck/detail/deck_internals.h"
#include "service/backups/backups.h"
#include "service/import/import_notes.h"
#include "service/study/study.h"
#include "storage/backup.h"

#include <QCoreApplication>
#include <QDir>
#include <QPointer>
#include <QPushButton>
#include <QTableWidget>
#include <QTemporaryDir>

#include <catch2/catch.hpp>

#include <filesystem>
#include <memory>
#include <vector>

using namespace notedeck;
using namespace notedeck::gui;
using namespace notedeck::gui::test;

namespace {

// A backup made at `madeAt` of a new, empty deck, put among the backups of `deckFile`.
std::filesystem::path addEmptyBackup(const QString& deckFile, core::Timestamp madeAt)
{
    QTemporaryDir elsewhere;
    auto empty = service::Deck::open(elsewhere.filePath(QStringLiteral("deck.sqlite")).toStdString());
    REQUIRE(empty);
    auto made = service::backupNow(**empty, madeAt);
    REQUIRE(made);
    const std::filesystem::path target = storage::backupFolder(deckFile.toStdString()) / made->file.filename();
    std::filesystem::create_directories(target.parent_path());
    std::filesystem::copy_file(made->file, target);
    return target;
}

// A notes folder of `cards` cards in `dir`.
QString notesFolder(const QTemporaryDir& dir, int cards)
{
    const QString notes = dir.filePath(QStringLiteral("notes"));
    REQUIRE(QDir().mkpath(notes));
    writeFile(notes + QStringLiteral("/a.md"), numberedNotes(QStringLiteral("甲"), cards));
    return notes;
}

constexpr core::Timestamp kMorning = 1'894'233'600 + 9 * 3600;   // 2030-01-10T09:00:00Z

// The app's context on `deck` with a clock the test sets, starting at kMorning, and the deck's
// backups as they are whenever asked, once the worker is idle.
struct ClockedApp {
    // `open` opens the deck with the options it is given (the test's clock).
    template <typename Open>
    explicit ClockedApp(Open open)
    {
        auto clock = std::make_shared<core::FixedClock>(kMorning);
        fake = clock.get();
        auto deck = open(service::DeckOpenOptions{clock, nullptr, false});
        file = deck.value()->file();
        auto created = AppContext::create(std::move(*deck));
        REQUIRE(created);
        context = std::move(*created);
    }
    std::vector<core::BackupFile> backupsWhenIdle()
    {
        REQUIRE(waitUntil([&] { return context->worker().pending() == 0; }, 20000));
        return storage::listBackupFiles(file);
    }

    std::filesystem::path file;
    core::FixedClock* fake = nullptr;
    std::unique_ptr<AppContext> context;
};

void answerFirstCards(AppContext& context, int count)
{
    auto cards = service::storeOf(context.deck()).cards().all();
    REQUIRE(cards);
    REQUIRE(static_cast<int>(cards->size()) >= count);
    for (int i = 0; i < count; ++i)
        REQUIRE(service::answerCard(context.deck(), (*cards)[static_cast<size_t>(i)].id,
                                    core::Rating::Good, context.now(), 2000));
}

} // namespace

TEST_CASE("the app backs up the deck when its window opens and when it closes, once a day", "[app][backup]")
{
    QTemporaryDir dir;
    ClockedApp app([&](service::DeckOpenOptions options) {
        return openAppDeck(dir.filePath(QStringLiteral("deck.sqlite")).toStdString(),
                           QCoreApplication::applicationFilePath().toStdString(), std::move(options));
    });
    REQUIRE(storage::listBackupFiles(app.file).empty());
    {
        // Opening makes today's backup, in the background.
        MainWindow window(*app.context, QString());
        window.show();
        auto backups = app.backupsWhenIdle();
        REQUIRE(backups.size() == 1);
        CHECK(backups[0].kind == core::BackupKind::Daily);
        CHECK(backups[0].madeAt == kMorning);
        CHECK(storage::inspectBackup(backups[0].file).ok);
        // Closing the same day, nothing changed: nothing to add.
        app.fake->advance(3 * 3600);
        window.close();
        CHECK(app.backupsWhenIdle().size() == 1);
    }
    {
        // Opened again that day: nothing new; closed the next day: the next day's backup.
        MainWindow window(*app.context, QString());
        window.show();
        CHECK(app.backupsWhenIdle().size() == 1);
        app.fake->set(kMorning + 86400 + 3600);
        window.close();
        auto backups = app.backupsWhenIdle();
        REQUIRE(backups.size() == 2);
        CHECK(backups[0].madeAt == kMorning + 86400 + 3600);   // newest first
        CHECK(backups[0].kind == core::BackupKind::Daily);
        CHECK(storage::inspectBackup(backups[0].file).ok);
    }
}

TEST_CASE("a first start backs up the deck after its first import, and closing backs up the answers since",
          "[app][backup]")
{
    QTemporaryDir dir;
    const QString notes = notesFolder(dir, 20);
    ClockedApp app([&](service::DeckOpenOptions options) {   // new, empty
        return service::Deck::open(dir.filePath(QStringLiteral("deck.sqlite")).toStdString(), std::move(options));
    });

    MainWindow window(*app.context, notes);
    window.show();
    CHECK(app.backupsWhenIdle().empty());   // nothing in the deck yet: no backup of nothing
    window.reimport();
    REQUIRE(nextImport(window).report);
    auto backups = app.backupsWhenIdle();
    REQUIRE(backups.size() == 1);
    const auto first = storage::inspectBackup(backups[0].file);
    CHECK(first.ok);
    CHECK(first.cards == 20);

    // Answers, then closing the same day: the day's backup is made again and holds them.
    answerFirstCards(*app.context, 3);
    app.fake->advance(3 * 3600);
    window.close();
    backups = app.backupsWhenIdle();
    REQUIRE(backups.size() == 1);   // the rotation keeps the day's newest
    CHECK(backups[0].madeAt == kMorning + 3 * 3600);
    const auto last = storage::inspectBackup(backups[0].file);
    CHECK(last.cards == 20);
    CHECK(last.reviews == 3);
}

TEST_CASE("the damaged-deck dialog offers the fuller backup over a newer empty one, saying its age and contents",
          "[app][backup][recovery]")
{
    QTemporaryDir dir;
    const QString deckFile = dir.filePath(QStringLiteral("deck.sqlite"));
    const QString notes = notesFolder(dir, 150);
    const core::SystemClock clock;
    std::filesystem::path full;
    {
        auto deck = service::Deck::open(deckFile.toStdString());
        REQUIRE(deck);
        REQUIRE(service::importNotes(**deck, notes.toStdString(), clock));
        auto context = AppContext::create(std::move(*deck));
        REQUIRE(context);
        answerFirstCards(**context, 4);
        auto made = service::backupNow((*context)->deck(), clock.now() - 3 * 3600 - 600);
        REQUIRE(made);
        full = made->file;
    }
    const std::filesystem::path empty = addEmptyBackup(deckFile, clock.now() - 60);
    QByteArray bytes = readFile(deckFile);
    bytes.truncate(bytes.size() / 2);
    writeBytes(deckFile, bytes);

    DamagedDeckDialog dialog(deckFile.toStdString(), QStringLiteral("the deck file is damaged (test)"));
    dialog.show();
    REQUIRE(waitUntil([&] { return dialog.isLoaded(); }, 30000));
    REQUIRE(dialog.offered());
    CHECK(dialog.offered()->backup.file == full);
    const QString text = dialog.backupText();
    INFO(text.toStdString());
    CHECK(text.contains(QString::fromStdString(full.filename().string())));
    CHECK_FALSE(text.contains(QString::fromStdString(empty.filename().string())));
    CHECK(text.contains(QStringLiteral("(3 hours ago)")));
    CHECK(text.contains(QStringLiteral("150 cards and 4 reviews")));
    CHECK(dialog.restoreButton()->isEnabled());
}

TEST_CASE("File › Restore selects the fuller backup and will not restore a newer empty one over it", "[app][backup][restore]")
{
    AppWindowFixture f;
    REQUIRE(f.waitForTree());
    REQUIRE(waitUntil([&] { return f.context().worker().pending() == 0; }));   // the daily backup made on open
    const std::filesystem::path empty = addEmptyBackup(f.deckFile(), f.context().now() + 60);

    f.window().openRestore();
    QPointer<RestoreDialog> dialog = f.window().findChild<RestoreDialog*>();
    REQUIRE(dialog);
    REQUIRE(waitUntil([&] { return dialog->isLoaded(); }));
    REQUIRE(dialog->table()->rowCount() == 2);
    REQUIRE(dialog->backups()[0].backup.file == empty);   // newest first
    CHECK(dialog->table()->item(0, 4)->text() == QStringLiteral("empty: no cards, no reviews"));
    CHECK(dialog->table()->currentRow() == 1);
    CHECK(dialog->restoreButton()->isEnabled());
    dialog->table()->selectRow(0);
    CHECK_FALSE(dialog->restoreButton()->isEnabled());
    dialog->close();
}
