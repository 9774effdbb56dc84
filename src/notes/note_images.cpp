#include "notes/note_images.h"

#include "core/text.h"

#include <algorithm>
#include <unordered_map>
#include <vector>

namespace notedeck::notes {

namespace fs = std::filesystem;
using core::ImageProblem;

namespace {

// A path relative to the notes folder that "../" does not take out of it, as a generic string.
std::optional<std::string> withinFolder(const fs::path& relative)
{
    const fs::path normal = relative.lexically_normal();
    if (normal.empty() || normal.is_absolute() || *normal.begin() == "..")
        return std::nullopt;
    return normal.generic_string();
}

int depthOf(std::string_view path) { return static_cast<int>(std::count(path.begin(), path.end(), '/')); }

// A link target without the "?query" and "#fragment" a browser would not look for on disk.
std::string_view withoutQuery(std::string_view target)
{
    return target.substr(0, target.find_first_of("?#"));
}

} // namespace

bool isInside(const fs::path& path, const fs::path& folder)
{
    const auto [inFolder, inPath] = std::mismatch(folder.begin(), folder.end(), path.begin(), path.end());
    return inFolder == folder.end() && inPath != path.end();
}

// The image files of the folder, nearest first: by depth, then by path.
struct NoteImages::NameIndex {
    std::vector<std::string> paths;   // relative, '/'-separated
    std::unordered_map<std::string, std::vector<size_t>> byName;   // lower-case file name → paths

    explicit NameIndex(const fs::path& folder)
    {
        std::error_code ec;
        fs::recursive_directory_iterator it(folder, fs::directory_options::skip_permission_denied, ec);
        for (; !ec && it != fs::recursive_directory_iterator(); it.increment(ec)) {
            const std::string name = it->path().filename().string();
            if (name.starts_with('.')) {
                if (it->is_directory(ec))
                    it.disable_recursion_pending();
                continue;
            }
            if (!core::imageMimeType(it->path()).empty() && it->is_regular_file(ec))
                paths.push_back(it->path().lexically_relative(folder).generic_string());
        }
        std::sort(paths.begin(), paths.end(), [](const std::string& a, const std::string& b) {
            const int da = depthOf(a), db = depthOf(b);
            return da != db ? da < db : a < b;
        });
        for (size_t i = 0; i < paths.size(); ++i)
            byName[core::asciiLower(fs::path(paths[i]).filename().string())].push_back(i);
    }

