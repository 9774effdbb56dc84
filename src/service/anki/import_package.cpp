#include "service/anki_import.h"

#include "service/anki/detail/import_history.h"
#include "service/detail/deck_internals.h"
#include "storage/anki/collection_reader.h"
#include "storage/anki/package_reader.h"

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

} // namespace

std::string AnkiImportReport::toText() const
{
    std::ostringstream out;
    out << "Anki package, " << layout << " layout: " << notes << " notes\n";
    out << fromNoteDeck << " notes came from this deck: " << answersAdded << " answers added, " << answersHere
        << " already here, " << cardsRescheduled << " cards rescheduled\n";
    if (notesWritten > 0 || !files.empty()) {
        out << notesWritten << " notes written as Markdown in " << files.size() << " files, " << mediaCopied
            << " media files copied\n";
        for (const auto& f : files)
            out << "  " << f << "\n";
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
    return transactFor(deck, [&](Deck& d) -> core::Result<AnkiImportReport> {
        std::set<std::int64_t> ours;
        if (auto done = importNoteDeckHistory(d, *collection, ours, report); !done)
            return std::unexpected(done.error());
        return report;
    });
}

} // namespace notedeck::service
