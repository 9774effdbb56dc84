#pragma once
// The journal folder on disk (docs/sync.md): README, format, and journal/<device>.jsonl, one file
// per device, which only that device appends to. Reading takes whole lines only: a last line
// without its newline is a file still being written or synced, and is read once it is complete.
#include "core/result.h"
#include "service/files/durable_file.h"
#include "service/sync/detail/journal_line.h"

#include <cstdint>
#include <filesystem>
#include <fstream>
#include <memory>
#include <set>
#include <string>
#include <string_view>
#include <vector>

namespace notedeck::service {

std::filesystem::path journalFileOf(const std::filesystem::path& root, const std::string& device);
// Writes the README and the format file when missing, and makes journal/.
core::Result<void> prepareJournalFolder(const std::filesystem::path& root);
// Appends whole lines (each without its newline) to a device's file, starting it with its header,
// in one write. When they do not all fit, the part written is cut again; the error's message is
// why, in a few words (writeProblem).
core::Result<void> appendJournalLines(const std::filesystem::path& root, const JournalHeader& header,
                                      const std::vector<std::string>& lines);

// A line longer than this is not read: no device writes one (an answer's line is about 280 bytes).
// An unfinished last line as long is reported once and left until its file changes.
inline constexpr std::int64_t kLongestJournalLine = 1 << 20;

struct JournalLines {
    using Line = std::pair<std::int64_t, std::string_view>;   // line number (1-based), text within `text`
    std::vector<Line> lines;
    // What was read, in one block the lines point into: a million lines are not a million strings.
    // (A moved JournalLines keeps the block, so its lines stay valid.)
    std::unique_ptr<char[]> text;
    std::int64_t endOffset = 0;   // after the last whole line
    std::int64_t endLine = 0;     // its number
    bool reset = false;           // the file was shorter than `fromOffset`: read again from its start
    std::int64_t fileBytes = 0;   // the file's size as it was read
    std::int64_t unfinishedBytes = 0;   // after endOffset: a last line without its newline (not read)

};
// The whole lines of a file from a byte offset (at the start of line fromLine + 1), read whole (this
// device's own file, checked once). The end of the last whole line is found from the file's end
// backwards, so an unfinished last line, however long, is never held in memory.
core::Result<JournalLines> readJournalLines(const std::filesystem::path& file, std::int64_t fromOffset,
                                            std::int64_t fromLine);

// Some whole lines of a file, read together.
struct JournalBlock {
    struct Line {
        std::int64_t number = 0;     // 1-based
        std::string_view text;       // within `text`; empty when overlong
        bool overlong = false;       // over kLongestJournalLine: not read
    };
    std::string text;
    std::vector<Line> lines;
};
// The whole lines of a file from a byte offset (at the start of line fromLine + 1), read a block
// of about a megabyte at a time (another device's file, as a merge reads it): a large file is not
// held whole. What it covers is found as it is opened, as for readJournalLines.
class JournalReader {
public:
    static core::Result<JournalReader> open(const std::filesystem::path& file, std::int64_t fromOffset,
                                            std::int64_t fromLine);
    // The next lines into `block` (what it held goes); false after the last. An error when the
    // file can no longer be read as it was found (cut short meanwhile).
    core::Result<bool> next(JournalBlock& block);
    // The number of the first line after the whole ones (an unfinished last line's), read through
    // the file: for a message, when it is needed.
    core::Result<std::int64_t> lineAfterWholeLines();

    std::int64_t endOffset() const { return m_end; }        // after the last whole line
    std::int64_t endLine() const { return m_line; }         // the last line read so far
    std::int64_t fileBytes() const { return m_fileBytes; }  // the file's size as it was opened
    std::int64_t unfinishedBytes() const { return m_fileBytes - m_end; }   // a last line without its newline

private:
    JournalReader() = default;
    std::filesystem::path m_file;
    std::unique_ptr<std::ifstream> m_in;
    std::int64_t m_from = 0, m_at = 0, m_end = 0, m_fromLine = 0, m_line = 0, m_fileBytes = 0;
};

// This device's own file: which sequence numbers its last `tailBytes` hold (and from which one on
// they are all there). After a crash, `cutTornLine` cuts a last line left without its newline.
struct OwnTail {
    std::set<std::int64_t> seqs;
    std::int64_t firstSeq = 0;   // 0: the file holds no event
    bool exists = false;
};
core::Result<OwnTail> ownFileTail(const std::filesystem::path& file, bool cutTornLine, std::int64_t tailBytes = 1 << 20);

// The device files of a folder: (device id, file), by id. A file that resolves outside the folder
// (a symbolic link to a file elsewhere) is not one: `refused`, when given, gets a message for each.
// A link to another file of the same folder is followed (its header must still name its device).
std::vector<std::pair<std::string, std::filesystem::path>> journalFiles(const std::filesystem::path& root,
                                                                        std::vector<std::string>* refused = nullptr);
// The same for any folder holding device files (an exported journal, a copy brought by hand).
std::vector<std::pair<std::string, std::filesystem::path>> deviceFilesIn(const std::filesystem::path& folder,
                                                                         std::vector<std::string>* refused = nullptr);

// Copies the device files in `folder` but `skip`'s into `toRoot`'s journal, each where the copy
// there is missing or shorter (the files only grow). Returns how many were copied. Files that
// resolve outside `folder`, and targets that are links, are left (`refused` says so).
int copyDeviceFiles(const std::filesystem::path& folder, const std::filesystem::path& toRoot, const std::string& skip,
                    std::vector<std::string>* refused = nullptr);

} // namespace notedeck::service
