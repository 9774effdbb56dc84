// Backups: each is a whole, checked copy; the automatic one is made at most once a day and the
// rotation keeps the last 7 daily and 4 weekly; restoring checks the backup and keeps the deck as
// it was before replacing it, and never replaces it when that copy cannot be made.
#include "deck_fixture.h"

#include "service/deck/detail/deck_internals.h"
#include "service/backups/backups.h"
#include "storage/backup.h"

#include <catch2/catch.hpp>

#include <set>

using namespace notedeck;
using namespace notedeck::testing;
namespace fs = std::filesystem;

namespace {
constexpr core::Timestamp kDay = 86400;
constexpr core::Timestamp kMonday = 1'764'547'200;   // 2025-12-01T00:00:00Z, a Monday

bool contains(const std::string& text, const std::string& part) { return text.find(part) != std::string::npos; }
} // namespace

TEST_CASE("a backup is a whole copy, checked, in backups/ next to the deck", "[backup]")
{
    TempDir dir;
    const fs::path deckFile = dir / "deck.sqlite";
    makeDeck(dir.path(), deckFile, 30, 7);
    auto deck = service::Deck::open(deckFile);
    REQUIRE(deck);
    auto made = service::backupNow(**deck, kMonday + 8 * 3600 + 5 * 60 + 9);
    REQUIRE(made);
    CHECK(made->file == dir / "backups" / "deck-20251201-080509-manual.sqlite");
    CHECK(integrityCheck(made->file) == "ok");
    CHECK(sqlValue(made->file, "PRAGMA journal_mode") == "delete");   // one self-contained file
    CHECK(sqlValue(made->file, "SELECT COUNT(*) FROM review_log") == "7");
    CHECK_FALSE(fs::exists(dir / "backups" / "deck-20251201-080509-manual.sqlite.partial"));

    const auto list = service::listBackups(deckFile);
    REQUIRE(list.size() == 1);
    CHECK(list[0].contents.ok);
    CHECK(list[0].contents.cards == 30);
    CHECK(list[0].contents.reviews == 7);
    CHECK(list[0].contents.lastReviewAtMs.has_value());
    CHECK(list[0].backup.madeAt == made->madeAt);
    CHECK(list[0].bytes > 0);

    // A second one in the same second gets its own name, listed first.
    auto again = service::backupNow(**deck, made->madeAt);
    REQUIRE(again);
    CHECK(again->file != made->file);
    CHECK(service::listBackups(deckFile).front().backup.file == again->file);
}

TEST_CASE("the automatic backup is made at most once a day", "[backup]")
{
    TempDir dir;
    const fs::path deckFile = dir / "deck.sqlite";
    makeDeck(dir.path(), deckFile, 5, 0);
    auto deck = service::Deck::open(deckFile);
    REQUIRE(deck);
    auto opening = service::autoBackup(**deck, kMonday + 7 * 3600);
    REQUIRE(opening);
    REQUIRE(*opening);
    CHECK((*opening)->kind == core::BackupKind::Daily);
    auto closing = service::autoBackup(**deck, kMonday + 23 * 3600);   // asked again the same day
    REQUIRE(closing);
    CHECK_FALSE(*closing);
    auto nextDay = service::autoBackup(**deck, kMonday + kDay + 60);
    REQUIRE(nextDay);
    CHECK(*nextDay);
    // Manual backups do not count as the day's automatic one, nor the other way round.
    REQUIRE(service::backupNow(**deck, kMonday + 2 * kDay));
    auto third = service::autoBackup(**deck, kMonday + 2 * kDay + 60);
    REQUIRE(third);
    CHECK(*third);
    CHECK(storage::listBackupFiles(deckFile).size() == 4);
}

TEST_CASE("rotation keeps the last 7 daily and 4 weekly automatic backups", "[backup]")
{
    TempDir dir;
    const fs::path deckFile = dir / "deck.sqlite";
    makeDeck(dir.path(), deckFile, 3, 0);
    auto deck = service::Deck::open(deckFile);
    REQUIRE(deck);
    REQUIRE(service::backupNow(**deck, kMonday - 100 * kDay));   // manual: never rotated
    // Two months of daily use, the app opened every morning.
    const core::Timestamp start = kMonday;   // day 0 is a Monday
    for (int day = 0; day < 60; ++day)
        REQUIRE(service::autoBackup(**deck, start + day * kDay + 9 * 3600));
    std::set<int> days;
    int manual = 0;
    for (const auto& b : storage::listBackupFiles(deckFile)) {
        if (b.kind == core::BackupKind::Manual) {
            ++manual;
            continue;
        }
        days.insert(static_cast<int>((b.madeAt - start) / kDay));
    }
    CHECK(manual == 1);
    // Days 53–59 (the last 7), and the newest of each of the last 4 weeks: the weeks of days
    // 56–59 (day 59), 49–55 (day 55), 42–48 (day 48), 35–41 (day 41).
    CHECK(days == std::set<int>{41, 48, 53, 54, 55, 56, 57, 58, 59});
}

