#pragma once
// A study session in progress: the use case the review screen drives. It builds today's queue
// once (reading the candidates through the deck's queue indexes), then keeps it up to date by itself: an answered card
// leaves the queue and comes back when the scheduler keeps it due today (learning and relearning
// steps), an undone card goes back to the front, a buried or suspended card leaves. So answering
// costs two or three single-card reads and one transaction, whatever the size of the deck.
//
// The session also counts what was done (answers, Again, time) for the summary at its end.
//
// A ReviewSession keeps a reference to the deck (and its scheduler), which must outlive it; it
// has no thread and no timer (time enters as `now`). Use it on the deck's thread.
//
// Which card comes next, at `now`:
//   1. cards put back by undo, the latest first;
//   2. learning and relearning cards due by `now`, earliest first;
//   3. reviews due today (lowest retrievability first), then new cards (note order or shuffled),
//      within the daily limits minus what was studied today;
//   4. learning cards due within the learn-ahead limit (default 20 minutes), earliest first.
// Learning cards due later today stay in the session and join in once they are within the
// learn-ahead limit. This is the order of scheduler::buildQueue, kept up to date.
#include "core/answer_preview.h"
#include "core/deck_path.h"
#include "core/result.h"
#include "core/schedule_state.h"
#include "core/types.h"
#include "service/deck/card_counts.h"
#include "service/deck/deck.h"
#include "service/study/review_queue.h"
#include "service/study/study.h"

#include <array>
#include <cstdint>
#include <deque>
#include <memory>
#include <optional>
#include <vector>

namespace notedeck::service {

// What this session has done so far (undone answers are taken back out).
struct SessionStats {
    int answered = 0;           // answers given ("cards done")
    int again = 0;              // of which Again
    std::int64_t timeMs = 0;    // time recorded for those answers (each capped, see kMaxAnswerMs)
    int newCards = 0;           // answers to cards that were new
};

struct SessionSummary {
    SessionStats stats;
    DueTomorrow tomorrow;                           // countDueTomorrow's, as Statistics shows it
    int laterToday = 0;                             // learning cards due later today, beyond the learn-ahead limit
    std::optional<core::Timestamp> nextLaterToday;  // when the first of them is due

    double againShare() const { return stats.answered ? static_cast<double>(stats.again) / stats.answered : 0.0; }
};

// One step the session can take back.
struct SessionUndo {
    core::CardId card = 0;
    bool wasAnswer = true;      // false: a bury, suspend or flag
};

class ReviewSession {
public:
    // The longest time one answer is recorded with: someone who leaves a card on screen and walks
    // away must not add an hour to the log (Anki caps at 60 s by default too).
    static constexpr int kMaxAnswerMs = 60'000;

    // Today's queue for `scope` (empty: the whole deck).
    static core::Result<std::unique_ptr<ReviewSession>> start(Deck& deck,
                                                              const core::DeckPath& scope, core::Timestamp now);
    // The same, in two steps: readToday() on any thread with a Deck of its own (on the same
    // deck file), then start() on the thread of `deck`.
    static core::Result<TodaysCards> readToday(Deck& deck, const core::DeckPath& scope, core::Timestamp now);
    static std::unique_ptr<ReviewSession> start(Deck& deck, TodaysCards today);
    // Studies one card, whether it is due or not (and again through its learning steps today).
    static core::Result<std::unique_ptr<ReviewSession>> startSingle(Deck& deck, core::CardId card, core::Timestamp now);

    ReviewSession(const ReviewSession&) = delete;
    ReviewSession& operator=(const ReviewSession&) = delete;
    ~ReviewSession();

    const core::DeckPath& scope() const { return m_scope; }
    std::optional<core::CardId> singleCard() const { return m_single; }

