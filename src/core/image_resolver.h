#pragma once
// How a card's images reach the card page. The renderer asks an ImageResolver about each image a
// note refers to; the answer is a URL of NoteDeck's own read-only scheme or the reason the image
// is not shown. The URL names a file by its path relative to the notes folder, so the scheme's
// handler (in the app) can check it again and serve it. Pure values and functions: no I/O here.
#include <cstdint>
#include <expected>
#include <filesystem>
#include <optional>
#include <string>
#include <string_view>

namespace notedeck::core {

// The scheme the page loads note images from: "notedeck-image:" followed by the file's path
// relative to the notes folder, '/'-separated, each byte outside A–Z a–z 0–9 - . _ ~ and '/'
// percent-encoded (so the URL is plain ASCII). Example: notedeck-image:img/%E5%9B%BE%201.png
inline constexpr std::string_view kImageScheme = "notedeck-image";

std::string imageUrl(std::string_view relativePath);

// The relative path inside an image URL (percent-decoded), or nullopt when `url` is not one of
// ours or is malformed (a bad escape, an encoded NUL).
std::optional<std::string> imagePathOfUrl(std::string_view url);

// `text` with its %XX escapes decoded; a '%' that starts no valid escape, and %00, stay as written.
std::string percentDecoded(std::string_view text);

// Why an image is not shown. Each has a stable code (for the page and its translations) and an
// English sentence (the frame's tooltip).
enum class ImageProblem {
    NotFound,
    OutsideNotesFolder,    // "../" that leaves the notes folder
    AbsolutePath,
    FileUrl,
    SymlinkOutside,        // inside by name, but a symbolic link leads outside
    TooLarge,
    NotAnImage,            // not png, jpg, gif, webp or svg
    RemoteBlocked,         // http(s): the card page loads nothing from the network
    UnsupportedUrl,        // javascript:, a data: URL that is not a raster image, another scheme
    NoNotesFolder,         // rendered without a notes folder to look in
};

std::string_view imageProblemCode(ImageProblem problem);   // "not-found", "outside-notes-folder", …
std::string_view imageProblemText(ImageProblem problem);   // "not found", "outside the notes folder", …

// Where a note points an image at, before any file is looked at.
enum class ImageTargetKind {
    Relative,      // a path relative to the note's folder
    Absolute,      // "/x.png", "\\x.png", "C:/x.png"
    Remote,        // http:, https:, or "//host/…"
    FileUrl,       // file:
    RasterData,    // data:image/png|gif|jpeg|webp — self-contained, loads nothing
    OtherUrl,      // any other scheme (javascript:, data:text/html, …)
};
ImageTargetKind classifyImageTarget(std::string_view target);

// The lower-case scheme of a URL, or "" for a relative reference.
std::string urlScheme(std::string_view url);

// The image formats NoteDeck shows, by file extension (case-insensitive): png, jpg, jpeg, gif,
// webp and svg. The MIME type to serve a file with, or "" for anything else.
std::string_view imageMimeType(const std::filesystem::path& file);

enum class ImageSyntax {
    Path,    // ![alt](path) or <img src="path">: a URL, relative to the note's folder
    Embed,   // Obsidian's ![[name.png]]: a name found anywhere in the notes folder, or a path
};

struct ImageReference {
    std::string_view target;     // as written (no percent-decoding done yet)
    ImageSyntax syntax = ImageSyntax::Path;
    std::string_view noteFile;   // the card's note file, relative to the notes folder, '/'-separated
};

using ImageLookup = std::expected<std::string, ImageProblem>;   // an imageUrl(), or why not

// Asked by the renderer for every local image of a card, on whichever thread renders it:
// implementations are thread-safe.
class ImageResolver {
public:
    virtual ~ImageResolver() = default;
    virtual ImageLookup resolve(const ImageReference& reference) const = 0;
};

// A file an image URL names, checked to be an image of the notes folder, for the scheme handler.
struct ImageFile {
    std::filesystem::path path;   // canonical, inside the canonical notes folder
    std::string_view mimeType;    // see imageMimeType
    std::uintmax_t size = 0;
};

// The images of one notes folder as the app uses them: the renderer resolves a card's references,
// and the page's image requests are checked again (fileForUrl) before a byte is served.
// Thread-safe, like ImageResolver.
class ImageLibrary : public ImageResolver {
public:
    // The file a URL of kImageScheme names (its fully encoded form, without query or fragment).
    virtual std::expected<ImageFile, ImageProblem> fileForUrl(std::string_view url) const = 0;
    // Files were added, removed or renamed: names are looked up afresh.
    virtual void forgetNames() = 0;
};

} // namespace notedeck::core
