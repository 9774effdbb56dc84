#pragma once
// The questions of an interview drill, drawn from the deck: the cards of the chosen chapters and
// sections, with their retrievability now, through the drawing rules of scheduler/drill_draw.h.
// Shared by DrillSession and `notedeck-cli drill`; reads only.
#include "core/card.h"
#include "core/deck_path.h"
#include "core/drill_order.h"
#include "core/result.h"
#include "core/types.h"
#include "service/deck/deck.h"

#include <optional>
#include <string>
#include <vector>

namespace notedeck::service {

struct DrillQuestion {
    int position = 0;                        // 0-based place in the drill
    core::CardId card = 0;
    core::DeckPath deck;
    std::string question;                    // Markdown
    std::string answer;                      // Markdown
    core::CardKind kind;                     // which card of its note (core::CardRecord::kind)
    std::string sourceFile;
    int sourceLine = 0;
    core::CardState state = core::CardState::New;
    std::optional<double> retrievability;    // at the start of the drill; empty when never reviewed
    int lapses = 0;
    int reps = 0;
};

// The question as a card, to render or print its sides (service::cardText) as review does.
core::CardRecord cardOf(const DrillQuestion& question);

struct DrillDraw {
    std::vector<DrillQuestion> questions;    // in drill order
    int available = 0;                       // cards in the scope that could be drawn
    std::vector<core::DeckPath> emptyScopes; // chosen decks that hold no card that could be drawn
};

// Draws from the active cards under any of `scope` (empty, or an empty path in it: the whole
// deck); a card under two chosen decks (a chapter and one of its sections) counts once.
// Suspended cards are left out: suspending takes a card out of study. Buried cards are drawn:
// burying only hides a card from today's queue.
core::Result<DrillDraw> drawDrillQuestions(Deck& deck, const std::vector<core::DeckPath>& scope,
                                           const core::DrawOptions& options, core::Timestamp now);

} // namespace notedeck::service
