// An app that opened a deck read-only because another NoteDeck held it notices when that NoteDeck
// lets the deck go (on activation, and every few seconds), offers to open it for writing, and
// writes it once taken over; while another one holds it, the banner names the one holding it now.
#include "card_view_harness.h"
#include "deck_files.h"

#include "gui/app/app_context.h"
#include "gui/app/app_deck.h"
#include "gui/app/app_startup.h"
#include "gui/window/main_window.h"
#include "service/deck/deck.h"

#include <QCoreApplication>
#include <QDir>
#include <QLabel>
#include <QProcess>
#include <QPushButton>
#include <QTemporaryDir>

#include <catch2/catch.hpp>

#include <memory>

using namespace notedeck;
using namespace notedeck::gui;
using namespace notedeck::gui::test;

TEST_CASE("a deck another NoteDeck held is offered for writing once it is let go, and taken over", "[app][faults]")
{
    QTemporaryDir tmp;
    const QString deckFile = QDir(tmp.path()).filePath(QStringLiteral("deck.sqlite"));
    REQUIRE(openAppDeck(deckFile.toStdString(), QCoreApplication::applicationFilePath().toStdString()));

    auto first = std::make_unique<DeckHolder>(deckFile);
    LaunchOptions options;
    options.deckFile = deckFile;
    auto start = startApp(options, QCoreApplication::applicationFilePath());
    REQUIRE(start);
    AppContext& context = *start->context;
    REQUIRE(context.isReadOnly());
    CHECK(context.deck().usedBy() == first->pid());
    MainWindow window(context, start->notesDir);
    window.show();
    auto* banner = window.findChild<QLabel*>(QStringLiteral("readOnlyBanner"));
    auto* takeOver = window.findChild<QPushButton*>(QStringLiteral("takeOverDeck"));
    REQUIRE(banner);
    REQUIRE(takeOver);
    CHECK(banner->textFormat() == Qt::PlainText);

    // Still held: no offer.
    window.checkDeckLock();
    CHECK_FALSE(takeOver->isVisible());
    CHECK(banner->text().contains(QStringLiteral("(pid %1)").arg(first->pid())));

    // Another NoteDeck holds it now: the banner names that one, not the first.
    first.reset();
    auto second = std::make_unique<DeckHolder>(deckFile);
    window.checkDeckLock();
    CHECK_FALSE(takeOver->isVisible());
    CHECK(banner->text().contains(QStringLiteral("(pid %1)").arg(second->pid())));

    // Let go: offered (the window's periodic check finds it too), then taken over.
    second.reset();
    REQUIRE(waitUntil([&] { return takeOver->isVisible(); }, 15000));
    CHECK(banner->text().contains(QStringLiteral("closed this deck")));
    bool takenOver = false;
    QObject::connect(&window, &MainWindow::deckTakenOver, [&] { takenOver = true; });
    takeOver->click();
    REQUIRE(waitUntil([&] { return takenOver; }, 20000));
    CHECK_FALSE(context.isReadOnly());
    CHECK_FALSE(banner->isVisible());
    CHECK_FALSE(takeOver->isVisible());
    CHECK(context.deck().readOnlyReason().empty());
    // Another NoteDeck now finds it in use by this one.
    CHECK(service::otherNoteDeckOn(deckFile.toStdString()) == std::nullopt);   // this process holds it
    QProcess another;
    another.start(QCoreApplication::applicationFilePath(), {QStringLiteral("--hold-deck"), deckFile});
    REQUIRE(another.waitForFinished(20000));
    const QString said = QString::fromUtf8(another.readAllStandardOutput());
    INFO(said.toStdString());
    CHECK(said.startsWith(QStringLiteral("failed:")));
    CHECK(said.contains(QStringLiteral("(pid %1)").arg(QCoreApplication::applicationPid())));
}
