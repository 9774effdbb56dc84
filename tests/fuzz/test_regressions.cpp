// Every input the fuzzers found (tests/data/fuzz-regressions/notes and …/render), fed to the same
// entry points in the normal test build, so a fixed crash stays fixed.
#include "fuzz_entry.h"

#include "notes/note_parser.h"

#include <catch2/catch.hpp>

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <sstream>

namespace {

namespace fs = std::filesystem;

// The inputs in tests/data/fuzz-regressions/<sub>; a folder that is missing or empty fails, so a
// renamed or mistyped folder cannot make the replay pass on nothing.
std::vector<fs::path> inputsIn(const std::string& sub)
{
    std::vector<fs::path> files;
    const fs::path dir = fs::path(NOTEDECK_TEST_DATA) / "fuzz-regressions" / sub;
    if (fs::is_directory(dir))
        for (const auto& entry : fs::directory_iterator(dir))
            if (entry.is_regular_file())
                files.push_back(entry.path());
    std::sort(files.begin(), files.end());
    INFO(dir.string() << " must hold at least one input");
    REQUIRE_FALSE(files.empty());
    return files;
}

std::string bytesOf(const fs::path& file)
{
    std::ifstream in(file, std::ios::binary);
    std::ostringstream s;
    s << in.rdbuf();
    return s.str();
}

} // namespace

TEST_CASE("fuzz regressions: notes parser and math scanner", "[fuzz]")
{
    const auto files = inputsIn("notes");
    for (const auto& file : files) {
        INFO(file.filename().string());
        notedeck::fuzz::notesEntry(bytesOf(file));
    }
    SUCCEED(files.size() << " inputs");
}

TEST_CASE("fuzz regressions: card rendering", "[fuzz]")
{
    const auto files = inputsIn("render");
    for (const auto& file : files) {
        INFO(file.filename().string());
        notedeck::fuzz::renderEntry(bytesOf(file));
    }
    SUCCEED(files.size() << " inputs");
}

TEST_CASE("fuzz entry points accept every bundled note and snapshot", "[fuzz]")
{
    // The seed corpus of the fuzzers: must pass the invariants as it is.
    const fs::path content(NOTEDECK_CONTENT_DIR);
    const fs::path snapshots = fs::path(NOTEDECK_TEST_DATA).parent_path() / "render" / "snapshots";
    int fed = 0;
    for (const fs::path& dir : {content, snapshots}) {
        for (const auto& entry : fs::directory_iterator(dir)) {
            if (entry.path().extension() != ".md")
                continue;
            INFO(entry.path().filename().string());
            const std::string text = bytesOf(entry.path());
            notedeck::fuzz::notesEntry(text);
            notedeck::fuzz::renderEntry(text);
            ++fed;
        }
    }
    CHECK(fed > 0);
}

TEST_CASE("a question followed by a table without a blank line keeps its question", "[fuzz]")
{
    // Found by fuzz_notes: cmark-gfm's table extension left the question paragraph without a
    // position, so the card came out with line 0, no question, and the question in its answer.
    const auto parsed = notedeck::notes::parseNoteFile("# T\n\n- 区别是什么？\n  | a | b |\n  |---|---|\n  | 1 | 2 |\n", "t.md");
    REQUIRE(parsed.cards.size() == 1);
    CHECK(parsed.cards[0].line == 3);
    CHECK(parsed.cards[0].question == "区别是什么？");
    CHECK(parsed.cards[0].answer == "| a | b |\n|---|---|\n| 1 | 2 |");

    const auto spread = notedeck::notes::parseNoteFile("- Q?\n  more of Q\n  | a |\n  |---|\n  | 1 |\n", "t.md");
    REQUIRE(spread.cards.size() == 1);
    CHECK(spread.cards[0].line == 1);
    CHECK(spread.cards[0].question == "Q?\nmore of Q");
    CHECK(spread.cards[0].answer == "| a |\n|---|\n| 1 |");
}