TEST_CASE("restore checks the backup and keeps the current deck first", "[backup]")
{
    TempDir dir;
    const fs::path deckFile = dir / "deck.sqlite";
    makeDeck(dir.path(), deckFile, 20, 3);
    fs::path backupFile;
    {
        auto deck = service::Deck::open(deckFile);
        REQUIRE(deck);
        auto made = service::backupNow(**deck, kMonday);
        REQUIRE(made);
        backupFile = made->file;
    }
    makeDeck(dir.path(), deckFile, 20, 9);   // more answers since the backup (the same cards answered again)
    const std::string reviewsNow = sqlValue(deckFile, "SELECT COUNT(*) FROM review_log");
    REQUIRE(reviewsNow != "3");

    SECTION("a good backup replaces the deck; the deck as it was is kept")
    {
        auto restored = service::restoreBackup(deckFile, backupFile, kMonday + kDay);
        REQUIRE(restored);
        CHECK(restored->restored.reviews == 3);
        REQUIRE(fs::exists(restored->previousDeck));
        CHECK(restored->previousDeck.filename() == "deck-20251202-000000-before-restore.sqlite");
        CHECK(sqlValue(restored->previousDeck, "SELECT COUNT(*) FROM review_log") == reviewsNow);
        CHECK(integrityCheck(restored->previousDeck) == "ok");
        CHECK(sqlValue(deckFile, "SELECT COUNT(*) FROM review_log") == "3");
        CHECK_FALSE(fs::exists(dir / "deck.sqlite.restoring"));
        auto deck = service::Deck::open(deckFile);
        REQUIRE(deck);
        CHECK(service::storeOf(**deck).reviewLog().all()->size() == 3);
    }
    SECTION("a damaged backup is refused and the deck is not touched")
    {
        std::string bytes = readBytes(backupFile);
        for (size_t i = 2 * 4096; i < 2 * 4096 + 1500; ++i)
            bytes[i] = 'Z';
        writeBytes(backupFile, bytes);
        const std::string before = readBytes(deckFile);
        auto restored = service::restoreBackup(deckFile, backupFile, kMonday + kDay);
        REQUIRE_FALSE(restored);
        CHECK(contains(restored.error().message, "cannot be restored"));
        CHECK(contains(restored.error().message, "not changed"));
        CHECK(readBytes(deckFile) == before);
        CHECK(storage::listBackupFiles(deckFile).size() == 1);   // no copy was needed
        const auto list = service::listBackups(deckFile);
        REQUIRE(list.size() == 1);
        CHECK_FALSE(list[0].contents.ok);
        CHECK(contains(list[0].contents.problem, "damaged"));
    }
    SECTION("when the copy of the current deck cannot be made, nothing is replaced")
    {
        // The backup folder's name taken by a plain file: no copy can be written there.
        const fs::path elsewhere = dir / "saved-backup.sqlite";
        fs::rename(backupFile, elsewhere);
        fs::remove_all(dir / "backups");
        writeBytes(dir / "backups", "not a folder");
        const std::string before = readBytes(deckFile);
        auto restored = service::restoreBackup(deckFile, elsewhere, kMonday + kDay);
        REQUIRE_FALSE(restored);
        INFO(restored.error().message);
        CHECK(contains(restored.error().message, "not replaced"));
        CHECK(readBytes(deckFile) == before);
        CHECK(sqlValue(deckFile, "SELECT COUNT(*) FROM review_log") == reviewsNow);
    }
    SECTION("a file that is not a deck is refused")
    {
        writeBytes(dir / "notes.txt", "hello");
        auto restored = service::restoreBackup(deckFile, dir / "notes.txt", kMonday);
        REQUIRE_FALSE(restored);
        CHECK(contains(restored.error().message, "cannot be restored"));
    }
}

TEST_CASE("the backup list holds only this deck's finished backups", "[backup]")
{
    TempDir dir;
    const fs::path deckFile = dir / "deck.sqlite";
    makeDeck(dir.path(), deckFile, 3, 0);
    auto deck = service::Deck::open(deckFile);
    REQUIRE(deck);
    auto made = service::backupNow(**deck, kMonday);
    REQUIRE(made);
    // Another deck's backup, a half-made one, and files that only look like backups.
    for (const char* name : {"other-20251201-000000-daily.sqlite", "deck-20251201-000000-daily.sqlite.partial",
                             "deck-20251301-000000-daily.sqlite", "deck-20251201-000000-weekly.sqlite", "notes.txt"})
        writeBytes(dir / "backups" / name, "x");
    const auto list = storage::listBackupFiles(deckFile);
    REQUIRE(list.size() == 1);
    CHECK(list[0].file == made->file);
    CHECK(storage::pruneDailyBackups(deckFile).empty());
    CHECK(fs::exists(dir / "backups" / "other-20251201-000000-daily.sqlite"));
}
