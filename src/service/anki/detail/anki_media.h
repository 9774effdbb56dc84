#pragma once
// The notes folder's images as an Anki package's media (docs/anki.md): each named by one path
// component (Anki rejects a package with any other), two different files of the same name told
// apart by a hash of their content, and the fields' image URLs rewritten to those names.
#include "core/anki_export_rows.h"

#include <filesystem>
#include <map>
#include <string>
#include <vector>

namespace notedeck::service::anki {

class MediaNames {
public:
    explicit MediaNames(std::filesystem::path notesDir) : m_notesDir(std::move(notesDir)) {}

    // `html` with each of `imageUrls` (NoteDeck's image scheme) in a src attribute replaced by
    // its media name; an image that cannot be read keeps its URL (Anki shows it as missing) and
    // adds a problem naming `where`.
    std::string rewrite(std::string html, const std::vector<std::string>& imageUrls, const std::string& where,
                        std::vector<std::string>& problems);
    const std::vector<core::AnkiMediaFile>& files() const { return m_files; }

private:
    // The media name of the notes folder's file `relative`, or "" with `why` when unreadable.
    std::string nameOf(const std::string& relative, std::string& why);

    std::filesystem::path m_notesDir;
    std::map<std::string, std::string> m_byPath;      // relative path → media name ("" unreadable)
    std::map<std::string, std::string> m_hashOfName;  // media name → content hash
    std::vector<core::AnkiMediaFile> m_files;
};

// A file name fit for Anki: one path component, no control or reserved characters, at most 100
// bytes (cut at a character boundary, the extension kept); "image" when nothing is left.
std::string ankiMediaName(std::string_view fileName);

} // namespace notedeck::service::anki
