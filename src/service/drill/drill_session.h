#pragma once
// An interview drill in progress: the use case the drill screen drives. It draws the questions,
// stores the drill, shows one question at a time, keeps the time on an injected clock, records
// each self-grade (one transaction each) and, only when the drill was started so, updates the
// card's schedule as an answer would.
//
// A DrillSession does no I/O of its own besides the deck, has no thread and no timer: the view
// asks timer() and phase() whenever it repaints (say every 250 ms) and acts on what they say.
// It keeps references to the deck (with its scheduler) and the clock, which must outlive it; use
// it on the deck's thread. Each grade is one transaction of the deck (Deck::transact).
//
// The flow of one question:
//   Asking    the question is shown and the clock runs (the countdown, when there is a time limit,
//             counts down; the question stays visible throughout).
//   Revealed  after reveal(), or by itself once the time is up: time up forces the reveal, and
//             the time used is then exactly the limit. The clock stops at the reveal: the time
//             recorded is the time to answer, not the time spent grading.
//   grade()   Knew / Partly / Missed with the notes typed; records it and shows the next question
//             (its clock starts now), or finishes the drill after the last one.
#include "core/clock.h"
#include "core/deck_path.h"
#include "core/drill_order.h"
#include "core/result.h"
#include "service/deck/deck.h"
#include "service/drill/drill_history.h"
#include "service/drill/drill_questions.h"
#include "service/drill/drill_summary.h"
#include "service/study/study.h"

#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <vector>

namespace notedeck::service {

struct DrillOptions {
    std::vector<core::DeckPath> scope;   // chapters and sections to draw from; empty: the whole deck
    int count = 10;                      // questions wanted; fewer when the scope holds fewer cards
    core::DrillOrder order = core::DrillOrder::Random;
    std::optional<std::uint64_t> seed;   // empty: the start time, as unix seconds
    int secondsPerQuestion = 0;          // 0: no time limit
    bool updatesSchedule = false;        // off: the daily schedule is not disturbed
};

enum class DrillPhase { Asking, Revealed, Finished };

struct DrillTimer {
    bool enabled = false;          // the drill has a time limit
    int limitSeconds = 0;
    long long elapsedSeconds = 0;  // since the question was shown; stops at the reveal
    long long remainingSeconds = 0;// limit − elapsed, never below 0; 0 without a limit
    bool timeUp = false;
};

struct DrillGraded {
    int position = 0;
    DrillGrade grade = DrillGrade::Missed;
    double seconds = 0;                   // recorded as the time used
    std::optional<Answered> scheduled;    // the schedule change, when the drill updates it
    bool finished = false;                // that was the last question
};

// A drill drawn and not started yet (DrillSession::prepare).
struct DrillPlan {
    DrillOptions options;                 // with the seed that was used
    std::vector<DrillQuestion> questions; // in drill order; never empty
};

class DrillSession {
public:
    // Draws the questions, stores the new drill and shows the first question. Fails when the
    // options are out of range or the scope holds no card to draw ("no cards in …").
    static core::Result<std::unique_ptr<DrillSession>> start(Deck& deck,
                                                             const core::Clock& clock, DrillOptions options);
    // The same in two steps, so that the reading can run elsewhere. prepare() checks the options,
    // fixes the seed (the time `now` when none is given) and draws the questions at `now`: it
    // reads every card, and only reads, so it may run on any thread with a Deck of its own
    // on the deck. start() then stores the drill from the plan and shows its first question.
    static core::Result<DrillPlan> prepare(Deck& deck, DrillOptions options, core::Timestamp now);
    static core::Result<std::unique_ptr<DrillSession>> start(Deck& deck, const core::Clock& clock, DrillPlan plan);

    DrillSession(const DrillSession&) = delete;
    DrillSession& operator=(const DrillSession&) = delete;

    std::int64_t id() const { return m_id; }
    // As started, with the seed that was used.
    const DrillOptions& options() const { return m_options; }
    const std::vector<DrillQuestion>& questions() const { return m_questions; }
    int questionCount() const { return static_cast<int>(m_questions.size()); }
    // 0-based index of the current question; once finished, how many questions were graded.
    int position() const { return m_position; }
    // The question being asked, or nullptr once the drill is finished.
    const DrillQuestion* current() const;

    DrillPhase phase() const;
    bool finished() const { return m_finished; }
    DrillTimer timer() const;

    // Shows the answer; does nothing when it is already shown.
    void reveal();
    // Records the self-grade of the current question with the key points typed (one
    // transaction) and moves on. Fails, changing nothing, before the reveal or after the end, or
    // when the deck cannot be written; the question then stays current.
    core::Result<DrillGraded> grade(DrillGrade grade, std::string notes = {});
    // Ends the drill now; questions not graded stay unanswered and do not count in the score.
    core::Result<void> stop();

    // The summary so far (of the answered questions); complete once finished.
    core::Result<DrillSummary> summary() const;
    // Makes the missed cards due now and lets the missed new cards into today's study (see
    // service::reviewMissedToday).
    core::Result<MissedToday> reviewMissedToday();

private:
    DrillSession(Deck& deck, const core::Clock& clock);
    // Seconds from the question shown to its reveal (or to now while asking), capped at the limit.
    long long elapsed() const;

    Deck& m_deck;
    const core::Clock& m_clock;
    DrillOptions m_options;
    std::int64_t m_id = 0;
    std::vector<DrillQuestion> m_questions;
    int m_position = 0;
    bool m_finished = false;
    core::Timestamp m_shownAt = 0;
    std::optional<core::Timestamp> m_revealedAt;
};

} // namespace notedeck::service
