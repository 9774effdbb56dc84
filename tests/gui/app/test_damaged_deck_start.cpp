// A damaged or truncated deck at start: the app says what is wrong, offers the latest good backup
// and restores it (keeping the damaged file), or quits without touching anything.
#include "card_view_harness.h"
#include "deck_files.h"

#include "gui/app/app_startup.h"
#include "gui/app/damaged_deck_dialog.h"
#include "gui/shared/deck_tree_model.h"
#include "gui/window/main_window.h"
#include "service/deck/detail/deck_internals.h"
#include "service/backups/backups.h"
#include "service/import/import_notes.h"
#include "storage/backup.h"

#include <QCoreApplication>
#include <QDir>
#include <QPushButton>
#include <QTemporaryDir>
#include <QTest>

#include <algorithm>

#include <catch2/catch.hpp>

using namespace notedeck;
using namespace notedeck::gui;
using namespace notedeck::gui::test;

namespace {

constexpr int kBackupCards = 120;
constexpr int kLaterCards = 30;

// A deck of 120 cards with a manual backup of it, then 30 cards more, closed. Returns the backup.
std::filesystem::path deckWithBackup(const QTemporaryDir& dir)
{
    const QString notes = dir.filePath(QStringLiteral("notes"));
    REQUIRE(QDir().mkpath(notes));
    writeFile(notes + QStringLiteral("/a.md"), numberedNotes(QStringLiteral("甲"), kBackupCards));
    auto deck = service::Deck::open(dir.filePath(QStringLiteral("deck.sqlite")).toStdString());
    REQUIRE(deck);
    const core::SystemClock clock;
    REQUIRE(service::importNotes(**deck, notes.toStdString(), clock));
    auto backup = service::backupNow(**deck, clock.now() - 3600);
    REQUIRE(backup);
    writeFile(notes + QStringLiteral("/b.md"), numberedNotes(QStringLiteral("乙"), kLaterCards));
    REQUIRE(service::importNotes(**deck, notes.toStdString(), clock));
    REQUIRE(*service::storeOf(**deck).cards().activeCount() == kBackupCards + kLaterCards);
    return backup->file;
}

enum class Damage { Scribbled, Truncated };

QByteArray damage(const QString& deckFile, Damage how)
{
    QByteArray bytes = readFile(deckFile);
    REQUIRE(bytes.size() > 8 * 4096);
    if (how == Damage::Truncated) {
        bytes.truncate(bytes.size() / 2);
    } else {
        for (qsizetype i = 3 * 4096; i < 3 * 4096 + 2000; ++i)
            bytes[i] = static_cast<char>(0xA5);
    }
    writeBytes(deckFile, bytes);
    return bytes;
}

LaunchOptions optionsFor(const QTemporaryDir& dir)
{
    LaunchOptions options;
    options.deckFile = dir.filePath(QStringLiteral("deck.sqlite"));
    options.notesDir = dir.filePath(QStringLiteral("notes"));
    return options;
}

// What the dialog said and did, as the reader saw it.
struct Seen {
    int dialogs = 0;
    QString problem;
    QString backup;
    std::optional<std::filesystem::path> offered;
    std::optional<ConfirmRequest> asked;
    std::optional<core::RestoreOutcome> restored;
};

// Shows the dialog, waits for the backups to be checked, then clicks `button` (answering the
// confirmation with yes) and waits for the dialog to close.
bool drive(DamagedDeckDialog& dialog, Seen& seen, QPushButton* (DamagedDeckDialog::*button)() const)
{
    if (++seen.dialogs > 1)
        return false;   // restored, yet damaged again: the test fails below
    dialog.setConfirmation([&](QWidget*, const ConfirmRequest& request, std::function<void(bool)> answer) {
        seen.asked = request;
        answer(true);
    });
    dialog.show();
    REQUIRE(waitUntil([&] { return dialog.isLoaded(); }, 30000));
    seen.problem = dialog.problemText();
    seen.backup = dialog.backupText();
    if (dialog.offered())
        seen.offered = dialog.offered()->backup.file;
    QPushButton* target = (dialog.*button)();
    REQUIRE(target->isVisible());
    REQUIRE(target->isEnabled());
    QTest::mouseClick(target, Qt::LeftButton);
    REQUIRE(waitUntil([&] { return !dialog.isVisible(); }, 30000));
    seen.restored = dialog.restored();
    return dialog.result() == QDialog::Accepted;
}

} // namespace

