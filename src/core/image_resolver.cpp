#include "core/image_resolver.h"

#include "core/text.h"

#include <array>
#include <utility>

namespace notedeck::core {

namespace {

bool isUnreserved(unsigned char c)
{
    return (c >= 'A' && c <= 'Z') || (c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') || c == '-' || c == '.' ||
           c == '_' || c == '~';
}

int hexValue(char c)
{
    if (c >= '0' && c <= '9')
        return c - '0';
    if (c >= 'a' && c <= 'f')
        return c - 'a' + 10;
    if (c >= 'A' && c <= 'F')
        return c - 'A' + 10;
    return -1;
}

// Decodes %XX escapes. Strict: a bad escape or %00 makes it fail; else they stay as written.
std::optional<std::string> decode(std::string_view text, bool strict)
{
    std::string out;
    out.reserve(text.size());
    for (size_t i = 0; i < text.size(); ++i) {
        if (text[i] != '%') {
            out += text[i];
            continue;
        }
        const int high = i + 2 < text.size() ? hexValue(text[i + 1]) : -1;
        const int low = high >= 0 ? hexValue(text[i + 2]) : -1;
        if (low < 0 || (high == 0 && low == 0)) {
            if (strict)
                return std::nullopt;
            out += '%';
            continue;
        }
        out += static_cast<char>(high * 16 + low);
        i += 2;
    }
    return out;
}

constexpr std::array<std::pair<ImageProblem, std::pair<std::string_view, std::string_view>>, 10> kProblems{{
    {ImageProblem::NotFound, {"not-found", "not found"}},
    {ImageProblem::OutsideNotesFolder, {"outside-notes-folder", "outside the notes folder"}},
    {ImageProblem::AbsolutePath, {"absolute-path", "an absolute path (write it relative to the note)"}},
    {ImageProblem::FileUrl, {"file-url", "a file: URL (write the path relative to the note)"}},
    {ImageProblem::SymlinkOutside, {"symlink-outside", "a symbolic link pointing outside the notes folder"}},
    {ImageProblem::TooLarge, {"too-large", "over 20 MB"}},
    {ImageProblem::NotAnImage, {"not-an-image", "not an image format (png, jpg, gif, webp, svg)"}},
    {ImageProblem::RemoteBlocked, {"remote-blocked", "remote images are blocked"}},
    {ImageProblem::UnsupportedUrl, {"unsupported-url", "not an image of the notes folder"}},
    {ImageProblem::NoNotesFolder, {"no-notes-folder", "no notes folder to show images from"}},
}};

std::pair<std::string_view, std::string_view> describe(ImageProblem problem)
{
    for (const auto& [p, names] : kProblems)
        if (p == problem)
            return names;
    return {"not-found", "not found"};
}

} // namespace

std::string imageUrl(std::string_view relativePath)
{
    static constexpr char kHex[] = "0123456789ABCDEF";
    std::string url(kImageScheme);
    url += ':';
    for (const char c : relativePath) {
        const auto byte = static_cast<unsigned char>(c);
        if (isUnreserved(byte) || c == '/') {
            url += c;
        } else {
            url += '%';
            url += kHex[byte >> 4];
            url += kHex[byte & 0x0F];
        }
    }
    return url;
}

std::optional<std::string> imagePathOfUrl(std::string_view url)
{
    if (!url.starts_with(kImageScheme) || url.size() <= kImageScheme.size() || url[kImageScheme.size()] != ':')
        return std::nullopt;
    return decode(url.substr(kImageScheme.size() + 1), true);
}

std::string percentDecoded(std::string_view text) { return *decode(text, false); }

std::string_view imageProblemCode(ImageProblem problem) { return describe(problem).first; }
std::string_view imageProblemText(ImageProblem problem) { return describe(problem).second; }

std::string urlScheme(std::string_view url)
{
    std::string scheme;
    for (const char c : url) {
        if (c == ':')
            return scheme;
        const bool alpha = (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z');
        const bool other = (c >= '0' && c <= '9') || c == '+' || c == '-' || c == '.';
        if (!alpha && !(other && !scheme.empty()))
            return {};
        scheme += static_cast<char>(alpha && c <= 'Z' ? c - 'A' + 'a' : c);
    }
    return {};
}

ImageTargetKind classifyImageTarget(std::string_view target)
{
    if (target.starts_with("//"))
        return ImageTargetKind::Remote;   // protocol-relative: a host, not a path
    if (target.starts_with('/') || target.starts_with('\\'))
        return ImageTargetKind::Absolute;
    const std::string scheme = urlScheme(target);
    if (scheme.empty())
        return ImageTargetKind::Relative;
    if (scheme.size() == 1)
        return ImageTargetKind::Absolute;   // a drive letter: C:/x.png
    if (scheme == "http" || scheme == "https")
        return ImageTargetKind::Remote;
    if (scheme == "file")
        return ImageTargetKind::FileUrl;
    if (scheme == "data") {
        const std::string head = asciiLower(std::string(target.substr(0, target.find(','))));
        for (std::string_view type : {"data:image/png", "data:image/gif", "data:image/jpeg", "data:image/webp"})
            if (head.starts_with(type) && (head.size() == type.size() || head[type.size()] == ';'))
                return ImageTargetKind::RasterData;
    }
    return ImageTargetKind::OtherUrl;
}

std::string_view imageMimeType(const std::filesystem::path& file)
{
    const std::string extension = asciiLower(file.extension().string());
    if (extension == ".png")
        return "image/png";
    if (extension == ".jpg" || extension == ".jpeg")
        return "image/jpeg";
    if (extension == ".gif")
        return "image/gif";
    if (extension == ".webp")
        return "image/webp";
    if (extension == ".svg")
        return "image/svg+xml";
    return {};
}

} // namespace notedeck::core
