#include "cli/commands.h"
#include "cli/deck_access.h"
#include "core/clock.h"
#include "service/deck_location.h"
#include "service/import_notes.h"
#include "service/sync.h"

#include <nlohmann/json.hpp>

#include <iostream>

namespace notedeck::cli {

namespace {
const char* kHelp = R"(usage: notedeck-cli import [NOTES_DIR] [--json] [--db PATH]

Imports the Markdown notes in NOTES_DIR (default: the notes bundled with NoteDeck) into the deck.
Cards keep their review history when the notes are edited, moved or reworded; cards that left the
notes are retired (hidden, history kept) and restored when they come back. Then the study journal
is set up in the notes folder (NOTES_DIR/.notedeck/, beside the deck for the bundled notes or a
folder that cannot be written) and the other devices' journals are merged (see `sync`).

  --json      print the import report as JSON
  --db PATH   the deck file (default: $XDG_DATA_HOME/notedeck/deck.sqlite)

Exit status: 0 imported cleanly, 1 imported with problems in the notes (reported with file:line),
2 nothing imported (fatal error).
)";
} // namespace

int runImport(const Arguments& args)
{
    if (int code = helpOrUsageError(args, kHelp, {"--json"}); code >= 0)
        return code;
    if (args.positional().size() > 1) {
        std::cerr << "notedeck-cli import: give one notes folder\n\n" << kHelp;
        return kFatal;
    }
    const std::filesystem::path notesDir = args.positional().empty()
        ? service::bundledNotesDir(args.program())
        : std::filesystem::path(args.positional().front());
    auto deck = openDeck(args, Scheduling::NotNeeded);
    if (!deck)
        return kFatal;
    core::SystemClock clock;
    auto report = service::importNotes(*deck, notesDir, clock);
    if (!report) {
        std::cerr << "notedeck-cli import: " << report.error().toString() << "\n";
        return kFatal;
    }
    const bool bundled = service::isBundledNotesDir(notesDir, args.program());
    auto merged = service::followNotes(*deck, notesDir, bundled);
    if (!merged) {
        std::cerr << "notedeck-cli import: the notes were imported, but the study journal could not be merged: "
                  << merged.error().toString() << "\n";
        return kFatal;
    }
    if (args.flag("--json")) {
        nlohmann::json out = nlohmann::json::parse(report->toJson());
        out["merged_answers"] = merged->answers();
        out["journal_problems"] = merged->problems;
        std::cout << out.dump(2, ' ', false, nlohmann::json::error_handler_t::replace) << "\n";
    } else {
        std::cout << report->toText();
        if (const std::string summary = merged->summary(); !summary.empty())
            std::cout << summary << "\n";
    }
    for (const auto& problem : merged->problemsInBrief())
        std::cerr << problem << "\n";
    return report->issues.empty() && merged->problems.empty() ? kOk : kProblems;
}

} // namespace notedeck::cli
