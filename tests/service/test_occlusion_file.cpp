// The occlusion editor's files (service/occlusion/occlusion_file.h): a picture's masks read from
// the file beside it and saved atomically, and every picture the editor must refuse: outside the
// notes folder (by its path or through a link), missing, or in a folder that cannot be written.
#include "deck_fixture.h"
#include "service/files/durable_file.h"
#include "service/occlusion/occlusion_file.h"

#include <catch2/catch.hpp>

#include <sys/stat.h>

#include <filesystem>
#include <string>

using namespace notedeck;
using testing::TempDir;
namespace fs = std::filesystem;

namespace {

struct PictureFolder {
    TempDir dir;
    fs::path notes = dir / "notes";
    PictureFolder()
    {
        fs::create_directories(notes / "img");
        testing::writeBytes(notes / "img" / "block.png", "not really a PNG, never decoded here");
    }
};

core::OcclusionMasks twoShapes()
{
    core::OcclusionMasks masks;
    masks.mode = core::OcclusionMode::HideAll;
    core::OcclusionShape rect;
    rect.id = "enc";
    rect.card = 1;
    rect.left = 0.1, rect.top = 0.2, rect.width = 0.25, rect.height = 0.12;   // as a file would write them
    rect.label = "Encoder";
    core::OcclusionShape ellipse = rect;
    ellipse.id = "dec";
    ellipse.card = 2;
    ellipse.shape = core::OcclusionShapeKind::Ellipse;
    ellipse.label.clear();
    masks.shapes = {rect, ellipse};
    return masks;
}

// How many files the folder holds (a temporary file left behind would show).
int filesIn(const fs::path& folder)
{
    return static_cast<int>(std::distance(fs::directory_iterator(folder), fs::directory_iterator()));
}

} // namespace

TEST_CASE("a picture without a mask file has no masks, and saved masks read back the same", "[occlusion]")
{
    PictureFolder f;
    auto picture = service::occlusionPicture(f.notes, "img/block.png");
    REQUIRE(picture);
    CHECK(picture->maskFile == f.notes / "img" / "block.png.occlusion.json");
    auto none = service::loadOcclusionMasks(*picture);
    REQUIRE(none);
    CHECK(none->shapes.empty());

    REQUIRE(service::saveOcclusionMasks(*picture, twoShapes()));
    CHECK(testing::readBytes(picture->maskFile) == core::occlusionFileText(twoShapes()));
    auto loaded = service::loadOcclusionMasks(*picture);
    REQUIRE(loaded);
    CHECK(*loaded == twoShapes());
    CHECK(filesIn(f.notes / "img") == 2);   // the picture and its masks, no temporary file
}

TEST_CASE("saving replaces the mask file atomically and leaves nothing beside it", "[occlusion]")
{
    PictureFolder f;
    auto picture = service::occlusionPicture(f.notes, "img/block.png");
    REQUIRE(picture);
    REQUIRE(service::saveOcclusionMasks(*picture, twoShapes()));
    // Another name for the same file: an in-place rewrite would show through it; a rename leaves
    // it holding the old bytes.
    const fs::path oldLink = f.dir / "old-masks";
    fs::create_hard_link(picture->maskFile, oldLink);
    auto changed = twoShapes();
    changed.shapes.pop_back();
    REQUIRE(service::saveOcclusionMasks(*picture, changed));
    CHECK(testing::readBytes(picture->maskFile) == core::occlusionFileText(changed));
    CHECK(testing::readBytes(oldLink) == core::occlusionFileText(twoShapes()));
    CHECK(filesIn(f.notes / "img") == 2);
}

TEST_CASE("a failed atomic write leaves the file as it was and no temporary file", "[occlusion]")
{
    TempDir dir;
    const fs::path file = dir / "masks.json";
    testing::writeBytes(file, "before");
    // The target is a folder that is not empty: the rename fails after the temporary file was written.
    fs::create_directories(dir / "folder" / "inside");
    auto failed = service::replaceFileAtomically(dir / "folder", "after");
    REQUIRE_FALSE(failed);
    CHECK(failed.error().file == (dir / "folder").string());
    CHECK(filesIn(dir.path()) == 2);
    REQUIRE(service::replaceFileAtomically(file, "after"));
    CHECK(testing::readBytes(file) == "after");
    CHECK(filesIn(dir.path()) == 2);
}

