#pragma once
// How NoteDeck counts cards: the one definition of each count that the chapter tree, the
// overview, Statistics, the end of a session (the nothing-due screen too) and the command line
// show (README, "What the counts mean").
//
// Each active (not retired) card counts as exactly one of these, in this order:
//   suspended  suspended, whatever else it is;
//   buried     hidden until the next study day (a bury, or a sibling answered today);
//   new        never answered;
//   learning   in learning or relearning steps, whenever its next step is due;
//   review     in review.
// So a buried new card is buried, not new, wherever it is counted. Of the review cards, "due
// today" are those due before today's study day ends, overdue ones included. "Due tomorrow" is
// countDueTomorrow's.
//
// These are counts of cards, not of today's queue: the daily limits do not cap them (Study now,
// the counts above a card and `notedeck-cli next` show the queue, within the limits).
#include "core/deck_path.h"
#include "core/result.h"
#include "core/schedule_state.h"
#include "core/types.h"
#include "service/deck/deck.h"

namespace notedeck::service {

enum class CountedAs { Suspended, Buried, New, Learning, Review };

CountedAs countedAs(core::CardState state, bool suspended, core::Timestamp buriedUntil, core::Timestamp now);
inline CountedAs countedAs(const core::ScheduleState& s, core::Timestamp now)
{
    return countedAs(s.state, s.suspended, s.buried_until, now);
}

// The counts of a set of active cards at `now`.
struct CardCounts {
    int total = 0;       // active cards
    int suspended = 0;
    int buried = 0;
    int fresh = 0;       // new
    int learning = 0;    // learning or relearning
    int review = 0;
    int due = 0;         // of the review cards, due today (overdue included)

    // Counts one card; `endOfToday` is when today's study day ends.
    void add(core::CardState state, core::Timestamp due, bool suspended, core::Timestamp buriedUntil,
             core::Timestamp now, core::Timestamp endOfToday);
    void add(const core::ScheduleState& s, core::Timestamp now, core::Timestamp endOfToday)
    {
        add(s.state, s.due, s.suspended, s.buried_until, now, endOfToday);
    }
    void add(const CardCounts& other);
};

// What is due on the next study day.
struct DueTomorrow {
    // Learning, relearning and review cards, not suspended, that come due during tomorrow's study
    // day: due then, or due earlier but buried until then. Cards due today (overdue ones included)
    // are today's, not tomorrow's. No daily limit caps it.
    int reviews = 0;
    // The new cards tomorrow's new-card limit lets in: the limit, or fewer when fewer new cards are
    // left (not suspended; buried ones count, since their bury ends as tomorrow begins).
    int newCards = 0;
};

// Due tomorrow in `scope` (empty: the whole deck), as of `now`; reads only what the queue indexes
// hold, whatever the size of the deck.
core::Result<DueTomorrow> countDueTomorrow(Deck& deck, const core::DeckPath& scope, core::Timestamp now);

} // namespace notedeck::service
