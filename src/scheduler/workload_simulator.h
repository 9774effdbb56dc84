#pragma once
// The workload simulator: plays the next days of a deck with the FSRS-6 model — reviews when cards
// come due, new cards at the daily limit, reviews beyond the daily limit carried over — and
// reports the expected reviews and time per day and how much is remembered. Recalls are drawn
// from the model's retrievability with a counter-based generator seeded by the caller, so a run
// is deterministic, and runs at different desired retentions draw the same numbers for the same
// card and review (common random numbers: their differences are not noise).
//
// Pure standard C++ without I/O; a run for 10,000 cards takes well under a second. Runs on the
// caller's thread; pass a stop token to cancel it from another one.
#include "core/result.h"
#include "scheduler/fsrs_model.h"

#include <array>
#include <cstdint>
#include <functional>
#include <optional>
#include <span>
#include <stop_token>
#include <vector>

namespace notedeck::scheduler {

// One card at the start of the simulation (day 0 is today).
struct SimulatedCard {
    // Empty for a card never answered: it waits to be introduced as a new card, in input order.
    std::optional<MemoryState> memory;
    int lastReviewDay = 0;   // day of the last answer, <= 0 (e.g. -3: three days ago)
    int dueDay = 0;          // day it is next due; <= 0: due today
    int group = 0;           // 0 … groups - 1: results per group (e.g. chapters)
};

// How answers are given, as probabilities (each array sums to 1).
struct RatingMix {
    // The first answer to a new card: Again, Hard, Good, Easy.
    std::array<double, 4> firstAnswer = {0.25, 0.10, 0.50, 0.15};
    // The answer when a review card is recalled: Hard, Good, Easy.
    std::array<double, 3> recalled = {0.15, 0.75, 0.10};
};

// Seconds of study per event.
struct AnswerCosts {
    double newCard = 60.0;   // a new card from its first answer through its learning steps
    double review = 15.0;    // a review that is recalled
    double lapse = 45.0;     // a review that is forgotten, with its relearning steps
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
    int groups = 1;
    // Also report each group's expected recall at the start of this day (before its reviews);
    // 0 … days. Cards not yet introduced by then count as not recalled.
    std::optional<int> recallDay;
    std::stop_token stop;
};

// Expected values for one day, averaged over the copies.
struct SimulatedDay {
    double reviews = 0;       // answers to review cards (new cards not included)
    double lapses = 0;        // of which forgotten
    double newCards = 0;      // cards introduced
    double seconds = 0;       // study time
    double backlog = 0;       // cards due but left for later by the review limit
    double cardsInPlay = 0;   // cards with a memory state (studied before or introduced)
    double memorized = 0;     // sum of their retrievability at the start of the next day
};

struct SimulationResult {
    double desiredRetention = 0;
    std::vector<SimulatedDay> days;
    double averageReviewsPerDay = 0;
    double averageNewCardsPerDay = 0;
    double averageMinutesPerDay = 0;
    double peakMinutes = 0;              // the busiest day
    // memorized / cards in play on the last day: the share of what was studied that is remembered.
    double finalShareRemembered = 0;
    // The same averaged over all days.
    double averageShareRemembered = 0;
    double memorizedAtEnd = 0;           // expected number of cards remembered after the last day
    // Per group at options.recallDay: expected recall (mean retrievability over the group's cards,
    // not-yet-introduced ones counting 0); empty without recallDay.
    std::vector<double> groupRecall;
    double recall = 0;                   // the same over all cards
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