TEST_CASE("saving no shapes removes the mask file", "[occlusion]")
{
    PictureFolder f;
    auto picture = service::occlusionPicture(f.notes, "img/block.png");
    REQUIRE(picture);
    REQUIRE(service::saveOcclusionMasks(*picture, twoShapes()));
    REQUIRE(service::saveOcclusionMasks(*picture, core::OcclusionMasks{}));
    CHECK_FALSE(fs::exists(picture->maskFile));
    REQUIRE(service::saveOcclusionMasks(*picture, core::OcclusionMasks{}));   // nothing to remove: fine
}

TEST_CASE("a mask file that is not valid is an error with its file and line", "[occlusion]")
{
    PictureFolder f;
    testing::writeBytes(f.notes / "img" / "block.png.occlusion.json", "{\n  \"occlusion\": 1,\n  \"shapes\": [oops]\n}\n");
    auto picture = service::occlusionPicture(f.notes, "img/block.png");
    REQUIRE(picture);
    auto masks = service::loadOcclusionMasks(*picture);
    REQUIRE_FALSE(masks);
    CHECK(masks.error().file == "img/block.png.occlusion.json");
    CHECK(masks.error().line == 3);
    CHECK_FALSE(masks.error().message.empty());
}

TEST_CASE("a picture outside the notes folder is refused", "[occlusion]")
{
    PictureFolder f;
    testing::writeBytes(f.dir / "outside.png", "x");
    for (const char* path : {"../outside.png", "img/../../outside.png", ""}) {
        auto refused = service::occlusionPicture(f.notes, path);
        REQUIRE_FALSE(refused);
        CHECK(refused.error().message.find("not inside the notes folder") != std::string::npos);
    }
    auto absolute = service::occlusionPicture(f.notes, (f.dir / "outside.png").string());
    REQUIRE_FALSE(absolute);

    // Links that lead out: the picture itself, and a folder the mask file would go in.
    fs::create_symlink(f.dir / "outside.png", f.notes / "img" / "link.png");
    fs::create_directories(f.dir / "elsewhere");
    testing::writeBytes(f.dir / "elsewhere" / "pic.png", "x");
    fs::create_directory_symlink(f.dir / "elsewhere", f.notes / "away");
    // A folder whose name starts as the notes folder's is not inside it.
    fs::create_directories(f.dir / "notes2");
    testing::writeBytes(f.dir / "notes2" / "pic.png", "x");
    fs::create_symlink(f.dir / "notes2" / "pic.png", f.notes / "img" / "sibling.png");
    for (const char* path : {"img/link.png", "away/pic.png", "img/sibling.png"}) {
        auto refused = service::occlusionPicture(f.notes, path);
        REQUIRE_FALSE(refused);
        CHECK(refused.error().message.find("a link leads out") != std::string::npos);
    }
    CHECK_FALSE(fs::exists(f.dir / "elsewhere" / "pic.png.occlusion.json"));

    // A link that stays inside is fine.
    fs::create_symlink("block.png", f.notes / "img" / "same.png");
    CHECK(service::occlusionPicture(f.notes, "img/same.png"));
}

TEST_CASE("a picture that does not exist is refused", "[occlusion]")
{
    PictureFolder f;
    auto refused = service::occlusionPicture(f.notes, "img/missing.png");
    REQUIRE_FALSE(refused);
    CHECK(refused.error().message == "the picture does not exist");
    CHECK(refused.error().file == "img/missing.png");
    CHECK_FALSE(service::occlusionPicture(f.notes, "img"));   // a folder is no picture
}

TEST_CASE("a notes folder or picture folder that cannot be written is refused", "[occlusion]")
{
    PictureFolder f;
    auto picture = service::occlusionPicture(f.notes, "img/block.png");
    REQUIRE(picture);
    // As an unprivileged user (root ignores modes), who may write both folders until one of them
    // is made read-only in turn.
    ::chmod(f.notes.c_str(), 0777);
    ::chmod((f.notes / "img").c_str(), 0777);
    REQUIRE(testing::inChild([&] { return service::occlusionPicture(f.notes, "img/block.png") ? 0 : 1; }, true) == 0);
    for (const auto& [folder, says] : {std::pair{f.notes, "the notes folder cannot be written"},
                                       std::pair{f.notes / "img", "the picture's folder cannot be written"}}) {
        ::chmod(folder.c_str(), 0555);
        const int status = testing::inChild([&] {
            auto refused = service::occlusionPicture(f.notes, "img/block.png");
            if (refused || refused.error().message.find(says) != 0)
                return 1;
            auto notSaved = service::saveOcclusionMasks(*picture, twoShapes());
            return notSaved || fs::exists(picture->maskFile) ? 2 : 0;
        }, true);
        ::chmod(folder.c_str(), 0777);
        CHECK(status == 0);
    }
    CHECK(service::saveOcclusionMasks(*picture, twoShapes()));
}
