// Two connections on one deck, as the app has them (the GUI thread's and the worker's, which lives
// as long as the app): whatever the one reads, it sees what the other writes next. A statement left
// on a row keeps its connection's read open, and in WAL mode that connection then goes on seeing
// the deck as it was (the tree's counts one change behind).
#include "deck_fixture.h"

#include "storage/search_index.h"
#include "storage/stats_queries.h"

#include <catch2/catch.hpp>

#include <algorithm>
#include <cstdint>
#include <functional>
#include <utility>
#include <vector>

using namespace notedeck;
using namespace notedeck::testing;
namespace fs = std::filesystem;

namespace {

bool suspendedIn(storage::DeckStore& deck, core::CardId id)
{
    auto cards = deck.cards().study({});
    REQUIRE(cards);
    const auto it = std::find_if(cards->begin(), cards->end(), [&](const auto& c) { return c.id == id; });
    REQUIRE(it != cards->end());
    return it->schedule.suspended;
}

} // namespace

TEST_CASE("after any read, a long-lived connection sees what another connection wrote next", "[storage][snapshot]")
{
    TempDir dir;
    const fs::path deckFile = dir / "deck.sqlite";
    makeDeck(dir.path(), deckFile, 12, 3);
    auto writer = storage::DeckStore::open(deckFile);
    REQUIRE(writer);
    REQUIRE((*writer)->settings().set("probe", "1"));
    const core::CardId id = (*writer)->cards().all()->front().id;

    // Reads that stop at their first row, or before their last, and reads that run to the end.
    using Read = std::function<bool(storage::DeckStore&)>;
    const std::vector<std::pair<const char*, Read>> reads = {
        {"card", [&](storage::DeckStore& r) { return r.cards().find(id).has_value(); }},
        {"setting", [](storage::DeckStore& r) { return r.settings().get("probe").has_value(); }},
        {"activeCardCount", [](storage::DeckStore& r) { return r.cards().activeCount().has_value(); }},
        {"latestRunFolder", [](storage::DeckStore& r) { return r.imports().latestRunFolder().has_value(); }},
        {"answersSince", [](storage::DeckStore& r) { return r.reviewLog().answersSince(0).has_value(); }},
        {"search with a limit", [](storage::DeckStore& r) { return r.search().find({"问题", {}, {}, 1}).has_value(); }},
        {"search index staleCount", [](storage::DeckStore& r) { return r.search().staleCount().has_value(); }},
        {"anyAnswer", [](storage::DeckStore& r) { return r.stats().anyAnswer({}, 0, INT64_MAX).has_value(); }},
        {"firstAnswerMs", [](storage::DeckStore& r) { return r.stats().firstAnswerMs({}).has_value(); }},
        {"studyCards", [](storage::DeckStore& r) { return r.cards().study({}).has_value(); }},
        {"deckCounts", [](storage::DeckStore& r) { return r.cards().deckCounts().has_value(); }},
    };
    for (const auto& [name, read] : reads) {
        INFO("after " << name);
        auto reader = storage::DeckStore::open(deckFile);   // a connection that stays open, like the worker's
        REQUIRE(reader);
        const bool before = suspendedIn(**reader, id);
        REQUIRE(read(**reader));
        auto row = (*writer)->cards().find(id);
        REQUIRE(row);
        core::ScheduleState changed = (*row)->schedule;
        changed.suspended = !before;
        REQUIRE((*writer)->cards().changeSchedules({{id, (*row)->schedule, changed}}));
        CHECK(suspendedIn(**reader, id) == !before);
    }
}
