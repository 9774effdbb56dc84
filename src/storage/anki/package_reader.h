#pragma once
// An Anki package (.apkg, .colpkg) opened for reading, in any of its three layouts (docs/anki.md):
// legacy `collection.anki2`, legacy `collection.anki21`, or the current `meta` + zstd-compressed
// `collection.anki21b` with a protobuf media map. A package is untrusted: every size is bounded
// before and while it is unpacked (a zip bomb stops at the limit), and media names that are not a
// single plain file name are flattened or refused. Nothing is written but the media files asked
// for, each into the folder given.
#include "core/result.h"

#include <cstdint>
#include <filesystem>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace notedeck::storage::anki {

struct PackageLimits {
    std::uint64_t collectionBytes = 2ULL << 30;    // the collection, unpacked
    std::uint64_t mediaFileBytes = 256ULL << 20;   // one media file, unpacked
    std::uint64_t mediaMapBytes = 64ULL << 20;     // the media map, unpacked
    std::uint64_t totalBytes = 8ULL << 30;         // everything unpacked, together
    std::uint64_t entries = 200'000;               // entries in the zip
};

enum class PackageLayout { Legacy1, Legacy2, Current };

struct PackageMedia {
    std::string entry;   // the zip entry ("0", "1", …)
    std::string name;    // the file name: one plain component
};

class AnkiPackage {
public:
    static core::Result<AnkiPackage> open(const std::filesystem::path& file, const PackageLimits& limits = {});
    ~AnkiPackage();
    AnkiPackage(AnkiPackage&&) noexcept;
    AnkiPackage& operator=(AnkiPackage&&) noexcept;

    PackageLayout layout() const { return m_layout; }
    // The collection's bytes (an SQLite file), unpacked.
    std::string takeCollection() { return std::move(m_collection); }
    const std::vector<PackageMedia>& media() const { return m_media; }
    // What was wrong with the package but did not stop it (media names refused, entries missing).
    const std::vector<std::string>& problems() const { return m_problems; }
    // Unpacks one media file into `folder` under its name; a link there is never followed.
    core::Result<void> extractMedia(const PackageMedia& media, const std::filesystem::path& folder);

    struct Zip;

private:
    AnkiPackage() = default;
    std::unique_ptr<Zip> m_zip;
    PackageLayout m_layout = PackageLayout::Legacy1;
    std::string m_collection;
    std::vector<PackageMedia> m_media;
    std::vector<std::string> m_problems;
};

// A media name as a single plain file name: the last component of a name with folders, or nothing
// when none is left (empty, `.`, `..`, a NUL or another control character, over 255 bytes).
std::optional<std::string> plainMediaName(std::string_view name);

// Writes `bytes` to `file` (created or replaced); a link at `file` is refused, never followed, so a
// link planted in the target folder cannot send an import's files elsewhere.
core::Result<void> writeFileNoFollow(const std::filesystem::path& file, std::string_view bytes);

} // namespace notedeck::storage::anki
