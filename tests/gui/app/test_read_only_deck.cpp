// The app on a deck it may not write — another NoteDeck holds it, it comes from a newer NoteDeck,
// the file is read-only, the disk is full: the banner says why, studying and importing are refused
// with a message, search still finds cards, and the deck file is the same afterwards.
#include "card_view_harness.h"
#include "deck_files.h"
#include "small_disk.h"
#include "service/detail/deck_internals.h"

#include "gui/app/app_context.h"
#include "gui/app/app_deck.h"
#include "gui/app/app_startup.h"
#include "gui/app/deck_worker.h"
#include "gui/browse/overview_view.h"
#include "gui/browse/search_view.h"
#include "gui/review/review_view.h"
#include "gui/shared/deck_tree_model.h"
#include "gui/window/main_window.h"
#include "storage/backup.h"

#include <QAction>
#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>
#include <QLabel>
#include <QStatusBar>
#include <QTemporaryDir>

#include <catch2/catch.hpp>

#include <sys/stat.h>

using namespace notedeck;
using namespace notedeck::gui;
using namespace notedeck::gui::test;

namespace {

QString exe() { return QCoreApplication::applicationFilePath(); }

// The bundled notes imported into deck.sqlite in `folder`, closed; and a notes folder there that
// differs from them, so an import would change the deck.
QString bundledDeck(const QDir& folder)
{
    const QString deckFile = folder.filePath(QStringLiteral("deck.sqlite"));
    REQUIRE(openAppDeck(deckFile.toStdString(), exe().toStdString()));
    REQUIRE(folder.mkpath(QStringLiteral("notes")));
    writeFile(folder.filePath(QStringLiteral("notes/new.md")), numberedNotes(QStringLiteral("新"), 3));
    return deckFile;
}

// A closed deck's schema version (PRAGMA user_version): in SQLite's file format, the 4-byte
// big-endian number at offset 60 of the file's header. The deck's log must be empty (it is once the
// deck is closed), or the header in the file could be an old one.
constexpr int kUserVersionOffset = 60;

int schemaVersionOf(const QString& deckFile)
{
    const QFileInfo log(deckFile + QStringLiteral("-wal"));
    REQUIRE((!log.exists() || log.size() <= 32));
    const QByteArray bytes = readFile(deckFile);
    REQUIRE(bytes.size() > kUserVersionOffset + 4);
    int version = 0;
    for (int i = 0; i < 4; ++i)
        version = version << 8 | static_cast<unsigned char>(bytes[kUserVersionOffset + i]);
    return version;
}

void setSchemaVersion(const QString& deckFile, int version)
{
    QByteArray bytes = readFile(deckFile);
    for (int i = 0; i < 4; ++i)
        bytes[kUserVersionOffset + i] = static_cast<char>(version >> (8 * (3 - i)) & 0xff);
    writeBytes(deckFile, bytes);
}

std::size_t reviewCount(AppContext& context)
{
    auto reviews = service::storeOf(context.deck()).reviewLog().all();
    REQUIRE(reviews);
    return reviews->size();
}

// The app started on `deckFile` as main() starts it, which cannot write it because of `reason`.
void checkReadOnlyApp(const QDir& folder, const QString& deckFile, const QString& reason)
{
    const QByteArray before = readFile(deckFile);
    const std::size_t backupsBefore = storage::listBackupFiles(deckFile.toStdString()).size();
    {
        LaunchOptions options;
        options.deckFile = deckFile;
        options.notesDir = folder.filePath(QStringLiteral("notes"));
        auto start = startApp(options, exe());
        REQUIRE(start);
        AppContext& context = *start->context;
        INFO("read-only reason: " << context.readOnlyReason().toStdString());
        REQUIRE(context.isReadOnly());
        CHECK(context.readOnlyReason().contains(reason));
        const std::size_t reviews = reviewCount(context);
        const int cards = *service::storeOf(context.deck()).cards().activeCount();

        MainWindow window(context, start->notesDir);
        window.show();
        window.reimport();   // as main() does after showing the window
        REQUIRE(waitUntil([&] { return !window.treeModel().isEmpty(); }, 20000));

        // The banner says why.
        auto* banner = window.findChild<QLabel*>(QStringLiteral("readOnlyBanner"));
        REQUIRE(banner);
        CHECK(banner->isVisible());
        CHECK(banner->text().contains(reason));
        CHECK(banner->text().contains(QStringLiteral("read-only")));
        // The import is refused with a message.
        CHECK(window.statusBar()->currentMessage().contains(QStringLiteral("not imported")));
        CHECK(window.statusBar()->currentMessage().contains(reason));

        // The actions that write are off, and studying anyway is refused with a message.
        const QStringList writingActions = {QStringLiteral("Study &everything"), QStringLiteral("S&tudy the chapter"),
                                            QStringLiteral("&Import notes now"),  QStringLiteral("&Restore a backup…"),
                                            QStringLiteral("&Settings…"),         QStringLiteral("Notes &folder…"),
                                            QStringLiteral("Import from An&ki…")};
        int writing = 0;
        for (QAction* action : window.findChildren<QAction*>()) {
            if (writingActions.contains(action->text())) {
                INFO(action->text().toStdString());
                CHECK_FALSE(action->isEnabled());
                ++writing;
            }
        }
        CHECK(writing == 7);
        window.study(core::DeckPath());
        CHECK(window.currentView() == window.overview());
        CHECK(window.statusBar()->currentMessage().contains(QStringLiteral("Studying is off")));

        // An answer given all the same (a review screen on this deck) is not saved, and says why.
        ReviewView review(context);
        review.resize(900, 700);
        review.show();
        std::optional<qint64> shown;
        QObject::connect(&review, &ReviewView::cardShown, [&](qint64 id) { shown = id; });
        review.startSession();
        REQUIRE(waitUntil([&] { return shown.has_value(); }, 30000));
        review.revealAnswer();
        REQUIRE(review.isAnswerShown());
        review.answer(core::Rating::Good);
        CHECK(review.message().contains(QStringLiteral("not saved")));
        CHECK(review.message().contains(QStringLiteral("read-only")));
        CHECK(review.message().contains(reason));
        CHECK(review.currentCard() == shown);
        CHECK(reviewCount(context) == reviews);
        CHECK(*service::storeOf(context.deck()).cards().activeCount() == cards);

        // Searching needs no write: the bundled deck's cards are found, 2 characters and more.
        SearchView* search = window.searchView();
        for (const QString& text : {QStringLiteral("拷贝"), QStringLiteral("深拷贝和浅拷贝")}) {
            search->setQuery(text);
            search->search();
            REQUIRE(waitUntil([&] { return search->listedQuery() == text && !search->isSearching(); }, 30000));
            CHECK_FALSE(search->hits().empty());
        }

        window.close();   // no backup of a deck this NoteDeck does not write
        REQUIRE(waitUntil([&] { return context.worker().pending() == 0; }, 20000));
    }
    CHECK(readFile(deckFile) == before);
    CHECK(storage::listBackupFiles(deckFile.toStdString()).size() == backupsBefore);
}

} // namespace

