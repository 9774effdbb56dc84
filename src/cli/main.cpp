// notedeck-cli: the deck from the command line (no GUI libraries linked).
#include "cli/arguments.h"
#include "cli/commands.h"
#include "cli/deck_access.h"
#include "cli/terminal_text.h"

#include <iostream>
#include <map>

namespace {
const char* kUsage = R"(usage: notedeck-cli COMMAND [options] [--db PATH]

Commands:
  import [NOTES_DIR]   import Markdown notes into the deck (default: the bundled notes)
  list                 list the cards
  show ID              one card: question, answer, source, state and review history
  stats                card counts per deck
  next                 the next card due now
  answer ID RATING     record an answer: again, hard, good or easy
  preview ID           the interval each answer would give
  undo                 undo the latest answer
  suspend ID...        take cards out of study until unsuspended (unsuspend ID... brings them back)
  bury ID...           hide cards until the next study day (unbury ID... brings them back)
  flag ID [COLOUR|off] put a coloured flag on a card, or take it off
  fsrs optimize        fit FSRS parameters to a review history (--preset NAME: one preset's)
  fsrs reschedule      new due dates after the options changed (--retention R, --easy-days DAYS)
  preset list|set|assign  presets of study options and the chapters given them
  sync                 merge the study journals of the other devices (--export/--import DIR)
  anki export FILE     write the deck as an Anki package (.apkg), with its history
  backup [--list]      back up the deck now, or list its backups
  restore FILE         replace the deck with a backup (keeping a copy of it first)
  drill                draw interview questions from chosen decks
  demo-history         fill a new deck with a made-up study history (for trying the statistics)
  anki import FILE     bring an Anki package in: the answers given in Anki, other notes as Markdown

Every command takes --db PATH (default: $XDG_DATA_HOME/notedeck/deck.sqlite) and --help.
Exit status: 0 ok, 1 problems reported in the notes (or a change saved in the deck that its study
journal could not take yet, a full disk), 2 fatal error.
)";
} // namespace

int main(int argc, char** argv)
{
    using namespace notedeck::cli;
    // Static, so that it also flushes when the program ends by another way than this return.
    static EscapedOutput escaped;
    std::string error;
    auto args = Arguments::parse(argc, argv, error);
    if (!args) {
        std::cerr << "notedeck-cli: " << error << "\n\n" << kUsage;
        return kFatal;
    }
    static const std::map<std::string, int (*)(const Arguments&)> commands = {
        {"import", runImport},
        {"list", runList},
        {"show", runShow},
        {"stats", runStats},
        {"next", runNext},
        {"answer", runAnswer},
        {"preview", runPreview},
        {"undo", runUndo},
        {"suspend", runSuspend},
        {"unsuspend", runUnsuspend},
        {"bury", runBury},
        {"unbury", runUnbury},
        {"flag", runFlag},
        {"fsrs", runFsrs},
        {"preset", runPreset},
        {"backup", runBackup},
        {"restore", runRestore},
        {"drill", runDrill},
        {"demo-history", runDemoHistory},
        {"sync", runSync},
        {"anki", runAnki},
    };
    if (args->command().empty() || args->command() == "help") {
        std::cout << kUsage;
        return args->command().empty() && !args->flag("--help") ? kFatal : kOk;
    }
    auto it = commands.find(args->command());
    if (it == commands.end()) {
        std::cerr << "notedeck-cli: unknown command \"" << args->command() << "\"\n\n" << kUsage;
        return kFatal;
    }
    return warnJournal(*args, it->second(*args));
}
