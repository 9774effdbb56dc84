#pragma once
// A simulated learner whose memory follows FSRS-6 with known weights: the optimizer tests
// fit its review log and compare the result with the truth.
#include "scheduler/optimizer/review_log.h"
#include "scheduler/fsrs_model.h"

#include <cmath>
#include <random>
#include <vector>

namespace notedeck::optimizer::test {

struct SimulationSettings {
    int cards = 1000;
    int reviewsPerCard = 12;
    double desiredRetention = 0.9;
    unsigned seed = 7;
};

// Each card starts on a random day over half a year; the learner answers with the true
// model's recall probability, repeats failed cards once the same day (a relearning step)
// and otherwise comes back after the interval for the desired retention times a random
// factor between 1/3 and 3 (so that the forgetting curve is seen at many points).
inline std::vector<ReviewLogEntry> simulateReviewLog(const scheduler::Weights& truth,
                                                     const SimulationSettings& settings = {})
{
    const scheduler::Model model(truth);
    std::mt19937_64 rng(settings.seed);
    std::uniform_real_distribution<double> unit(0.0, 1.0);
    constexpr std::int64_t kDayMs = 86'400'000;
    const std::int64_t origin = 1'700'000'000'000; // 2023-11-14
    std::vector<ReviewLogEntry> log;
    for (int c = 0; c < settings.cards; ++c) {
        const core::CardId id = 1000 + c;
        // Noon UTC on a random day, so the 04:00 UTC day boundary never interferes.
        std::int64_t day = static_cast<std::int64_t>(unit(rng) * 180.0);
        std::int64_t minute = 0;
        auto at = [&] { return origin + day * kDayMs + 8 * 3'600'000 + minute * 60'000; };

        const double first = unit(rng);
        const int firstRating = first < 0.3 ? 1 : first < 0.35 ? 2 : first < 0.9 ? 3 : 4;
        log.push_back({id, firstRating, at(), 5000});
        auto state = model.next(std::nullopt, 0.0, static_cast<core::Rating>(firstRating));
        bool relearn = firstRating == 1;
        for (int r = 1; r < settings.reviewsPerCard; ++r) {
            std::int64_t elapsed = 0;
            if (relearn) {
                minute += 10;
            } else {
                const double interval = state.stability * model.intervalModifier(settings.desiredRetention) *
                                        std::exp((2.0 * unit(rng) - 1.0) * std::log(3.0));
                elapsed = std::max<std::int64_t>(1, std::llround(interval));
                day += elapsed;
                minute = 0;
            }
            const double recall = model.retrievability(static_cast<double>(elapsed), state.stability);
            int rating = 1;
            if (unit(rng) < recall) {
                const double pick = unit(rng);
                rating = pick < 0.1 ? 2 : pick < 0.9 ? 3 : 4;
            }
            log.push_back({id, rating, at(), 4000});
            state = model.next(state, static_cast<double>(elapsed), static_cast<core::Rating>(rating));
            relearn = rating == 1 && elapsed > 0;
        }
    }
    return log;
}

} // namespace notedeck::optimizer::test
