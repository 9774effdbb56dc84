#pragma once
// The images of the notes folder the app shows cards from (see notes::NoteImages for the rules:
// only image files inside the folder, by name and once links are followed, up to 20 MB).
#include "core/image_resolver.h"

#include <filesystem>
#include <memory>

namespace notedeck::service {

std::shared_ptr<core::ImageLibrary> openNoteImages(const std::filesystem::path& notesFolder);

} // namespace notedeck::service
