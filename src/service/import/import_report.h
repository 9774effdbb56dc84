#pragma once
// What an import did, for people (text) and scripts (JSON).
#include "core/card.h"
#include "core/deck_path.h"
#include "core/types.h"
#include "core/note_issue.h"

#include <string>
#include <vector>

namespace notedeck::service {

struct CardChange {
    core::CardId id = 0;
    std::string question;
    core::DeckPath deck;
    std::string file;
    int line = 0;
    bool contentChanged = false;   // for moved/restored cards: edited as well
    std::string answer{};
    core::CardKind kind{};         // which card of its note (core::CardRecord::kind)
};

// The change's card, to name it (service::cardName): the clozes of one note and the two
// directions of a pair are told apart by the side each asks.
core::CardRecord cardOf(const CardChange& change);

struct ImportReport {
    std::string notesDir;
    std::vector<CardChange> added, updated, moved, retired, restored;
    // Question → answer cards turned into cloze notes (as they were, at the note's new place):
    // the note's clozes are new cards, and each of these is among the retired, history kept.
    std::vector<CardChange> becameClozeNotes;
    std::vector<core::NoteIssue> issues;
    int unchanged = 0;
    int cardsInNotes = 0;
    bool wroteNothing = false;     // nothing changed, so the deck was not written

    int warnings() const;
    int errors() const;
    std::string toJson() const;
    std::string toText() const;
};

// A card's name (cardName: one line, as a reader sees it), shortened to 120 bytes for a one-line
// report (the command line's text, the app's import report).
std::string questionHeadline(const std::string& name);

// Problems of one file, kept with the file in the deck so they are reported while it is unchanged.
std::string issuesToJson(const std::vector<core::NoteIssue>& issues);
std::vector<core::NoteIssue> issuesFromJson(const std::string& json);

} // namespace notedeck::service
