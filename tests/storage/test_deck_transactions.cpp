// Units of work on the deck: a schedule change that is not an answer is a compare-and-set in one
// transaction (a card changed meanwhile refuses it, and nothing is written), and the storage calls
// made inside DeckStore::transaction() are part of it (a rollback takes them all back; one that
// fails inside it takes back only its own writes).
#include "deck_fixture.h"

#include <catch2/catch.hpp>

#include <memory>
#include <string>
#include <utility>

using namespace notedeck;
using namespace notedeck::testing;
namespace fs = std::filesystem;

namespace {

// A deck of `cards` cards, never answered, in a folder of its own, and a connection to it.
struct TestDeck {
    explicit TestDeck(int cards)
    {
        makeDeck(dir.path(), file, cards, 0);
        deck = open();
    }
    std::unique_ptr<storage::DeckStore> open() const
    {
        auto opened = storage::DeckStore::open(file);
        REQUIRE(opened);
        return std::move(*opened);
    }
    // The ids of the first cards in note order.
    std::pair<core::CardId, core::CardId> firstTwo() const
    {
        auto cards = deck->cards().all();
        REQUIRE(cards);
        REQUIRE(cards->size() >= 2);
        return {(*cards)[0].id, (*cards)[1].id};
    }

    TempDir dir;
    fs::path file = dir / "deck.sqlite";
    std::unique_ptr<storage::DeckStore> deck;
};

core::CardRow rowOf(storage::DeckStore& deck, core::CardId id)
{
    auto row = deck.cards().find(id);
    REQUIRE(row);
    REQUIRE(*row);
    return **row;
}

// The schedule columns of a card as the deck file holds them, read outside NoteDeck's code.
std::string storedSchedule(const fs::path& deckFile, core::CardId id)
{
    return sqlValue(deckFile, "SELECT state || ',' || due || ',' || suspended || ',' || buried_until || ',' || flag "
                              "FROM cards WHERE id = " + std::to_string(id));
}

core::ScheduleState flagged(core::ScheduleState s, core::Flag flag)
{
    s.flag = flag;
    return s;
}

} // namespace

