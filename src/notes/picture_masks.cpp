#include "notes/picture_masks.h"

#include "core/text.h"
#include "markdown/image_references.h"

#include <algorithm>
#include <fstream>
#include <sstream>

namespace notedeck::notes {

namespace fs = std::filesystem;

namespace {

MaskReading refused(std::string why)
{
    return {"unreadable", core::fail(std::move(why))};
}

MaskReading readMaskFile(const fs::path& canonicalFolder, const std::string& maskFile)
{
    std::error_code ec;
    const fs::path path = fs::weakly_canonical(canonicalFolder / maskFile, ec);
    if (ec || !isInside(path, canonicalFolder))
        return refused("this mask file is a link that leads outside the notes folder; it is not read");
    if (!fs::is_regular_file(path, ec))
        return refused("this mask file is not a regular file");
    const std::uintmax_t size = fs::file_size(path, ec);
    if (ec || size > core::OcclusionLimits::maxFileBytes)
        return refused("this mask file is larger than " + std::to_string(core::OcclusionLimits::maxFileBytes / 1024) +
                       " KB; it is not read");
    std::ifstream in(path, std::ios::binary);
    std::ostringstream text;
    text << in.rdbuf();
    if (!in)
        return refused("this mask file cannot be read");
    const std::string content = std::move(text).str();
    return {core::contentHash(content), core::parseOcclusionFile(content)};
}

} // namespace

PictureMasks::PictureMasks(const fs::path& folder, std::set<std::string> maskFiles)
    : m_images(folder), m_maskFiles(std::move(maskFiles))
{
}

const MaskReading& PictureMasks::reading(const std::string& maskFile) const
{
    auto found = m_readings.find(maskFile);
    if (found == m_readings.end())
        found = m_readings.emplace(maskFile, readMaskFile(m_images.canonicalFolder(), maskFile)).first;
    return found->second;
}

std::vector<MaskedPicture> PictureMasks::picturesOf(std::string_view markdown, const std::string& noteFile) const
{
    std::vector<MaskedPicture> pictures;
    if (m_maskFiles.empty())
        return pictures;
    for (const markdown::ImageReferenceText& reference : markdown::localImageReferences(markdown)) {
        const core::ImageLookup url = m_images.resolve({reference.target, reference.syntax, noteFile});
        const std::optional<std::string> picture = url ? core::imagePathOfUrl(*url) : std::nullopt;
        if (!picture)
            continue;
        const std::string maskFile = *picture + std::string(core::kOcclusionSuffix);
        if (!m_maskFiles.contains(maskFile))
            continue;
        const bool embed = reference.syntax == core::ImageSyntax::Embed;
        const bool seen = std::any_of(pictures.begin(), pictures.end(), [&](const MaskedPicture& p) {
            return p.target == reference.target && p.embed == embed;
        });
        if (!seen)
            pictures.push_back({reference.target, embed, maskFile, &reading(maskFile)});
    }
    return pictures;
}

PictureMasks::Fingerprint PictureMasks::fingerprint(std::string_view text, const std::string& noteFile) const
{
    Fingerprint print;
    std::set<std::string> files;
    for (const MaskedPicture& picture : picturesOf(text, noteFile))
        if (files.insert(picture.maskFile).second) {
            print.text += picture.maskFile + '=' + picture.reading->hash + ';';
            print.unreadable = print.unreadable || !picture.reading->masks;
        }
    return print;
}

} // namespace notedeck::notes