    // The nearest file called `name` whose path is `path` or ends with "/" + `path` (both lower case).
    const std::string* find(const std::string& name, const std::string& path) const
    {
        const auto found = byName.find(name);
        if (found == byName.end())
            return nullptr;
        for (const size_t i : found->second) {
            const std::string lower = core::asciiLower(paths[i]);
            if (lower == path || lower.ends_with("/" + path))
                return &paths[i];
        }
        return nullptr;
    }
};

NoteImages::NoteImages(fs::path notesFolder, std::uintmax_t sizeLimit)
    : m_folder(std::move(notesFolder)), m_sizeLimit(sizeLimit)
{
    std::error_code ec;
    m_canonicalFolder = fs::weakly_canonical(fs::absolute(m_folder, ec), ec);
}

NoteImages::~NoteImages() = default;

core::ImageLookup NoteImages::resolve(const core::ImageReference& reference) const
{
    std::string relative;
    if (reference.syntax == core::ImageSyntax::Embed) {
        auto found = findEmbed(reference.target, reference.noteFile);
        if (!found)
            return std::unexpected(found.error());
        relative = std::move(*found);
    } else {
        switch (core::classifyImageTarget(reference.target)) {
        case core::ImageTargetKind::Remote: return std::unexpected(ImageProblem::RemoteBlocked);
        case core::ImageTargetKind::FileUrl: return std::unexpected(ImageProblem::FileUrl);
        case core::ImageTargetKind::Absolute: return std::unexpected(ImageProblem::AbsolutePath);
        case core::ImageTargetKind::RasterData:
        case core::ImageTargetKind::OtherUrl: return std::unexpected(ImageProblem::UnsupportedUrl);
        case core::ImageTargetKind::Relative: break;
        }
        const std::string path = core::percentDecoded(withoutQuery(reference.target));
        if (path.starts_with('/'))
            return std::unexpected(ImageProblem::AbsolutePath);   // written %2F…
        const auto inside = withinFolder(fs::path(std::string(reference.noteFile)).parent_path() / path);
        if (!inside)
            return std::unexpected(ImageProblem::OutsideNotesFolder);
        relative = *inside;
    }
    auto file = checkFile(relative);
    if (!file)
        return std::unexpected(file.error());
    return core::imageUrl(file->path.lexically_relative(m_canonicalFolder).generic_string());
}

std::expected<core::ImageFile, ImageProblem> NoteImages::fileForUrl(std::string_view url) const
{
    const std::optional<std::string> path = core::imagePathOfUrl(url);
    if (!path)
        return std::unexpected(ImageProblem::UnsupportedUrl);
    if (path->starts_with('/'))
        return std::unexpected(ImageProblem::AbsolutePath);
    return checkFile(*path);
}

void NoteImages::forgetNames()
{
    const std::lock_guard lock(m_mutex);
    m_names.reset();
}

std::shared_ptr<const NoteImages::NameIndex> NoteImages::names() const
{
    const std::lock_guard lock(m_mutex);
    if (!m_names)
        m_names = std::make_shared<const NameIndex>(m_canonicalFolder);
    return m_names;
}

std::expected<std::string, ImageProblem> NoteImages::findEmbed(std::string_view name, std::string_view noteFile) const
{
    std::string target = core::trim(name);
    if (target.starts_with("./") || target.starts_with("../")) {
        const auto inside = withinFolder(fs::path(std::string(noteFile)).parent_path() / target);
        if (!inside)
            return std::unexpected(ImageProblem::OutsideNotesFolder);
        return *inside;
    }
    while (target.starts_with('/'))
        target.erase(0, 1);   // "/img/a.png": from the notes folder, as in Obsidian
    const auto inside = withinFolder(target);
    if (!inside)
        return std::unexpected(ImageProblem::OutsideNotesFolder);
    const std::string lowerPath = core::asciiLower(*inside);
    const std::string lowerName = core::asciiLower(fs::path(*inside).filename().string());
    const std::string* found = names()->find(lowerName, lowerPath);
    if (!found)
        return std::unexpected(ImageProblem::NotFound);
    return *found;
}

std::expected<core::ImageFile, ImageProblem> NoteImages::checkFile(const fs::path& relative) const
{
    const auto inside = withinFolder(relative);
    if (!inside)
        return std::unexpected(ImageProblem::OutsideNotesFolder);
    const std::string_view mimeType = core::imageMimeType(*inside);
    if (mimeType.empty())
        return std::unexpected(ImageProblem::NotAnImage);
    std::error_code ec;
    const fs::path file = fs::weakly_canonical(m_canonicalFolder / *inside, ec);
    if (ec)
        return std::unexpected(ImageProblem::NotFound);
    if (!isInside(file, m_canonicalFolder))
        return std::unexpected(ImageProblem::SymlinkOutside);
    // The name a link resolves to is checked too: "a.png" may be a link to "notes.md".
    if (core::imageMimeType(file).empty())
        return std::unexpected(ImageProblem::NotAnImage);
    if (!fs::is_regular_file(file, ec))
        return std::unexpected(ImageProblem::NotFound);
    const std::uintmax_t size = fs::file_size(file, ec);
    if (ec)
        return std::unexpected(ImageProblem::NotFound);
    if (size > m_sizeLimit)
        return std::unexpected(ImageProblem::TooLarge);
    return core::ImageFile{file, core::imageMimeType(file), size};
}

} // namespace notedeck::notes
