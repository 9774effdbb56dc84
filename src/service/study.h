#pragma once
// The review use cases shared by the app and the command line: today's queue, the next card, the
// preview of the four answers, answering (one transaction), undo, bury / suspend / flag.
#include "core/result.h"
#include "core/types.h"
#include "scheduler/queue.h"
#include "scheduler/scheduler.h"
#include "service/day_load.h"
#include "storage/deck_store.h"

#include <memory>
#include <optional>
#include <vector>

namespace notedeck::service {

// The scheduler with the deck's settings in the user's time zone.
core::Result<scheduler::Scheduler> loadScheduler(storage::DeckStore& deck,
                                                 std::shared_ptr<const scheduler::TimeZone> zone = nullptr);

// What today's queue is limited by: the answers given today, and the new cards let in beyond the
// new-card limit today ("review the missed cards today" after a drill). Those let in and answered
// since are left out of `studied.new_cards`: they do not use up the limit of the others.
struct TodaysLimits {
    scheduler::StudiedToday studied;
    std::vector<core::CardId> newBeyondLimit;
};
core::Result<TodaysLimits> todaysLimits(storage::DeckStore& deck, const scheduler::Scheduler& scheduler,
                                        core::Timestamp now);

// Today's queue for `scope` (empty: the whole deck), within the daily limits. Reads only the cards
// the queue can hold (see queue_candidates.h), whatever the size of the deck.
core::Result<scheduler::StudyQueue> todaysQueue(storage::DeckStore& deck, const scheduler::Scheduler& scheduler,
                                                const core::DeckPath& scope, core::Timestamp now);

struct NextCard {
    core::CardRow row;
    scheduler::StudyQueue queue;   // what remains, this card included
};

// The first card of today's queue, or nothing when nothing is due.
core::Result<std::optional<NextCard>> nextCard(storage::DeckStore& deck, const scheduler::Scheduler& scheduler,
                                               const core::DeckPath& scope, core::Timestamp now);

// With load balancing on (a deck setting, off by default), the review cards due on the days of
// each fuzz range are counted from the deck — or taken from `load`, which a session keeps — and
// the interval goes to the least loaded day; preview and answer agree.
core::Result<scheduler::Preview> previewCard(storage::DeckStore& deck, const scheduler::Scheduler& scheduler,
                                             core::CardId id, core::Timestamp now, DayLoad* load = nullptr);

struct Answered {
    core::ScheduleState before;
    core::ScheduleState after;
    std::int64_t reviewId = 0;
};

// Records one answer durably (committed before it returns) with the time spent on the card. With
// `load`, its counts follow the answer.
core::Result<Answered> answerCard(storage::DeckStore& deck, const scheduler::Scheduler& scheduler, core::CardId id,
                                  core::Rating rating, core::Timestamp now, int durationMs, DayLoad* load = nullptr);

// Undoes the latest answer; returns its card (to show again), or nothing when there is none.
core::Result<std::optional<core::CardId>> undoLastAnswer(storage::DeckStore& deck);

enum class CardAction { Bury, Unbury, Suspend, Unsuspend, Flag };

core::Result<core::ScheduleState> changeCard(storage::DeckStore& deck, const scheduler::Scheduler& scheduler,
                                             core::CardId id, CardAction action, core::Timestamp now,
                                             core::Flag flag = core::Flag::None);
// The same for several cards in one transaction: all are changed, or (a card unknown or changed
// meanwhile) none. Returns their new states in the order of `ids`.
core::Result<std::vector<core::ScheduleState>> changeCards(storage::DeckStore& deck, const scheduler::Scheduler& scheduler,
                                                           const std::vector<core::CardId>& ids, CardAction action,
                                                           core::Timestamp now, core::Flag flag = core::Flag::None);

} // namespace notedeck::service
