#pragma once
// What the workload simulator plays and what it reports, as values: how a user answers (answer
// times, rating habits) and the expected reviews, time and recall per day. The simulator
// (scheduler/workload_simulator.h) computes them; the workload view shows them.
#include <array>
#include <vector>

namespace notedeck::core {

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
    // Per group at the recall day asked for (SimulationOptions::recallDay): expected recall (mean retrievability over the group's cards,
    // not-yet-introduced ones counting 0); empty without recallDay.
    std::vector<double> groupRecall;
    double recall = 0;                   // the same over all cards
};

} // namespace notedeck::core
