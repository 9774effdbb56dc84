// A package is untrusted input (docs/anki.md, "Limits"): each hostile package is read without a
// crash, with a clear message, and nothing is written outside the folder given.
#include "anki_package.h"
#include "deck_fixture.h"
#include "service/anki/anki_import.h"
#include "storage/anki/collection_reader.h"
#include "storage/anki/package_reader.h"
#include "temp_notes.h"

#include <catch2/catch.hpp>

using namespace notedeck;
using testing::TempDir;
namespace fs = std::filesystem;

namespace {

std::string messageOf(const fs::path& file, const storage::anki::PackageLimits& limits = {})
{
    auto package = storage::anki::AnkiPackage::open(file, limits);
    if (!package)
        return package.error().toString();
    auto collection = storage::anki::readCollection(package->takeCollection(), file.string());
    return collection ? std::string() : collection.error().toString();
}

// Every file below `dir`, for checking that nothing else was written.
std::set<fs::path> filesIn(const fs::path& dir)
{
    std::set<fs::path> out;
    for (const auto& e : fs::recursive_directory_iterator(dir))
        out.insert(e.path());
    return out;
}

} // namespace

TEST_CASE("a zip bomb stops at the unpacked limit, deflated or zstd")
{
    TempDir dir;
    testing::AnkiPackageBuilder anki;
    anki.sql("CREATE TABLE padding (x); INSERT INTO padding VALUES (zeroblob(4000000))");
    storage::anki::PackageLimits limits;
    limits.collectionBytes = 1 << 20;
    anki.writeLegacy(dir / "bomb.apkg");
    CHECK_THAT(messageOf(dir / "bomb.apkg", limits), Catch::Contains("more than NoteDeck reads"));
    anki.writeCurrent(dir / "bomb-zstd.apkg");
    CHECK_THAT(messageOf(dir / "bomb-zstd.apkg", limits), Catch::Contains("more than NoteDeck reads"));
    // A zip whose entries together exceed the total.
    limits = {};
    limits.totalBytes = 3 << 20;
    CHECK_THAT(messageOf(dir / "bomb.apkg", limits), Catch::Contains("more than NoteDeck reads"));
}

TEST_CASE("media names with folders are flattened, .., absolute paths and NUL are refused")
{
    TempDir dir;
    testing::AnkiPackageBuilder anki;
    anki.addMedia("../evil.png", "x");
    anki.addMedia("/etc/evil.png", "x");
    anki.addMedia(std::string("nul\0.png", 8), "x");
    anki.addMedia("sub/dir/flat.png", "flat");
    anki.addMedia("ok.png", "ok");
    anki.writeLegacy(dir / "media.apkg");
    auto package = storage::anki::AnkiPackage::open(dir / "media.apkg");
    REQUIRE(package);
    std::vector<std::string> names;
    for (const auto& m : package->media())
        names.push_back(m.name);
    CHECK(names == std::vector<std::string>{"flat.png", "ok.png"});
    CHECK(package->problems().size() == 3);
    for (const auto& p : package->problems())
        CHECK_THAT(p, Catch::Contains("not a plain file name"));
    fs::create_directories(dir / "into" / "media");
    for (const auto& m : package->media())
        REQUIRE(package->extractMedia(m, dir / "into" / "media"));
    CHECK(testing::readBytes(dir / "into" / "media" / "flat.png") == "flat");
    CHECK(filesIn(dir / "into").size() == 3);
    CHECK(!fs::exists(dir / "evil.png"));
    CHECK(!fs::exists(dir.path().parent_path() / "evil.png"));
    // A link planted where a media file goes is not written through.
    fs::remove(dir / "into" / "media" / "ok.png");
    fs::create_symlink(dir / "target.png", dir / "into" / "media" / "ok.png");
    CHECK(!package->extractMedia(package->media()[1], dir / "into" / "media"));
    CHECK(!fs::exists(dir / "target.png"));
}

TEST_CASE("a collection that is not SQLite is refused with a clear message")
{
    TempDir dir;
    testing::writeZip(dir / "text.apkg", {{"collection.anki21", std::string(4096, 'A')}, {"media", "{}"}});
    CHECK_THAT(messageOf(dir / "text.apkg"), Catch::Contains("not an SQLite database"));
    testing::writeZip(dir / "empty.apkg", {{"media", "{}"}});
    CHECK_THAT(messageOf(dir / "empty.apkg"), Catch::Contains("holds no collection"));
    testing::writeBytes(dir / "notzip.apkg", "not a zip at all");
    CHECK_THAT(messageOf(dir / "notzip.apkg"), Catch::Contains("not an Anki package"));
    // A damaged SQLite file: its header, then garbage.
    testing::AnkiPackageBuilder anki;
    std::string bytes = anki.collectionBytes();
    for (size_t i = 100; i < bytes.size(); ++i)
        bytes[i] = static_cast<char>(i * 7);
    testing::writeZip(dir / "damaged.apkg", {{"collection.anki21", bytes}});
    CHECK_THAT(messageOf(dir / "damaged.apkg"), Catch::Contains("collection in the package"));
}

TEST_CASE("a collection with triggers or views is refused")
{
    TempDir dir;
    for (const std::string sql : {"CREATE VIEW sneaky AS SELECT * FROM notes",
                                  "CREATE TRIGGER t AFTER INSERT ON notes BEGIN DELETE FROM cards; END"}) {
        testing::AnkiPackageBuilder anki;
        anki.sql(sql);
        anki.writeLegacy(dir / "odd.apkg");
        CHECK_THAT(messageOf(dir / "odd.apkg"), Catch::Contains("has no triggers or views, so it is not read"));
    }
}

TEST_CASE("fields of 10 MB are read whole")
{
    TempDir dir;
    testing::AnkiPackageBuilder anki;
    const std::string big(10 << 20, 'x');
    anki.addNote("abcdefghij", testing::kBasicType, {big, "back"}, testing::kDefaultDeck, {0});
    anki.writeLegacy(dir / "big.apkg");
    auto package = storage::anki::AnkiPackage::open(dir / "big.apkg");
    REQUIRE(package);
    auto collection = storage::anki::readCollection(package->takeCollection(), "big.apkg");
    REQUIRE(collection);
    REQUIRE(collection->notes.size() == 1);
    CHECK(collection->notes[0].fields[0].size() == big.size());
}

TEST_CASE("review rows naming cards the package lacks are skipped and told")
{
    testing::TempNotes t;
    testing::AnkiPackageBuilder anki;
    anki.addReview(424242, 1'690'000'000'000, 3);
    anki.addReview(424243, 1'690'000'001'000, 3);
    const auto file = t.notes().parent_path() / "orphans.apkg";
    anki.writeLegacy(file);
    auto report = service::importAnkiPackage(t.deck(), {file, {}, {}});
    REQUIRE(report);
    REQUIRE(report->problems.size() == 1);
    CHECK_THAT(report->problems[0], Catch::Contains("2 review rows name cards the package does not hold"));
    CHECK(report->answersAdded == 0);
}

TEST_CASE("a package from a newer Anki is refused as such")
{
    TempDir dir;
    testing::AnkiPackageBuilder anki(18);
    anki.writeCurrent(dir / "newer.apkg", 4);
    CHECK_THAT(messageOf(dir / "newer.apkg"), Catch::Contains("made by a newer Anki"));
    anki.writeCurrent(dir / "current.apkg", 3);
    CHECK(messageOf(dir / "current.apkg").empty());
}
