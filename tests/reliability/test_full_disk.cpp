// A full disk, on a real small file system (a tmpfs; see small_disk.h): the deck still opens and
// reads (read-only, saying that the disk is full), nothing is written, an import that runs out of
// room says so once, and with room again everything is saved. With only the notes (and so the
// study journal) on the full disk, an answer is saved and the app is told that the journal could
// not take it, the journal keeps no torn line, and it catches up once there is room.
// A program of its own (test_full_disk, main() in small_disk_main.cpp): where no small disk can be
// made, none of these runs and CTest reports them skipped.
#include "deck_fixture.h"
#include "small_disk.h"

#include "core/day_clock.h"
#include "service/deck/detail/deck_internals.h"
#include "service/import/import_notes.h"
#include "service/sync/journal_news.h"
#include "service/study/study.h"
#include "service/sync/sync.h"
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

TEST_CASE("on a full disk the deck opens and reads, read-only because the disk is full, and with room again it is written",
          "[faults][disk]")
{
    SmallDisk disk;
    INFO(disk.problem());
    REQUIRE(disk.mounted());
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
    INFO(disk.problem());
    REQUIRE(disk.mounted());
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
    INFO(disk.problem());
    REQUIRE(disk.mounted());
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

TEST_CASE("with the notes on a full disk an answer is saved and told unwritten, no line is torn, and the journal "
          "catches up once there is room",
          "[faults][disk][sync]")
{
    SmallDisk disk;
    INFO(disk.problem());
    REQUIRE(disk.mounted());
    TempDir elsewhere;   // the deck, on a disk with room
    const fs::path notes = disk.path() / "notes";
    fs::create_directories(notes);
    {
        std::ofstream out(notes / "cards.md");
        out << "# 满\n\n";
        for (int i = 0; i < 60; ++i)
            out << "- 问题 " << i << "？\n  - 答案 " << i << "\n";
    }
    auto opened = service::Deck::open(elsewhere.path() / "deck.sqlite");
    REQUIRE(opened);
    service::Deck& deck = **opened;
    REQUIRE(service::importNotes(deck, notes, core::FixedClock(kNow)));
    REQUIRE(service::followNotes(deck, notes, false));
    auto setup = service::journalSetup(deck);
    REQUIRE(setup);
    REQUIRE(*setup);
    const fs::path own = (*setup)->root / "journal" / ((*setup)->device + ".jsonl");
    std::vector<service::JournalUnwritten> told;
    service::onJournalNews([&](const service::JournalNews& news) {
        if (news.unwritten)
            told.push_back(*news.unwritten);
    });
    struct Unlisten {
        ~Unlisten() { service::onJournalNews({}); }
    } unlisten;
    const auto cards = *service::storeOf(deck).cards().all();
    disk.fill();
    // The file's last block has room for a line or two more: answers until one does not fit.
    size_t answered = 0;
    while (told.empty() && answered < 40) {
        REQUIRE(service::answerCard(deck, cards.at(answered).id, core::Rating::Good, kNow + 60 * static_cast<int>(answered), 2000));
        ++answered;
    }
    REQUIRE(told.size() == 1);
    CHECK(told.front().reason == "disk full");
    CHECK(told.front().folder == notes / ".notedeck");
    CHECK(contains(told.front().message("your answer"), "your answer is saved; the journal in " + (notes / ".notedeck").string() +
                                                            " could not be written (disk full); other devices will get it "
                                                            "once there is room"));
    CHECK(service::storeOf(deck).reviewLog().all()->size() == answered);   // every answer is in the deck
    const std::string text = readBytes(own);
    REQUIRE_FALSE(text.empty());
    CHECK(text.back() == '\n');   // no torn line: the part written was cut again
    CHECK(occurrences(text, "\"event\":\"answer\"") == static_cast<int>(answered) - 1);

    disk.makeRoom();
    REQUIRE(service::answerCard(deck, cards.at(answered).id, core::Rating::Good, kNow + 3600, 2000));
    ++answered;
    CHECK(told.size() == 1);
    // The answer the file could not take comes first, then this one: all there, each once.
    CHECK(occurrences(readBytes(own), "\"event\":\"answer\"") == static_cast<int>(answered));
}
