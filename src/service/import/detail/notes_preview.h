#pragma once
// The parts of the import preview that the import itself uses (import_notes.cpp): the rules text
// a choice would give, and the description of a folder read as the import reads it.
#include "core/result.h"
#include "notes/notes_folder.h"
#include "service/import/import_preview.h"

#include <filesystem>
#include <optional>
#include <string>

namespace notedeck::service {

// The rules file's text with `choice` written in, to be read in its place; nothing when the choice
// changes nothing (the folder is read with its own rules file).
core::Result<std::optional<std::string>> rulesTextFor(const std::filesystem::path& notesDir, const NotesChoice& choice);

// Every file of `folder` (read with no known hashes, so every file was parsed): its cards by kind,
// its rule, its first questions, its problems. The deck's counts are left to the caller.
ImportPreview describeFolder(const notes::NotesFolder& folder, const std::filesystem::path& notesDir);

} // namespace notedeck::service
