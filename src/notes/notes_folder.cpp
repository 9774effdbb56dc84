#include "notes/notes_folder.h"

#include "core/text.h"
#include "notes/card_footnotes.h"
#include "notes/folder_rules.h"
#include "notes/note_parser.h"
#include "notes/occlusion_cards.h"
#include "notes/picture_masks.h"

#include <algorithm>
#include <cerrno>
#include <cstring>
#include <expected>
#include <fstream>
#include <set>
#include <sstream>
#include <utility>

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

NoteIssue fileError(const std::string& relative, int line, IssueKind kind, std::string message,
                    std::vector<std::string> args = {})
{
    return NoteIssue{Severity::Error, relative, line, std::move(message), kind, std::move(args)};
}

// Reads a notes file and brings it to the parser's form: valid UTF-8, no BOM, LF line ends.
std::expected<std::string, NoteIssue> readNoteText(const fs::path& path, const std::string& relative)
{
    std::error_code ec;
    if (!fs::is_regular_file(path, ec))
        return std::unexpected(fileError(relative, 0, IssueKind::NotRegularFile,
                                         "cannot read this file: it is not a regular file (a broken link or a folder?)"));
    std::ifstream in(path, std::ios::binary);
    if (!in) {
        const std::string reason = std::strerror(errno);
        return std::unexpected(fileError(relative, 0, IssueKind::CannotRead, "cannot read this file: " + reason, {reason}));
    }
    std::ostringstream buffer;
    buffer << in.rdbuf();
    if (in.bad())
        return std::unexpected(fileError(relative, 0, IssueKind::ReadError, "cannot read this file: a read error occurred"));
    std::string text = std::move(buffer).str();

    if (size_t nul = text.find('\0'); nul != std::string::npos)
        return std::unexpected(fileError(relative, core::lineOfOffset(text, nul), IssueKind::BinaryFile,
                                         "this is a binary file, not Markdown text (it contains NUL bytes); it was skipped"));
    if (auto bad = core::findInvalidUtf8(text)) {
        const std::string byte = std::to_string(*bad + 1);
        return std::unexpected(fileError(relative, core::lineOfOffset(text, *bad), IssueKind::NotUtf8,
                                         "this file is not valid UTF-8 text (byte " + byte +
                                             "); save it as UTF-8 and import again",
                                         {byte}));
    }
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

// The rules file at the folder's root, when there is one. When it cannot be read, no file's rule
// is known.
FolderRules readFolderRules(const fs::path& folder, const std::optional<std::string>& rulesText,
                            std::vector<NoteIssue>& issues)
{
    std::error_code ec;
    const fs::path path = folder / kRulesFileName;
    if (!rulesText && !fs::exists(fs::symlink_status(path, ec)))
        return {};
    auto text = rulesText ? std::expected<std::string, NoteIssue>(*rulesText) : readNoteText(path, kRulesFileName);
    FolderRules rules = text ? FolderRules::parse(*text, kRulesFileName) : FolderRules::unreadable(text.error());
    issues.insert(issues.end(), rules.issues().begin(), rules.issues().end());
    return rules;
}

// What a file's stored hash stands for: its content, read by this version of the question
// finding under this rule. Changing either reads the file again, as an edit would; bump the
// version whenever the same text and rule would give other cards.
std::string readingHash(std::string_view text, const QuestionRule& rule)
{
    // q3: clozes and one-line cards; q4: bold question headings and bold question lines
    constexpr std::string_view kQuestionFinding = "q4";
    return core::contentHash(text) + '/' + std::string(kQuestionFinding) + '/' + rule.name() +
           (rule.highlightsAreClozes ? "/highlights" : "");
}

} // namespace

