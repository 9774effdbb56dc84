#pragma once
// The review use cases shared by the app and the command line: today's queue, the next card, the
// preview of the four answers, answering (one transaction), undo, bury / suspend / flag.
#include "core/answer_preview.h"
#include "core/card_row.h"
#include "core/result.h"
#include "core/study_queue.h"
#include "core/types.h"
#include "service/deck/deck.h"

#include <memory>
#include <optional>
#include <vector>

namespace notedeck::service {

class DayLoad;   // service/study/detail/day_load.h: the due counts a session keeps

// What today's queue is limited by: the answers given today, and the new cards let in beyond the
// new-card limit today ("review the missed cards today" after a drill). Those let in and answered
// since are left out of `studied.new_cards`: they do not use up the limit of the others.
struct TodaysLimits {
    core::StudiedToday studied;
    std::vector<core::CardId> newBeyondLimit;
};
core::Result<TodaysLimits> todaysLimits(Deck& deck, core::Timestamp now);

// Today's queue for `scope` (empty: the whole deck), within the daily limits. Reads only the cards
// the queue can hold (see queue_candidates.h), whatever the size of the deck.
core::Result<core::StudyQueue> todaysQueue(Deck& deck, const core::DeckPath& scope, core::Timestamp now);

struct NextCard {
    core::CardRow row;
    core::StudyQueue queue;   // what remains, this card included
};

// The first card of today's queue, or nothing when nothing is due.
core::Result<std::optional<NextCard>> nextCard(Deck& deck, const core::DeckPath& scope, core::Timestamp now);

// With load balancing or Easy Days on (deck settings, off by default), the review cards due on the days of
// each fuzz range are counted from the deck — or taken from `load`, which a session keeps — and
// the interval goes to the least loaded day; preview and answer agree.
core::Result<core::AnswerPreview> previewCard(Deck& deck, core::CardId id, core::Timestamp now, DayLoad* load = nullptr);

struct Answered {
    core::ScheduleState before;
    core::ScheduleState after;
    std::int64_t reviewId = 0;
    // The other cards of its note buried until the next study day, in the same transaction
    // (SchedulerSettings::bury_siblings): the clozes of one sentence are not asked on one day.
    std::vector<core::ScheduleChange> buriedSiblings;
};

// Records one answer durably (committed before it returns) with the time spent on the card, and
// buries its siblings that were not answered today (the deck keeps which, for the undo). A card
// answered while buried (studied on purpose: Read › "Study this card") is buried no longer. With
// `load`, its counts follow the answer.
core::Result<Answered> answerCard(Deck& deck, core::CardId id,
                                  core::Rating rating, core::Timestamp now, int durationMs, DayLoad* load = nullptr);

// Undoes the latest answer given on this device, whenever it was given (before a restart, by the
// command line): its card gets back the schedule it had, and the siblings the answer buried that
// are still as it left them are unburied, in one transaction. Returns the card (to show again),
// or nothing when there is none; `unburied`, when given, gets the siblings given back.
core::Result<std::optional<core::CardId>> undoLastAnswer(Deck& deck,
                                                         std::vector<core::ScheduleChange>* unburied = nullptr);

enum class CardAction { Bury, Unbury, Suspend, Unsuspend, Flag };

core::Result<core::ScheduleState> changeCard(Deck& deck, core::CardId id, CardAction action, core::Timestamp now,
                                             core::Flag flag = core::Flag::None);
// The same for several cards in one transaction: all are changed, or (a card unknown or changed
// meanwhile) none. Returns their new states in the order of `ids`.
core::Result<std::vector<core::ScheduleState>> changeCards(Deck& deck,
                                                           const std::vector<core::CardId>& ids, CardAction action,
                                                           core::Timestamp now, core::Flag flag = core::Flag::None);

// Takes back a bury, suspend or flag: writes `before` back unless the card is no longer in state
// `after` (compared and written in one transaction). True when it was refused for that reason.
core::Result<bool> undoCardChange(Deck& deck, core::CardId id, const core::ScheduleState& after,
                                  const core::ScheduleState& before);

} // namespace notedeck::service
