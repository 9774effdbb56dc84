#include "read_only_app.h"

#include "card_view_harness.h"
#include "deck_files.h"
#include "service/deck/detail/deck_internals.h"

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
#include <QLabel>
#include <QStatusBar>

#include <catch2/catch.hpp>

namespace notedeck::gui::test {

namespace {

QString exe() { return QCoreApplication::applicationFilePath(); }

std::size_t reviewCount(AppContext& context)
{
    auto reviews = service::storeOf(context.deck()).reviewLog().all();
    REQUIRE(reviews);
    return reviews->size();
}

} // namespace

QString bundledDeck(const QDir& folder)
{
    const QString deckFile = folder.filePath(QStringLiteral("deck.sqlite"));
    REQUIRE(openAppDeck(deckFile.toStdString(), exe().toStdString()));
    REQUIRE(folder.mkpath(QStringLiteral("notes")));
    writeFile(folder.filePath(QStringLiteral("notes/new.md")), numberedNotes(QStringLiteral("新"), 3));
    return deckFile;
}

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

} // namespace notedeck::gui::test
