// The import preview for the command line: as text for people, as JSON for scripts.
#include "service/import/import_preview.h"

#include "service/import/import_report.h"

#include <nlohmann/json.hpp>

#include <algorithm>
#include <numeric>
#include <sstream>

namespace notedeck::service {

namespace {

const char* ruleFromName(FilePreview::RuleFrom from)
{
    switch (from) {
    case FilePreview::RuleFrom::Default: return "default";
    case FilePreview::RuleFrom::RulesFile: return "rules-file";
    case FilePreview::RuleFrom::FrontMatter: return "front-matter";
    }
    return "default";
}

const char* stateName(FilePreview::State state)
{
    switch (state) {
    case FilePreview::State::Read: return "read";
    case FilePreview::State::LeftOut: return "left-out";
    case FilePreview::State::Failed: return "failed";
    }
    return "read";
}

std::string plural(int count, const char* one, const char* many)
{
    return std::to_string(count) + ' ' + (count == 1 ? one : many);
}

// "12 list items, 3 question headings": the kinds a file (or the folder) has.
std::string kindsText(int listItems, int headings, int clozes, int oneLine, int reversed, int occlusions)
{
    std::vector<std::string> parts;
    if (listItems)
        parts.push_back(plural(listItems, "list item", "list items"));
    if (headings)
        parts.push_back(plural(headings, "question heading", "question headings"));
    if (clozes)
        parts.push_back(plural(clozes, "cloze", "clozes"));
    if (oneLine)
        parts.push_back(plural(oneLine, "one-line card", "one-line cards"));
    if (reversed)
        parts.push_back(plural(reversed, "reverse card", "reverse cards"));
    if (occlusions)
        parts.push_back(plural(occlusions, "image occlusion card", "image occlusion cards"));
    std::string text;
    for (const std::string& part : parts)
        text += (text.empty() ? "" : ", ") + part;
    return text;
}

std::string ruleMeaning(const std::string& rule)
{
    if (rule == "default")
        return "list items with an answer and question headings are cards";
    if (rule == "question-headings")
        return "only question headings are cards";
    if (rule == "explicit")
        return "only clozes, `question :: answer` and `term ::: meaning` are cards";
    return "every heading of that level is a question";
}

} // namespace

int ImportPreview::cardsInNotes() const
{
    return std::accumulate(files.begin(), files.end(), 0, [](int sum, const FilePreview& f) { return sum + f.cards(); });
}

int ImportPreview::filesRead() const
{
    return static_cast<int>(std::count_if(files.begin(), files.end(),
                                           [](const FilePreview& f) { return f.state == FilePreview::State::Read; }));
}

int ImportPreview::warnings() const
{
    return static_cast<int>(std::count_if(issues.begin(), issues.end(),
                                          [](const core::NoteIssue& i) { return i.severity == core::Severity::Warning; }));
}

int ImportPreview::errors() const { return static_cast<int>(issues.size()) - warnings(); }

std::string ImportPreview::toText() const
{
    std::ostringstream out;
    out << "Preview of importing " << notesDir << " (nothing was written)\n";
    if (hasRulesFile)
        out << "Rule: .notedeck.toml gives the files that no section names the rule \"" << folderRule << "\" ("
            << ruleMeaning(folderRule) << "); each file's own rule is shown with it.\n";
    else
        out << "Rule: no .notedeck.toml, so every file without a rule of its own follows the rule \"default\" ("
            << ruleMeaning("default") << ").\n";
    out << "\n";
    for (const FilePreview& f : files) {
        out << f.file << ": ";
        if (f.state == FilePreview::State::LeftOut) {
            out << "left out by .notedeck.toml\n";
            continue;
        }
        if (f.state == FilePreview::State::Failed) {
            out << "not imported: " << plural(f.errors, "error", "errors") << " below\n";
            continue;
        }
        out << plural(f.cards(), "card", "cards");
        if (const std::string kinds = kindsText(f.listItems, f.headings, f.clozes, f.oneLine, f.reversed, f.occlusions); !kinds.empty())
            out << " (" << kinds << ")";
        out << ", rule \"" << f.rule << "\"";
        if (f.ruleFrom == FilePreview::RuleFrom::FrontMatter)
            out << " from its front matter";
        else if (f.ruleFrom == FilePreview::RuleFrom::RulesFile)
            out << " from .notedeck.toml";
        if (f.warnings)
            out << ", " << plural(f.warnings, "warning", "warnings");
        out << "\n";
        for (const std::string& sample : f.samples)
            out << "    " << sample << "\n";
        if (f.cards() > static_cast<int>(f.samples.size()) && !f.samples.empty())
            out << "    …\n";
    }
    if (!issues.empty()) {
        out << "\n";
        for (const core::NoteIssue& i : issues) {
            out << (i.severity == core::Severity::Error ? "error: " : "warning: ") << i.file;
            if (i.line > 0)
                out << ":" << i.line;
            out << ": " << i.message << "\n";
        }
    }
    int listItems = 0, headings = 0, clozes = 0, oneLine = 0, reversed = 0, occlusions = 0;
    for (const FilePreview& f : files) {
        listItems += f.listItems;
        headings += f.headings;
        clozes += f.clozes;
        oneLine += f.oneLine;
        reversed += f.reversed;
        occlusions += f.occlusions;
    }
    out << "\nIn all: " << plural(cardsInNotes(), "card", "cards") << " from " << filesRead() << " of "
        << plural(static_cast<int>(files.size()), "file", "files");
    if (const std::string kinds = kindsText(listItems, headings, clozes, oneLine, reversed, occlusions); !kinds.empty())
        out << " (" << kinds << ")";
    out << "; " << plural(warnings(), "warning", "warnings") << ", " << plural(errors(), "error", "errors") << ".\n";
    if (hasDeck)
        out << "The deck would get " << added << " new and retire " << plural(retired, "card", "cards")
            << " (hidden from study, history kept).\n";
    out << "To choose how questions are found or leave files out, write .notedeck.toml in the notes folder (see "
           "\"Choosing how questions are found\" in NoteDeck's docs/format.md).\n";
    return out.str();
}

std::string ImportPreview::toJson() const
{
    nlohmann::json list = nlohmann::json::array();
    for (const FilePreview& f : files)
        list.push_back({{"file", f.file},
                        {"state", stateName(f.state)},
                        {"rule", f.rule},
                        {"rule_from", ruleFromName(f.ruleFrom)},
                        {"cards", f.cards()},
                        {"kinds",
                         {{"list_items", f.listItems},
                          {"question_headings", f.headings},
                          {"clozes", f.clozes},
                          {"one_line", f.oneLine},
                          {"reverse", f.reversed},
                          {"image_occlusion", f.occlusions}}},
                        {"samples", f.samples},
                        {"warnings", f.warnings},
                        {"errors", f.errors}});
    nlohmann::json j = {
        {"dry_run", true},
        {"notes_dir", notesDir},
        {"rules_file", hasRulesFile},
        {"folder_rule", folderRule},
        {"cards_in_notes", cardsInNotes()},
        {"files", list},
        {"problems", nlohmann::json::parse(issuesToJson(issues))},
    };
    if (hasDeck) {
        j["new"] = added;
        j["retired"] = retired;
        j["cards_in_deck"] = cards;
    }
    return j.dump(2, ' ', false, nlohmann::json::error_handler_t::replace);
}

} // namespace notedeck::service
