#pragma once
// Opening the deck named by --db (or the default one), with the message every command prints
// when it cannot.
#include "cli/arguments.h"
#include "service/deck/deck.h"

#include <memory>

namespace notedeck::cli {

// What a command does with the deck's scheduling options: commands that schedule nothing (import,
// backup, restore, list, undo) work on a deck whose options cannot be read.
enum class Scheduling { Needed, NotNeeded };

// What a command does to the deck. One that writes waits up to 5 s for another NoteDeck that is
// writing the deck (three command lines answering at once take turns instead of being refused),
// saying so on stderr after 1 s; one that only reads never waits: reading works beside a writer.
enum class Access { Reads, Writes };

// The deck named by --db (or the default one), with its scheduler (the deck's settings, the
// system's time zone); prints why and returns null when it cannot be opened.
std::unique_ptr<service::Deck> openDeck(const Arguments& args, Scheduling scheduling = Scheduling::Needed,
                                        Access access = Access::Reads);

// After a command: what the deck's commits said about this device's study journal, on stderr as
// warnings: a change saved in the deck that the journal's file could not take ("your answer is
// saved; the journal in … could not be written (disk full) …"), or that file found edited or
// written by the deck this one is a copy of. Returns at least kProblems when a change could not be
// written; else `code`.
int warnJournal(const Arguments& args, int code);

// Prints a command's help when --help was given or unknown options were; returns the exit code to
// stop with, or -1 to go on.
int helpOrUsageError(const Arguments& args, const char* help, const std::vector<std::string>& knownOptions);

} // namespace notedeck::cli
