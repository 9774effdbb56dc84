// The occlusion cards the notes reader makes from mask files beside pictures (docs/format.md,
// "Image occlusion"): which pictures have masks (every image syntax, inside the notes folder
// only), what each card asks, and how a mask file's change changes its notes' hashes.
#include "core/occlusion.h"
#include "notes/notes_folder.h"

#include <catch2/catch.hpp>

#include <algorithm>
#include <fstream>
#include <string>

#include <unistd.h>

using namespace notedeck;
using namespace notedeck::notes;
namespace fs = std::filesystem;

namespace {

// A temporary path of this test process's own: CTest runs this file's test cases side by side.
fs::path ownTempPath(const std::string& name)
{
    return fs::temp_directory_path() / (name + "-" + std::to_string(::getpid()));
}

const char* kMasks = R"({"occlusion": 1, "mode": "hide-all", "shapes": [
  {"id": "a", "card": 2, "shape": "rect", "left": 0.1, "top": 0.1, "width": 0.2, "height": 0.2, "label": "A"},
  {"id": "b", "card": 1, "shape": "ellipse", "left": 0.5, "top": 0.5, "width": 0.2, "height": 0.2}
]}
)";

struct Folder {
    fs::path dir = ownTempPath("notedeck-occlusion-cards-test");
    Folder()
    {
        fs::remove_all(dir);
        fs::create_directories(dir / "img");
    }
    ~Folder() { fs::remove_all(dir); }
    void write(const std::string& relative, const std::string& text) const
    {
        fs::create_directories((dir / relative).parent_path());
        std::ofstream(dir / relative, std::ios::binary) << text;
    }
};

std::vector<CardDraft> occlusions(const NotesFolder& folder)
{
    std::vector<CardDraft> cards;
    std::copy_if(folder.cards.begin(), folder.cards.end(), std::back_inserter(cards),
                 [](const CardDraft& card) { return card.kind.traits().sides == core::KindSides::PictureWithMasks; });
    return cards;
}

} // namespace

TEST_CASE("every image syntax that shows a masked picture gives one card per card number", "[occlusion][folder]")
{
    Folder f;
    f.write("img/a.png", "png");
    f.write("img/a.png.occlusion.json", kMasks);
    f.write("one.md", "# Nets\n\n## What is this?\n\n![a](img/a.png)\n");
    f.write("two.md", "# Nets\n\n- Embedded?\n  - ![[a.png|300]]\n- Raw?\n  - <IMG SRC=\"./img/a.png\">\n- Twice?\n  - ![x](img/a.png) ![y](img/a.png)\n");
    auto folder = readNotesFolder(f.dir);
    REQUIRE(folder);
    const std::vector<CardDraft> cards = occlusions(*folder);
    REQUIRE(cards.size() == 8);   // 4 notes, 2 card numbers each (a picture shown twice is one)
    CHECK(cards[0].kind == core::CardKind::occlusion(1));
    CHECK(cards[1].kind == core::CardKind::occlusion(2));
    CHECK(cards[0].question == "What is this?");
    CHECK(cards[0].file == "one.md");
    const auto embed = core::parseOcclusionCardAnswer(cards[2].answer);
    REQUIRE(embed);
    CHECK(embed->embed);
    CHECK(embed->image == "a.png");
    CHECK(embed->masks.mode == core::OcclusionMode::HideAll);
    CHECK(core::parseOcclusionCardAnswer(cards[4].answer)->image == "./img/a.png");
    // Siblings: the same note's ordinal, deck and line, right after the note's own card.
    const auto raw = std::find_if(folder->cards.begin(), folder->cards.end(),
                                  [](const CardDraft& c) { return c.file == "two.md" && c.question == "Raw?"; });
    REQUIRE(raw != folder->cards.end());
    CHECK(raw->kind.isBasic());
    CHECK((raw + 1)->kind == core::CardKind::occlusion(1));
    CHECK((raw + 1)->ordinal == raw->ordinal);
    CHECK((raw + 1)->line == raw->line);
    CHECK((raw + 1)->deck == raw->deck);
}

