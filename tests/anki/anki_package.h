#pragma once
// An .apkg opened again for checking: its zip entries (libzip) and its collection.anki21 (SQLite),
// read the way Anki's importer reads them; and the export that writes one.
#include "service/anki/anki_export.h"
#include "temp_notes.h"

#include <filesystem>
#include <map>
#include <string>
#include <vector>

namespace notedeck::testing {

class AnkiPackage {
public:
    explicit AnkiPackage(const std::filesystem::path& apkg);   // REQUIREs a readable zip
    ~AnkiPackage();
    AnkiPackage(const AnkiPackage&) = delete;
    AnkiPackage& operator=(const AnkiPackage&) = delete;

    const std::map<std::string, std::string>& entries() const { return m_entries; }   // name → bytes
    // Every row of `sql` on collection.anki21, each column as text (NULL as "").
    std::vector<std::vector<std::string>> rows(const std::string& sql) const;
    std::string value(const std::string& sql) const;   // the first column of the first row

private:
    std::map<std::string, std::string> m_entries;
    std::filesystem::path m_collection;
};

// A note's `flds`, split at 0x1f.
std::vector<std::string> fieldsOf(const std::string& flds);

// The deck of `t` (images from its notes folder) exported to `apkg`; REQUIREs success.
service::AnkiExportReport exportTo(TempNotes& t, const std::filesystem::path& apkg, bool history = true);

} // namespace notedeck::testing
