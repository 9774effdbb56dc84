#include "service/anki/anki_import.h"

#include "service/anki/detail/import_history.h"
#include "service/anki/detail/import_markdown.h"
#include "service/import/import_notes.h"
#include "service/deck/detail/deck_internals.h"
#include "storage/anki/collection_reader.h"
#include "storage/anki/package_reader.h"

#include <algorithm>
#include <map>
#include <sstream>
#include <unordered_set>

namespace notedeck::service {

namespace {

const char* layoutName(storage::anki::PackageLayout layout)
{
    switch (layout) {
    case storage::anki::PackageLayout::Legacy1:
        return "legacy (collection.anki2)";
    case storage::anki::PackageLayout::Legacy2:
        return "legacy (collection.anki21)";
    case storage::anki::PackageLayout::Current:
        return "current (collection.anki21b)";
    }
    return "";
}

// Review rows naming cards the package does not hold: skipped, and told once.
void tellRowsWithoutCards(const storage::anki::AnkiCollection& collection, const std::string& source,
                          AnkiImportReport& report)
{
    std::unordered_set<std::int64_t> cards;
    for (const auto& c : collection.cards)
        cards.insert(c.id);
    size_t without = 0;
    for (const auto& r : collection.reviews)
        without += cards.contains(r.card) ? 0 : 1;
    if (without > 0)
        report.problems.push_back(source + ": " + std::to_string(without) +
                                  " review rows name cards the package does not hold; they are skipped");
}

bool inside(const std::filesystem::path& folder, const std::filesystem::path& notes)
{
    if (notes.empty())
        return false;
    std::error_code ec;
    const auto a = std::filesystem::weakly_canonical(folder, ec);
    const auto b = std::filesystem::weakly_canonical(notes, ec);
    auto [end, _] = std::mismatch(b.begin(), b.end(), a.begin(), a.end());
    return end == b.end();
}

// The cards the notes folder's import made of the notes written: Anki card id → card here, by the
// file and line of each note and the ord of each of its cards (of the note's kind: an occlusion
// note's cards are occlusion cards).
core::Result<std::unordered_map<std::int64_t, core::CardId>> cardsOfWrittenNotes(
    storage::DeckStore& store, const storage::anki::AnkiCollection& collection, const std::vector<WrittenNote>& written)
{
    auto rows = store.cards().list({}, false);
    if (!rows)
        return std::unexpected(rows.error());
    std::map<std::pair<std::string, int>, std::vector<const core::CardRow*>> byPlace;
    for (const auto& r : *rows)
        byPlace[{r.card.sourceFile, r.card.sourceLine}].push_back(&r);
    std::unordered_map<std::int64_t, const WrittenNote*> writtenNote;
    for (const auto& w : written)
        writtenNote.emplace(w.note, &w);
    std::unordered_map<std::int64_t, core::CardId> cards;
    for (const auto& c : collection.cards) {
        auto note = writtenNote.find(c.note);
        if (note == writtenNote.end())
            continue;
        auto here = byPlace.find({note->second->file, note->second->line});
        if (here == byPlace.end())
            continue;
        // An image occlusion note's card N − 1 is its picture's occlusion card N, not the card
        // the note's question makes.
        for (const auto* r : here->second)
            if (r->card.kind.ankiOrd() == c.ord &&
                (r->card.kind.traits().ankiNote == core::AnkiNoteType::ImageOcclusion) == note->second->occlusion)
                cards.emplace(c.id, r->card.id);
    }
    return cards;
}

} // namespace

std::string AnkiImportReport::toText() const
{
    std::ostringstream out;
    out << "Anki package, " << layout << " layout: " << notes << " notes\n";
    // The answers count both kinds of notes: those from this deck and those written as Markdown.
    out << fromNoteDeck << " notes came from this deck\n";
    out << answersAdded << " answers added, " << answersHere << " already here, " << cardsRescheduled
        << " cards rescheduled\n";
    if (notesWritten > 0 || !files.empty()) {
        out << notesWritten << " notes written as Markdown in " << files.size() << " files, " << mediaCopied
            << " media files copied\n";
        for (const auto& f : files)
            out << "  " << f << "\n";
        if (occlusionNotes > 0)
            out << occlusionNotes << " of them image occlusion notes: a picture with its masks beside it\n";
        if (!notesImported)
            out << "They are outside the notes folder: NoteDeck imports them once they are in it\n";
    }
    if (!otherKinds.empty()) {
        out << "Note types NoteDeck has no kind for (front as question, the rest as answer):\n";
        for (const auto& k : otherKinds)
            out << "  " << k << "\n";
    }
    return out.str();
}

core::Result<AnkiImportReport> importAnkiPackage(Deck& deck, const AnkiImportOptions& options)
{
    const std::string source = options.package.string();
    auto package = storage::anki::AnkiPackage::open(options.package);
    if (!package)
        return std::unexpected(package.error());
    AnkiImportReport report;
    report.layout = layoutName(package->layout());
    report.problems = package->problems();
    auto collection = storage::anki::readCollection(package->takeCollection(), source);
    if (!collection)
        return std::unexpected(collection.error());
    report.notes = static_cast<int>(collection->notes.size());
    tellRowsWithoutCards(*collection, source, report);
    std::set<std::int64_t> ours;
    auto done = deck.transact([&](Deck& d) { return importNoteDeckHistory(d, *collection, ours, report); });
    if (!done)
        return std::unexpected(done.error());
    if (options.into.empty()) {
        if (const size_t others = collection->notes.size() - ours.size(); others > 0)
            report.problems.push_back(source + ": " + std::to_string(others) +
                                      " notes did not come from this deck and were not written: no folder was given "
                                      "for them (the notes folder is not known yet; give --into DIR)");
        return report;
    }
    auto written = writeNotesAsMarkdown(*collection, ours, *package, options.into,
                                        options.notes.empty() ? options.into : options.notes, report);
    if (!written)
        return std::unexpected(written.error());
    if (written->empty() || !inside(options.into, options.notes))
        return report;
    auto imported = importNotes(deck, options.notes, deck.clock());
    if (!imported)
        return std::unexpected(imported.error());
    report.notesImported = true;
    if (!imported->issues.empty())
        report.problems.push_back(options.notes.string() + ": the notes have " + std::to_string(imported->issues.size()) +
                                  " problems; notedeck-cli import lists them");
    done = deck.transact([&](Deck& d) -> core::Result<void> {
        auto cards = cardsOfWrittenNotes(storeOf(d), *collection, *written);
        if (!cards)
            return std::unexpected(cards.error());
        return addAnkiAnswers(d, *collection, *cards, report);
    });
    if (!done)
        return std::unexpected(done.error());
    return report;
}

} // namespace notedeck::service
