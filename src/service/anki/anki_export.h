#pragma once
// The deck as an Anki package (docs/anki.md): one Anki note per NoteDeck note, and one of Anki's
// image occlusion notes per masked picture in it, in subdecks that follow the chapter tree, with
// its fields as the card page shows them (math as MathJax), its images as media, and, unless left
// out, each card's schedule and FSRS memory, its answers as review-log rows and each preset as an
// option group. A note's GUID is the study journal's uid of its first card, so a later export
// updates the notes Anki has instead of adding them again.
#include "core/deck_path.h"
#include "core/result.h"
#include "service/deck/deck.h"

#include <filesystem>
#include <string>
#include <vector>

namespace notedeck::service {

struct AnkiExportOptions {
    std::filesystem::path file;                 // the .apkg to write (replaced once complete)
    core::DeckPath scope;                       // a chapter and what is below it; empty: the whole deck
    bool history = true;                        // schedules, memory and answers; else every card new
    std::filesystem::path notesDir;             // where the images are; empty: the deck's notes folder
};

struct AnkiExportReport {
    int notes = 0;
    int cards = 0;
    int reviews = 0;
    int decks = 0;
    int media = 0;
    // Images that could not go as media ("file:line: image …: why"), shown as their alt text;
    // what of an occlusion card's masks Anki cannot hold (labels), occlusion cards not readable.
    std::vector<std::string> problems;
};

// Reads the deck (in one read transaction) and writes the package; the deck is not changed.
core::Result<AnkiExportReport> exportToAnki(Deck& deck, const AnkiExportOptions& options);

} // namespace notedeck::service
