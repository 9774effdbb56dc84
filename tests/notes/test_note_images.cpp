// The images of a notes folder: what a card may show and the image scheme may serve, and each
// reason it may not (the security side of images: nothing outside the folder, whatever the path).
#include "notes/note_images.h"

#include <catch2/catch.hpp>

#include <fstream>
#include <unistd.h>

using namespace notedeck;
using notes::NoteImages;
using core::ImageProblem;
using core::ImageSyntax;
namespace fs = std::filesystem;

namespace {

// A notes folder of its own, and a folder beside it (outside the notes).
struct Folders {
    fs::path root = fs::temp_directory_path() / ("notedeck-images-" + std::to_string(::getpid()));
    fs::path notes = root / "notes";
    fs::path outside = root / "outside";

    Folders()
    {
        fs::remove_all(root);
        fs::create_directories(notes);
        fs::create_directories(outside);
    }
    ~Folders() { fs::remove_all(root); }

    void write(const fs::path& file, std::string_view bytes = "image bytes") const
    {
        fs::create_directories(file.parent_path());
        std::ofstream(file, std::ios::binary) << bytes;
    }
};

core::ImageLookup resolve(const NoteImages& images, std::string_view target, std::string_view noteFile = "note.md")
{
    return images.resolve({target, ImageSyntax::Path, noteFile});
}

core::ImageLookup embed(const NoteImages& images, std::string_view name, std::string_view noteFile = "note.md")
{
    return images.resolve({name, ImageSyntax::Embed, noteFile});
}

} // namespace

TEST_CASE("an image is found relative to its note and named by NoteDeck's scheme", "[images]")
{
    const Folders f;
    f.write(f.notes / "ml" / "img" / "net.png");
    f.write(f.notes / "shared" / "图 1.png");
    const NoteImages images(f.notes);
    CHECK(resolve(images, "img/net.png", "ml/a.md") == "notedeck-image:ml/img/net.png");
    CHECK(resolve(images, "./img/net.png?raw=1#top", "ml/a.md") == "notedeck-image:ml/img/net.png");
    // "../" that stays inside the folder is fine; escapes are decoded, and the URL is encoded again.
    CHECK(resolve(images, "../shared/%E5%9B%BE%201.png", "ml/a.md") ==
          "notedeck-image:shared/%E5%9B%BE%201.png");
    CHECK(resolve(images, "../shared/图 1.png", "ml/a.md") == "notedeck-image:shared/%E5%9B%BE%201.png");
    CHECK(resolve(images, "img/missing.png", "ml/a.md") == std::unexpected(ImageProblem::NotFound));
}

TEST_CASE("png, jpg, gif, webp and svg are images, other files are not", "[images]")
{
    const Folders f;
    for (const char* name : {"a.png", "b.jpg", "c.JPEG", "d.gif", "e.webp", "f.svg", "g.bmp", "h.md", "i"})
        f.write(f.notes / name);
    const NoteImages images(f.notes);
    for (const char* name : {"a.png", "b.jpg", "c.JPEG", "d.gif", "e.webp", "f.svg"})
        CHECK(resolve(images, name).has_value());
    for (const char* name : {"g.bmp", "h.md", "i"})
        CHECK(resolve(images, name) == std::unexpected(ImageProblem::NotAnImage));
    // Known by the name of the file itself: an image name that is a link to a note is refused.
    fs::create_symlink(f.notes / "h.md", f.notes / "note-as.png");
    CHECK(resolve(images, "note-as.png") == std::unexpected(ImageProblem::NotAnImage));
    // A folder with an image's name is no image.
    fs::create_directories(f.notes / "folder.png");
    CHECK(resolve(images, "folder.png") == std::unexpected(ImageProblem::NotFound));
}

TEST_CASE("refused: '..' that leaves the notes folder", "[images][security]")
{
    const Folders f;
    f.write(f.outside / "secret.png");
    const NoteImages images(f.notes);
    CHECK(resolve(images, "../outside/secret.png") == std::unexpected(ImageProblem::OutsideNotesFolder));
    CHECK(resolve(images, "a/../../outside/secret.png", "x.md") == std::unexpected(ImageProblem::OutsideNotesFolder));
    CHECK(resolve(images, "../../outside/secret.png", "ml/a.md") == std::unexpected(ImageProblem::OutsideNotesFolder));
    CHECK(resolve(images, "%2E%2E/outside/secret.png") == std::unexpected(ImageProblem::OutsideNotesFolder));
    CHECK(embed(images, "../outside/secret.png") == std::unexpected(ImageProblem::OutsideNotesFolder));
    CHECK(embed(images, "/../outside/secret.png") == std::unexpected(ImageProblem::OutsideNotesFolder));
}

