#pragma once
// Device files whose last line was left unfinished (no newline) and over kLongestJournalLine long
// (docs/sync.md): reported once, then not read again until the file changes (its size or time), so
// a 200 MB line nobody finishes costs nothing at the next merges. Kept in the deck's settings
// (key kUnfinishedLinesKey): the command line starts afresh at every merge.
#include "core/result.h"

#include <cstdint>
#include <filesystem>
#include <map>
#include <string>

namespace notedeck::storage {
class DeckStore;
}

namespace notedeck::service {

inline constexpr const char* kUnfinishedLinesKey = "journal_unfinished_lines";

class UnfinishedLines {
public:
    static core::Result<UnfinishedLines> load(storage::DeckStore& store);
    // Whether `file` is as it was when its unfinished line was noted: nothing to read.
    bool unchanged(const std::string& device, const std::filesystem::path& file) const;
    // What a reading found: an unfinished line over the limit is noted, anything else forgets it.
    void found(const std::string& device, const std::filesystem::path& file, std::int64_t fileBytes,
               std::int64_t unfinishedBytes);
    core::Result<void> save(storage::DeckStore& store) const;

private:
    struct Seen {
        std::int64_t bytes = 0;
        std::int64_t modified = 0;   // the file's time, in its clock's ticks
        friend bool operator==(const Seen&, const Seen&) = default;
    };
    std::map<std::string, Seen> m_files;
    bool m_changed = false;
};

} // namespace notedeck::service
