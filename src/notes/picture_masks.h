#pragma once
// The mask files of a notes folder's pictures (docs/format.md, "Image occlusion"): the picture
// `img/x.png` has masks when `img/x.png.occlusion.json` lies beside it. A note's pictures are found
// as its card page finds them (markdown/image_references.h) and looked up as the page looks them
// up (NoteImages: inside the notes folder by name and once links are followed); the mask file must
// be among those the folder's listing found (so never in a hidden folder), a regular file inside
// the folder once links are followed, and at most core::OcclusionLimits::maxFileBytes long. Each
// mask file is read at most once. Not thread-safe: one per reading of the folder.
#include "core/occlusion.h"
#include "core/result.h"
#include "notes/note_images.h"

#include <filesystem>
#include <map>
#include <set>
#include <string>
#include <string_view>
#include <vector>

namespace notedeck::notes {

// A mask file as read: its content's hash (or a mark of why it has none) and its masks, or why
// they cannot be used (an Error with the file's line, 0 for the whole file; Error::file empty).
struct MaskReading {
    std::string hash;
    core::Result<core::OcclusionMasks> masks;
};

// One picture a note shows that has a mask file.
struct MaskedPicture {
    std::string target;     // as the note writes it
    bool embed = false;     // written ![[…]]
    std::string maskFile;   // relative to the notes folder, '/'-separated
    const MaskReading* reading = nullptr;
};

class PictureMasks {
public:
    // `maskFiles`: the mask files the folder's listing found (relative, '/'-separated).
    PictureMasks(const std::filesystem::path& folder, std::set<std::string> maskFiles);

    bool empty() const { return m_maskFiles.empty(); }

    // The pictures with a mask file that `markdown` (of a note in `noteFile`) shows, each picture
    // once, in the order shown.
    std::vector<MaskedPicture> picturesOf(std::string_view markdown, const std::string& noteFile) const;

    // What the mask files of all the pictures a note file shows hold, for the file's content hash:
    // empty when it shows none. `unreadable` when one of them cannot be used (its warning is only
    // given when the file is read, so such a file is read at every import until it is fixed).
    struct Fingerprint {
        std::string text;
        bool unreadable = false;
    };
    Fingerprint fingerprint(std::string_view text, const std::string& noteFile) const;

private:
    const MaskReading& reading(const std::string& maskFile) const;

    NoteImages m_images;
    std::set<std::string> m_maskFiles;
    mutable std::map<std::string, MaskReading> m_readings;
};

} // namespace notedeck::notes
