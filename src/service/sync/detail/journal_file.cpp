#include "service/sync/detail/journal_file.h"

#include <algorithm>
#include <cerrno>
#include <cstdio>
#include <cstring>
#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>
#include <fstream>
#include <system_error>

namespace notedeck::service {

namespace fs = std::filesystem;

namespace {

constexpr const char* kReadme =
    "This folder is NoteDeck's study journal: the review history of these notes, so that it travels\n"
    "with them (git, Syncthing or any synced folder) to every device that studies them.\n"
    "\n"
    "journal/<device>.jsonl  one file per device, only ever appended to by that device, one JSON\n"
    "                        event per line (answers, their undo, bury, suspend, flag, presets)\n"
    "format                  the journal format's version\n"
    "\n"
    "NoteDeck never reads this folder as notes. Keep it with the notes and commit it with them;\n"
    "editing or deleting these files by hand loses review history. The format is described in\n"
    "NoteDeck's docs/sync.md.\n";

core::Result<void> writeIfMissing(const fs::path& file, const std::string& text)
{
    std::error_code ec;
    if (fs::exists(file, ec))
        return {};
    std::ofstream out(file, std::ios::binary);
    out << text;
    if (!out.flush())
        return core::fail("cannot write " + file.string());
    return {};
}

} // namespace

fs::path journalFileOf(const fs::path& root, const std::string& device)
{
    return root / "journal" / (device + ".jsonl");
}

core::Result<void> prepareJournalFolder(const fs::path& root)
{
    std::error_code ec;
    fs::create_directories(root / "journal", ec);
    if (ec)
        return core::fail("cannot make the journal folder: " + ec.message(), root.string());
    if (auto done = writeIfMissing(root / "README.md", kReadme); !done)
        return done;
    return writeIfMissing(root / "format", std::to_string(kJournalFormat) + "\n");
}

core::Result<void> appendJournalLines(const fs::path& root, const JournalHeader& header,
                                      const std::vector<std::string>& lines)
{
    if (auto ready = prepareJournalFolder(root); !ready)
        return ready;
    const fs::path file = journalFileOf(root, header.device);
    std::error_code ec;
    const bool fresh = !fs::exists(file, ec) || fs::file_size(file, ec) == 0;
    std::string text;
    if (fresh)
        text = headerLine(header) + '\n';
    for (const auto& line : lines)
        text += line + '\n';
    // One write() of whole lines in append mode: another writer's lines (the app's other Deck)
    // never land inside ours, and a reader sees our lines all or not at all.
    const int fd = ::open(file.c_str(), O_WRONLY | O_APPEND | O_CREAT | O_CLOEXEC, 0644);
    if (fd < 0)
        return core::fail(writeProblem(errno), file.string());
    size_t done = 0;
    int error = 0;
    while (done < text.size()) {
        const ssize_t n = ::write(fd, text.data() + done, text.size() - done);
        if (n < 0 && errno == EINTR)
            continue;
        if (n <= 0) {
            error = n < 0 ? errno : ENOSPC;
            break;
        }
        done += static_cast<size_t>(n);
    }
    if (done > 0 && done < text.size()) {
        // Part of the lines went in before the disk filled up: cut them, so that the file never
        // holds a torn line (the events are in the deck and are written whole later). Only when
        // nothing was appended after them meanwhile: then they are the file's end.
        const off_t end = ::lseek(fd, 0, SEEK_CUR);
        struct stat st {};
        if (end >= static_cast<off_t>(done) && ::fstat(fd, &st) == 0 && st.st_size == end)
            (void)::ftruncate(fd, end - static_cast<off_t>(done));
    }
    if (::close(fd) != 0 && error == 0)
        error = errno;
    if (done < text.size() || error != 0)
        return core::fail(writeProblem(error != 0 ? error : EIO), file.string());
    return {};
}

namespace {
// Where the last whole line between `from` and `end` ends (`from` when none does), read backwards
// in blocks.
std::int64_t endOfWholeLines(std::ifstream& in, std::int64_t from, std::int64_t end)
{
    constexpr std::int64_t kBlock = 64 * 1024;
    std::string block;
    for (std::int64_t pos = end; pos > from;) {
        const std::int64_t n = std::min(kBlock, pos - from);
        pos -= n;
        block.resize(static_cast<size_t>(n));
        in.seekg(pos);
        if (!in.read(block.data(), n))
            return from;
        if (const size_t nl = block.rfind('\n'); nl != std::string::npos)
            return pos + static_cast<std::int64_t>(nl) + 1;
    }
    return from;
}
} // namespace

core::Result<JournalLines> readJournalLines(const fs::path& file, std::int64_t fromOffset, std::int64_t fromLine)
{
    JournalLines out;
    std::ifstream in(file, std::ios::binary);
    if (!in)
        return core::fail("cannot read the journal", file.string());
    in.seekg(0, std::ios::end);
    const std::int64_t end = in.tellg();
    if (end < fromOffset) {
        out.reset = true;
        fromOffset = 0;
        fromLine = 0;
    }
    out.fileBytes = end;
    const std::int64_t whole = endOfWholeLines(in, fromOffset, end);
    out.unfinishedBytes = end - whole;
    in.clear();
    in.seekg(fromOffset);
    const auto size = static_cast<size_t>(whole - fromOffset);
    out.text.reset(new char[size]);   // not zeroed first: read() fills it
    in.read(out.text.get(), static_cast<std::streamsize>(size));
    if (static_cast<size_t>(in.gcount()) != size)
        return core::fail("cannot read the journal", file.string());
    const std::string_view text(out.text.get(), size);
    out.lines.reserve(size / 128);   // about as many as there are: a line is 110 to 280 bytes
    out.endOffset = fromOffset;
    out.endLine = fromLine;
    size_t start = 0;
    for (size_t nl = text.find('\n'); nl != std::string_view::npos; nl = text.find('\n', start)) {
        ++out.endLine;
        out.lines.emplace_back(out.endLine, text.substr(start, nl - start));
        start = nl + 1;
    }
    out.endOffset = fromOffset + static_cast<std::int64_t>(start);
    return out;
}

namespace {
// A block holds a line of the longest length read whole: one that does not fit is over it.
constexpr std::int64_t kBlockBytes = kLongestJournalLine + 1;
} // namespace

core::Result<JournalReader> JournalReader::open(const fs::path& file, std::int64_t fromOffset, std::int64_t fromLine)
{
    JournalReader r;
    r.m_file = file;
    r.m_in = std::make_unique<std::ifstream>(file, std::ios::binary);
    if (!*r.m_in)
        return core::fail("cannot read the journal", file.string());
    r.m_in->seekg(0, std::ios::end);
    const std::int64_t end = r.m_in->tellg();
    if (end < fromOffset) {   // shorter than when it was last read: read again from its start
        fromOffset = 0;
        fromLine = 0;
    }
    r.m_fileBytes = end;
    r.m_end = endOfWholeLines(*r.m_in, fromOffset, end);
    r.m_in->clear();
    r.m_from = r.m_at = fromOffset;
    r.m_fromLine = r.m_line = fromLine;
    return r;
}

core::Result<bool> JournalReader::next(JournalBlock& block)
{
    block.text.clear();
    block.lines.clear();
    if (m_at >= m_end)
        return false;
    const auto cutShort = [&] { return core::fail("cannot read the journal: it was cut short meanwhile", m_file.string()); };
    block.text.resize(static_cast<size_t>(std::min(kBlockBytes, m_end - m_at)));
    m_in->seekg(m_at);
    if (!m_in->read(block.text.data(), static_cast<std::streamsize>(block.text.size())))
        return cutShort();
    const size_t last = block.text.rfind('\n');
    if (last == std::string::npos) {
        // A line longer than a block: its end is found, its text is not kept.
        std::int64_t at = m_at + static_cast<std::int64_t>(block.text.size());
        for (std::string_view part; at < m_end; at += static_cast<std::int64_t>(part.size())) {
            m_in->seekg(at);
            if (!m_in->read(block.text.data(), static_cast<std::streamsize>(std::min(kBlockBytes, m_end - at))))
                return cutShort();
            part = std::string_view(block.text.data(), static_cast<size_t>(m_in->gcount()));
            if (const size_t nl = part.find('\n'); nl != std::string_view::npos) {
                at += static_cast<std::int64_t>(nl);
                break;
            }
        }
        block.text.clear();
        block.lines.push_back({++m_line, {}, true});
        m_at = at + 1;
        return true;
    }
    block.text.resize(last + 1);
    const std::string_view text(block.text);
    block.lines.reserve(text.size() / 128);   // about as many as there are: a line is 110 to 280 bytes
    for (size_t start = 0, nl = text.find('\n'); nl != std::string_view::npos; start = nl + 1, nl = text.find('\n', start)) {
        const std::string_view line = text.substr(start, nl - start);
        const bool overlong = static_cast<std::int64_t>(line.size()) > kLongestJournalLine;
        block.lines.push_back({++m_line, overlong ? std::string_view() : line, overlong});
    }
    m_at += static_cast<std::int64_t>(last) + 1;
    return true;
}

core::Result<std::int64_t> JournalReader::lineAfterWholeLines()
{
    std::int64_t lines = m_fromLine;
    std::string chunk(static_cast<size_t>(std::min(kBlockBytes, std::max<std::int64_t>(m_end - m_from, 0))), '\0');
    for (std::int64_t at = m_from; at < m_end; at += static_cast<std::int64_t>(chunk.size())) {
        chunk.resize(static_cast<size_t>(std::min(kBlockBytes, m_end - at)));
        m_in->seekg(at);
        if (!m_in->read(chunk.data(), static_cast<std::streamsize>(chunk.size())))
            return core::fail("cannot read the journal: it was cut short meanwhile", m_file.string());
        lines += std::count(chunk.begin(), chunk.end(), '\n');
    }
    return lines + 1;
}

core::Result<OwnTail> ownFileTail(const fs::path& file, bool cutTornLine, std::int64_t tailBytes)
{
    OwnTail tail;
    std::error_code ec;
    if (!fs::exists(file, ec))
        return tail;
    tail.exists = true;
    const auto size = static_cast<std::int64_t>(fs::file_size(file, ec));
    const std::int64_t from = std::max<std::int64_t>(0, size - tailBytes);
    std::ifstream in(file, std::ios::binary);
    in.seekg(from);
    std::string text(static_cast<size_t>(size - from), '\0');
    in.read(text.data(), static_cast<std::streamsize>(text.size()));
    in.close();
    const size_t lastNewline = text.rfind('\n');
    const std::int64_t whole = lastNewline == std::string::npos ? from : from + static_cast<std::int64_t>(lastNewline) + 1;
    if (whole < size && cutTornLine) {
        // A line torn by a crash: it was never acknowledged as written; the deck still has the event.
        fs::resize_file(file, static_cast<std::uintmax_t>(whole), ec);
        if (ec)
            return core::fail("cannot repair the journal: " + ec.message(), file.string());
    }
    text.resize(static_cast<size_t>(whole - from));
    // Skip the first line of the window unless the window starts the file: it may be cut.
    size_t start = 0;
    if (from > 0) {
        const size_t nl = text.find('\n');
        start = nl == std::string::npos ? text.size() : nl + 1;
    }
    while (start < text.size()) {
        const size_t nl = text.find('\n', start);
        const std::string_view line(text.data() + start, nl - start);
        start = nl + 1;
        const size_t key = line.find("\"seq\":");
        if (key == std::string_view::npos)
            continue;
        const std::int64_t seq = std::atoll(std::string(line.substr(key + 6, 20)).c_str());
        if (seq > 0)
            tail.seqs.insert(seq);
    }
    if (!tail.seqs.empty())
        tail.firstSeq = *tail.seqs.begin();
    return tail;
}

std::vector<std::pair<std::string, fs::path>> journalFiles(const fs::path& root, std::vector<std::string>* refused)
{
    return deviceFilesIn(root / "journal", refused);
}

std::vector<std::pair<std::string, fs::path>> deviceFilesIn(const fs::path& folder, std::vector<std::string>* refused)
{
    std::vector<std::pair<std::string, fs::path>> out;
    std::error_code ec;
    const fs::path here = fs::canonical(folder, ec);
    for (const auto& entry : fs::directory_iterator(folder, ec)) {
        const fs::path& p = entry.path();
        const std::string id = p.stem().string();
        if (p.extension() != ".jsonl" || !isValidId(id))
            continue;
        // Read the way a card's images are: a file that resolves outside its folder is not read
        // (a link planted by whoever can write the synced folder, to a file of this machine).
        std::error_code linkError;
        if (entry.is_symlink(linkError)) {
            const fs::path target = fs::canonical(p, linkError);
            if (linkError || target.parent_path() != here) {
                if (refused)
                    refused->push_back(p.string() + ": a link to a file outside the journal folder; it was not read");
                continue;
            }
        }
        if (entry.is_regular_file(ec))
            out.emplace_back(id, p);
    }
    std::sort(out.begin(), out.end());
    return out;
}

// Copies the device files in `folder` but `skip`'s into `toRoot`'s journal, each where the copy
// there is missing or shorter (the files only grow). Returns how many were copied. Files that
// resolve outside `folder`, and targets that are links, are left (`refused` says so).
int copyDeviceFiles(const fs::path& folder, const fs::path& toRoot, const std::string& skip,
                    std::vector<std::string>* refused)
{
    int copied = 0;
    for (const auto& [id, file] : deviceFilesIn(folder, refused)) {
        std::error_code ec;
        const fs::path target = journalFileOf(toRoot, id);
        if (fs::is_symlink(target, ec)) {   // a copy would write wherever it points
            if (refused)
                refused->push_back(target.string() + ": a link, not a journal file; nothing was copied over it");
            continue;
        }
        if (id == skip || (fs::exists(target, ec) && fs::file_size(target, ec) >= fs::file_size(file, ec)))
            continue;
        fs::copy_file(file, target, fs::copy_options::overwrite_existing, ec);
        if (!ec)
            ++copied;
    }
    return copied;
}

} // namespace notedeck::service