TEST_CASE("a schedule change is a compare-and-set: a card changed meanwhile refuses it and nothing is written",
          "[storage][transaction]")
{
    TestDeck t(4);
    auto& deck = t.deck;
    auto other = t.open();   // another window on the same deck
    const fs::path& deckFile = t.file;
    const auto [first, second] = t.firstTwo();
    const core::CardRow firstRow = rowOf(*deck, first);
    const core::CardRow secondRow = rowOf(*deck, second);

    // The other window flags the second card after this one read it.
    REQUIRE(other->cards().changeSchedules({{second, secondRow.schedule, flagged(secondRow.schedule, core::Flag::Blue)}}));
    const std::string firstStored = storedSchedule(deckFile, first);
    const std::string secondStored = storedSchedule(deckFile, second);

    // Burying both as this window read them: the first would be written, the second is refused.
    core::ScheduleState buried = firstRow.schedule;
    buried.buried_until = firstRow.schedule.due + 86'400;
    core::ScheduleState secondBuried = secondRow.schedule;
    secondBuried.buried_until = secondRow.schedule.due + 86'400;
    auto refused = deck->cards().swapSchedules({{first, firstRow.schedule, buried}, {second, secondRow.schedule, secondBuried}});
    REQUIRE(refused);
    REQUIRE(*refused);
    CHECK((*refused)->card == second);
    CHECK_FALSE((*refused)->missing);
    CHECK(storedSchedule(deckFile, first) == firstStored);     // nothing written, not even the first card
    CHECK(storedSchedule(deckFile, second) == secondStored);
    CHECK(rowOf(*deck, second).schedule.flag == core::Flag::Blue);

    // Undoing the other window's flag as if it had not happened is refused the same way.
    auto undo = deck->cards().swapSchedules({{second, flagged(secondRow.schedule, core::Flag::Red), secondRow.schedule}});
    REQUIRE(undo);
    REQUIRE(*undo);
    CHECK(rowOf(*deck, second).schedule.flag == core::Flag::Blue);

    // A card that is not in the deck.
    auto missing = deck->cards().swapSchedules({{999'999, firstRow.schedule, buried}});
    REQUIRE(missing);
    REQUIRE(*missing);
    CHECK((*missing)->missing);

    // changeSchedules says it in words.
    auto changed = deck->cards().changeSchedules({{second, secondRow.schedule, secondBuried}});
    REQUIRE_FALSE(changed);
    CHECK(changed.error().message.find("changed meanwhile; nothing was changed") != std::string::npos);

    // With the schedule as stored, the change is written.
    auto done = deck->cards().swapSchedules({{first, firstRow.schedule, buried}});
    REQUIRE(done);
    CHECK_FALSE(*done);
    CHECK(rowOf(*other, first).schedule.buried_until == buried.buried_until);
}

TEST_CASE("storage calls inside a deck transaction are part of it: nothing is written until it commits",
          "[storage][transaction]")
{
    TestDeck t(4);
    auto& deck = t.deck;
    auto other = t.open();
    const core::CardId id = t.firstTwo().first;
    const core::CardRow row = rowOf(*deck, id);
    const core::ScheduleState suspended = [&] {
        core::ScheduleState s = row.schedule;
        s.suspended = true;
        return s;
    }();

    for (const bool commit : {false, true}) {
        INFO((commit ? "committed" : "rolled back"));
        {
            auto tx = deck->transaction();
            REQUIRE(tx.begun());
            REQUIRE(deck->settings().set("probe", commit ? "committed" : "rolled back"));
            // Calls that are a transaction of their own join this one.
            REQUIRE(deck->cards().changeSchedules({{id, row.schedule, suspended}}));
            core::ReviewRecord review;
            review.card = id;
            review.reviewedAtMs = 1'764'403'200'000;
            REQUIRE(deck->reviewLog().recordAnswer(review, suspended, row.schedule));
            // Another connection sees none of it yet.
            CHECK_FALSE(*other->settings().get("probe"));
            CHECK(other->reviewLog().all()->empty());
            if (commit)
                REQUIRE(tx.commit());
        }
        CHECK(other->settings().get("probe")->value_or("") == (commit ? "committed" : ""));
        CHECK(other->reviewLog().all()->size() == (commit ? 1u : 0u));
        CHECK(rowOf(*other, id).schedule == row.schedule);   // suspended, then answered back
    }
}

TEST_CASE("a storage call that fails inside a deck transaction takes back only its own writes", "[storage][transaction]")
{
    TestDeck t(4);
    auto& deck = t.deck;
    const auto [first, second] = t.firstTwo();
    const core::CardRow firstRow = rowOf(*deck, first);
    const core::CardRow secondRow = rowOf(*deck, second);
    {
        auto tx = deck->transaction();
        REQUIRE(deck->settings().set("probe", "kept"));
        // The first card's flag is written inside the call, then the second card is refused.
        auto refused = deck->cards().swapSchedules({{first, firstRow.schedule, flagged(firstRow.schedule, core::Flag::Red)},
                                                       {second, flagged(secondRow.schedule, core::Flag::Red), secondRow.schedule}});
        REQUIRE(refused);
        REQUIRE(*refused);
        REQUIRE(tx.commit());
    }
    CHECK(sqlValue(t.file, "SELECT value FROM settings WHERE key = 'probe'") == "kept");
    CHECK(rowOf(*deck, first).schedule == firstRow.schedule);
}

TEST_CASE("a deck transaction on a read-only deck does not begin and says why", "[storage][transaction]")
{
    TestDeck t(2);
    t.deck.reset();
    auto deck = storage::DeckStore::openReadOnly(t.file);
    REQUIRE(deck);
    auto tx = (*deck)->transaction();
    CHECK_FALSE(tx.begun());
    auto committed = tx.commit();
    REQUIRE_FALSE(committed);
    CHECK(committed.error().message.find("cannot write to the deck: the deck is open read-only") != std::string::npos);
}