TEST_CASE("refused: absolute paths", "[images][security]")
{
    const Folders f;
    f.write(f.outside / "secret.png");
    const NoteImages images(f.notes);
    const std::string absolute = (f.outside / "secret.png").string();
    CHECK(resolve(images, absolute) == std::unexpected(ImageProblem::AbsolutePath));
    CHECK(resolve(images, "%2F" + absolute.substr(1)) == std::unexpected(ImageProblem::AbsolutePath));
    CHECK(resolve(images, "\\\\server\\share\\x.png") == std::unexpected(ImageProblem::AbsolutePath));
    CHECK(resolve(images, "C:/Users/x.png") == std::unexpected(ImageProblem::AbsolutePath));
}

TEST_CASE("refused: file: URLs, and every other URL but the notes folder's", "[images][security]")
{
    const Folders f;
    f.write(f.outside / "secret.png");
    const NoteImages images(f.notes);
    CHECK(resolve(images, "file://" + (f.outside / "secret.png").string()) == std::unexpected(ImageProblem::FileUrl));
    CHECK(resolve(images, "FILE:secret.png") == std::unexpected(ImageProblem::FileUrl));
    CHECK(resolve(images, "https://example.com/x.png") == std::unexpected(ImageProblem::RemoteBlocked));
    CHECK(resolve(images, "//example.com/x.png") == std::unexpected(ImageProblem::RemoteBlocked));
    CHECK(resolve(images, "javascript:alert(1)") == std::unexpected(ImageProblem::UnsupportedUrl));
    CHECK(resolve(images, "notedeck-image:secret.png") == std::unexpected(ImageProblem::UnsupportedUrl));
    CHECK(resolve(images, "qrc:/web/x.png") == std::unexpected(ImageProblem::UnsupportedUrl));
}

TEST_CASE("refused: symbolic links that point outside the notes folder", "[images][security]")
{
    const Folders f;
    f.write(f.outside / "secret.png");
    f.write(f.notes / "real.png");
    fs::create_symlink(f.outside / "secret.png", f.notes / "link.png");
    fs::create_directory_symlink(f.outside, f.notes / "linked-folder");
    fs::create_symlink(f.notes / "real.png", f.notes / "inside-link.png");
    const NoteImages images(f.notes);
    CHECK(resolve(images, "link.png") == std::unexpected(ImageProblem::SymlinkOutside));
    CHECK(resolve(images, "linked-folder/secret.png") == std::unexpected(ImageProblem::SymlinkOutside));
    CHECK(embed(images, "link.png") == std::unexpected(ImageProblem::SymlinkOutside));
    // A folder of links is not searched by name: the embed is not found at all.
    CHECK(embed(images, "secret.png") == std::unexpected(ImageProblem::NotFound));
    // A link that stays inside is followed; the URL names the file it leads to.
    CHECK(resolve(images, "inside-link.png") == "notedeck-image:real.png");
}

TEST_CASE("refused: files over 20 MB", "[images][security]")
{
    const Folders f;
    f.write(f.notes / "big.png");
    f.write(f.notes / "limit.png");
    fs::resize_file(f.notes / "big.png", 20u * 1024 * 1024 + 1);   // sparse: nothing is written
    fs::resize_file(f.notes / "limit.png", 20u * 1024 * 1024);
    const NoteImages images(f.notes);
    CHECK(resolve(images, "big.png") == std::unexpected(ImageProblem::TooLarge));
    CHECK(resolve(images, "limit.png").has_value());
    CHECK(images.fileForUrl("notedeck-image:big.png") == std::unexpected(ImageProblem::TooLarge));
    // The limit is the caller's to choose.
    CHECK(NoteImages(f.notes, 10).resolve({"limit.png", ImageSyntax::Path, "n.md"}) ==
          std::unexpected(ImageProblem::TooLarge));
}

