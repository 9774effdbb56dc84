#pragma once
// A card as the deck knows it: content, where it came from in the notes, and whether it is retired.
// Scheduling state lives next to it in storage and is owned by the scheduler.
#include "core/deck_path.h"
#include "core/types.h"

#include <string>
#include <string_view>

namespace notedeck::core {

struct CardRecord {
    CardId id = 0;
    DeckPath deck;
    std::string question;      // Markdown
    std::string answer;        // Markdown
    std::string sourceFile;    // relative to the notes folder
    int sourceLine = 0;
    int ordinal = 0;           // position within its file; note order is (file, ordinal)
    bool retired = false;      // gone from the notes; history kept
    // Which card of its note this is, with the note's other cards (its siblings) at the same
    // (sourceFile, ordinal): "" the question → answer card (a reversed pair's forward one);
    // "r" a reversed pair's other direction, answer → question; "cN" cloze number N of the note
    // in `question`; "hN" the same for a note whose ==highlights== are clozes.
    std::string variant;
};

// The cloze number of a variant, 0 when it is not a cloze card.
int clozeNumberOf(std::string_view variant);
// Whether a cloze card's note reads ==highlights== as clozes too.
inline bool highlightsAreClozes(std::string_view variant) { return variant.starts_with('h'); }
inline constexpr std::string_view kReverseVariant = "r";
inline bool isReverseCard(std::string_view variant) { return variant == kReverseVariant; }

} // namespace notedeck::core
