// Faults a deck file can meet, each found before anything is written, each with a message that
// says what to do: a damaged or truncated file, a deck from a newer NoteDeck, a read-only file or
// folder, a full disk, and a second NoteDeck on the same deck.
#include "deck_fixture.h"

#include "core/day_clock.h"
#include "service/deck/detail/deck_internals.h"
#include "service/backups/backups.h"
#include "service/study/study.h"
#include "storage/backup.h"
#include "storage/damaged_deck.h"
#include "storage/detail/deck_store_access.h"
#include "storage/detail/migrations.h"

#include <catch2/catch.hpp>

#include <iostream>

#include <sys/wait.h>
#include <unistd.h>

using namespace notedeck;
using namespace notedeck::testing;
namespace fs = std::filesystem;

namespace {

constexpr core::Timestamp kNow = 1'764'500'000;

scheduler::Scheduler utcScheduler(service::Deck& deck)
{
    return service::schedulerOf(deck);   // TempNotes opens its deck in UTC
}

bool contains(const std::string& text, const std::string& part) { return text.find(part) != std::string::npos; }

// In a child process: prints what failed and returns 1.
int failed(const std::string& what)
{
    std::cerr << "child check failed: " << what << "\n";
    return 1;
}

// Reads work, an answer fails with `expected` in its message and writes nothing.
int readsWorkWritesRefused(const fs::path& deckFile, const std::string& expected)
{
    auto deck = service::Deck::open(deckFile);
    if (!deck)
        return failed("open: " + deck.error().toString());
    if ((*deck)->readOnlyReason().empty())
        return failed("the deck is writable");
    if (!contains((*deck)->readOnlyReason(), expected))
        return failed("reason: " + (*deck)->readOnlyReason());
    auto cards = service::storeOf(**deck).cards().all();
    if (!cards || cards->empty())
        return failed("cannot read the cards");
    auto reviewsBefore = service::storeOf(**deck).reviewLog().all();
    if (!reviewsBefore)
        return failed("cannot load the scheduler or the reviews");
    auto answered = service::answerCard(**deck, cards->back().id, core::Rating::Good, kNow, 0);
    if (answered)
        return failed("an answer was saved");
    if (!contains(answered.error().message, "read-only") || !contains(answered.error().message, expected))
        return failed("answer error: " + answered.error().message);
    auto reviewsAfter = service::storeOf(**deck).reviewLog().all();
    if (!reviewsAfter || reviewsAfter->size() != reviewsBefore->size())
        return failed("the review log changed");
    return 0;
}

} // namespace

TEST_CASE("a damaged deck is refused at open, naming the latest good backup and the command", "[faults]")
{
    TempDir dir;
    const fs::path deckFile = dir / "deck.sqlite";
    makeDeck(dir.path(), deckFile, 60, 5);
    {
        auto deck = service::Deck::open(deckFile);
        REQUIRE(deck);
        auto made = service::autoBackup(**deck, kNow);
        REQUIRE(made);
        REQUIRE(*made);
    }
    // Scribble over a page in the middle of the file.
    std::string bytes = readBytes(deckFile);
    REQUIRE(bytes.size() > 5 * 4096);
    for (size_t i = 3 * 4096; i < 3 * 4096 + 2000; ++i)
        bytes[i] = static_cast<char>(0xA5);
    writeBytes(deckFile, bytes);

    auto opened = service::Deck::open(deckFile);
    REQUIRE_FALSE(opened);
    const std::string message = opened.error().message;
    INFO(message);
    CHECK(contains(message, "damaged"));
    CHECK(contains(message, "has not changed it"));
    const auto backups = storage::listBackupFiles(deckFile);
    REQUIRE(backups.size() == 1);
    CHECK(contains(message, backups.front().file.string()));
    CHECK(contains(message, "notedeck-cli restore"));
    CHECK(contains(message, "60 cards, 5 reviews"));
    CHECK(readBytes(deckFile) == bytes);   // not touched
    // The app's recovery dialog shows what was found, without the command line's advice.
    const auto problem = storage::damagedDeckProblem(opened.error());
    REQUIRE(problem);
    CHECK(problem->starts_with("the deck file is damaged ("));
    CHECK(problem->ends_with("NoteDeck has not changed it."));
    CHECK_FALSE(storage::damagedDeckProblem(core::Error{"the deck is read-only (attempt to write)", "", 0}));

    // The way forward works: restore keeps the damaged file byte for byte, and the deck opens.
    auto restored = service::restoreBackup(deckFile, backups.front().file, kNow + 60);
    REQUIRE(restored);
    CHECK(readBytes(restored->previousDeck) == bytes);
    auto reopened = service::Deck::open(deckFile);
    REQUIRE(reopened);
    CHECK(service::storeOf(**reopened).cards().all()->size() == 60);
    CHECK(service::storeOf(**reopened).reviewLog().all()->size() == 5);
}