core::Result<NotesFolder> readNotesFolder(const fs::path& folder, const std::map<std::string, std::string>& knownHashes,
                                          const FileProgress& progress, const std::optional<std::string>& rulesText)
{
    std::error_code ec;
    if (!fs::exists(folder, ec))
        return core::fail("the notes folder does not exist", folder.string());
    if (!fs::is_directory(folder, ec))
        return core::fail("the notes folder is not a folder", folder.string());

    NotesFolder result;
    const FolderRules rules = readFolderRules(folder, rulesText, result.issues);
    result.hasRulesFile = rulesText.has_value() || fs::exists(fs::symlink_status(folder / kRulesFileName, ec));
    result.rootRule = rules.rootRule();
    std::vector<std::string> files;
    std::set<std::string> maskFiles;   // every picture's mask file: a part of the notes that show it
    fs::recursive_directory_iterator it(folder, fs::directory_options::skip_permission_denied, ec);
    if (ec)
        return core::fail("cannot list the notes folder: " + ec.message(), folder.string());
    for (; it != fs::recursive_directory_iterator(); it.increment(ec)) {
        if (ec) {
            result.issues.push_back({Severity::Error, folder.string(), 0, "cannot list the whole folder: " + ec.message(),
                                     IssueKind::CannotListFolder, {ec.message()}});
            break;
        }
        const fs::path relative = it->path().lexically_relative(folder);
        if (isHidden(relative)) {
            if (it->is_directory(ec))
                it.disable_recursion_pending();
            continue;
        }
        if (it->is_directory(ec))
            continue;
        if (isMarkdownFile(it->path()))
            files.push_back(relative.generic_string());
        else if (it->path().filename().string().ends_with(core::kOcclusionSuffix))
            maskFiles.insert(relative.generic_string());
    }
    const PictureMasks masks(folder, std::move(maskFiles));
    std::sort(files.begin(), files.end());
    if (files.empty())
        result.issues.push_back({Severity::Warning, folder.string(), 0, "no Markdown (.md) files in the notes folder",
                                 IssueKind::NoMarkdownFiles, {}});

    for (size_t done = 0; done < files.size(); ++done) {
        const std::string& file = files[done];
        if (progress && !progress(done, files.size())) {
            result.stopped = true;
            break;
        }
        // A file whose rule the rules file leaves unknown is not read by a guessed one (its
        // cards would be retired); the rules file's error says which line to fix.
        const auto settings = rules.settingsFor(file);
        if (settings && !settings->imported) {
            result.leftOutFiles.push_back(file);
            continue;
        }
        result.files.push_back(file);
        auto text = readNoteText(folder / file, file);
        if (!text) {
            result.issues.push_back(text.error());
            result.failedFiles.push_back(file);
            continue;
        }
        if (!settings) {
            result.failedFiles.push_back(file);
            continue;
        }
        const QuestionRule* rule = &settings->rule;
        // The mask files of the pictures it shows are part of a file's notes: saving one reads the
        // file again.
        const PictureMasks::Fingerprint maskPrint = masks.fingerprint(*text, file);
        const std::string hash =
            readingHash(*text, *rule) + (maskPrint.text.empty() ? "" : "/masks:" + core::contentHash(maskPrint.text));
        if (auto known = knownHashes.find(file);
            known != knownHashes.end() && known->second == hash && !maskPrint.unreadable) {
            result.fileHashes[file] = hash;
            result.unchangedFiles.push_back(file);
            continue;
        }
        ParsedFile parsed = parseNoteFile(*text, file, *rule);
        attachFootnotes(*text, parsed.cards);
        addOcclusionCards(parsed.cards, masks, parsed.issues);
        result.readings[file] = {parsed.rule, parsed.ruleFromFrontMatter ? RuleSource::FrontMatter
                                              : settings->ruleFromRulesFile ? RuleSource::RulesFile
                                                                            : RuleSource::Default};
        const bool failed = std::any_of(parsed.issues.begin(), parsed.issues.end(),
                                        [](const NoteIssue& issue) { return issue.severity == Severity::Error; });
        for (NoteIssue& issue : parsed.issues)
            result.issues.push_back(std::move(issue));
        if (failed) {
            result.failedFiles.push_back(file);
            continue;
        }
        result.fileHashes[file] = hash;
        for (CardDraft& card : parsed.cards)
            result.cards.push_back(std::move(card));
    }
    if (progress && !result.stopped && !progress(files.size(), files.size()))
        result.stopped = true;
    return result;
}

} // namespace notedeck::notes