    // The card to show at `now`, read from the deck, or nothing when the session is done for now.
    // Cards retired meanwhile (by an import) are dropped on the way.
    core::Result<std::optional<core::CardRow>> next(core::Timestamp now);
    // The id next() would start from, without reading the deck (it may still drop that card).
    std::optional<core::CardId> peek(core::Timestamp now) const;
    // The four buttons' outcomes for a card (service::previewCard).
    core::Result<core::AnswerPreview> preview(core::CardId card, core::Timestamp now) const;

    // Records the answer (one transaction, durable on return) with the time spent on the card,
    // capped at kMaxAnswerMs, and updates the queue and the statistics.
    core::Result<Answered> answer(core::CardId card, core::Rating rating, core::Timestamp now, int durationMs);
    // Bury, suspend or flag (one transaction). A buried or suspended card leaves the queue; a
    // flagged one stays where it is. Unbury / unsuspend put the card back when it is due.
    core::Result<core::ScheduleState> change(core::CardId card, CardAction action, core::Timestamp now,
                                             core::Flag flag = core::Flag::None);
    // Takes back the latest answer or card change of this session (or, when the session has none,
    // the deck's latest answer): the card gets its previous state back and is the next card shown.
    // Returns what was undone, or nothing when there was nothing to undo.
    core::Result<std::optional<SessionUndo>> undo(core::Timestamp now);

    // The deck's cards changed (a re-import, another window): re-reads these cards that the
    // session holds and puts each where its state now belongs (or drops it).
    core::Result<void> cardsChanged(const std::vector<core::CardId>& cards, core::Timestamp now);
    // Builds the queue again from the deck (after an import added or removed cards). What was done
    // and the undo history stay; a card put back by undo stays first.
    core::Result<void> rebuild(core::Timestamp now);
    // The same with cards read elsewhere (readToday() on the worker) while this session went on:
    // take a mark before they are read; the cards answered, changed or undone since the mark are
    // read again from this session's deck, since the other read may have seen them before or after.
    std::size_t rebuildMark() const { return m_touched.size(); }
    core::Result<void> rebuild(TodaysCards today, std::size_t mark, core::Timestamp now);

    SessionCounts counts(core::Timestamp now) const;
    const SessionStats& stats() const { return m_stats; }
    // The numbers for the end of the session; counts the scope's cards due tomorrow.
    core::Result<SessionSummary> summary(core::Timestamp now);
    // The same in two steps, for a big deck: readDueTomorrow() (countDueTomorrow) on any thread
    // with a Deck of its own, then summary() with its result.
    static core::Result<DueTomorrow> readDueTomorrow(Deck& deck, const core::DeckPath& scope, core::Timestamp now);
    SessionSummary summary(core::Timestamp now, const DueTomorrow& tomorrow) const;

private:
    struct Step {
        core::CardId card = 0;
        bool wasAnswer = true;
        core::ScheduleState before;
        core::ScheduleState after;
        core::Rating rating = core::Rating::Good;
        int durationMs = 0;
    };

    ReviewSession(Deck& deck);
    core::Result<void> build(core::Timestamp now);
    void apply(TodaysCards today);
    core::Result<void> buildSingle(core::Timestamp now);
    core::Timestamp endOfToday(core::Timestamp now) const;
    core::Timestamp aheadUntil(core::Timestamp now) const;
    // Puts the card back where its state belongs at `now`, or nowhere when it is not due today.
    void place(core::CardId card, const core::ScheduleState& state, core::Timestamp now);
    // Puts an undone card first (ReviewQueue::pushFront) and notes it as touched.
    void pushFront(core::CardId card, QueueKind kind);
    void refreshHeld(core::CardId card, const std::optional<core::CardRow>& row, core::Timestamp now);

    Deck& m_deck;
    core::DeckPath m_scope;
    std::optional<core::CardId> m_single;

    ReviewQueue m_queue;

    std::unique_ptr<DayLoad> m_load;      // the due counts load balancing asks for, read once per day
    std::vector<Step> m_history;
    std::vector<core::CardId> m_touched;  // every card answered, changed or undone, in order
    SessionStats m_stats;
};

} // namespace notedeck::service
