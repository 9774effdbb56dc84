#pragma once
// Importing an Anki package (.apkg, .colpkg; docs/anki.md). Notes that came from NoteDeck (their
// GUID is the uid of a card here) bring back the answers given on the phone: the package's review
// rows this deck does not have yet (by card, within a second) become answers in the study journal,
// and their cards are rescheduled from their whole history. Nothing else of those notes changes.
// Other notes become Markdown files in a folder of the notes, which NoteDeck then imports as usual,
// their answers written to the journal against the new cards; Anki's image occlusion notes become
// a picture with a mask file beside it, whose occlusion cards get the Anki cards' answers.
#include "core/result.h"
#include "service/deck/deck.h"

#include <filesystem>
#include <string>
#include <vector>

namespace notedeck::service {

struct AnkiImportReport {
    std::string layout;             // which of the three package layouts
    int notes = 0;                  // notes in the package
    int fromNoteDeck = 0;           // notes whose GUID names a card of this deck
    int answersAdded = 0;           // review rows added as answers
    int answersHere = 0;            // review rows this deck had already (same card, within a second)
    int cardsRescheduled = 0;       // cards whose schedule or answers changed
    // Notes written as Markdown (not from NoteDeck), the files written, media copied.
    int notesWritten = 0;
    std::vector<std::string> files;
    int mediaCopied = 0;
    int occlusionNotes = 0;         // of them, image occlusion notes: a picture with its mask file
    bool notesImported = false;     // the notes folder was imported again with them
    // Notes of types NoteDeck has no kind for, made front → rest cards: "type name: count".
    std::vector<std::string> otherKinds;
    // What was skipped and why, one line each ("file: what").
    std::vector<std::string> problems;

    std::string toText() const;
};

struct AnkiImportOptions {
    std::filesystem::path package;
    // Where notes not from NoteDeck go as Markdown; empty: they are counted, not written.
    std::filesystem::path into;
    // The notes folder: imported again once the Markdown is written inside it, and the answers of
    // the Anki notes written against their new cards. Empty, or `into` outside it: not imported.
    std::filesystem::path notes;
};

// Reads the package and imports it in one transaction: an error leaves the deck as it was.
core::Result<AnkiImportReport> importAnkiPackage(Deck& deck, const AnkiImportOptions& options);

} // namespace notedeck::service
