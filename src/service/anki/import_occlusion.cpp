#include "service/anki/detail/import_occlusion.h"

#include "core/occlusion.h"
#include "service/anki/detail/anki_occlusion.h"
#include "storage/anki/package_reader.h"

#include <fstream>
#include <iterator>

namespace notedeck::service {

namespace fs = std::filesystem;

namespace {

// Anki's field order in its image occlusion note type.
enum OcclusionField : size_t { kOcclusions = 0, kImage = 1, kHeader = 2, kBackExtra = 3, kComments = 4 };

std::string fileText(const fs::path& file)
{
    std::ifstream in(file, std::ios::binary);
    return {std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>()};
}

} // namespace

bool isAnkiOcclusionNote(const storage::anki::AnkiNote& note, const storage::anki::AnkiNoteType& type)
{
    return type.cloze && note.fields.size() > kImage && anki::holdsAnkiOcclusions(note.fields[kOcclusions]);
}

std::optional<OcclusionNoteSides> occlusionNoteSides(const storage::anki::AnkiNote& note, const FieldStyle& style,
                                                     const fs::path& mediaDir, AnkiImportReport& report)
{
    const std::string who = "note " + std::to_string(note.id) + ": ";
    anki::AnkiOcclusionRead read = anki::readAnkiOcclusionField(note.fields[kOcclusions]);
    for (const auto& problem : read.problems)
        report.problems.push_back(who + "image occlusion: " + problem);
    // The picture: the media file its Image field shows (the first, as Anki's reviewer takes it).
    std::string picture;
    FieldStyle finding = style;
    finding.mediaLink = [&](std::string_view src) {
        std::string link = style.mediaLink ? style.mediaLink(src) : std::string();
        if (picture.empty() && !link.empty())
            picture = std::string(src);
        return link;
    };
    const std::string image = fieldMarkdown(note.fields[kImage], finding);
    if (read.masks.shapes.empty() || picture.empty()) {
        report.problems.push_back(who + (picture.empty() ? "image occlusion: its picture is not in the package"
                                                         : "image occlusion: no mask could be read") +
                                  "; written as a card of its fields");
        return std::nullopt;
    }
    const fs::path maskFile = mediaDir / (picture + std::string(core::kOcclusionSuffix));
    const std::string masks = core::occlusionFileText(read.masks);
    std::error_code ec;
    if (!fs::exists(fs::symlink_status(maskFile, ec))) {
        if (auto done = storage::anki::writeFileNoFollow(maskFile, masks); !done) {
            report.problems.push_back(who + done.error().toString());
            return std::nullopt;
        }
    } else if (fs::is_symlink(maskFile, ec) || fileText(maskFile) != masks) {
        report.problems.push_back(who + "media/" + maskFile.filename().string() +
                                  " is there already with other masks; it is kept, the package's are left out");
    }
    ++report.occlusionNotes;
    auto field = [&](size_t i) { return i < note.fields.size() ? fieldMarkdown(note.fields[i], style) : std::string(); };
    OcclusionNoteSides sides{field(kHeader), image};
    if (sides.question.empty())
        sides.question = textMarkdown(picture);   // Anki's Header may be empty; a card needs a question
    for (size_t i : {kBackExtra, kComments})
        if (const std::string extra = field(i); !extra.empty())
            sides.answer += "\n\n" + extra;
    return sides;
}

} // namespace notedeck::service
