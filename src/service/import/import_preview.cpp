#include "service/import/import_preview.h"

#include "core/card.h"
#include "notes/folder_rules.h"
#include "notes/rules_choice.h"
#include "service/import/detail/notes_preview.h"
#include "service/cards/card_text.h"
#include "service/import/import_report.h"

#include <algorithm>
#include <fstream>
#include <map>
#include <random>
#include <sstream>
#include <tuple>

namespace notedeck::service {

namespace fs = std::filesystem;

std::string ruleNameOf(QuestionsChoice choice)
{
    switch (choice) {
    case QuestionsChoice::ListsAndHeadings: return "default";
    case QuestionsChoice::HeadingsOnly: return "question-headings";
    case QuestionsChoice::ExplicitOnly: return "explicit";
    }
    return "default";
}

std::optional<QuestionsChoice> questionsChoiceOf(const std::string& ruleName)
{
    for (QuestionsChoice choice : {QuestionsChoice::ListsAndHeadings, QuestionsChoice::HeadingsOnly, QuestionsChoice::ExplicitOnly})
        if (ruleNameOf(choice) == ruleName)
            return choice;
    return std::nullopt;
}

namespace {

// The rules file's text: empty when there is none.
core::Result<std::string> currentRulesText(const fs::path& notesDir)
{
    const fs::path path = notesDir / notes::kRulesFileName;
    std::error_code ec;
    if (!fs::exists(fs::symlink_status(path, ec)))
        return std::string();
    std::ifstream in(path, std::ios::binary);
    std::ostringstream text;
    if (!in || !(text << in.rdbuf()) || in.bad())
        return core::fail("cannot read the rules file", path.string());
    return std::move(text).str();
}

// The choice without what the rules file says already, as the rules to write.
notes::RulesChoice rulesChoiceOf(const NotesChoice& choice, const std::string& current)
{
    notes::RulesChoice rules;
    if (choice.questions) {
        const std::optional<notes::QuestionRule> root = notes::FolderRules::parse(current, notes::kRulesFileName).rootRule();
        const std::string now = root ? root->name() : "default";
        if (now != ruleNameOf(*choice.questions))
            rules.questions = notes::parseQuestionRule(ruleNameOf(*choice.questions)).value();
    }
    rules.leaveOut = choice.leaveOut;
    rules.bringBack = choice.bringBack;
    return rules;
}

FilePreview::RuleFrom ruleFromOf(notes::RuleSource source)
{
    switch (source) {
    case notes::RuleSource::Default: return FilePreview::RuleFrom::Default;
    case notes::RuleSource::RulesFile: return FilePreview::RuleFrom::RulesFile;
    case notes::RuleSource::FrontMatter: return FilePreview::RuleFrom::FrontMatter;
    }
    return FilePreview::RuleFrom::Default;
}

void countCard(FilePreview& file, const notes::CardDraft& card)
{
    // An occlusion card has its note's form, but it is a card of the picture, not another heading.
    if (card.kind.isOcclusion()) {
        ++file.occlusions;
        return;
    }
    switch (card.form) {
    case notes::NoteForm::ListItem: ++file.listItems; break;
    case notes::NoteForm::Heading: ++file.headings; break;
    case notes::NoteForm::Cloze: ++file.clozes; break;
    case notes::NoteForm::OneLine: ++(card.kind.isReverse() ? file.reversed : file.oneLine); break;
    }
}

} // namespace

core::Result<std::optional<std::string>> rulesTextFor(const fs::path& notesDir, const NotesChoice& choice)
{
    if (choice.empty())
        return std::optional<std::string>();
    auto current = currentRulesText(notesDir);
    if (!current)
        return std::unexpected(current.error());
    const notes::RulesChoice rules = rulesChoiceOf(choice, *current);
    if (rules.empty())
        return std::optional<std::string>();
    auto text = notes::rulesWithChoice(*current, rules);
    if (!text)
        return core::fail(text.error(), (notesDir / notes::kRulesFileName).string());
    return std::optional<std::string>(std::move(*text));
}

ImportPreview describeFolder(const notes::NotesFolder& folder, const fs::path& notesDir)
{
    ImportPreview preview;
    preview.notesDir = notesDir.string();
    preview.hasRulesFile = folder.hasRulesFile;
    preview.folderRule = folder.rootRule ? folder.rootRule->name() : "default";
    preview.issues = folder.issues;
    std::stable_sort(preview.issues.begin(), preview.issues.end(), [](const core::NoteIssue& a, const core::NoteIssue& b) {
        return std::tie(a.file, a.line) < std::tie(b.file, b.line);
    });

    std::map<std::string, FilePreview> files;
    for (const std::string& path : folder.files) {
        FilePreview& file = files[path];
        file.file = path;
        if (auto reading = folder.readings.find(path); reading != folder.readings.end()) {
            file.rule = reading->second.rule.name();
            file.ruleFrom = ruleFromOf(reading->second.source);
        }
    }
    for (const std::string& path : folder.failedFiles)
        files[path].state = FilePreview::State::Failed;
    for (const std::string& path : folder.leftOutFiles) {
        files[path].file = path;
        files[path].state = FilePreview::State::LeftOut;
    }
    for (const core::NoteIssue& issue : folder.issues)
        if (auto file = files.find(issue.file); file != files.end())
            ++(issue.severity == core::Severity::Error ? file->second.errors : file->second.warnings);

    const notes::CardDraft* lastSample = nullptr;   // one sample a note: the first card of a pair or cloze note
    for (const notes::CardDraft& card : folder.cards) {
        FilePreview& file = files[card.file];
        countCard(file, card);
        const bool sameNote = lastSample && lastSample->file == card.file && lastSample->ordinal == card.ordinal;
        if (!sameNote && static_cast<int>(file.samples.size()) < kSamplesPerFile) {
            // Named as every list names a card: as a reader sees it (no `**`), the side it asks.
            core::CardRecord record;
            record.question = card.question;
            record.answer = card.answer;
            record.kind = card.kind;
            file.samples.push_back(questionHeadline(cardName(record)));
            lastSample = &card;
        }
    }
    for (auto& [path, file] : files)
        preview.files.push_back(std::move(file));
    return preview;
}

core::Result<ImportPreview> previewNotes(const fs::path& notesDir, const NotesChoice& choice)
{
    auto rulesText = rulesTextFor(notesDir, choice);
    if (!rulesText)
        return std::unexpected(rulesText.error());
    auto folder = notes::readNotesFolder(notesDir, {}, {}, *rulesText);
    if (!folder)
        return std::unexpected(folder.error());
    ImportPreview preview = describeFolder(*folder, notesDir);
    preview.added = preview.cardsInNotes();
    return preview;
}

core::Result<void> saveNotesChoice(const fs::path& notesDir, const NotesChoice& choice)
{
    auto text = rulesTextFor(notesDir, choice);
    if (!text)
        return std::unexpected(text.error());
    if (!*text)
        return {};
    // Written beside it under a name of its own, then put in its place: a failed write leaves the
    // rules file as it was.
    const fs::path path = notesDir / notes::kRulesFileName;
    const fs::path temporary = notesDir / (std::string(notes::kRulesFileName) + ".new-" + std::to_string(std::random_device{}()));
    {
        std::ofstream out(temporary, std::ios::binary | std::ios::trunc);
        out << **text;
        out.flush();
        if (!out) {
            std::error_code ignored;
            fs::remove(temporary, ignored);
            return core::fail("cannot write the rules file", path.string());
        }
    }
    std::error_code ec;
    fs::rename(temporary, path, ec);
    if (ec) {
        std::error_code ignored;
        fs::remove(temporary, ignored);
        return core::fail("cannot write the rules file: " + ec.message(), path.string());
    }
    return {};
}

} // namespace notedeck::service
