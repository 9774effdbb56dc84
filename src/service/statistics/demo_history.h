#pragma once
// A believable study history for demonstrations and screenshots of the statistics view: a user
// who studies the deck (nearly) every evening for the past weeks, answering through the normal
// answer path (today's queue, answerCard) at pinned times, recalling each review card with the
// probability the memory model gives it. Deterministic for a seed. It writes one transaction per
// answer like a real session, so give it a fresh deck file, not someone's real one.
#include "core/deck_path.h"
#include "core/result.h"
#include "core/types.h"
#include "service/deck/deck.h"

#include <cstdint>

namespace notedeck::service {

struct DemoHistoryOptions {
    int days = 90;                   // study days up to and including today
    std::uint64_t seed = 7;
    double skipChance = 0.08;        // share of days without studying (never the last three)
    int sessionHour = 19;            // local hour the evening session starts
    int maximumAnswersPerDay = 400;
    core::DeckPath scope;            // empty: the whole deck
};

struct DemoHistory {
    int answers = 0;
    int daysStudied = 0;
    int newCards = 0;                // cards answered for the first time
    core::Timestamp firstAnswer = 0;
    core::Timestamp lastAnswer = 0;
};

// Studies the deck day by day from `days` - 1 study days before `now` until `now`; answers are
// never later than `now` (today's session is skipped when its hour has not come yet).
core::Result<DemoHistory> fabricateHistory(Deck& deck, core::Timestamp now, const DemoHistoryOptions& options = {});

} // namespace notedeck::service