TEST_CASE("a truncated deck, a file that is no database, and an emptied deck are refused", "[faults]")
{
    TempDir dir;
    const fs::path deckFile = dir / "deck.sqlite";
    makeDeck(dir.path(), deckFile, 200, 20);
    const std::string whole = readBytes(deckFile);

    SECTION("truncated to half")
    {
        writeBytes(deckFile, whole.substr(0, whole.size() / 2));
        auto opened = service::Deck::open(deckFile);
        REQUIRE_FALSE(opened);
        INFO(opened.error().message);
        CHECK(contains(opened.error().message, "damaged"));
        CHECK(contains(opened.error().message, "No good backup"));
        CHECK(readBytes(deckFile).size() == whole.size() / 2);
    }
    SECTION("not a database")
    {
        writeBytes(deckFile, "# these are notes, not a deck\n" + std::string(5000, 'x'));
        auto opened = service::Deck::open(deckFile);
        REQUIRE_FALSE(opened);
        INFO(opened.error().message);
        CHECK(contains(opened.error().message, "damaged"));
        CHECK(contains(opened.error().message, "not a database"));
    }
    SECTION("emptied, while backups of it exist")
    {
        {
            auto deck = service::Deck::open(deckFile);
            REQUIRE(deck);
            REQUIRE(service::backupNow(**deck, kNow));
        }
        writeBytes(deckFile, "");
        auto opened = service::Deck::open(deckFile);
        REQUIRE_FALSE(opened);
        INFO(opened.error().message);
        CHECK(contains(opened.error().message, "empty"));
        CHECK(contains(opened.error().message, "notedeck-cli restore"));
        CHECK(fs::file_size(deckFile) == 0);
    }
}

TEST_CASE("a deck from a newer NoteDeck opens read-only and is not touched", "[faults]")
{
    TempDir dir;
    const fs::path deckFile = dir / "deck.sqlite";
    makeDeck(dir.path(), deckFile, 10, 2);
    const int newer = storage::currentSchemaVersion() + 1;
    sqlExec(deckFile, "PRAGMA user_version = " + std::to_string(newer));
    const std::string before = readBytes(deckFile);

    REQUIRE(readsWorkWritesRefused(deckFile, "newer NoteDeck (schema version " + std::to_string(newer)) == 0);
    CHECK(readBytes(deckFile) == before);
    CHECK(sqlValue(deckFile, "PRAGMA user_version") == std::to_string(newer));
    auto deck = service::Deck::open(deckFile);
    REQUIRE(deck);
    CHECK(contains((*deck)->readOnlyReason(), "update NoteDeck"));
    // No automatic backup is made of a deck this NoteDeck does not write.
    auto backup = service::autoBackup(**deck, kNow);
    REQUIRE(backup);
    CHECK_FALSE(*backup);
}

TEST_CASE("a read-only deck file opens read-only: reads work, writes say read-only", "[faults]")
{
    TempDir dir;
    const fs::path deckFile = dir / "deck.sqlite";
    makeDeck(dir.path(), deckFile, 10, 2);
    fs::permissions(deckFile, fs::perms::owner_read | fs::perms::group_read | fs::perms::others_read);
    fs::permissions(dir.path(), fs::perms::all);   // the folder stays writable
    const std::string before = readBytes(deckFile);
    CHECK(inChild([&] { return readsWorkWritesRefused(deckFile, "the deck file is read-only"); }, true) == 0);
    CHECK(readBytes(deckFile) == before);
}

TEST_CASE("a deck in a read-only folder opens read-only: reads work, writes say read-only", "[faults]")
{
    TempDir dir;
    const fs::path folder = dir / "decks";
    fs::create_directories(folder);
    const fs::path deckFile = folder / "deck.sqlite";
    makeDeck(dir.path(), deckFile, 10, 2);
    REQUIRE_FALSE(fs::exists(folder / "deck.sqlite-wal"));
    // Leave no lock file behind, so the folder is as a copy onto read-only media would be.
    fs::remove(folder / "deck.sqlite.lock");
    const auto readOnly = fs::perms::owner_read | fs::perms::owner_exec | fs::perms::group_read |
                          fs::perms::group_exec | fs::perms::others_read | fs::perms::others_exec;
    fs::permissions(folder, readOnly);
    const std::string before = readBytes(deckFile);
    CHECK(inChild([&] { return readsWorkWritesRefused(deckFile, "folder is read-only"); }, true) == 0);
    CHECK(readBytes(deckFile) == before);
    CHECK(fs::directory_iterator(folder)->path().filename() == "deck.sqlite");   // nothing created
}

