#pragma once
// Opening the deck named by --db (or the default one), with the message every command prints
// when it cannot.
#include "cli/arguments.h"
#include "storage/deck_store.h"

#include <memory>

namespace notedeck::cli {

std::unique_ptr<storage::DeckStore> openDeck(const Arguments& args);

// Prints a command's help when --help was given or unknown options were; returns the exit code to
// stop with, or -1 to go on.
int helpOrUsageError(const Arguments& args, const char* help, const std::vector<std::string>& knownOptions);

} // namespace notedeck::cli
