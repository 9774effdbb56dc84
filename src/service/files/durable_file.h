#pragma once
// Writing a whole file so that it survives a crash or a power cut: its bytes fsync'ed, and when
// it replaces another, written beside it under a name of its own and renamed over it (a reader,
// another device's sync, or a crash sees the old file or the new one, never half of one). Used
// by the study journal's repair and the picture mask files the occlusion editor saves. Plain
// functions, safe on any thread.
#include "core/result.h"

#include <filesystem>
#include <string>
#include <string_view>

namespace notedeck::service {

// Why a file could not be written, from errno, in a few words: "disk full", "permission denied".
std::string writeProblem(int error);

// Writes `text` to `file` (created or truncated) and fsyncs it; the error's message is
// writeProblem's. A failure can leave `file` part-written: use replaceFileAtomically for a file
// that must stay whole.
core::Result<void> writeWholeFile(const std::filesystem::path& file, std::string_view text);

// Puts `text` in `file` atomically: written and fsync'ed under a temporary name in the same folder
// ("<name>.new-<random>", hidden from nothing but never a name a reader looks for), renamed over
// `file`, then the folder fsync'ed so the rename is durable. On failure `file` is as it was and
// the temporary file is gone.
core::Result<void> replaceFileAtomically(const std::filesystem::path& file, std::string_view text);

// fsync of a folder (after a rename or removal in it); false when it could not be done.
bool syncFolder(const std::filesystem::path& folder);

} // namespace notedeck::service
