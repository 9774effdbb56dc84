// A deck keeps the notes folder it was imported from, whoever imported it: the app started on a
// deck the command line imported goes on with that folder and its journal, and taking another
// folder (--notes, File › Notes folder…) is previewed, then says how many cards it would retire and asks first.
#include "app_window_fixture.h"
#include "card_view_harness.h"
#include "deck_files.h"

#include "gui/app/app_startup.h"
#include "gui/window/import_controller.h"
#include "gui/window/main_window.h"
#include "gui/window/notes_preview_dialog.h"
#include "gui/window/notes_watcher.h"
#include "service/import/import_notes.h"
#include "service/import/notes_source.h"
#include "service/study/study.h"
#include "service/sync/sync.h"
#include "storage/deck_store.h"
#include "service/deck/detail/deck_internals.h"

#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>
#include <QPushButton>
#include <QTemporaryDir>

#include <catch2/catch.hpp>

using namespace notedeck;
using namespace notedeck::gui;
using namespace notedeck::gui::test;

namespace {

// A deck imported as `notedeck-cli import mynotes` and `answer 1 good` make it: three cards of
// mynotes, its journal in mynotes/.notedeck, one answer.
QString commandLineDeck(const QDir& dir)
{
    REQUIRE(dir.mkpath(QStringLiteral("mynotes")));
    writeFile(dir.filePath(QStringLiteral("mynotes/mine.md")), numberedNotes(QStringLiteral("我的"), 3));
    const QString deckFile = dir.filePath(QStringLiteral("D.sqlite"));
    auto deck = service::Deck::open(deckFile.toStdString());
    REQUIRE(deck);
    const std::filesystem::path notes = dir.filePath(QStringLiteral("mynotes")).toStdString();
    core::SystemClock clock;
    REQUIRE(service::importNotes(**deck, notes, clock));
    REQUIRE(service::followNotes(**deck, notes, false));
    REQUIRE(service::answerCard(**deck, 1, core::Rating::Good, clock.now(), 4000));
    return deckFile;
}

int activeCards(AppContext& context) { return *service::storeOf(context.deck()).cards().activeCount(); }

} // namespace

TEST_CASE("the app started without --notes on a deck the command line imported keeps its notes and journal",
          "[app][notes]")
{
    QTemporaryDir tmp;
    const QDir dir(tmp.path());
    const QString deckFile = commandLineDeck(dir);

    LaunchOptions options;
    options.deckFile = deckFile;
    auto start = startApp(options, QCoreApplication::applicationFilePath());
    REQUIRE(start);
    CHECK(start->notesDir == dir.filePath(QStringLiteral("mynotes")));
    CHECK(start->proposedNotesDir.isEmpty());
    MainWindow window(*start->context, start->notesDir);
    window.show();
    window.reimport();   // as main() does
    const ImportOutcome imported = nextImport(window);
    REQUIRE(imported.report);
    CHECK(imported.report->added.empty());
    CHECK(imported.report->retired.empty());
    CHECK(activeCards(*start->context) == 3);
    // The journal stays with the notes; nothing moved beside the deck.
    CHECK(QFileInfo(dir.filePath(QStringLiteral("mynotes/.notedeck/journal"))).isDir());
    CHECK_FALSE(QFileInfo::exists(dir.filePath(QStringLiteral("D.notedeck"))));
}

TEST_CASE("another notes folder says how many cards it would retire and is taken only when the reader agrees",
          "[app][notes]")
{
    QTemporaryDir tmp;
    const QDir dir(tmp.path());
    const QString deckFile = commandLineDeck(dir);
    REQUIRE(dir.mkpath(QStringLiteral("other")));
    // Cards of their own, which no card of mynotes matches.
    writeFile(dir.filePath(QStringLiteral("other/theirs.md")),
              QStringLiteral("# Other\n\n- What is a tensor?\n  - An array\n- What is autograd?\n  - Gradients, recorded\n"));
    const QString other = dir.filePath(QStringLiteral("other"));
    const QString mine = dir.filePath(QStringLiteral("mynotes"));

    // --notes OTHER on a deck with cards: proposed, not taken.
    LaunchOptions options;
    options.deckFile = deckFile;
    options.notesDir = other;
    auto start = startApp(options, QCoreApplication::applicationFilePath());
    REQUIRE(start);
    CHECK(start->notesDir == mine);
    CHECK(start->proposedNotesDir == other);

    MainWindow window(*start->context, start->notesDir);
    window.show();
    std::vector<ConfirmRequest> asked;
    bool agree = false;
    window.setConfirmation([&](QWidget*, const ConfirmRequest& request, std::function<void(bool)> answer) {
        asked.push_back(request);
        answer(agree);
    });

    // What the folder's import would make is shown first; Import goes on to the question.
    auto importInPreview = [&] {
        NotesPreviewDialog* preview = nullptr;
        REQUIRE(waitUntil(
            [&] {
                for (NotesPreviewDialog* shown : window.findChildren<NotesPreviewDialog*>())
                    if (shown->isVisible())
                        preview = shown;
                return preview != nullptr;
            },
            20000));
        preview->importButton()->click();
    };
    window.setNotesDir(start->proposedNotesDir);
    importInPreview();
    REQUIRE(waitUntil([&] { return !asked.empty(); }, 20000));
    CHECK(asked.front().question.contains(QStringLiteral("retires 3 of them")));
    CHECK(asked.front().question.contains(mine));
    CHECK(asked.front().question.contains(other));
    settle(200);
    CHECK(window.notesDir() == mine);
    CHECK(activeCards(*start->context) == 3);
    CHECK(service::notesSourceOf(start->context->deck(), QCoreApplication::applicationFilePath().toStdString())
              ->value()
              .folder == mine.toStdString());

    agree = true;
    window.setNotesDir(other);
    importInPreview();
    const ImportOutcome imported = nextImport(window);
    REQUIRE(imported.report);
    CHECK(imported.report->retired.size() == 3);
    CHECK(imported.report->added.size() == 2);
    CHECK(window.notesDir() == other);
    CHECK(window.watcher().folder() == other);
    CHECK(asked.size() == 2);
    CHECK(service::notesSourceOf(start->context->deck(), QCoreApplication::applicationFilePath().toStdString())
              ->value()
              .folder == other.toStdString());
}
