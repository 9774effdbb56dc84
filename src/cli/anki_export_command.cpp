#include "cli/commands.h"
#include "cli/deck_access.h"
#include "cli/one_line.h"
#include "core/deck_path.h"
#include "service/anki/anki_export.h"

#include <iostream>

namespace notedeck::cli {

namespace {
const char* kHelp = R"(usage: notedeck-cli anki export FILE.apkg [--deck PATH] [--no-history] [--notes DIR] [--db PATH]

Writes the deck as an Anki package (.apkg) that Anki 2.1.50 and later and AnkiDroid import: one Anki
note per note, in subdecks that follow the chapters, with math as MathJax, images as media and the
file:line of each note in its Source field. See docs/anki.md.

  --deck PATH     only this chapter and its sub-chapters ("基础知识::Python" or "基础知识 › Python")
  --no-history    every card goes as new: no schedules, FSRS memory or review history
  --notes DIR     the notes folder holding the images (default: the one the deck was last imported from)
  --db PATH       the deck file

Exit status: 0 written, 1 written but some images could not be added, 2 nothing written.
)";

} // namespace

int runAnkiExport(const Arguments& args)
{
    if (int code = helpOrUsageError(args, kHelp, {"--deck", "--no-history", "--notes"}); code >= 0)
        return code;
    if (args.positional().size() != 2) {
        std::cerr << "notedeck-cli anki export: give the package to write (FILE.apkg)\n\n" << kHelp;
        return kFatal;
    }
    auto deck = openDeck(args, Scheduling::Needed);
    if (!deck)
        return kFatal;
    service::AnkiExportOptions options;
    options.file = args.positional()[1];
    options.history = !args.flag("--no-history");
    if (auto scope = args.value("--deck"))
        options.scope = core::DeckPath::parse(*scope);
    if (auto notes = args.value("--notes"))
        options.notesDir = *notes;
    auto report = service::exportToAnki(*deck, options);
    if (!report) {
        std::cerr << "notedeck-cli anki export: " << oneLine(report.error().toString()) << "\n";
        return kFatal;
    }
    std::cout << options.file.string() << ": " << report->notes << " notes, " << report->cards << " cards, "
              << report->reviews << " answers, " << report->decks << " decks, " << report->media << " media files\n";
    for (const std::string& problem : report->problems)
        std::cerr << oneLine(problem) << "\n";
    return report->problems.empty() ? kOk : kProblems;
}

} // namespace notedeck::cli
