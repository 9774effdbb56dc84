#include "notes/notes_folder.h"

#include <catch2/catch.hpp>

#include <fstream>

using namespace notedeck::notes;
namespace fs = std::filesystem;

TEST_CASE("files are read in path order, hidden folders skipped", "[folder]")
{
    const fs::path dir = fs::temp_directory_path() / "notedeck-folder-test";
    fs::remove_all(dir);
    fs::create_directories(dir / "sub");
    fs::create_directories(dir / ".hidden");
    std::ofstream(dir / "b.md") << "# B\n\n- qb\n  - ab\n";
    std::ofstream(dir / "sub" / "a.md") << "# A\n\n- qa\n  - aa\n";
    std::ofstream(dir / ".hidden" / "x.md") << "# X\n\n- qx\n  - ax\n";
    std::ofstream(dir / "notes.txt") << "not markdown";
    auto folder = readNotesFolder(dir);
    REQUIRE(folder);
    CHECK(folder->files == std::vector<std::string>{"b.md", "sub/a.md"});
    REQUIRE(folder->cards.size() == 2);
    CHECK(folder->cards[1].ordinal == 0);   // position within its own file
    CHECK(folder->cards[1].file == "sub/a.md");

    // A file whose content hash is known is read but not parsed again.
    auto again = readNotesFolder(dir, {{"b.md", folder->fileHashes.at("b.md")}});
    REQUIRE(again);
    CHECK(again->unchangedFiles == std::vector<std::string>{"b.md"});
    REQUIRE(again->cards.size() == 1);
    CHECK(again->cards[0].file == "sub/a.md");
    fs::remove_all(dir);
}
