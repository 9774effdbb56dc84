#pragma once
// The mask file of a picture in the notes folder, for the occlusion editor: found and checked
// (the picture inside the notes folder once links are followed, existing, its folder writable),
// read (core::parseOcclusionFile) and saved (core::occlusionFileText, written atomically beside
// the picture as "<picture>.occlusion.json"). Saving no shapes removes the file: a picture
// without masks has no file, so a folder holds mask files only where there are cards. The notes
// are never touched; the app's re-import of the folder turns the file into cards. Runs on the
// calling thread (one small file).
#include "core/occlusion.h"
#include "core/result.h"

#include <filesystem>
#include <string>
#include <string_view>

namespace notedeck::service {

struct OcclusionPicture {
    std::filesystem::path notesFolder;   // as given
    std::string picture;                 // the picture, relative to the notes folder, '/'-separated
    std::filesystem::path pictureFile;   // notesFolder / picture
    std::filesystem::path maskFile;      // pictureFile + core::kOcclusionSuffix
    std::string maskName() const { return picture + std::string(core::kOcclusionSuffix); }
};

// Checks that `picture` (relative to `notesFolder`, as core::imagePathOfUrl gives it) can have its
// masks edited: it names an existing file inside the notes folder once symbolic links are followed,
// and the notes folder and the picture's folder can be written. Else an error saying which.
core::Result<OcclusionPicture> occlusionPicture(const std::filesystem::path& notesFolder, std::string_view picture);

// The picture's masks: those of its mask file, none (an empty OcclusionMasks) when it has none,
// or an error "<picture>.occlusion.json:<line>: …" when the file cannot be read or is not valid.
core::Result<core::OcclusionMasks> loadOcclusionMasks(const OcclusionPicture& picture);

// Writes the mask file of `picture` atomically (service/files/durable_file.h), or removes it
// when `masks` has no shapes. Checks the picture again first (it may have moved meanwhile).
core::Result<void> saveOcclusionMasks(const OcclusionPicture& picture, const core::OcclusionMasks& masks);

} // namespace notedeck::service
