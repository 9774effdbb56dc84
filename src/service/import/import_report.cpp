#include "service/import/import_report.h"

#include "notes/note_issue.h"
#include "service/cards/card_text.h"

#include <nlohmann/json.hpp>

#include <algorithm>
#include <sstream>

namespace notedeck::service {

namespace {
nlohmann::json changesJson(const std::vector<CardChange>& changes)
{
    nlohmann::json list = nlohmann::json::array();
    for (const CardChange& c : changes)
        list.push_back({{"id", c.id}, {"question", c.question}, {"name", cardName(cardOf(c))},
                        {"kind", core::kindLabel(c.kind)}, {"deck", c.deck.display()},
                        {"file", c.file}, {"line", c.line}, {"edited", c.contentChanged}});
    return list;
}
} // namespace

core::CardRecord cardOf(const CardChange& change)
{
    core::CardRecord card;
    card.id = change.id;
    card.deck = change.deck;
    card.question = change.question;
    card.answer = change.answer;
    card.sourceFile = change.file;
    card.sourceLine = change.line;
    card.kind = change.kind;
    return card;
}

std::string questionHeadline(const std::string& name)
{
    std::string line = name.substr(0, name.find('\n'));
    if (line.size() > 120) {
        size_t cut = 117;
        while (cut > 0 && (static_cast<unsigned char>(line[cut]) & 0xC0) == 0x80)
            --cut;
        line = line.substr(0, cut) + "...";
    }
    return line;
}

std::string issuesToJson(const std::vector<notes::NoteIssue>& issues)
{
    nlohmann::json list = nlohmann::json::array();
    for (const notes::NoteIssue& i : issues)
        list.push_back({{"severity", i.severity == notes::Severity::Error ? "error" : "warning"},
                        {"file", i.file}, {"line", i.line}, {"message", i.message},
                        {"kind", notes::issueKindName(i.kind)}, {"args", i.args}});
    return list.dump(-1, ' ', false, nlohmann::json::error_handler_t::replace);
}

std::vector<notes::NoteIssue> issuesFromJson(const std::string& json)
{
    std::vector<notes::NoteIssue> issues;
    const auto list = nlohmann::json::parse(json, nullptr, false);
    if (!list.is_array())
        return issues;
    for (const auto& i : list) {
        notes::NoteIssue issue;
        issue.severity = i.value("severity", "") == "error" ? notes::Severity::Error : notes::Severity::Warning;
        issue.file = i.value("file", "");
        issue.line = i.value("line", 0);
        issue.message = i.value("message", "");
        // Problems stored before kinds were: only their message.
        issue.kind = notes::issueKindFromName(i.value("kind", ""));
        if (const auto args = i.find("args"); args != i.end() && args->is_array())
            for (const auto& arg : *args)
                if (arg.is_string())
                    issue.args.push_back(arg.get<std::string>());
        issues.push_back(std::move(issue));
    }
    return issues;
}

int ImportReport::warnings() const
{
    return static_cast<int>(std::count_if(issues.begin(), issues.end(),
                                          [](const notes::NoteIssue& i) { return i.severity == notes::Severity::Warning; }));
}

int ImportReport::errors() const
{
    return static_cast<int>(issues.size()) - warnings();
}

std::string ImportReport::toJson() const
{
    nlohmann::json j = {
        {"notes_dir", notesDir},
        {"cards_in_notes", cardsInNotes},
        {"unchanged", unchanged},
        {"wrote_nothing", wroteNothing},
        {"new", changesJson(added)},
        {"updated", changesJson(updated)},
        {"moved", changesJson(moved)},
        {"retired", changesJson(retired)},
        {"restored", changesJson(restored)},
        {"became_cloze_notes", changesJson(becameClozeNotes)},
        {"problems", nlohmann::json::parse(issuesToJson(issues))},
    };
    return j.dump(2, ' ', false, nlohmann::json::error_handler_t::replace);
}

std::string ImportReport::toText() const
{
    std::ostringstream out;
    out << "Imported " << notesDir << ": " << cardsInNotes << " cards in the notes — " << added.size() << " new, "
        << updated.size() << " updated, " << moved.size() << " moved, " << retired.size() << " retired, "
        << restored.size() << " restored, " << unchanged << " unchanged.\n";
    if (wroteNothing)
        out << "Nothing changed; the deck was not written.\n";
    auto section = [&](const char* title, const std::vector<CardChange>& changes) {
        for (const CardChange& c : changes)
            out << "  " << title << " #" << c.id << "  " << c.file << ":" << c.line << "  " << questionHeadline(cardName(cardOf(c)))
                << "\n";
    };
    section("new     ", added);
    section("updated ", updated);
    section("moved   ", moved);
    section("retired ", retired);
    section("restored", restored);
    for (const CardChange& c : becameClozeNotes)
        out << "  cloze note now #" << c.id << "  " << c.file << ":" << c.line << "  " << questionHeadline(cardName(cardOf(c)))
            << " — its clozes are new cards; this card is retired with its history\n";
    for (const notes::NoteIssue& i : issues) {
        out << (i.severity == notes::Severity::Error ? "error: " : "warning: ") << i.file;
        if (i.line > 0)
            out << ":" << i.line;
        out << ": " << i.message << "\n";
    }
    return out.str();
}

} // namespace notedeck::service
