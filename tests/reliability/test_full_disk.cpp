// A full disk, on a real small file system (a tmpfs; see small_disk.h): the deck still opens and
// reads (read-only, saying that the disk is full), nothing is written, an import that runs out of
// room says so once, and with room again everything is saved.
#include "deck_fixture.h"
#include "small_disk.h"

#include "core/day_clock.h"
#include "service/detail/deck_internals.h"
#include "service/import_notes.h"
#include "service/study.h"
#include "storage/search_index.h"

#include <catch2/catch.hpp>

#include <fstream>

#include <unistd.h>

using namespace notedeck;
using namespace notedeck::testing;
namespace fs = std::filesystem;

namespace {

constexpr core::Timestamp kNow = 1'764'500'000;

bool contains(const std::string& text, const std::string& part) { return text.find(part) != std::string::npos; }

int occurrences(const std::string& text, const std::string& part)
{
    int n = 0;
    for (auto at = text.find(part); at != std::string::npos; at = text.find(part, at + 1))
        ++n;
    return n;
}

core::Result<service::Answered> answerFirst(service::Deck& deck)
{
    return service::answerCard(deck, service::storeOf(deck).cards().all()->front().id, core::Rating::Good, kNow, 2000);
}

} // namespace

TEST_CASE("on a full disk the deck opens and reads, read-only because the disk is full; with room again it is written",
          "[faults][disk]")
{
    SmallDisk disk;
    if (!disk.mounted()) {
        WARN("not run: " << disk.problem());
        return;
    }
    const fs::path deckFile = disk.path() / "deck.sqlite";
    makeDeck(disk.path(), deckFile, 60, 3);
    disk.fill();
    REQUIRE(disk.available() == 0);
    {
        auto deck = service::Deck::open(deckFile);
        INFO((deck ? (*deck)->readOnlyReason() : deck.error().toString()));
        REQUIRE(deck);
        CHECK(contains((*deck)->readOnlyReason(), "the disk is full"));
        // Everything reads: cards, answers, counts, search.
        CHECK(service::storeOf(**deck).cards().all()->size() == 60);
        CHECK(service::storeOf(**deck).reviewLog().all()->size() == 3);
        CHECK(service::storeOf(**deck).cards().deckCounts()->size() == 2);
        auto found = service::storeOf(**deck).search().find({"问题 1", {}, {}, 5}, false);
        REQUIRE(found);
        CHECK_FALSE(found->empty());
        // An answer is refused, saying why.
        auto answered = answerFirst(**deck);
        REQUIRE_FALSE(answered);
        CHECK(contains(answered.error().message, "the disk is full"));
        CHECK(contains(answered.error().message, "free some space"));
    }
    disk.makeRoom();
    auto deck = service::Deck::open(deckFile);
    REQUIRE(deck);
    CHECK((*deck)->readOnlyReason().empty());
    REQUIRE(answerFirst(**deck));
    deck->reset();
    CHECK(integrityCheck(deckFile) == "ok");
    CHECK(sqlValue(deckFile, "SELECT COUNT(*) FROM review_log") == "4");
}

TEST_CASE("on a full disk a deck whose log holds changes not in the deck file is not read without them", "[faults][disk]")
{
    SmallDisk disk;
    if (!disk.mounted()) {
        WARN("not run: " << disk.problem());
        return;
    }
    const fs::path deckFile = disk.path() / "deck.sqlite";
    makeDeck(disk.path(), deckFile, 20, 0);
    // A NoteDeck that ended without closing the deck: its answer is in the log (-wal) only.
    REQUIRE(inChild([&] {
        auto deck = service::Deck::open(deckFile);
        if (!deck || !service::storeOf(**deck).setAutoCheckpoint(false) || !answerFirst(**deck))
            return 1;
        ::_exit(0);
    }) == 0);
    fs::remove(fs::path(deckFile) += "-shm");   // and its shared-memory index is gone
    disk.fill();
    auto opened = service::Deck::open(deckFile);
    REQUIRE_FALSE(opened);
    INFO(opened.error().message);
    CHECK(contains(opened.error().message, "the disk is full"));
    CHECK(contains(opened.error().message, "free some space"));

    disk.makeRoom();
    auto deck = service::Deck::open(deckFile);
    REQUIRE(deck);
    CHECK(service::storeOf(**deck).reviewLog().all()->size() == 1);   // the answer was never lost
}

TEST_CASE("an import that runs out of room says once that nothing was saved, and changes nothing", "[faults][disk]")
{
    SmallDisk disk;
    if (!disk.mounted()) {
        WARN("not run: " << disk.problem());
        return;
    }
    const fs::path deckFile = disk.path() / "deck.sqlite";
    makeDeck(disk.path(), deckFile, 5, 0);
    TempDir big;   // notes whose cards do not fit in the room left
    fs::create_directories(big / "notes");
    {
        std::ofstream out(big / "notes" / "big.md");
        out << "# 大\n\n";
        for (int i = 0; i < 3000; ++i)
            out << "- 问题 " << i << " 是什么？这是一个比较长的问题，为了占用更多的空间。\n  - 答案 " << i
                << "：这也是一个比较长的答案，同样是为了占用更多的空间。\n";
    }
    auto deck = service::Deck::open(deckFile);
    REQUIRE(deck);
    REQUIRE((*deck)->readOnlyReason().empty());
    disk.fill(64 * 1024);
    auto imported = service::importNotes(**deck, big / "notes", core::FixedClock(kNow));
    REQUIRE_FALSE(imported);
    const std::string message = imported.error().message;
    INFO(message);
    CHECK(contains(message, "the disk is full"));
    CHECK(occurrences(message, "nothing was saved") + occurrences(message, "nothing of this change was saved") == 1);
    CHECK(*service::storeOf(**deck).cards().activeCount() == 5);
    deck->reset();
    disk.makeRoom();
    CHECK(integrityCheck(deckFile) == "ok");
    CHECK(sqlValue(deckFile, "SELECT COUNT(*) FROM cards") == "5");
}
