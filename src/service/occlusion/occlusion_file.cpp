#include "service/occlusion/occlusion_file.h"

#include "service/files/durable_file.h"

#include <cerrno>
#include <fcntl.h>
#include <unistd.h>

#include <algorithm>
#include <fstream>
#include <iterator>
#include <sstream>
#include <system_error>

namespace notedeck::service {

namespace fs = std::filesystem;

namespace {

// Both canonical: `path` is `folder` or below it, component by component ("/notes2" is not
// inside "/notes").
bool isInside(const fs::path& path, const fs::path& folder)
{
    return std::mismatch(folder.begin(), folder.end(), path.begin(), path.end()).first == folder.end();
}

// Whether this process may create and rename files in `folder`, by its effective rights (root
// held to permissions, a read-only file system …); errno's reason otherwise.
std::string folderWriteProblem(const fs::path& folder)
{
    if (::faccessat(AT_FDCWD, folder.c_str(), W_OK | X_OK, AT_EACCESS) == 0)
        return {};
    return writeProblem(errno);
}

} // namespace

core::Result<OcclusionPicture> occlusionPicture(const fs::path& notesFolder, std::string_view picture)
{
    const std::string name(picture);
    const fs::path relative = fs::path(name).lexically_normal();
    if (name.empty() || relative.is_absolute() || relative.empty() || *relative.begin() == "..")
        return core::fail("the picture is not inside the notes folder", name);
    std::error_code ec;
    const fs::path folder = fs::canonical(notesFolder, ec);
    if (ec || !fs::is_directory(folder, ec))
        return core::fail("the notes folder cannot be found", notesFolder.string());
    OcclusionPicture found{notesFolder, relative.generic_string(), notesFolder / relative, {}};
    found.maskFile = fs::path(found.pictureFile) += core::kOcclusionSuffix;
    const fs::path real = fs::canonical(found.pictureFile, ec);
    if (ec || !fs::is_regular_file(real, ec))
        return core::fail("the picture does not exist", found.picture);
    // The mask file is written beside the picture as the notes name it: that folder, links
    // followed, must be inside the notes folder too, and so must the picture itself.
    const fs::path maskFolder = fs::canonical(found.maskFile.parent_path(), ec);
    if (ec || !isInside(real, folder) || !isInside(maskFolder, folder))
        return core::fail("the picture is not inside the notes folder (a link leads out of it)", found.picture);
    if (const std::string why = folderWriteProblem(folder); !why.empty())
        return core::fail("the notes folder cannot be written (" + why + ")", notesFolder.string());
    if (const std::string why = folderWriteProblem(maskFolder); !why.empty())
        return core::fail("the picture's folder cannot be written (" + why + ")", found.picture);
    return found;
}

core::Result<core::OcclusionMasks> loadOcclusionMasks(const OcclusionPicture& picture)
{
    std::error_code ec;
    const auto status = fs::symlink_status(picture.maskFile, ec);
    if (ec || status.type() == fs::file_type::not_found)
        return core::OcclusionMasks{};
    const std::string where = picture.maskName();
    if (!fs::is_regular_file(picture.maskFile, ec))
        return core::fail("the mask file is not a plain file", where);
    if (fs::file_size(picture.maskFile, ec) > core::OcclusionLimits::maxFileBytes)
        return core::fail("the mask file is larger than 1 MB", where);
    std::ifstream in(picture.maskFile, std::ios::binary);
    std::ostringstream text;
    text << in.rdbuf();
    if (!in && !in.eof())
        return core::fail("the mask file cannot be read", where);
    auto masks = core::parseOcclusionFile(text.str());
    if (!masks)
        return core::fail(masks.error().message, where, masks.error().line);
    return masks;
}

core::Result<void> saveOcclusionMasks(const OcclusionPicture& picture, const core::OcclusionMasks& masks)
{
    auto checked = occlusionPicture(picture.notesFolder, picture.picture);
    if (!checked)
        return std::unexpected(checked.error());
    if (masks.shapes.empty()) {
        std::error_code ec;
        fs::remove(checked->maskFile, ec);
        if (ec)
            return core::fail("cannot remove the mask file: " + writeProblem(ec.value()), checked->maskName());
        syncFolder(checked->maskFile.parent_path());
        return {};
    }
    if (auto written = replaceFileAtomically(checked->maskFile, core::occlusionFileText(masks)); !written)
        return core::fail("cannot save the masks: " + written.error().message, checked->maskName());
    return {};
}

} // namespace notedeck::service
