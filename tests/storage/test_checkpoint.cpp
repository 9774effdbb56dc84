// The write-ahead log's checkpoint: on by default, off on the app's GUI connection, whose worker
// checkpoints instead (AppContext), so that an answer's commit never includes the copy.
#include "deck_fixture.h"

#include <catch2/catch.hpp>

#include <filesystem>
#include <string>

using namespace notedeck;
using namespace notedeck::testing;
namespace fs = std::filesystem;

namespace {
// The review log's rows in the deck file alone, as a copy without its log would show them.
std::string reviewsInDeckFileAlone(const fs::path& deckFile, const fs::path& copy)
{
    fs::copy_file(deckFile, copy, fs::copy_options::overwrite_existing);
    return sqlValue(copy, "SELECT count(*) FROM review_log");
}
} // namespace

TEST_CASE("with auto-checkpoint off the log keeps the answers until checkpoint() moves them into the deck file",
          "[storage][checkpoint]")
{
    TempDir dir;
    const fs::path file = dir / "deck.sqlite";
    makeDeck(dir.path(), file, 40, 0);
    auto deck = storage::DeckStore::open(file);
    REQUIRE(deck);
    auto cards = (*deck)->cards().all();
    REQUIRE(cards);
    REQUIRE((*deck)->checkpoint());   // the import's pages are in the deck file

    const fs::path wal = file.string() + "-wal";
    const auto pageSize = std::stoull(sqlValue(file, "PRAGMA page_size"));
    const auto beyondDefault = 1100 * pageSize;   // SQLite checkpoints at 1000 pages by default
    int answers = 0;
    auto answerUntil = [&](auto stop) {
        for (int i = 0; i < 4000 && !stop(); ++i, ++answers) {
            const auto id = (*cards)[static_cast<size_t>(answers) % cards->size()].id;
            REQUIRE(answerGood(**deck, id, 1'764'500'000 + answers * 60, 3000));
        }
    };

    SECTION("off: the log grows past the default checkpoint and the deck file gets the answers only at checkpoint()")
    {
        REQUIRE((*deck)->setAutoCheckpoint(false));
        answerUntil([&] { return fs::file_size(wal) > beyondDefault; });
        CHECK(fs::file_size(wal) > beyondDefault);
        CHECK(reviewsInDeckFileAlone(file, dir / "copy.sqlite") == "0");
        REQUIRE((*deck)->checkpoint());
        CHECK(reviewsInDeckFileAlone(file, dir / "copy.sqlite") == std::to_string(answers));
        CHECK(integrityCheck(file) == "ok");
    }
    SECTION("on (the default): the log is moved into the deck file as it reaches 1000 pages")
    {
        answerUntil([&] { return answers >= 600; });
        CHECK(fs::file_size(wal) <= beyondDefault);
        CHECK(reviewsInDeckFileAlone(file, dir / "copy.sqlite") != "0");
    }
}
