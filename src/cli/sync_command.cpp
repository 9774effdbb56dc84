#include "cli/commands.h"
#include "cli/deck_access.h"
#include "service/deck/deck_location.h"
#include "service/import/notes_source.h"
#include "service/sync/sync.h"

#include <nlohmann/json.hpp>

#include <iostream>

namespace notedeck::cli {

namespace {
const char* kHelp = R"(usage: notedeck-cli sync [--json] [--export DIR | --import DIR] [--beside-deck | --in-notes NOTES_DIR] [--name NAME] [--db PATH]

Merges the study journals of the other devices that study the same notes: each device appends its
answers, undo, bury, suspend, flag and preset changes to its own file in the notes folder
(NOTES/.notedeck/journal/), and the notes' own sync (git, Syncthing, a shared folder) brings the
other devices' files. `import` sets the journal up and merges too. See docs/sync.md.

  --export DIR          copy the journal's device files to DIR/journal/ (to carry them by hand)
  --import DIR          copy the device files found in DIR (DIR/journal/, DIR/.notedeck/journal/ or
                        DIR itself) into the journal, then merge
  --beside-deck         keep this deck's journal beside the deck file, not in the notes folder
  --in-notes NOTES_DIR  keep it in the notes folder NOTES_DIR again (the default)
  --name NAME           rename this device (one line, at most 64 characters): the name the other
                        devices show for it; it reaches them with this device's journal
  --json                print what was merged as JSON, with every problem (the text lists at most 20
                        of each journal file, then how many more)

Exit status: 0 merged, 1 merged but some journal lines were skipped (reported with file:line),
2 nothing merged (fatal error).
)";

void printText(const service::MergeReport& report, const std::optional<service::JournalSetup>& setup)
{
    if (setup)
        std::cout << "journal: " << setup->root.string() << " (this device: "
                  << (setup->deviceName.empty() ? setup->device : setup->deviceName) << ")\n";
    const std::string summary = report.summary();
    std::cout << (summary.empty() ? "nothing new from other devices" : summary) << "\n";
    if (report.cardsChanged > 0)
        std::cout << report.cardsChanged << " card" << (report.cardsChanged == 1 ? "" : "s") << " rescheduled\n";
    if (report.presetsChanged)
        std::cout << "study options taken from the journal\n";
    for (const auto& problem : report.problemsInBrief())
        std::cerr << problem << "\n";
}

void printJson(const service::MergeReport& report, const std::optional<service::JournalSetup>& setup,
               const std::vector<service::DeviceSeen>& devices)
{
    nlohmann::json out;
    out["journal"] = setup ? setup->root.string() : "";
    out["device"] = setup ? setup->device : "";
    nlohmann::json merged = nlohmann::json::array();
    for (const auto& d : report.devices)
        merged.push_back({{"device", d.device}, {"name", d.name}, {"answers", d.answers}, {"events", d.events},
                          {"unknown_card_events", d.unknownCards}});
    out["merged"] = merged;
    out["answers"] = report.answers();
    out["unknown_card_events"] = report.unknownCardEvents();
    out["cards_changed"] = report.cardsChanged;
    out["presets_changed"] = report.presetsChanged;
    out["problems"] = report.problems;
    nlohmann::json seen = nlohmann::json::array();
    for (const auto& d : devices)
        seen.push_back({{"device", d.device}, {"name", d.name}, {"last_event", d.lastEvent}, {"this_device", d.thisDevice}});
    out["devices"] = seen;
    std::cout << out.dump(2, ' ', false, nlohmann::json::error_handler_t::replace) << "\n";
}
} // namespace

int runSync(const Arguments& args)
{
    if (int code = helpOrUsageError(args, kHelp, {"--json", "--export", "--import", "--beside-deck", "--in-notes", "--name"});
        code >= 0)
        return code;
    if (!args.positional().empty() || (args.value("--export") && args.value("--import"))) {
        std::cerr << "notedeck-cli sync: give at most one of --export DIR and --import DIR\n\n" << kHelp;
        return kFatal;
    }
    auto deck = openDeck(args, Scheduling::NotNeeded, Access::Writes);
    if (!deck)
        return kFatal;
    if (deck->isReadOnly()) {
        std::cerr << "notedeck-cli sync: the deck cannot be written: " << deck->readOnlyReason() << "\n";
        return kFatal;
    }
    auto fail = [](const core::Error& error) {
        std::cerr << "notedeck-cli sync: " << error.toString() << "\n";
        return kFatal;
    };
    // The deck's own notes folder, the one its journal goes with.
    auto own = service::notesSourceOf(*deck, args.program());
    if (!own)
        return fail(own.error());
    if (args.flag("--beside-deck") || args.value("--in-notes")) {
        std::filesystem::path notesDir = args.value("--in-notes").value_or("");
        bool bundled = !notesDir.empty() && service::isBundledNotesDir(notesDir, args.program());
        if (notesDir.empty() && *own) {
            notesDir = (*own)->folder;
            bundled = (*own)->bundled;
        }
        if (auto done = service::keepJournalBesideDeck(*deck, args.flag("--beside-deck"), notesDir, bundled); !done)
            return fail(done.error());
    }
    auto setup = service::journalSetup(*deck);
    if (!setup)
        return fail(setup.error());
    if (!*setup && *own && !(*own)->bundled) {
        // Imported before the journal existed: it is set up with the deck's notes folder now.
        if (auto followed = service::followNotes(*deck, (*own)->folder, false); !followed)
            return fail(followed.error());
        setup = service::journalSetup(*deck);
        if (!setup)
            return fail(setup.error());
    }
    if (!*setup) {
        std::cerr << "notedeck-cli sync: this deck has no journal yet: import its notes first "
                     "(notedeck-cli import NOTES_DIR)\n";
        return kFatal;
    }
    if (auto name = args.value("--name")) {
        auto renamed = service::renameDevice(*deck, *name);
        if (!renamed)
            return fail(renamed.error());
        (*setup)->deviceName = *renamed;
        if (!args.flag("--json"))
            std::cout << "this device is now called " << *renamed << "\n";
    }
    if (auto dir = args.value("--export")) {
        auto copied = service::exportJournal(*deck, *dir);
        if (!copied)
            return fail(copied.error());
        std::cout << *copied << " journal file" << (*copied == 1 ? "" : "s") << " copied to " << *dir << "/journal\n";
        return kOk;
    }
    auto report = args.value("--import") ? service::importJournal(*deck, *args.value("--import"))
                                         : service::mergeJournals(*deck);
    if (!report)
        return fail(report.error());
    auto devices = service::devicesSeen(*deck);
    if (!devices)
        return fail(devices.error());
    if (args.flag("--json"))
        printJson(*report, *setup, *devices);
    else
        printText(*report, *setup);
    return report->problems.empty() ? kOk : kProblems;
}

} // namespace notedeck::cli
