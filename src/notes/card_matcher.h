#pragma once
// Identity on re-import: pairs each card in the notes with the card it was before, without any ID
// written into the notes. Exact content first, then the same question, then a fuzzy match on
// question and answer (most similar pairs first). See docs/format.md, "Editing notes keeps your history".
#include "core/card.h"
#include "notes/card_draft.h"

#include <string>
#include <vector>

namespace notedeck::notes {

struct CardMatch {
    size_t draft = 0;             // index into the drafts
    core::CardId id = 0;          // the existing card it continues
    bool contentChanged = false;  // question or answer edited
    bool moved = false;           // another deck path or file
    bool restored = false;        // was retired, is back
    bool positionChanged = false; // only its line or note order changed
};

struct MatchPlan {
    std::vector<CardMatch> matched;
    std::vector<size_t> added;              // drafts that are new cards
    std::vector<core::CardId> retired;      // active cards no longer in the notes

    bool changesNothing() const;
};

// `existing` holds the cards the drafts may continue: those of the files that changed or went away,
// and the retired ones. Active cards among them that match no draft are retired.
MatchPlan matchCards(const std::vector<CardDraft>& drafts, const std::vector<core::CardRecord>& existing);

// Similarity in [0, 1] of two texts after identity normalization (Dice coefficient of character
// bigrams); exposed for tests.
double textSimilarity(const std::string& a, const std::string& b);

} // namespace notedeck::notes