TEST_CASE("each refusal has a code for the page and a sentence for the tooltip", "[images]")
{
    CHECK(core::imageProblemCode(ImageProblem::SymlinkOutside) == "symlink-outside");
    CHECK(core::imageProblemText(ImageProblem::TooLarge) == "over 20 MB");
    CHECK(core::imageProblemText(ImageProblem::OutsideNotesFolder) == "outside the notes folder");
}

TEST_CASE("an Obsidian embed is found anywhere in the folder by its name", "[images]")
{
    const Folders f;
    f.write(f.notes / "assets" / "diagrams" / "Flow.PNG");
    f.write(f.notes / "ml" / "local.png");
    f.write(f.notes / ".obsidian" / "hidden.png");
    const NoteImages images(f.notes);
    CHECK(embed(images, "flow.png", "ml/a.md") == "notedeck-image:assets/diagrams/Flow.PNG");   // any case
    CHECK(embed(images, "diagrams/Flow.PNG") == "notedeck-image:assets/diagrams/Flow.PNG");     // end of a path
    CHECK(embed(images, "assets/diagrams/Flow.PNG") == "notedeck-image:assets/diagrams/Flow.PNG");
    CHECK(embed(images, "/assets/diagrams/Flow.PNG") == "notedeck-image:assets/diagrams/Flow.PNG");
    CHECK(embed(images, "other/Flow.PNG") == std::unexpected(ImageProblem::NotFound));
    CHECK(embed(images, "./local.png", "ml/a.md") == "notedeck-image:ml/local.png");
    CHECK(embed(images, "hidden.png") == std::unexpected(ImageProblem::NotFound));   // hidden folders are not searched
}

TEST_CASE("of several files with an embed's name, the one nearest the notes folder wins, then the first by path", "[images]")
{
    const Folders f;
    f.write(f.notes / "b" / "c" / "x.png");
    f.write(f.notes / "z" / "x.png");
    f.write(f.notes / "a" / "x.png");
    NoteImages images(f.notes);
    // From any note, even one beside another x.png.
    CHECK(embed(images, "x.png", "b/c/note.md") == "notedeck-image:a/x.png");
    CHECK(embed(images, "c/x.png", "z/note.md") == "notedeck-image:b/c/x.png");
    // A file at the top of the folder is nearest of all, once the names are read again.
    f.write(f.notes / "x.png");
    CHECK(embed(images, "x.png") == "notedeck-image:a/x.png");
    images.forgetNames();
    CHECK(embed(images, "x.png") == "notedeck-image:x.png");
}

TEST_CASE("the image scheme serves only what resolve would show, checked again", "[images][security]")
{
    const Folders f;
    f.write(f.notes / "img" / "a b.svg", "<svg xmlns=\"http://www.w3.org/2000/svg\"/>");
    f.write(f.outside / "secret.png");
    const NoteImages images(f.notes);
    const auto url = resolve(images, "img/a b.svg");
    REQUIRE(url);
    const auto file = images.fileForUrl(*url);
    REQUIRE(file);
    CHECK(file->path == fs::canonical(f.notes / "img" / "a b.svg"));
    CHECK(file->mimeType == "image/svg+xml");
    CHECK(file->size == 41);
    CHECK(images.fileForUrl("notedeck-image:..%2Foutside%2Fsecret.png") ==
          std::unexpected(ImageProblem::OutsideNotesFolder));
    CHECK(images.fileForUrl("notedeck-image:../outside/secret.png") == std::unexpected(ImageProblem::OutsideNotesFolder));
    CHECK(images.fileForUrl("notedeck-image:" + (f.outside / "secret.png").string()) ==
          std::unexpected(ImageProblem::AbsolutePath));
    CHECK(images.fileForUrl("notedeck-image:img/a%00.png") == std::unexpected(ImageProblem::UnsupportedUrl));
    CHECK(images.fileForUrl("file:///etc/passwd") == std::unexpected(ImageProblem::UnsupportedUrl));
    // The file system as it is when the page asks: an image replaced by a link to outside is refused.
    fs::remove(f.notes / "img" / "a b.svg");
    fs::create_symlink(f.outside / "secret.png", f.notes / "img" / "a b.svg");
    CHECK(images.fileForUrl(*url) == std::unexpected(ImageProblem::SymlinkOutside));
}
