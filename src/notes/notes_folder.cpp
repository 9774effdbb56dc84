#include "notes/notes_folder.h"

#include "core/text.h"
#include "notes/note_parser.h"

#include <algorithm>
#include <cerrno>
#include <cstring>
#include <fstream>
#include <sstream>

namespace notedeck::notes {

namespace fs = std::filesystem;

namespace {

bool isMarkdownFile(const fs::path& path)
{
    std::string ext = path.extension().string();
    std::transform(ext.begin(), ext.end(), ext.begin(), [](unsigned char c) { return std::tolower(c); });
    return ext == ".md" || ext == ".markdown";
}

bool isHidden(const fs::path& relative)
{
    for (const auto& part : relative)
        if (const std::string name = part.string(); name.size() > 1 && name[0] == '.')
            return true;
    return false;
}

// Reads a notes file and brings it to the parser's form: valid UTF-8, no BOM, LF line ends.
core::Result<std::string> readNoteText(const fs::path& path, const std::string& relative)
{
    std::error_code ec;
    if (!fs::is_regular_file(path, ec))
        return core::fail("cannot read this file: it is not a regular file (a broken link or a folder?)", relative);
    std::ifstream in(path, std::ios::binary);
    if (!in)
        return core::fail(std::string("cannot read this file: ") + std::strerror(errno), relative);
    std::ostringstream buffer;
    buffer << in.rdbuf();
    if (in.bad())
        return core::fail("cannot read this file: a read error occurred", relative);
    std::string text = std::move(buffer).str();

    if (size_t nul = text.find('\0'); nul != std::string::npos)
        return core::fail("this is a binary file, not Markdown text (it contains NUL bytes); it was skipped",
                          relative, core::lineOfOffset(text, nul));
    if (auto bad = core::findInvalidUtf8(text))
        return core::fail("this file is not valid UTF-8 text (byte " + std::to_string(*bad + 1) +
                              "); save it as UTF-8 and import again",
                          relative, core::lineOfOffset(text, *bad));
    if (text.starts_with("\xEF\xBB\xBF"))
        text.erase(0, 3);
    if (text.find('\r') != std::string::npos) {
        std::string lf;
        lf.reserve(text.size());
        for (size_t i = 0; i < text.size(); ++i) {
            if (text[i] == '\r') {
                lf += '\n';
                if (i + 1 < text.size() && text[i + 1] == '\n')
                    ++i;
            } else {
                lf += text[i];
            }
        }
        text = std::move(lf);
    }
    return text;
}

} // namespace

core::Result<NotesFolder> readNotesFolder(const fs::path& folder, const std::map<std::string, std::string>& knownHashes)
{
    std::error_code ec;
    if (!fs::exists(folder, ec))
        return core::fail("the notes folder does not exist", folder.string());
    if (!fs::is_directory(folder, ec))
        return core::fail("the notes folder is not a folder", folder.string());

    NotesFolder result;
    std::vector<std::string> files;
    fs::recursive_directory_iterator it(folder, fs::directory_options::skip_permission_denied, ec);
    if (ec)
        return core::fail("cannot list the notes folder: " + ec.message(), folder.string());
    for (; it != fs::recursive_directory_iterator(); it.increment(ec)) {
        if (ec) {
            result.issues.push_back({Severity::Error, folder.string(), 0, "cannot list the whole folder: " + ec.message()});
            break;
        }
        const fs::path relative = it->path().lexically_relative(folder);
        if (isHidden(relative)) {
            if (it->is_directory(ec))
                it.disable_recursion_pending();
            continue;
        }
        if (!it->is_directory(ec) && isMarkdownFile(it->path()))
            files.push_back(relative.generic_string());
    }
    std::sort(files.begin(), files.end());
    if (files.empty())
        result.issues.push_back({Severity::Warning, folder.string(), 0, "no Markdown (.md) files in the notes folder"});

    for (const std::string& file : files) {
        result.files.push_back(file);
        auto text = readNoteText(folder / file, file);
        if (!text) {
            result.issues.push_back({Severity::Error, file, text.error().line, text.error().message});
            result.failedFiles.push_back(file);
            continue;
        }
        const std::string hash = core::contentHash(*text);
        result.fileHashes[file] = hash;
        if (auto known = knownHashes.find(file); known != knownHashes.end() && known->second == hash) {
            result.unchangedFiles.push_back(file);
            continue;
        }
        ParsedFile parsed = parseNoteFile(*text, file);
        for (CardDraft& card : parsed.cards)
            result.cards.push_back(std::move(card));
        for (NoteIssue& issue : parsed.issues)
            result.issues.push_back(std::move(issue));
    }
    return result;
}

} // namespace notedeck::notes
