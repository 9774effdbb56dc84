#include "cli/commands.h"

#include <iostream>
#include <string>

namespace notedeck::cli {

namespace {
const char* kUsage = R"(usage: notedeck-cli anki export FILE.apkg [--deck PATH] [--no-history] [--notes DIR]
       notedeck-cli anki import FILE [--into DIR]

The bridge to Anki (docs/anki.md): `export` writes the deck as an Anki package with its history,
`import` brings an Anki package (.apkg, .colpkg) into the deck. Each has its own --help.
)";
} // namespace

int runAnki(const Arguments& args)
{
    const std::string what = args.positional().empty() ? std::string() : args.positional().front();
    if (what == "export")
        return runAnkiExport(args);
    if (what == "import")
        return runAnkiImport(args);
    if (what.empty() && args.flag("--help")) {
        std::cout << kUsage;
        return kOk;
    }
    std::cerr << (what.empty() ? std::string("notedeck-cli anki: say what to do\n\n")
                               : "notedeck-cli anki: unknown command \"" + what + "\"\n\n")
              << kUsage;
    return kFatal;
}

} // namespace notedeck::cli
