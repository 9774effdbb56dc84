#pragma once
// The images of a notes folder, as cards show them: the renderer asks resolve() for each image a
// card refers to, and the app's image scheme handler asks fileForUrl() for each image the page
// loads. Both check the same way, with the file system as it is at that moment:
//   - a path is relative to the note's own folder ("./" and "../" allowed), percent-escapes
//     decoded, "?…" and "#…" ignored; an absolute path or a file: URL is refused;
//   - the file must stay inside the notes folder both by name ("../" may not leave it) and once
//     symbolic links are followed (std::filesystem::weakly_canonical against the canonical
//     notes folder);
//   - it must be a regular file of at most `sizeLimit` bytes (20 MB unless told otherwise) with
//     an image extension: png, jpg, jpeg, gif, webp, svg;
//   - an Obsidian embed ![[name.png]] names a file anywhere in the notes folder, case-insensitively,
//     by Obsidian's rule: "./" and "../" are relative to the note; a name with a folder
//     ("img/a.png") is a path from the notes folder, or else the end of one; when several files
//     match, the one nearest the notes folder wins (fewest folders deep), then the first in
//     alphabetical order of its path. Hidden files and folders (".git", ".obsidian") are not
//     searched.
// The embed lookup reads the folder's image names once and keeps them until forgetNames() (call
// it when files are added, removed or renamed). Thread-safe: any thread may call any method.
#include "core/image_resolver.h"

#include <cstdint>
#include <filesystem>
#include <memory>
#include <mutex>
#include <string>
#include <string_view>

namespace notedeck::notes {

// True when `path` lies below `folder` (both canonical): a file of the folder, not the folder itself.
bool isInside(const std::filesystem::path& path, const std::filesystem::path& folder);

class NoteImages final : public core::ImageLibrary {
public:
    static constexpr std::uintmax_t kDefaultSizeLimit = 20u * 1024u * 1024u;

    explicit NoteImages(std::filesystem::path notesFolder, std::uintmax_t sizeLimit = kDefaultSizeLimit);
    ~NoteImages() override;

    core::ImageLookup resolve(const core::ImageReference& reference) const override;

    std::expected<core::ImageFile, core::ImageProblem> fileForUrl(std::string_view url) const override;
    void forgetNames() override;

    // The notes folder, canonical (links followed): the folder the paths of resolve() are relative to.
    const std::filesystem::path& canonicalFolder() const { return m_canonicalFolder; }

private:
    struct NameIndex;
    std::expected<std::string, core::ImageProblem> findEmbed(std::string_view name, std::string_view noteFile) const;
    std::expected<core::ImageFile, core::ImageProblem> checkFile(const std::filesystem::path& relative) const;
    std::shared_ptr<const NameIndex> names() const;

    std::filesystem::path m_folder;
    std::filesystem::path m_canonicalFolder;
    std::uintmax_t m_sizeLimit;
    mutable std::mutex m_mutex;
    mutable std::shared_ptr<const NameIndex> m_names;   // built on first use
};

} // namespace notedeck::notes
