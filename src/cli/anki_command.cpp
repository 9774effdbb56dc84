#include "cli/commands.h"

#include <iostream>

namespace notedeck::cli {

namespace {
const char* kUsage = R"(usage: notedeck-cli anki export FILE.apkg [options]   (notedeck-cli anki export --help)

The bridge to Anki (docs/anki.md).
)";
} // namespace

int runAnki(const Arguments& args)
{
    const auto& words = args.positional();
    if (!words.empty() && words.front() == "export")
        return runAnkiExport(args);
    std::cerr << "notedeck-cli anki: say what to do\n\n" << kUsage;
    return args.flag("--help") ? kOk : kFatal;
}

} // namespace notedeck::cli
