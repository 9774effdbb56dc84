#include "cli/commands.h"
#include "cli/deck_access.h"
#include "service/anki/anki_import.h"
#include "service/import/notes_source.h"

#include <iostream>

namespace notedeck::cli {

namespace {
const char* kHelp = R"(usage: notedeck-cli anki import FILE [--into DIR] [--db PATH]

Imports an Anki package (.apkg or .colpkg, any layout Anki writes). Notes that came from this deck
(exported with `notedeck-cli anki export`) bring back the answers given in Anki: the package's review
rows the deck does not have yet become answers in the study journal (so other devices get them too),
and those cards are rescheduled from their whole history. Importing the same package again adds
nothing. Other notes become Markdown in DIR (default: Anki/ in the notes folder).

Exit status: 0 imported, 1 imported with problems (listed), 2 nothing imported (fatal error).
)";
} // namespace

int runAnkiImport(const Arguments& args)
{
    if (int code = helpOrUsageError(args, kHelp, {"--into"}); code >= 0)
        return code;
    if (args.positional().size() != 2) {
        std::cerr << "notedeck-cli anki import: give one package file\n\n" << kHelp;
        return kFatal;
    }
    auto deck = openDeck(args, Scheduling::Needed, Access::Writes);
    if (!deck)
        return kFatal;
    service::AnkiImportOptions options;
    options.package = args.positional()[1];
    // The deck's own notes folder; never the notes bundled with NoteDeck, which are not the user's
    // to write in.
    auto own = service::notesSourceOf(*deck, args.program());
    if (!own) {
        std::cerr << "notedeck-cli anki import: " << own.error().toString() << "\n";
        return kFatal;
    }
    if (*own && !(*own)->bundled)
        options.notes = (*own)->folder;
    if (auto into = args.value("--into"))
        options.into = *into;
    else if (!options.notes.empty())
        options.into = options.notes / "Anki";
    auto report = service::importAnkiPackage(*deck, options);
    if (!report) {
        std::cerr << "notedeck-cli anki import: " << report.error().toString() << "\n";
        return kFatal;
    }
    std::cout << report->toText();
    for (const auto& problem : report->problems)
        std::cerr << problem << "\n";
    return report->problems.empty() ? kOk : kProblems;
}

} // namespace notedeck::cli
