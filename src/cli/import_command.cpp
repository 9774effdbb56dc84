#include "cli/commands.h"
#include "cli/deck_access.h"
#include "core/clock.h"
#include "service/deck/deck_location.h"
#include "service/import/import_notes.h"
#include "service/import/notes_source.h"
#include "service/sync/sync.h"

#include <nlohmann/json.hpp>

#include <iostream>
#include <memory>
#include <optional>

namespace notedeck::cli {

namespace {
const char* kHelp = R"(usage: notedeck-cli import [NOTES_DIR] [--dry-run] [--replace] [--json] [--db PATH]

Imports the Markdown notes in NOTES_DIR into the deck; without NOTES_DIR, the deck's own notes
folder (the one it was last imported from; the notes bundled with NoteDeck for a new deck). The deck
keeps the folder, and the app uses it too. Cards keep their review history when the notes are
edited, moved or reworded; cards that left the notes are retired (hidden, history kept) and
restored when they come back. Then the study journal is set up in the notes folder
(NOTES_DIR/.notedeck/, beside the deck for the bundled notes or a folder that cannot be written)
and the other devices' journals are merged (see `sync`).

  --dry-run   write nothing (no deck, no journal): show what the import would make, file by file —
              its cards of each kind, the rule that reads it, its first questions — with every
              warning, and what the deck would gain and retire
  --replace   import NOTES_DIR although the deck has cards from another notes folder (without it,
              nothing is imported, and how many cards it would retire is said)
  --json      print the import report as JSON
  --db PATH   the deck file (default: $XDG_DATA_HOME/notedeck/deck.sqlite)

Exit status: 0 imported cleanly, 1 imported with problems in the notes (reported with file:line),
2 nothing imported (fatal error).
)";
// Another folder than the deck's: refused (kFatal) when the deck has cards, saying how many the
// other folder would retire; its journal would move too, so even a folder that retires none is
// taken only with --replace.
int refuseToRetire(service::Deck& deck, const std::filesystem::path& notesDir,
                   const std::optional<service::NotesSource>& own)
{
    auto preview = service::previewImport(deck, notesDir);
    if (!preview) {
        std::cerr << "notedeck-cli import: " << preview.error().toString() << "\n";
        return kFatal;
    }
    if (preview->cards == 0)
        return -1;
    const std::string from = own ? "the notes in " + own->folder.string() : std::string("another notes folder");
    std::cerr << "notedeck-cli import: this deck's cards come from " << from << "; importing " << notesDir.string()
              << " instead would retire " << preview->retired << " card" << (preview->retired == 1 ? "" : "s")
              << " (hidden from study, history kept), and the deck's study journal would follow it there. Nothing was"
                 " imported. Give --replace to import it all the same.\n";
    return kFatal;
}

// --dry-run: the preview, with the deck read only when it exists (a deck that does not is not
// made) and no journal touched.
int runDryRun(const Arguments& args)
{
    const std::filesystem::path deckFile = args.value("--db").value_or(service::defaultDeckFile().string());
    std::error_code ec;
    std::unique_ptr<service::Deck> deck;
    if (std::filesystem::exists(deckFile, ec)) {
        service::DeckOpenOptions options;
        options.readOnly = true;
        options.schedulingOptional = true;
        auto opened = service::Deck::open(deckFile, std::move(options));
        if (!opened) {
            std::cerr << "notedeck-cli: " << opened.error().toString() << "\n";
            return kFatal;
        }
        deck = std::move(*opened);
    }
    std::filesystem::path notesDir;
    if (!args.positional().empty()) {
        notesDir = args.positional().front();
    } else if (deck) {
        auto own = service::notesSourceOf(*deck, args.program());
        if (!own) {
            std::cerr << "notedeck-cli import: " << own.error().toString() << "\n";
            return kFatal;
        }
        if (!*own) {
            std::cerr << "notedeck-cli import: this deck does not say which notes folder it was imported from: "
                         "give it (notedeck-cli import NOTES_DIR --dry-run)\n";
            return kFatal;
        }
        notesDir = (*own)->folder;
    } else {
        notesDir = service::bundledNotesDir(args.program());
    }
    auto preview = deck ? service::previewImport(*deck, notesDir) : service::previewNotes(notesDir);
    if (!preview) {
        std::cerr << "notedeck-cli import: " << preview.error().toString() << "\n";
        return kFatal;
    }
    std::cout << (args.flag("--json") ? preview->toJson() + "\n" : preview->toText());
    return preview->issues.empty() ? kOk : kProblems;
}

} // namespace

int runImport(const Arguments& args)
{
    if (int code = helpOrUsageError(args, kHelp, {"--json", "--replace", "--dry-run"}); code >= 0)
        return code;
    if (args.positional().size() > 1) {
        std::cerr << "notedeck-cli import: give one notes folder\n\n" << kHelp;
        return kFatal;
    }
    if (args.flag("--dry-run"))
        return runDryRun(args);
    auto deck = openDeck(args, Scheduling::NotNeeded, Access::Writes);
    if (!deck)
        return kFatal;
    auto own = service::notesSourceOf(*deck, args.program());
    if (!own) {
        std::cerr << "notedeck-cli import: " << own.error().toString() << "\n";
        return kFatal;
    }
    if (args.positional().empty() && !*own) {
        std::cerr << "notedeck-cli import: this deck does not say which notes folder it was imported from: "
                     "give it (notedeck-cli import NOTES_DIR)\n";
        return kFatal;
    }
    const std::filesystem::path notesDir =
        args.positional().empty() ? (*own)->folder : std::filesystem::path(args.positional().front());
    if (!args.flag("--replace") && (!*own || !service::sameFolder(notesDir, (*own)->folder))) {
        if (int code = refuseToRetire(*deck, notesDir, *own); code >= 0)
            return code;
    }
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
