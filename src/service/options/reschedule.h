#pragma once
// Rescheduling a set of cards after their options changed — a new desired retention, new FSRS
// parameters, other Easy Days: every review card gets the due date those options give from its
// last review (scheduler/reschedule.h), in one transaction, and the report says how many moved
// and by how much. The changes are returned so the whole run can be undone in one step.
//
// Runs on the caller's thread with the caller's Deck; the app runs it on its worker, with a Deck
// of its own, reporting progress and taking a cancel flag.
#include "core/card_row.h"
#include "core/preset_rows.h"
#include "core/result.h"
#include "core/scheduler_settings.h"
#include "core/types.h"
#include "service/deck/deck.h"

#include <atomic>
#include <cstddef>
#include <functional>
#include <optional>
#include <string>
#include <vector>

namespace notedeck::service {

struct RescheduleRequest {
    // The options to schedule with; nothing: the deck's own.
    std::optional<core::SchedulerSettings> settings = {};
    // The cards to reschedule; nothing: every card of the deck.
    std::optional<std::vector<core::CardId>> cards = {};
    // Only the cards this preset schedules; nothing: the cards of every preset.
    std::optional<core::PresetId> preset = {};
    // Work each card's memory state out again from its answers (after new parameters). Without,
    // the stored states are kept and only the intervals change (after a new desired retention),
    // which needs no read of the review log.
    bool replayHistory = true;
    // (cards done, cards to do), now and then and once at the end.
    std::function<void(std::size_t, std::size_t)> progress = {};
    const std::atomic<bool>* cancel = nullptr;   // when set, the run fails and nothing changes
};

// What a run did, in study days of the deck.
struct RescheduleReport {
    int reviewCards = 0;   // review cards looked at
    int changed = 0;       // cards whose schedule changed at all (due date or memory state)
    int moved = 0;         // due on another day than before
    int earlier = 0;
    int later = 0;
    double meanShiftDays = 0.0;     // signed (later is positive), over the moved cards
    double medianShiftDays = 0.0;   // the same
    int largestShiftDays = 0;       // the largest move either way, in days
    friend bool operator==(const RescheduleReport&, const RescheduleReport&) = default;
};

struct Rescheduled {
    RescheduleReport report;
    // Every changed card's schedule before and after, for undoReschedule.
    std::vector<core::ScheduleChange> changes;
};

// Reschedules, in one transaction (or inside the caller's). Fails, changing nothing, on a read or
// write error, options that do not validate, or a cancel.
core::Result<Rescheduled> reschedule(Deck& deck, const RescheduleRequest& request = {});

// Saves `settings` as the deck's options (its default preset's) and reschedules the default
// preset's cards with them (request.settings, .cards and .preset are ignored), all in one
// transaction: on any error nothing changes.
core::Result<Rescheduled> saveAndReschedule(Deck& deck, const core::SchedulerSettings& settings,
                                            RescheduleRequest request = {});

// Saves `options` as the preset `name`'s (creating it when there is none) and reschedules that
// preset's cards with them (request.settings, .cards and .preset are ignored), in one transaction.
core::Result<Rescheduled> savePresetAndReschedule(Deck& deck, const std::string& name,
                                                  const core::SchedulerSettings& options, RescheduleRequest request = {});

// The report's figures for the changes of one run (`before` and `after` of each card).
RescheduleReport rescheduleReport(const core::DayClock& clock, int reviewCards,
                                  const std::vector<core::ScheduleChange>& changes);

// Takes a whole run back in one transaction: every card gets its schedule from before the run,
// unless one of them changed since (an answer); then nothing is written and the result is true.
core::Result<bool> undoReschedule(Deck& deck, const std::vector<core::ScheduleChange>& changes);

// "12 of 40 review cards moved: 5 earlier, 7 later; mean +1.5 days, median +2, largest 6."
std::string rescheduleReportText(const RescheduleReport& report);
std::string rescheduleReportJson(const RescheduleReport& report);

} // namespace notedeck::service