TEST_CASE("a damaged deck at start: the latest good backup is offered, restored, and the app opens with it",
          "[app][recovery]")
{
    QTemporaryDir dir;
    const std::filesystem::path backup = deckWithBackup(dir);
    const QString deckFile = dir.filePath(QStringLiteral("deck.sqlite"));
    const Damage how = GENERATE(Damage::Scribbled, Damage::Truncated);
    const QByteArray damaged = damage(deckFile, how);

    Seen seen;
    auto start = startAppOrRecover(optionsFor(dir), QCoreApplication::applicationFilePath(), [&](DamagedDeckDialog& d) {
        return drive(d, seen, &DamagedDeckDialog::restoreButton);
    });
    INFO(seen.problem.toStdString() << "\n" << seen.backup.toStdString());
    REQUIRE(start);
    CHECK(seen.dialogs == 1);
    // What is wrong, that nothing was changed, and which backup, by name, with its numbers.
    CHECK(seen.problem.contains(QStringLiteral("damaged")));
    CHECK(seen.problem.contains(QStringLiteral("has not changed it")));
    REQUIRE(seen.offered);
    CHECK(*seen.offered == backup);
    CHECK(seen.backup.contains(QString::fromStdString(backup.filename().string())));
    CHECK(seen.backup.contains(QStringLiteral("%1 cards").arg(kBackupCards)));
    REQUIRE(seen.asked);
    CHECK(seen.asked->question.contains(QStringLiteral("%1 cards").arg(kBackupCards)));

    // The damaged file is kept, byte for byte, as a before-restore backup.
    REQUIRE(seen.restored);
    CHECK(readFile(QString::fromStdString(seen.restored->previousDeck.string())) == damaged);
    const auto backups = storage::listBackupFiles(deckFile.toStdString());
    CHECK(std::count_if(backups.begin(), backups.end(),
                        [](const core::BackupFile& b) { return b.kind == core::BackupKind::BeforeRestore; }) == 1);

    // The app opens with the backup's cards, writable.
    CHECK(start->context->readOnlyReason().isEmpty());
    CHECK(*service::storeOf(start->context->deck()).cards().activeCount() == kBackupCards);
    MainWindow window(*start->context, start->notesDir);
    window.show();
    REQUIRE(waitUntil([&] { return !window.treeModel().isEmpty(); }, 20000));
    CHECK(window.treeModel().node(QString())->total == kBackupCards);
}

TEST_CASE("a damaged deck at start: Quit leaves the file and its backups as they were", "[app][recovery]")
{
    QTemporaryDir dir;
    deckWithBackup(dir);
    const QString deckFile = dir.filePath(QStringLiteral("deck.sqlite"));
    const QByteArray damaged = damage(deckFile, Damage::Scribbled);
    const auto backupsBefore = storage::listBackupFiles(deckFile.toStdString());

    Seen seen;
    auto start = startAppOrRecover(optionsFor(dir), QCoreApplication::applicationFilePath(), [&](DamagedDeckDialog& d) {
        return drive(d, seen, &DamagedDeckDialog::quitButton);
    });
    REQUIRE_FALSE(start);
    CHECK(seen.dialogs == 1);
    CHECK(seen.offered);
    CHECK_FALSE(seen.asked);   // quitting asks nothing
    CHECK(start.error().message.find("damaged") != std::string::npos);
    CHECK(readFile(deckFile) == damaged);
    const auto backupsAfter = storage::listBackupFiles(deckFile.toStdString());
    CHECK(backupsAfter.size() == backupsBefore.size());
}

TEST_CASE("a damaged deck without a good backup: the dialog says so and offers only Quit", "[app][recovery]")
{
    QTemporaryDir dir;
    const std::filesystem::path backup = deckWithBackup(dir);
    const QString deckFile = dir.filePath(QStringLiteral("deck.sqlite"));
    // The only backup is damaged too.
    QByteArray broken = readFile(QString::fromStdString(backup.string()));
    broken.truncate(broken.size() / 3);
    writeBytes(QString::fromStdString(backup.string()), broken);
    const QByteArray damaged = damage(deckFile, Damage::Truncated);

    DamagedDeckDialog dialog(deckFile.toStdString(), QStringLiteral("the deck file is damaged (test)"));
    dialog.show();
    REQUIRE(waitUntil([&] { return dialog.isLoaded(); }, 30000));
    CHECK_FALSE(dialog.offered());
    CHECK(dialog.backupText().contains(QStringLiteral("No good backup")));
    CHECK(dialog.backupText().contains(QStringLiteral(".recover")));
    CHECK_FALSE(dialog.restoreButton()->isVisible());
    CHECK(dialog.quitButton()->isVisible());
    QTest::mouseClick(dialog.quitButton(), Qt::LeftButton);
    CHECK(dialog.result() == QDialog::Rejected);
    CHECK(readFile(deckFile) == damaged);
}