TEST_CASE("a full disk: the answer is reported as not saved and nothing is half-written", "[faults]")
{
    TempDir dir;
    const fs::path deckFile = dir / "deck.sqlite";
    makeDeck(dir.path(), deckFile, 400, 0);
    auto deck = service::Deck::open(deckFile);
    REQUIRE(deck);
    auto sched = utcScheduler(**deck);
    auto cards = service::storeOf(**deck).cards().all();
    REQUIRE(cards);
    // The deck may not grow by a single page: what fits in the free space of its pages is saved,
    // then the disk is "full".
    const std::string pages = sqlValue(deckFile, "PRAGMA page_count");
    REQUIRE(storage::DeckStoreAccess::connection(service::storeOf(**deck)).exec("PRAGMA max_page_count = " + pages));

    std::optional<core::Error> error;
    size_t saved = 0;
    core::CardId refused = 0;
    std::optional<core::CardRow> rowBefore;
    for (const auto& card : *cards) {
        rowBefore = *service::storeOf(**deck).cards().find(card.id);
        auto answered = service::answerCard(**deck, card.id, core::Rating::Good, kNow, 1000);
        if (!answered) {
            error = answered.error();
            refused = card.id;
            break;
        }
        ++saved;
    }
    REQUIRE(error);
    INFO(error->message);
    CHECK(contains(error->message, "disk is full"));
    CHECK((contains(error->message, "nothing was saved") || contains(error->message, "not saved")));
    // Nothing of the refused answer: not the card's state, not a log row.
    CHECK(service::storeOf(**deck).cards().find(refused).value()->schedule == rowBefore->schedule);
    CHECK(service::storeOf(**deck).reviewLog().of(refused)->empty());
    CHECK(service::storeOf(**deck).reviewLog().all()->size() == saved);

    // With room again, the same answer is saved.
    REQUIRE(storage::DeckStoreAccess::connection(service::storeOf(**deck)).exec("PRAGMA max_page_count = 1073741823"));
    REQUIRE(service::answerCard(**deck, refused, core::Rating::Good, kNow, 1000));
    deck->reset();
    CHECK(integrityCheck(deckFile) == "ok");
    CHECK(sqlValue(deckFile, "SELECT COUNT(*) FROM review_log") == std::to_string(saved + 1));
}

TEST_CASE("a second NoteDeck on the same deck reads but does not write", "[faults][lock]")
{
    TempDir dir;
    const fs::path deckFile = dir / "deck.sqlite";
    makeDeck(dir.path(), deckFile, 10, 1);

    // The first NoteDeck: a child process that holds the deck open until told to go.
    int ready[2], go[2];
    REQUIRE(::pipe(ready) == 0);
    REQUIRE(::pipe(go) == 0);
    std::fflush(nullptr);
    const pid_t first = ::fork();
    REQUIRE(first >= 0);
    if (first == 0) {
        auto deck = service::Deck::open(deckFile);
        const char ok = deck && (*deck)->readOnlyReason().empty() ? 'y' : 'n';
        [[maybe_unused]] auto w = ::write(ready[1], &ok, 1);
        char c;
        [[maybe_unused]] auto r = ::read(go[0], &c, 1);
        ::_exit(0);
    }
    char ok = 0;
    REQUIRE(::read(ready[0], &ok, 1) == 1);
    REQUIRE(ok == 'y');

    const std::string expected = "NoteDeck is already using this deck (pid " + std::to_string(first) + ")";
    CHECK(readsWorkWritesRefused(deckFile, expected) == 0);
    // Within one process a second connection is no "second NoteDeck".
    {
        auto a = service::Deck::open(deckFile);
        REQUIRE(a);
        CHECK((*a)->readOnlyReason() == expected);
    }
    // Restoring a backup under the running NoteDeck is refused too.
    {
        auto deck = service::Deck::open(deckFile, {nullptr, nullptr, true});
        REQUIRE(deck);
        auto backup = service::backupNow(**deck, kNow);   // reading is all a backup needs
        REQUIRE(backup);
        deck->reset();
        auto restored = service::restoreBackup(deckFile, backup->file, kNow);
        REQUIRE_FALSE(restored);
        CHECK(contains(restored.error().message, expected));
    }

    REQUIRE(::write(go[1], "x", 1) == 1);
    int status = 0;
    ::waitpid(first, &status, 0);
    // Once the first has gone (however it went), the deck is writable again.
    auto deck = service::Deck::open(deckFile);
    REQUIRE(deck);
    CHECK((*deck)->readOnlyReason().empty());
    auto sched = utcScheduler(**deck);
    CHECK(service::answerCard(**deck, service::storeOf(**deck).cards().all()->back().id, core::Rating::Good, kNow, 0));
    for (int fd : {ready[0], ready[1], go[0], go[1]})
        ::close(fd);
}

TEST_CASE("two connections of one process share the deck's lock", "[faults][lock]")
{
    TempDir dir;
    const fs::path deckFile = dir / "deck.sqlite";
    makeDeck(dir.path(), deckFile, 5, 0);
    auto a = service::Deck::open(deckFile);
    auto b = service::Deck::open(deckFile);
    REQUIRE(a);
    REQUIRE(b);
    CHECK((*a)->readOnlyReason().empty());
    CHECK((*b)->readOnlyReason().empty());
    // … but a restore needs the deck closed in this process too.
    auto backup = service::backupNow(**a, kNow);
    REQUIRE(backup);
    auto restored = service::restoreBackup(deckFile, backup->file, kNow);
    REQUIRE_FALSE(restored);
    CHECK(contains(restored.error().message, "close it first"));
}