TEST_CASE("a note without a question of its own is asked by its heading", "[occlusion][folder]")
{
    Folder f;
    f.write("img/a.png", "png");
    f.write("img/a.png.occlusion.json", kMasks);
    // A cloze note, and a question that shows the masked picture itself (it would show it unmasked).
    f.write("c.md", "# Nets\n\n## Encoder\n\nThe {{c1::encoder}} reads ![](img/a.png)\n\n## Decoder\n\n- ![](img/a.png) what?\n  - a decoder\n");
    auto folder = readNotesFolder(f.dir);
    REQUIRE(folder);
    const std::vector<CardDraft> cards = occlusions(*folder);
    REQUIRE(cards.size() == 4);
    CHECK(cards[0].question == "Encoder");
    CHECK(cards[2].question == "Decoder");
}

TEST_CASE("masks outside the notes folder, in hidden folders or too large are not used", "[occlusion][folder][hostile]")
{
    Folder f;
    const fs::path outside = ownTempPath("notedeck-occlusion-outside");
    fs::remove_all(outside);
    fs::create_directories(outside);
    std::ofstream(outside / "b.png.occlusion.json") << kMasks;
    std::ofstream(outside / "c.png") << "png";
    std::ofstream(outside / "c.png.occlusion.json") << kMasks;
    f.write("img/b.png", "png");
    fs::create_symlink(outside / "b.png.occlusion.json", f.dir / "img" / "b.png.occlusion.json");
    f.write(".hidden/d.png", "png");
    f.write(".hidden/d.png.occlusion.json", kMasks);
    f.write("img/e.png", "png");
    f.write("img/e.png.occlusion.json", std::string(core::OcclusionLimits::maxFileBytes + 1, ' '));
    f.write("n.md", "# N\n\n- b?\n  - ![](img/b.png)\n- c?\n  - ![](../" + outside.filename().string() +
                        "/c.png)\n- d?\n  - ![](.hidden/d.png)\n- e?\n  - ![](img/e.png)\n");
    auto folder = readNotesFolder(f.dir);
    fs::remove_all(outside);
    REQUIRE(folder);
    CHECK(occlusions(*folder).empty());
    std::vector<std::string> warned;
    for (const NoteIssue& issue : folder->issues)
        if (issue.severity == Severity::Warning && issue.file.ends_with(".occlusion.json"))
            warned.push_back(issue.file);
    CHECK(warned == std::vector<std::string>{"img/b.png.occlusion.json", "img/e.png.occlusion.json"});
}

TEST_CASE("a mask file's change changes the hash of the notes that show its picture", "[occlusion][folder]")
{
    Folder f;
    f.write("img/a.png", "png");
    f.write("n.md", "# N\n\n- a?\n  - ![](img/a.png)\n");
    f.write("other.md", "# O\n\n- o?\n  - no picture\n");
    auto first = readNotesFolder(f.dir);
    REQUIRE(first);
    f.write("img/a.png.occlusion.json", kMasks);
    auto created = readNotesFolder(f.dir, first->fileHashes);
    REQUIRE(created);
    CHECK(created->unchangedFiles == std::vector<std::string>{"other.md"});
    CHECK(occlusions(*created).size() == 2);
    auto same = readNotesFolder(f.dir, created->fileHashes);
    REQUIRE(same);
    CHECK(same->unchangedFiles.size() == 2);
    f.write("img/a.png.occlusion.json", std::string(kMasks) + " ");
    auto changed = readNotesFolder(f.dir, same->fileHashes);
    REQUIRE(changed);
    CHECK(changed->unchangedFiles == std::vector<std::string>{"other.md"});
    fs::remove(f.dir / "img" / "a.png.occlusion.json");
    auto removed = readNotesFolder(f.dir, changed->fileHashes);
    REQUIRE(removed);
    CHECK(removed->unchangedFiles == std::vector<std::string>{"other.md"});
    CHECK(occlusions(*removed).empty());
    CHECK(removed->fileHashes.at("n.md") == first->fileHashes.at("n.md"));
}
