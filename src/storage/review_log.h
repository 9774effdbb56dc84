#pragma once
// The review log: answers, each written with the card's new schedule in one transaction and kept
// with the schedule before it, so that undoing the latest answer gives the card back exactly what
// it had. Also the log's reads (a card's answers, all answers, today's counts).
//
// Made by DeckStore::reviewLog(); holds the DeckStore's connection (owns nothing), so it is used
// on that DeckStore's thread and must not outlive it.
#include "core/card_row.h"
#include "core/deck_counts.h"
#include "core/preset_rows.h"
#include "core/result.h"
#include "core/review_record.h"
#include "core/schedule_state.h"

#include <cstdint>
#include <optional>
#include <vector>

namespace notedeck::storage {

class Database;

// The latest answer, taken back: its card (given back the schedule it had), and the siblings the
// answer buried, each with its schedule before and after the answer (for the caller to give back
// those still as the answer left them).
struct UndoneAnswer {
    core::CardId card = 0;
    std::vector<core::ScheduleChange> buried;
};

class ReviewLog {
public:
    explicit ReviewLog(Database& db) : m_db(db) {}

    // One answer, in one transaction: the card's new schedule and its review-log row (which keeps
    // `before` for undo). Writes nothing and fails when the stored schedule is no longer `before`,
    // e.g. because another window answered the card meanwhile. Returns the row's id.
    core::Result<std::int64_t> recordAnswer(core::ReviewRecord review, const core::ScheduleState& before,
                                            const core::ScheduleState& after);
    // What else answer `reviewId` changed: the siblings it buried (kept with the answer until it
    // is undone or its row goes).
    core::Result<void> recordBurials(std::int64_t reviewId, const std::vector<core::ScheduleChange>& buried);
    // Undoes the latest answer: its card gets back the exact schedule it had, the log row goes
    // with the burials recorded for it. Returns that card and those burials, or nothing when there
    // is no answer to undo.
    core::Result<std::optional<UndoneAnswer>> undoLastAnswer();
    // A row as given, without touching the card (histories made up for demonstrations and tests).
    core::Result<std::int64_t> append(const core::ReviewRecord& review);

    core::Result<std::vector<core::ReviewRecord>> of(core::CardId card);
    // The whole review log of answers, oldest first.
    core::Result<std::vector<core::ReviewRecord>> all();
    // The answers as a memory state is replayed from them: card, time, rating, state before and
    // due time after (the other fields left empty), grouped by card and in time order within a card. Lighter than
    // all() for rescheduling a whole deck.
    core::Result<std::vector<core::ReviewRecord>> answersByCard();
    core::Result<core::AnswerCounts> answersSince(core::Timestamp since);
    // The same per deck node of the answered cards (for limits per preset).
    core::Result<std::vector<core::DeckAnswerCounts>> answersByDeckSince(core::Timestamp since);

private:
    Database& m_db;
};

} // namespace notedeck::storage