TEST_CASE("a deck another NoteDeck is using opens read-only in the app and is not written", "[app][faults]")
{
    QTemporaryDir dir;
    const QString deckFile = bundledDeck(dir.path());
    DeckHolder other(deckFile);
    checkReadOnlyApp(dir.path(), deckFile, QStringLiteral("NoteDeck is already using this deck (pid %1)").arg(other.pid()));
}

TEST_CASE("a deck from a newer NoteDeck opens read-only in the app and is not written", "[app][faults]")
{
    QTemporaryDir dir;
    const QString deckFile = bundledDeck(dir.path());
    const int newer = schemaVersionOf(deckFile) + 1;   // one more than this NoteDeck writes
    REQUIRE(newer > 1);
    setSchemaVersion(deckFile, newer);
    checkReadOnlyApp(dir.path(), deckFile, QStringLiteral("newer NoteDeck (schema version %1").arg(newer));
}

TEST_CASE("a read-only deck file opens read-only in the app and is not written", "[app][faults]")
{
    QTemporaryDir dir;
    const QString deckFile = bundledDeck(dir.path());
    REQUIRE(::chmod(deckFile.toLocal8Bit().constData(), 0444) == 0);
    FilePermissionsEnforced enforced;   // the tests may run as root
    checkReadOnlyApp(dir.path(), deckFile, QStringLiteral("the deck file is read-only"));
}

TEST_CASE("a deck on a full disk opens read-only in the app, says the disk is full, and still browses and searches",
          "[app][faults][disk]")
{
    testing::SmallDisk disk;
    if (!disk.mounted()) {
        WARN("not run: " << disk.problem());
        return;
    }
    const QDir folder(QString::fromStdString(disk.path().string()));
    const QString deckFile = bundledDeck(folder);
    disk.fill();
    checkReadOnlyApp(folder, deckFile, QStringLiteral("the disk is full"));
}
