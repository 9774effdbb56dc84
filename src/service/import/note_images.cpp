#include "service/import/note_images.h"

#include "notes/note_images.h"

namespace notedeck::service {

std::shared_ptr<core::ImageLibrary> openNoteImages(const std::filesystem::path& notesFolder)
{
    return std::make_shared<notes::NoteImages>(notesFolder);
}

} // namespace notedeck::service
