#include "cli/commands.h"

#include <iostream>

namespace notedeck::cli {

namespace {
const char* kUsage = R"(usage: notedeck-cli anki import FILE [--into DIR]

Brings an Anki package (.apkg, .colpkg) into the deck; see `notedeck-cli anki import --help`.
)";
} // namespace

int runAnki(const Arguments& args)
{
    const std::string what = args.positional().empty() ? std::string() : args.positional().front();
    if (what == "import")
        return runAnkiImport(args);
    if (what.empty() && args.flag("--help")) {
        std::cout << kUsage;
        return kOk;
    }
    std::cerr << (what.empty() ? std::string() : "notedeck-cli anki: unknown command \"" + what + "\"\n\n") << kUsage;
    return kFatal;
}

} // namespace notedeck::cli
