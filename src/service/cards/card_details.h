#pragma once
// One card as a person or a script inspects it: its content and source, its schedule and its
// review history (`notedeck-cli show`). Reads only; runs on the thread of the Deck it is given.
#include "core/card_row.h"
#include "core/result.h"
#include "core/review_record.h"
#include "service/deck/deck.h"

#include <string>
#include <vector>

namespace notedeck::service {

struct CardDetails {
    core::CardRow row;                          // a retired card too: its history is kept
    std::vector<core::ReviewRecord> history;    // its answers, oldest first
};

// Fails with "there is no card ID in the deck" when the deck never had it.
core::Result<CardDetails> cardDetails(Deck& deck, core::CardId id);

// The interval an answer scheduled, from the answer to the card's next due time, as the answer
// buttons write intervals ("10m", "3d", "1.5mo"); "-" when the answer gave no due time.
std::string scheduledInterval(const core::ReviewRecord& review);

} // namespace notedeck::service
