#include "storage/anki/package_writer.h"

#include <nlohmann/json.hpp>
#include <zip.h>

#include <system_error>

namespace notedeck::storage {

namespace {

core::Error zipError(zip_t* archive, const std::filesystem::path& file, const std::string& what)
{
    std::string why = archive ? zip_strerror(archive) : "cannot create the file";
    return core::Error{"cannot write the Anki package (" + what + "): " + why, file.string(), 0};
}

core::Result<void> addFile(zip_t* archive, const std::filesystem::path& out, const std::string& name,
                           const std::filesystem::path& source)
{
    zip_source_t* data = zip_source_file(archive, source.c_str(), 0, -1);
    if (!data)
        return std::unexpected(zipError(archive, out, source.filename().string()));
    const zip_int64_t index = zip_file_add(archive, name.c_str(), data, ZIP_FL_ENC_UTF_8);
    if (index < 0) {
        zip_source_free(data);
        return std::unexpected(zipError(archive, out, name));
    }
    zip_set_file_compression(archive, static_cast<zip_uint64_t>(index), ZIP_CM_DEFLATE, 6);
    return {};
}

} // namespace

core::Result<void> writeAnkiPackage(const std::filesystem::path& out, const AnkiPackageParts& parts)
{
    std::filesystem::path temporary = out;
    temporary += ".partial";
    std::error_code ignored;
    std::filesystem::remove(temporary, ignored);
    int code = 0;
    zip_t* archive = zip_open(temporary.c_str(), ZIP_CREATE | ZIP_TRUNCATE, &code);
    if (!archive)
        return std::unexpected(zipError(nullptr, out, "create"));
    auto fail = [&](core::Error error) {
        zip_discard(archive);
        std::filesystem::remove(temporary, ignored);
        return std::unexpected(std::move(error));
    };
    if (auto done = addFile(archive, out, "collection.anki21", parts.collection); !done)
        return fail(done.error());
    if (auto done = addFile(archive, out, "collection.anki2", parts.dummyCollection); !done)
        return fail(done.error());
    nlohmann::json map = nlohmann::json::object();
    for (size_t i = 0; i < parts.media.size(); ++i) {
        map[std::to_string(i)] = parts.media[i].name;
        if (auto done = addFile(archive, out, std::to_string(i), parts.media[i].source); !done)
            return fail(done.error());
    }
    // zip_source_buffer does not copy: the text lives until zip_close has read it.
    const std::string mapText = map.dump();
    zip_source_t* mapSource = zip_source_buffer(archive, mapText.data(), mapText.size(), 0);
    if (!mapSource || zip_file_add(archive, "media", mapSource, ZIP_FL_ENC_UTF_8) < 0) {
        if (mapSource)
            zip_source_free(mapSource);
        return fail(zipError(archive, out, "media"));
    }
    if (zip_close(archive) != 0) {
        core::Error error = zipError(archive, out, "close");
        zip_discard(archive);
        std::filesystem::remove(temporary, ignored);
        return std::unexpected(std::move(error));
    }
    std::error_code renamed;
    std::filesystem::rename(temporary, out, renamed);
    if (renamed) {
        std::filesystem::remove(temporary, ignored);
        return core::fail("cannot write the Anki package: " + renamed.message(), out.string());
    }
    return {};
}

} // namespace notedeck::storage
