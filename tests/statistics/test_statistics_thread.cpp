// The app's way: the statistics and the simulator on a worker thread, with a read-only DeckStore of
// the thread's own while the app's store stays open (and keeps the deck's lock); cancelling the
// simulator from the GUI thread.
#include "service/statistics/statistics.h"
#include "service/statistics/workload.h"
#include "stats_fixture.h"

#include <catch2/catch.hpp>

#include <thread>

using namespace notedeck;
using testing::kNow;
using testing::localTime;

TEST_CASE("statistics on a worker thread with a read-only store of its own", "[statistics][thread]")
{
    testing::StatsDeck t;   // the app's store, open and writable
    t.answer(1, localTime(2025, 11, 29, 9), core::CardState::New, core::Rating::Good, 10);
    const auto file = t.root() / "deck.sqlite";

    std::optional<service::DeckStatistics> result;
    std::string error;
    std::thread worker([&] {
        // The deck's settings (as the app's store has them) in the test's time zone.
        auto deck = service::Deck::open(file, {nullptr, std::make_shared<core::FixedOffsetZone>(testing::kZoneOffset), true});
        if (!deck) {
            error = deck.error().toString();
            return;
        }
        auto stats = service::computeStatistics(**deck, {}, kNow);
        if (!stats) {
            error = stats.error().toString();
            return;
        }
        result = std::move(*stats);
    });
    worker.join();
    INFO(error);
    REQUIRE(result);
    CHECK(result->totals.answersToday == 1);
    CHECK(result->totals.cards == 8);

    // The app keeps writing meanwhile.
    t.answer(2, localTime(2025, 11, 29, 9, 5), core::CardState::New, core::Rating::Good, 10);
}

TEST_CASE("a simulation on a worker thread stops when the GUI asks", "[workload][thread]")
{
    testing::StatsDeck t;
    const auto file = t.root() / "deck.sqlite";
    std::stop_source stop;
    stop.request_stop();   // the user pressed Cancel before the first day was simulated
    std::string message;
    std::thread worker([&] {
        // Catch2 assertions stay on the main thread.
        auto deck = service::Deck::open(file, {nullptr, std::make_shared<core::FixedOffsetZone>(0), true});
        if (!deck) {
            message = deck.error().toString();
            return;
        }
        service::WorkloadRequest request;
        request.stop = stop.get_token();
        auto sim = service::simulateDeckWorkload(**deck, {}, kNow, request);
        message = sim ? std::string("finished") : sim.error().message;
    });
    worker.join();
    CHECK(message == "cancelled");
}
