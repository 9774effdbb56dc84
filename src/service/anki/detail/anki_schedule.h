#pragma once
// A card's schedule and answers in Anki's terms (the .apkg export, docs/anki.md). Pure functions.
#include "core/anki_export_rows.h"
#include "core/day_clock.h"
#include "core/review_record.h"
#include "core/schedule_state.h"

#include <vector>

namespace notedeck::service::anki {

// What the schedule needs of the card's preset and of the collection.
struct ScheduleContext {
    const core::DayClock* days = nullptr;
    core::Timestamp now = 0;
    std::int64_t created = 0;          // the collection's `crt`, the start of a study day
    double desiredRetention = 0.9;
    double decay = 0.0;                // FSRS-6's, negative
    int learningSteps = 2;
    int relearningSteps = 1;
};

// Anki's neutral ease, written where a card has one: with FSRS on, Anki schedules by `data`'s
// memory and not by it; with FSRS off, it is where SM-2 starts.
inline constexpr int kAnkiEase = 2500;

// Fills `card`'s type, queue, due, ivl, factor, reps, lapses, left, flags and data from
// `schedule`; `newPosition` is a new card's place in the new queue.
void setAnkiSchedule(core::AnkiCardRow& card, const core::ScheduleState& schedule, const ScheduleContext& context,
                     int newPosition);
// A new card, as --no-history writes every card: its flag and suspension kept, nothing learnt.
void setAnkiNewCard(core::AnkiCardRow& card, const core::ScheduleState& schedule, int newPosition);

// One card's answers (oldest first) as review-log rows for Anki card `card`; ids are the answers'
// times in ms, to be made unique across the package by uniqueReviewIds.
void appendAnkiReviews(std::vector<core::AnkiReviewRow>& out, std::int64_t card,
                       const std::vector<const core::ReviewRecord*>& answers);
// Two answers in the same millisecond would share a row id: the later is moved on by a millisecond
// (Anki and NoteDeck's import know an answer by its time within a second).
void uniqueReviewIds(std::vector<core::AnkiReviewRow>& reviews);

} // namespace notedeck::service::anki
