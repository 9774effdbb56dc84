// The app's signals come from what the decks' transactions changed: an answer on the GUI thread's
// Deck is a schedule change, and settings saved on one of the app's two Decks (the GUI thread's,
// the worker's) reach the other's scheduler, so neither schedules with stale settings.
#include "card_view_harness.h"

#include "gui/app/app_context.h"
#include "gui/app/deck_worker.h"
#include "service/deck/detail/deck_internals.h"
#include "service/import/import_notes.h"
#include "service/options/scheduler_settings_store.h"
#include "service/study/study.h"

#include <QSignalSpy>
#include <QTemporaryDir>

#include <catch2/catch.hpp>

#include <fstream>

using namespace notedeck;
using gui::test::waitUntil;

namespace {
constexpr core::Timestamp kNow = 1'764'417'600;   // 2025-11-29T12:00:00Z

// An app context on a deck of three cards, with a clock that stands still.
std::unique_ptr<gui::AppContext> appOnThreeCards(const QTemporaryDir& dir)
{
    const std::filesystem::path notes = dir.filePath(QStringLiteral("notes")).toStdString();
    std::filesystem::create_directories(notes);
    std::ofstream(notes / "cards.md", std::ios::binary) << "# 测试\n\n- 一？\n  - 1\n- 二？\n  - 2\n- 三？\n  - 3\n";
    auto clock = std::make_shared<core::FixedClock>(kNow);
    auto deck = service::Deck::open(dir.filePath(QStringLiteral("deck.sqlite")).toStdString(), {clock, nullptr, false});
    REQUIRE(deck);
    REQUIRE(service::importNotes(**deck, notes, *clock));
    auto context = gui::AppContext::create(std::move(*deck));
    REQUIRE(context);
    return std::move(*context);
}

// The new-card limit the worker's Deck schedules with, read on the worker thread.
int workerNewCardsPerDay(gui::AppContext& context)
{
    std::optional<int> seen;
    context.worker().run(
        &context,
        [](gui::WorkerDeck& worker) {
            auto deck = worker.open();
            return deck ? service::schedulerOf(**deck).settings().new_cards_per_day : -1;
        },
        [&seen](int value) { seen = value; });
    REQUIRE(waitUntil([&] { return seen.has_value(); }));
    return *seen;
}
} // namespace

TEST_CASE("an answer on the app's deck is told as a schedule change, from what its transaction changed", "[app][deck]")
{
    QTemporaryDir dir;
    auto context = appOnThreeCards(dir);
    QSignalSpy schedule(context.get(), &gui::AppContext::scheduleChanged);
    QSignalSpy deck(context.get(), &gui::AppContext::deckChanged);
    REQUIRE(service::answerCard(context->deck(), 1, core::Rating::Good, kNow, 1000));
    CHECK(schedule.count() == 1);
    CHECK(deck.count() == 0);

    // Held while a screen answers quickly, then told once.
    {
        const gui::AppContext::HeldChanges held(*context);
        REQUIRE(service::answerCard(context->deck(), 2, core::Rating::Good, kNow, 1000));
        REQUIRE(service::answerCard(context->deck(), 3, core::Rating::Good, kNow, 1000));
    }
    CHECK(schedule.count() == 1);
    context->releaseHeldChanges();
    CHECK(schedule.count() == 2);
    context->releaseHeldChanges();   // nothing more
    CHECK(schedule.count() == 2);
}

TEST_CASE("settings saved on the GUI thread's deck reach the worker's, and the worker's reach the GUI's", "[app][deck]")
{
    QTemporaryDir dir;
    auto context = appOnThreeCards(dir);
    CHECK(workerNewCardsPerDay(*context) == 20);   // the worker's Deck is open from here on

    QSignalSpy deckChanged(context.get(), &gui::AppContext::deckChanged);
    auto settings = service::loadSchedulerSettings(context->deck());
    REQUIRE(settings);
    settings->new_cards_per_day = 7;
    REQUIRE(service::saveSchedulerSettings(context->deck(), *settings));
    CHECK(deckChanged.count() == 1);
    CHECK(service::schedulerOf(context->deck()).settings().new_cards_per_day == 7);
    CHECK(workerNewCardsPerDay(*context) == 7);

    // Saved by the worker's Deck (as adopting fitted parameters does).
    settings->new_cards_per_day = 9;
    bool saved = false;
    context->worker().run(
        context.get(),
        [settings = *settings](gui::WorkerDeck& worker) {
            auto deck = worker.open();
            return deck && service::saveSchedulerSettings(**deck, settings).has_value();
        },
        [&saved](bool done) { saved = done; });
    REQUIRE(waitUntil([&] { return saved; }));
    CHECK(deckChanged.count() == 2);   // told before the job's own `done`
    CHECK(service::schedulerOf(context->deck()).settings().new_cards_per_day == 9);
    CHECK(workerNewCardsPerDay(*context) == 9);
}
