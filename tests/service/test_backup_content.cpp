// A backup holds what it claims: the day's automatic backup waits until the deck has cards, the
// one on closing is made again when the deck changed since, and a backup that holds nothing is
// never offered for restoring (the app's dialogs, the command line's damaged-deck message) while a
// fuller one exists.
#include "deck_fixture.h"

#include "core/day_clock.h"
#include "service/deck/detail/deck_internals.h"
#include "service/backups/backups.h"
#include "service/import/import_notes.h"
#include "service/study/study.h"
#include "core/clock.h"
#include "storage/backup.h"
#include "storage/detail/database.h"

#include <catch2/catch.hpp>

#include <fstream>

using namespace notedeck;
using namespace notedeck::testing;
namespace fs = std::filesystem;

namespace {

constexpr core::Timestamp kMorning = 1'764'579'600;   // 2025-12-01T09:00:00Z

bool contains(const std::string& text, const std::string& part) { return text.find(part) != std::string::npos; }

int reviewsIn(const fs::path& file) { return std::stoi(sqlValue(file, "SELECT COUNT(*) FROM review_log")); }

// A backup named as made at `madeAt` of a deck that holds nothing, in the backup folder of `deckFile`.
fs::path emptyBackupOf(const fs::path& deckFile, core::Timestamp madeAt)
{
    TempDir elsewhere;
    auto empty = service::Deck::open(elsewhere / deckFile.filename().string());
    REQUIRE(empty);
    auto made = service::backupNow(**empty, madeAt);
    REQUIRE(made);
    const fs::path target = storage::backupFolder(deckFile) / made->file.filename();
    fs::create_directories(target.parent_path());
    fs::copy_file(made->file, target);
    return target;
}

} // namespace

TEST_CASE("the day's automatic backup waits until the deck has cards", "[backup]")
{
    TempDir dir;
    const fs::path deckFile = dir / "deck.sqlite";
    auto deck = service::Deck::open(deckFile);   // a first start: the deck is new and empty
    REQUIRE(deck);
    auto atOpen = service::autoBackup(**deck, kMorning);
    REQUIRE(atOpen);
    CHECK_FALSE(*atOpen);
    CHECK(storage::listBackupFiles(deckFile).empty());

    // The first import gives it its cards: the day's backup is made then, and holds them.
    fs::create_directories(dir / "notes");
    std::ofstream(dir / "notes" / "cards.md") << "# 一\n\n- 问题？\n  - 答案\n- 再一个？\n  - 答\n";
    REQUIRE(service::importNotes(**deck, dir / "notes", core::FixedClock(kMorning + 60)));
    auto afterImport = service::autoBackup(**deck, kMorning + 120);
    REQUIRE(afterImport);
    REQUIRE(*afterImport);
    const auto contents = storage::inspectBackup((*afterImport)->file);
    CHECK(contents.ok);
    CHECK(contents.cards == 2);
    // … once: a later import that day makes none.
    auto again = service::autoBackup(**deck, kMorning + 180);
    REQUIRE(again);
    CHECK_FALSE(*again);
}

TEST_CASE("closing makes another backup when the deck changed since the day's, and none when it did not", "[backup]")
{
    TempDir dir;
    const fs::path deckFile = dir / "deck.sqlite";
    makeDeck(dir.path(), deckFile, 12, 2);
    auto deck = service::Deck::open(deckFile, {nullptr, std::make_shared<core::FixedOffsetZone>(0), false});
    REQUIRE(deck);
    auto opening = service::autoBackup(**deck, kMorning);
    REQUIRE(opening);
    REQUIRE(*opening);
    CHECK(reviewsIn((*opening)->file) == 2);

    SECTION("unchanged: nothing to add")
    {
        auto closing = service::closingBackup(**deck, kMorning + 8 * 3600);
        REQUIRE(closing);
        CHECK_FALSE(*closing);
    }
    SECTION("answers given since: the closing backup holds them")
    {
        const auto cards = service::storeOf(**deck).cards().all();
        for (int i = 5; i < 8; ++i)
            REQUIRE(service::answerCard(**deck, (*cards)[i].id, core::Rating::Good, kMorning + 60 * i, 3000));
        auto closing = service::closingBackup(**deck, kMorning + 8 * 3600);
        REQUIRE(closing);
        REQUIRE(*closing);
        CHECK((*closing)->kind == core::BackupKind::Daily);
        CHECK(reviewsIn((*closing)->file) == 5);
        // The rotation keeps the day's newest, the fuller one.
        const auto backups = storage::listBackupFiles(deckFile);
        REQUIRE(backups.size() == 1);
        CHECK(backups.front().file == (*closing)->file);
    }
    SECTION("a card suspended, a setting changed: each is a change")
    {
        const core::CardId id = service::storeOf(**deck).cards().all()->back().id;
        REQUIRE(service::changeCard(**deck, id, service::CardAction::Suspend, kMorning + 60));
        auto first = service::closingBackup(**deck, kMorning + 3600);
        REQUIRE(first);
        CHECK(*first);
        REQUIRE(service::storeOf(**deck).settings().set("app.card_font_size", "19"));
        auto second = service::closingBackup(**deck, kMorning + 7200);
        REQUIRE(second);
        CHECK(*second);
        auto third = service::closingBackup(**deck, kMorning + 9000);
        REQUIRE(third);
        CHECK_FALSE(*third);
    }
    SECTION("no backup yet today: closing makes the day's")
    {
        auto nextDay = service::closingBackup(**deck, kMorning + 86400);
        REQUIRE(nextDay);
        CHECK(*nextDay);
    }
}

TEST_CASE("a backup that holds nothing is never offered while a fuller one exists", "[backup]")
{
    TempDir dir;
    const fs::path deckFile = dir / "deck.sqlite";
    makeDeck(dir.path(), deckFile, 40, 6);
    fs::path full;
    {
        auto deck = service::Deck::open(deckFile);
        REQUIRE(deck);
        auto made = service::backupNow(**deck, kMorning - 86400);
        REQUIRE(made);
        full = made->file;
    }
    const fs::path empty = emptyBackupOf(deckFile, kMorning);   // newer, and empty

    const auto list = service::listBackups(deckFile);
    REQUIRE(list.size() == 2);
    CHECK(list[0].backup.file == empty);
    CHECK(list[0].contents.ok);
    CHECK(list[0].contents.holdsNothing());
    const auto offered = service::backupToOffer(list);
    REQUIRE(offered);
    CHECK(list[*offered].backup.file == full);
    const auto good = storage::latestGoodBackup(deckFile);
    REQUIRE(good);
    CHECK(good->backup.file == full);
    CHECK(good->contents.reviews == 6);
    const std::string message = storage::damagedDeckMessage(deckFile, "test");
    INFO(message);
    CHECK(contains(message, "The latest good backup is " + full.string()));
    CHECK(contains(message, "40 cards, 6 reviews"));
    CHECK_FALSE(contains(message, empty.string()));

    // With the fuller one damaged, the empty one is all there is, and is offered.
    writeBytes(full, readBytes(full).substr(0, 3000));
    const auto onlyEmpty = service::listBackups(deckFile);
    REQUIRE(service::backupToOffer(onlyEmpty));
    CHECK(onlyEmpty[*service::backupToOffer(onlyEmpty)].backup.file == empty);
    CHECK(storage::latestGoodBackup(deckFile)->backup.file == empty);
}
