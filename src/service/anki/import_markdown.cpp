#include "service/anki/detail/import_markdown.h"

#include "core/text.h"
#include "service/anki/detail/field_markdown.h"
#include "service/anki/detail/import_occlusion.h"

#include <algorithm>
#include <fstream>
#include <map>
#include <optional>
#include <unordered_map>

namespace notedeck::service {

namespace fs = std::filesystem;
using storage::anki::AnkiCollection;
using storage::anki::AnkiNote;
using storage::anki::AnkiNoteType;

namespace {

enum class Kind { Basic, Reversed, Cloze, Occlusion, Other };

Kind kindOf(const AnkiNoteType& type)
{
    if (type.cloze)
        return Kind::Cloze;
    if (type.name.starts_with("NoteDeck Basic (and reversed"))
        return Kind::Reversed;
    if (type.name.starts_with("NoteDeck Basic"))
        return Kind::Basic;
    if (type.fields.size() == 2 && type.templates.size() == 2)
        return Kind::Reversed;
    if (type.fields.size() == 2 && type.templates.size() == 1)
        return Kind::Basic;
    return Kind::Other;
}

// A deck's name as a file name: no folders, no hidden file, nothing a file system refuses.
std::string fileNameOf(const std::string& deck)
{
    std::string name;
    for (unsigned char c : deck)
        name += (c < 0x20 || c == 0x7f || std::string_view("/\\:*?\"<>|").find(static_cast<char>(c)) != std::string_view::npos)
                    ? '_'
                    : static_cast<char>(c);
    while (!name.empty() && (name.front() == '.' || name.front() == ' '))
        name.erase(0, 1);
    if (name.size() > 100) {
        size_t cut = 100;
        while (cut > 0 && (static_cast<unsigned char>(name[cut]) & 0xc0) == 0x80)
            --cut;   // not inside a UTF-8 character
        name.resize(cut);
    }
    return name.empty() ? "Anki" : name;
}

// Copies: the text split is often a temporary.
std::vector<std::string> linesOf(const std::string& s)
{
    std::vector<std::string> out;
    for (std::string_view line : core::splitLines(s))
        out.emplace_back(line);
    return out;
}

bool oneLine(const std::string& s) { return !s.empty() && s.find('\n') == std::string::npos; }

// A list-item card: the question as one paragraph (its lines joined by <br>), the answer nested.
std::string listItem(const std::string& question, const std::string& answer)
{
    std::string q;
    for (const auto& line : linesOf(question))
        if (!line.empty())
            q += (q.empty() ? "" : "<br>") + std::string(line);
    std::string out = "- " + q + "\n\n";
    for (const auto& line : linesOf(answer.empty() ? std::string("*(no answer in Anki)*") : answer))
        out += line.empty() ? "\n" : "  " + std::string(line) + "\n";
    return out;
}

struct Section {
    std::vector<std::string> levels;   // below the file's deck
    std::vector<std::string> items;
    std::vector<std::int64_t> notes;
};

} // namespace

core::Result<std::vector<WrittenNote>> writeNotesAsMarkdown(const AnkiCollection& collection,
                                                            const std::set<std::int64_t>& skip,
                                                            storage::anki::AnkiPackage& package, const fs::path& into,
                                                            const fs::path& notesDir, AnkiImportReport& report)
{
    std::vector<WrittenNote> written;
    std::unordered_map<std::int64_t, const AnkiNoteType*> types;
    for (const auto& t : collection.noteTypes)
        types.emplace(t.id, &t);
    std::unordered_map<std::int64_t, const std::vector<std::string>*> decks;
    for (const auto& d : collection.decks)
        decks.emplace(d.id, &d.levels);
    std::unordered_map<std::int64_t, std::int64_t> deckOfNote;   // its first card's
    std::unordered_map<std::int64_t, int> firstOrd;
    for (const auto& c : collection.cards)
        if (auto [at, fresh] = firstOrd.try_emplace(c.note, c.ord); fresh || c.ord < at->second) {
            at->second = c.ord;
            deckOfNote[c.note] = c.deck;
        }

    std::error_code ec;
    const bool anyNotes = std::any_of(collection.notes.begin(), collection.notes.end(),
                                      [&](const AnkiNote& n) { return !skip.contains(n.id); });
    if (!anyNotes)
        return written;
    fs::create_directories(into / "media", ec);
    if (ec || fs::is_symlink(into, ec) || fs::is_symlink(into / "media", ec))
        return core::fail("cannot make the folder for the notes from Anki (or it is a link)", into.string());
    std::set<std::string> media;
    for (const auto& m : package.media()) {
        if (auto done = package.extractMedia(m, into / "media"); !done) {
            report.problems.push_back(done.error().toString());
            continue;
        }
        media.insert(m.name);
        ++report.mediaCopied;
    }
    FieldStyle style;
    style.mediaLink = [&](std::string_view src) {
        return media.contains(std::string(src)) ? "media/" + std::string(src) : std::string();
    };
    FieldStyle clozeStyle = style;
    clozeStyle.cloze = true;

    // By file (the top-level deck), then by subdeck, in the package's note order.
    std::map<std::string, std::map<std::vector<std::string>, Section>> files;
    std::map<std::string, int> otherKinds;
    std::set<std::int64_t> occlusionNotes;   // written as a picture with its mask file
    for (const auto& note : collection.notes) {
        if (skip.contains(note.id))
            continue;
        auto type = types.find(note.noteType);
        if (type == types.end() || note.fields.empty()) {
            report.problems.push_back("note " + std::to_string(note.id) + ": its note type is not in the package; not imported");
            continue;
        }
        std::vector<std::string> levels{"Default"};
        if (auto d = decks.find(deckOfNote.count(note.id) ? deckOfNote[note.id] : 0); d != decks.end() && !d->second->empty())
            levels = *d->second;
        auto field = [&](size_t i, const FieldStyle& s) {
            return i < note.fields.size() ? fieldMarkdown(note.fields[i], s) : std::string();
        };
        std::string item;
        // An image occlusion note whose masks or picture cannot be kept: its fields as they are.
        std::optional<OcclusionNoteSides> occlusion;
        const bool occluding = isAnkiOcclusionNote(note, *type->second);
        if (occluding)
            occlusion = occlusionNoteSides(note, style, into / "media", report);
        Kind kind = occlusion ? Kind::Occlusion : occluding ? Kind::Other : kindOf(*type->second);
        const std::string front = field(0, kind == Kind::Cloze ? clozeStyle : style);
        if (front.empty()) {
            report.problems.push_back("note " + std::to_string(note.id) + ": its first field is empty; not imported");
            continue;
        }
        if (kind == Kind::Cloze && front.find("{{c") == std::string::npos)
            kind = Kind::Basic;   // a cloze note without a cloze: its text and extra as a card
        if (kind == Kind::Occlusion) {
            item = listItem(occlusion->question, occlusion->answer);
            occlusionNotes.insert(note.id);
        } else if (kind == Kind::Cloze) {
            const auto lines = linesOf(front);
            item = "- " + std::string(lines.front()) + "\n";
            for (size_t i = 1; i < lines.size(); ++i)
                item += lines[i].empty() ? "\n" : "  " + std::string(lines[i]) + "\n";
            if (const std::string extra = field(1, style); !extra.empty()) {
                item += "\n";
                for (const auto& line : linesOf(extra))
                    item += line.empty() ? "\n" : "  " + std::string(line) + "\n";
            }
        } else if (kind == Kind::Other) {
            std::string rest;
            for (size_t i = 1; i < note.fields.size(); ++i)
                if (std::string f = field(i, style); !f.empty())
                    rest += (rest.empty() ? "" : "\n\n") + f;
            item = listItem(front, rest);
            ++otherKinds[type->second->name];
        } else {
            const std::string back = field(1, style);
            const char* separator = kind == Kind::Reversed ? " ::: " : " :: ";
            item = oneLine(front) && oneLine(back) ? "- " + front + separator + back + "\n" : listItem(front, back);
        }
        Section& section = files[levels.front()][std::vector<std::string>(levels.begin() + 1, levels.end())];
        section.items.push_back(std::move(item));
        section.notes.push_back(note.id);
    }
    for (const auto& [name, count] : otherKinds)
        report.otherKinds.push_back(name + ": " + std::to_string(count) + (count == 1 ? " note" : " notes"));

    for (auto& [deck, sections] : files) {
        std::string text = "# " + textMarkdown(deck) + "\n\n";
        int line = 3;
        std::vector<WrittenNote> here;
        std::vector<std::string> open;   // the subdeck headings written so far
        for (auto& [levels, section] : sections) {
            size_t common = 0;
            while (common < open.size() && common < levels.size() && open[common] == levels[common])
                ++common;
            for (size_t i = common; i < levels.size(); ++i) {
                text += std::string(std::min<size_t>(i + 2, 6), '#') + " " + textMarkdown(levels[i]) + "\n\n";
                line += 2;
            }
            open = levels;
            for (size_t i = 0; i < section.items.size(); ++i) {
                here.push_back({section.notes[i], {}, line, occlusionNotes.contains(section.notes[i])});
                text += section.items[i] + "\n";
                line += static_cast<int>(std::count(section.items[i].begin(), section.items[i].end(), '\n')) + 1;
            }
        }
        // A file of the same name with other content is kept: this one goes beside it.
        fs::path file;
        bool same = false;
        for (int n = 1; n < 100 && file.empty(); ++n) {
            const fs::path candidate = into / (fileNameOf(deck) + (n > 1 ? " " + std::to_string(n) : "") + ".md");
            if (!fs::exists(fs::symlink_status(candidate, ec)))
                file = candidate;
            else if (!fs::is_symlink(candidate, ec) && fs::file_size(candidate, ec) == text.size()) {
                std::ifstream in(candidate, std::ios::binary);
                std::string existing(text.size(), '\0');
                if (in.read(existing.data(), static_cast<std::streamsize>(existing.size())) && existing == text) {
                    file = candidate;
                    same = true;
                }
            }
        }
        if (file.empty())
            return core::fail("there are 99 files named after the Anki deck \"" + fileNameOf(deck) + "\" already", into.string());
        if (!same)
            if (auto done = storage::anki::writeFileNoFollow(file, text); !done)
                return std::unexpected(done.error());
        const std::string relative = fs::relative(file, notesDir, ec).generic_string();
        report.files.push_back(relative.empty() ? file.string() : relative);
        for (auto& w : here) {
            w.file = relative;
            written.push_back(std::move(w));
        }
        report.notesWritten += static_cast<int>(here.size());
    }
    return written;
}

} // namespace notedeck::service
