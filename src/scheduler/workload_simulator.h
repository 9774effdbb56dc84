#pragma once
// The workload simulator: plays the next days of a deck with the FSRS-6 model — reviews when cards
// come due (moved off reduced and minimum weekdays when Easy Days are set), new cards at the daily
// limit, reviews beyond the daily limit carried over — and
// reports the expected reviews and time per day and how much is remembered. Recalls are drawn
// from the model's retrievability with a counter-based generator seeded by the caller, so a run
// is deterministic, and runs at different desired retentions draw the same numbers for the same
// card and review (common random numbers: their differences are not noise).
//
// Pure standard C++ without I/O; a run for 10,000 cards takes well under a second. Runs on the
// caller's thread; pass a stop token to cancel it from another one.
#include "core/result.h"
#include "core/scheduler_settings.h"
#include "core/workload_simulation.h"
#include "scheduler/fsrs_model.h"

#include <array>
#include <cstdint>
#include <functional>
#include <optional>
#include <span>
#include <stop_token>
#include <vector>

namespace notedeck::scheduler {

// The answer habits it plays and the results it gives, as values (core/workload_simulation.h).
using core::AnswerCosts;
using core::RatingMix;
using core::SimulatedDay;
using core::SimulationResult;

// One card at the start of the simulation (day 0 is today).
struct SimulatedCard {
    // Empty for a card never answered: it waits to be introduced as a new card, in input order.
    std::optional<MemoryState> memory;
    int lastReviewDay = 0;   // day of the last answer, <= 0 (e.g. -3: three days ago)
    int dueDay = 0;          // day it is next due; <= 0: due today
    int group = 0;           // 0 … groups - 1: results per group (e.g. chapters)
};

struct SimulationOptions {
    double desiredRetention = 0.9;
    int days = 365;
    int newCardsPerDay = 20;
    int reviewsPerDay = 200;
    int maximumInterval = 36500;
    RatingMix ratings;
    AnswerCosts costs;
    std::uint64_t seed = 1;
    // Small decks are simulated as several independent copies and averaged, so that curves are
    // smooth: copies = ceil(minimumSimulatedCards / cards), at most maximumCopies.
    int minimumSimulatedCards = 4000;
    int maximumCopies = 64;
    // Easy Days (SchedulerSettings::easy_days) and the weekday of day 0 (0 = Monday): a review
    // due on a reduced or minimum day moves within its fuzz range as the scheduler moves it
    // (scheduler/load_balance.h, by the simulated days' due counts, at most reviewsPerDay each).
    core::EasyDays easyDays = core::kAllDaysNormal;
    int firstWeekday = 0;
    int groups = 1;
    // Also report each group's expected recall at the start of this day (before its reviews);
    // 0 … days. Cards not yet introduced by then count as not recalled.
    std::optional<int> recallDay;
    std::stop_token stop;
};

// Desired retentions the workload view offers: 0.70, 0.73, …, 0.97 (step 0.03).
std::vector<double> retentionGrid();

// One run. Fails when the options are out of range, or "cancelled" when `options.stop` was requested.
core::Result<SimulationResult> simulateWorkload(std::span<const SimulatedCard> cards, const Model& model,
                                                const SimulationOptions& options);

// One run per desired retention (options.desiredRetention ignored), same seed for all.
// `progress(done, total)` is called after each run when given.
core::Result<std::vector<SimulationResult>> simulateRetentions(
    std::span<const SimulatedCard> cards, const Model& model, const SimulationOptions& options,
    std::span<const double> retentions, const std::function<void(int, int)>& progress = {});

} // namespace notedeck::scheduler
