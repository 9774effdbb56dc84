#pragma once
// Reading a deck's cards as they are, for the screens and commands that list or show them.
// Each call reads on the Deck's thread.
#include "core/card_row.h"
#include "core/deck_path.h"
#include "core/result.h"
#include "core/schedule_state.h"
#include "service/deck/deck.h"

#include <cstdint>
#include <optional>
#include <vector>

namespace notedeck::service {

// The cards of `scope` (empty: the whole deck) in note order; retired ones only when asked.
core::Result<std::vector<core::CardRow>> listCards(Deck& deck, const core::DeckPath& scope, bool includeRetired = false);
// One card, retired or not; nothing when the deck has no such card.
core::Result<std::optional<core::CardRow>> findCard(Deck& deck, core::CardId id);
// Whether the deck holds any card at all (retired ones included), and any answer.
core::Result<bool> hasCards(Deck& deck);
core::Result<bool> hasAnswers(Deck& deck);

// Whether the card is buried at `now` (until its study day ends).
bool isBuried(const core::ScheduleState& schedule, core::Timestamp now);

// What the deck's scheduler says of a card at `now`: study days until it is due (0 or less: due
// today), and the probability of recalling it, when it has a memory state.
struct CardOutlook {
    std::int64_t daysUntilDue = 0;
    std::optional<double> recall;
};
CardOutlook cardOutlook(const Deck& deck, const core::ScheduleState& schedule, core::Timestamp now);

} // namespace notedeck::service
