#pragma once
// Today's queue when chapters have presets of their own: each preset's share of the due reviews
// and of the new cards, within that preset's daily limits (less what its cards had today). The
// caller then builds the queue over these shares with the deck-wide (default preset's) limits,
// so the whole deck stays within them too, as a parent deck's limits do in Anki.
#include "core/deck_path.h"
#include "core/result.h"
#include "core/types.h"
#include "scheduler/queue.h"
#include "service/deck/deck.h"
#include "service/study/study.h"

#include <cstdint>
#include <vector>

namespace notedeck::service {

// Appends the reviews and new cards each preset would show today in `scope` to `records` (new
// cards numbered on from `ordinal` in note order). The new cards let in beyond the limit are
// left out: the caller adds them.
core::Result<void> appendPresetShares(Deck& deck, const core::DeckPath& scope, core::Timestamp now,
                                      const TodaysLimits& limits, std::vector<scheduler::CardRecord>& records,
                                      std::int64_t& ordinal);

} // namespace notedeck::service
