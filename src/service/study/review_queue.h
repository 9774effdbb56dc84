#pragma once
// The bookkeeping of a study session's queue, apart from the deck: which cards are left, in which
// order, and how many of each kind. It reads and writes nothing; the session (ReviewSession) reads
// the cards and tells it where each now belongs.
//
// Which card comes next, at `now`:
//   1. cards put back by undo, the latest first;
//   2. learning and relearning cards due by `now`, earliest first;
//   3. reviews due today, then new cards, in the order they were read;
//   4. learning cards due within the learn-ahead limit, earliest first.
// Learning cards due later today stay held and join in once they are within the limit.
//
// A value: no thread of its own; used on the session's thread.
#include "core/deck_path.h"
#include "core/schedule_state.h"
#include "core/types.h"

#include <array>
#include <deque>
#include <optional>
#include <vector>

namespace notedeck::service {

// What is left to study now, as the review screen shows it ("new · learning · review").
struct SessionCounts {
    int newCards = 0;
    int learning = 0;   // learning and relearning cards due now or within the learn-ahead limit
    int reviews = 0;

    int total() const { return newCards + learning + reviews; }
    friend bool operator==(const SessionCounts&, const SessionCounts&) = default;
};

// Which of the three counts a card belongs to.
enum class QueueKind { New, Learning, Review };
QueueKind queueKindOf(core::CardState state);

// Today's cards of a scope as read from the deck: the part of starting a session that reads the
// deck (only the cards the queue can hold, see queue_candidates.h: milliseconds even for 1,000,000
// cards). The review screen reads them on its worker thread, with a Deck of its own, and hands
// them to ReviewSession::start() or rebuild() on the GUI thread.
struct TodaysCards {
    struct Learning {
        core::Timestamp due = 0;
        core::CardId card = 0;
        friend auto operator<=>(const Learning&, const Learning&) = default;
    };
    struct Queued {
        core::CardId card = 0;
        QueueKind kind = QueueKind::New;
    };
    core::DeckPath scope;
    std::vector<Learning> learning;   // learning and relearning cards due today, by (due, id)
    std::vector<Queued> main;         // reviews, then new cards, in study order, within the limits
};

class ReviewQueue {
public:
    // Takes today's cards as read. A card put back by undo stays first and is not held twice.
    void fill(TodaysCards today);

    // The card to show at `now` (learning cards due by `aheadUntil` when nothing else is left).
    std::optional<core::CardId> peek(core::Timestamp now, core::Timestamp aheadUntil) const;
    // Takes the card out; the kind it was held as, if it was held.
    std::optional<QueueKind> remove(core::CardId card);
    // Holds the card where its state belongs at `now`: a learning card due before `endOfToday` by
    // its due time, a review due by now after the reviews, a new card last; nowhere when it is
    // suspended, buried or not due today.
    void place(core::CardId card, const core::ScheduleState& state, core::Timestamp now, core::Timestamp endOfToday);
    // First of all, whatever its state (an undone card, shown again next).
    void pushFront(core::CardId card, QueueKind kind);
    // Last of the reviews and new cards, whatever its state (a card studied on its own).
    void appendMain(core::CardId card, QueueKind kind);

    // Every card held, in no particular order.
    std::vector<core::CardId> heldCards() const;
    bool isFront(core::CardId card) const;
    // A card put back by undo now counts as `kind`; false when it is not one of those.
    bool recountFront(core::CardId card, QueueKind kind);
    // Whether the card waits among the reviews and new cards as `kind`.
    bool waitsAs(core::CardId card, QueueKind kind) const;

    SessionCounts counts(core::Timestamp aheadUntil) const;
    // Learning cards due today after `aheadUntil`: how many, and when the first is due.
    struct LaterToday {
        int cards = 0;
        std::optional<core::Timestamp> first;
    };
    LaterToday laterToday(core::Timestamp aheadUntil) const;

private:
    using Learning = TodaysCards::Learning;
    using Queued = TodaysCards::Queued;

    std::deque<Queued> m_front;           // put back by undo, latest first
    std::vector<Learning> m_learning;     // learning and relearning cards due today, by (due, id)
    std::deque<Queued> m_main;            // reviews, then new cards, in study order
    std::array<int, 3> m_mainCount{};     // cards in m_main by QueueKind
};

} // namespace notedeck::service
