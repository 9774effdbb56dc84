#include "storage/anki/package_reader.h"

#include "storage/anki/proto_fields.h"

#include <fcntl.h>
#include <cerrno>
#include <unistd.h>
#include <zip.h>
#include <zstd.h>

#include <nlohmann/json.hpp>

#include <set>

namespace notedeck::storage::anki {

namespace fs = std::filesystem;

struct AnkiPackage::Zip {
    zip_t* handle = nullptr;
    fs::path file;
    PackageLimits limits;
    std::uint64_t unpacked = 0;   // bytes unpacked so far, everything together
    ~Zip()
    {
        if (handle)
            zip_discard(handle);   // opened read-only: nothing to write back
    }
};

AnkiPackage::~AnkiPackage() = default;
AnkiPackage::AnkiPackage(AnkiPackage&&) noexcept = default;
AnkiPackage& AnkiPackage::operator=(AnkiPackage&&) noexcept = default;

namespace {

constexpr std::uint32_t kLatestMetaVersion = 3;

std::string megabytes(std::uint64_t bytes) { return std::to_string(bytes >> 20) + " MB"; }

// The whole entry, stopping at `limit` bytes (a zip bomb's declared size may lie).
core::Result<std::string> readEntry(AnkiPackage::Zip& zip, zip_int64_t index, const std::string& name,
                                    std::uint64_t limit)
{
    const std::string where = zip.file.string();
    zip_stat_t st;
    zip_stat_init(&st);
    if (zip_stat_index(zip.handle, static_cast<zip_uint64_t>(index), 0, &st) != 0)
        return core::fail("the package's entry " + name + " cannot be read", where);
    if ((st.valid & ZIP_STAT_SIZE) && st.size > limit)
        return core::fail("the package's entry " + name + " unpacks to more than " + megabytes(limit) +
                              ", more than NoteDeck reads; nothing was imported",
                          where);
    zip_file_t* entry = zip_fopen_index(zip.handle, static_cast<zip_uint64_t>(index), 0);
    if (!entry)
        return core::fail("the package's entry " + name + " cannot be unpacked: " + zip_strerror(zip.handle), where);
    std::string out;
    char buffer[1 << 16];
    for (;;) {
        const zip_int64_t n = zip_fread(entry, buffer, sizeof buffer);
        if (n < 0) {
            zip_fclose(entry);
            return core::fail("the package's entry " + name + " is damaged", where);
        }
        if (n == 0)
            break;
        out.append(buffer, static_cast<size_t>(n));
        if (out.size() > limit || zip.unpacked + out.size() > zip.limits.totalBytes) {
            zip_fclose(entry);
            return core::fail("the package unpacks to more than NoteDeck reads (" + name + " over " +
                                  megabytes(std::min(limit, zip.limits.totalBytes)) + "); nothing was imported",
                              where);
        }
    }
    zip_fclose(entry);
    zip.unpacked += out.size();
    return out;
}

core::Result<std::string> unzstd(AnkiPackage::Zip& zip, const std::string& in, const std::string& name,
                                 std::uint64_t limit)
{
    const std::string where = zip.file.string();
    std::unique_ptr<ZSTD_DCtx, size_t (*)(ZSTD_DCtx*)> ctx(ZSTD_createDCtx(), ZSTD_freeDCtx);
    if (!ctx)
        return core::fail("out of memory unpacking " + name, where);
    // A frame's window is what the decoder allocates: bound it as well.
    ZSTD_DCtx_setParameter(ctx.get(), ZSTD_d_windowLogMax, 27);
    std::string out;
    std::string buffer(ZSTD_DStreamOutSize(), '\0');
    ZSTD_inBuffer input{in.data(), in.size(), 0};
    size_t last = 0;
    while (input.pos < input.size) {
        ZSTD_outBuffer output{buffer.data(), buffer.size(), 0};
        last = ZSTD_decompressStream(ctx.get(), &output, &input);
        if (ZSTD_isError(last))
            return core::fail("the package's entry " + name + " is not valid zstd data: " + ZSTD_getErrorName(last),
                              where);
        out.append(buffer.data(), output.pos);
        if (out.size() > limit || zip.unpacked + out.size() > zip.limits.totalBytes)
            return core::fail("the package unpacks to more than NoteDeck reads (" + name + " over " +
                                  megabytes(std::min(limit, zip.limits.totalBytes)) + "); nothing was imported",
                              where);
        if (output.pos == 0 && input.pos == input.size)
            break;
    }
    if (last != 0)
        return core::fail("the package's entry " + name + " ends before its zstd data does", where);
    zip.unpacked += out.size();
    return out;
}

core::Result<std::string> readNamed(AnkiPackage::Zip& zip, const std::string& name, std::uint64_t limit, bool zstd)
{
    const zip_int64_t index = zip_name_locate(zip.handle, name.c_str(), 0);
    if (index < 0)
        return core::fail("the package has no " + name, zip.file.string());
    auto raw = readEntry(zip, index, name, limit);
    if (!raw || !zstd)
        return raw;
    return unzstd(zip, *raw, name, limit);
}

bool has(AnkiPackage::Zip& zip, const char* name) { return zip_name_locate(zip.handle, name, 0) >= 0; }

} // namespace

std::optional<std::string> plainMediaName(std::string_view name)
{
    if (name.empty() || name.size() > 1024 || name.front() == '/' || name.front() == '\\')
        return std::nullopt;   // an absolute path
    for (char c : name)
        if (static_cast<unsigned char>(c) < 0x20 || c == 0x7f)
            return std::nullopt;   // NUL and other control characters
    if (name.size() >= 2 && name[1] == ':')
        return std::nullopt;   // a drive letter
    std::string_view last = name;
    size_t start = 0;
    for (size_t i = 0; i <= name.size(); ++i) {
        if (i == name.size() || name[i] == '/' || name[i] == '\\') {
            const std::string_view part = name.substr(start, i - start);
            if (part == "..")
                return std::nullopt;
            if (i == name.size())
                last = part;
            start = i + 1;
        }
    }
    if (last.empty() || last == "." || last.size() > 255)
        return std::nullopt;
    return std::string(last);
}

core::Result<AnkiPackage> AnkiPackage::open(const fs::path& file, const PackageLimits& limits)
{
    AnkiPackage package;
    package.m_zip = std::make_unique<Zip>();
    Zip& zip = *package.m_zip;
    zip.file = file;
    zip.limits = limits;
    int error = 0;
    zip.handle = zip_open(file.c_str(), ZIP_RDONLY, &error);
    if (!zip.handle) {
        zip_error_t e;
        zip_error_init_with_code(&e, error);
        std::string why = zip_error_strerror(&e);
        zip_error_fini(&e);
        return core::fail("not an Anki package (a zip file): " + why, file.string());
    }
    const zip_int64_t entries = zip_get_num_entries(zip.handle, 0);
    if (entries < 0 || static_cast<std::uint64_t>(entries) > limits.entries)
        return core::fail("the package has more than " + std::to_string(limits.entries) +
                              " entries, more than NoteDeck reads",
                          file.string());

    std::string collectionEntry;
    bool current = false;
    if (has(zip, "meta")) {
        auto meta = readNamed(zip, "meta", 1 << 16, false);
        if (!meta)
            return std::unexpected(meta.error());
        const auto version = protoVarint(*meta, 1).value_or(0);
        if (version > kLatestMetaVersion)
            return core::fail("the package was made by a newer Anki (package version " + std::to_string(version) +
                                  "); export it from Anki with \"Support older Anki versions\" checked",
                              file.string());
        current = version == kLatestMetaVersion;
        if (current)
            collectionEntry = "collection.anki21b";
        else if (version == 2)
            collectionEntry = "collection.anki21";
        else if (version == 1)
            collectionEntry = "collection.anki2";
    }
    if (collectionEntry.empty())
        collectionEntry = has(zip, "collection.anki21b") && current ? "collection.anki21b"
                          : has(zip, "collection.anki21")           ? "collection.anki21"
                                                                    : "collection.anki2";
    package.m_layout = current                                     ? PackageLayout::Current
                       : collectionEntry == "collection.anki21" ? PackageLayout::Legacy2
                                                                  : PackageLayout::Legacy1;
    if (!has(zip, collectionEntry.c_str()))
        return core::fail("not an Anki package: it holds no collection (" + collectionEntry + ")", file.string());
    auto collection = readNamed(zip, collectionEntry, limits.collectionBytes, current);
    if (!collection)
        return std::unexpected(collection.error());
    package.m_collection = std::move(*collection);

    // The media map: entry name → file name.
    std::vector<std::pair<std::string, std::string>> mapped;
    if (has(zip, "media")) {
        auto map = readNamed(zip, "media", limits.mediaMapBytes, current);
        if (!map)
            return std::unexpected(map.error());
        if (current) {
            ProtoReader reader(*map);
            size_t index = 0;
            while (auto field = reader.next()) {
                if (field->number != 1 || field->wireType != 2)
                    continue;
                auto name = protoBytes(field->bytes, 1);
                mapped.emplace_back(std::to_string(index++), name ? std::string(*name) : std::string());
            }
            if (reader.failed())
                package.m_problems.push_back(file.string() + ": the media list is damaged; the media after " +
                                             std::to_string(mapped.size()) + " files are not imported");
        } else {
            const auto json = nlohmann::json::parse(*map, nullptr, false);
            if (json.is_object()) {
                for (const auto& [entry, name] : json.items())
                    mapped.emplace_back(entry, name.is_string() ? name.get<std::string>() : std::string());
            } else if (!json.is_array() || !json.empty()) {
                package.m_problems.push_back(file.string() + ": the media list is not JSON; no media are imported");
            }
        }
    }
    std::set<std::string> names;
    for (auto& [entry, name] : mapped) {
        auto plain = plainMediaName(name);
        std::string shown = name.substr(0, 80);
        for (char& c : shown)
            if (static_cast<unsigned char>(c) < 0x20)
                c = '?';
        if (!plain) {
            package.m_problems.push_back(file.string() + ": media file \"" + shown +
                                         "\" is not a plain file name (a folder, .., an absolute path or a "
                                         "control character); not imported");
            continue;
        }
        if (!has(zip, entry.c_str())) {
            package.m_problems.push_back(file.string() + ": media file \"" + shown + "\" is missing from the package");
            continue;
        }
        if (!names.insert(*plain).second) {
            package.m_problems.push_back(file.string() + ": media file \"" + shown +
                                         "\" is named twice; the first is imported");
            continue;
        }
        package.m_media.push_back({entry, std::move(*plain)});
    }
    return package;
}

core::Result<void> AnkiPackage::extractMedia(const PackageMedia& media, const fs::path& folder)
{
    auto bytes = readNamed(*m_zip, media.entry, m_zip->limits.mediaFileBytes, m_layout == PackageLayout::Current);
    if (!bytes)
        return std::unexpected(bytes.error());
    auto plain = plainMediaName(media.name);
    if (!plain || *plain != media.name)
        return core::fail("media file \"" + media.name + "\" is not a plain file name", m_zip->file.string());
    return writeFileNoFollow(folder / media.name, *bytes);
}

core::Result<void> writeFileNoFollow(const fs::path& file, std::string_view bytes)
{
    const int fd = ::open(file.c_str(), O_WRONLY | O_CREAT | O_TRUNC | O_NOFOLLOW | O_CLOEXEC, 0644);
    if (fd < 0)
        return core::fail(errno == ELOOP ? "a link stands where the file goes; nothing was written through it"
                                         : "cannot write the file",
                          file.string());
    size_t done = 0;
    while (done < bytes.size()) {
        const ssize_t n = ::write(fd, bytes.data() + done, bytes.size() - done);
        if (n <= 0) {
            ::close(fd);
            return core::fail("cannot write the file (is the disk full?)", file.string());
        }
        done += static_cast<size_t>(n);
    }
    if (::close(fd) != 0)
        return core::fail("cannot write the file", file.string());
    return {};
}

} // namespace notedeck::storage::anki
