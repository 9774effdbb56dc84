// The journal's rows as a merge reads them back: numbered in the order events were added, and
// every event naming a card but a skipped range of rows (those a merge holds in memory already).
#include "deck_fixture.h"

#include "storage/journal_store.h"

#include <catch2/catch.hpp>

#include <set>
#include <string>

using namespace notedeck;
using namespace notedeck::testing;

namespace {

core::JournalEvent event(const std::string& device, std::int64_t seq, const std::string& card)
{
    core::JournalEvent e;
    e.device = device;
    e.seq = seq;
    e.atMs = 1000 * seq;
    e.kind = card.empty() ? core::JournalKind::Presets : core::JournalKind::Answer;
    e.card = card;
    return e;
}

std::set<std::string> refsRead(storage::JournalStore& journal, std::int64_t skipFrom, std::int64_t skipTo)
{
    std::set<std::string> refs;
    REQUIRE(journal.eachWithCard([&](core::JournalEvent&& e) { refs.insert(e.ref()); }, skipFrom, skipTo));
    return refs;
}

} // namespace

TEST_CASE("the journal's events naming a card are read but those of a skipped range of rows", "[storage][journal]")
{
    TempDir dir;
    const auto deckFile = dir / "deck.sqlite";
    makeDeck(dir.path(), deckFile, 3, 1);
    auto store = storage::DeckStore::open(deckFile);
    REQUIRE(store);
    auto journal = (*store)->journal();
    auto last = journal.lastRow();
    REQUIRE(last);
    CHECK(*last == 0);

    REQUIRE(journal.insert(event("a", 1, "u1")));
    REQUIRE(journal.insert(event("a", 2, "")));   // names no card: never read here
    auto before = journal.lastRow();
    REQUIRE(before);
    CHECK(*before == 2);
    REQUIRE(journal.insert(event("b", 1, "u1")));
    REQUIRE(journal.insert(event("b", 2, "u2")));
    auto after = journal.lastRow();
    REQUIRE(after);
    CHECK(*after == 4);
    auto again = journal.insert(event("b", 1, "u1"));   // known already: no row added
    REQUIRE(again);
    CHECK_FALSE(*again);
    REQUIRE(journal.insert(event("a", 3, "u2")));

    CHECK(refsRead(journal, 1, 0) == std::set<std::string>{"a:1", "b:1", "b:2", "a:3"});   // nothing skipped
    CHECK(refsRead(journal, *before + 1, *after) == std::set<std::string>{"a:1", "a:3"});
    CHECK(refsRead(journal, 1, *after) == std::set<std::string>{"a:3"});
    CHECK(refsRead(journal, *before + 1, *after + 1) == std::set<std::string>{"a:1"});
}
