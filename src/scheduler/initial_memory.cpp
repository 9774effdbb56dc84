#include "scheduler/initial_memory.h"

#include <algorithm>
#include <cmath>
#include <unordered_map>
#include <vector>

namespace notedeck::scheduler {

double historicalRetention(std::span<const core::ReviewRecord> log, const core::DayClock& clock,
                           std::optional<std::int64_t> firstDay)
{
    // Each card's answers in time order: the log may come in any order.
    std::unordered_map<core::CardId, std::vector<const core::ReviewRecord*>> byCard;
    for (const core::ReviewRecord& answer : log)
        byCard[answer.card].push_back(&answer);
    std::size_t due = 0;
    std::size_t recalled = 0;
    for (auto& [card, answers] : byCard) {
        std::stable_sort(answers.begin(), answers.end(), [](const auto* a, const auto* b) {
            return a->reviewedAtMs < b->reviewedAtMs;
        });
        std::optional<std::int64_t> previousDay;
        for (const core::ReviewRecord* answer : answers) {
            const std::int64_t day = clock.dayIndex(answer->reviewedAtMs / 1000);
            if (firstDay && day < *firstDay)
                continue;
            if (previousDay && day > *previousDay) {
                ++due;
                if (answer->rating != core::Rating::Again)
                    ++recalled;
            }
            previousDay = day;
        }
    }
    if (due < kRetentionSampleMinimum)
        return kDefaultHistoricalRetention;
    return std::clamp(static_cast<double>(recalled) / static_cast<double>(due), 0.70, 0.99);
}

MemoryState estimateMemory(const Model& model, double intervalDays, double retention)
{
    constexpr double kAssumedGrowth = 2.5;
    const Weights& w = model.weights();
    const double interval = std::max(1.0, intervalDays);
    // intervalModifier(r) is the multiple of S at which R has fallen to r.
    const double stability = std::max(0.1, interval / model.intervalModifier(retention));
    // Recall stability: S'/S = 1 + e^w8 (11 - D) S^-w9 (e^(w10 (1 - R)) - 1); set S'/S to the growth.
    const double perDifficulty = std::exp(w[8]) * std::pow(stability, -w[9]) * std::expm1(w[10] * (1.0 - retention));
    const double difficulty = perDifficulty > 0.0 ? 11.0 - (kAssumedGrowth - 1.0) / perDifficulty : 10.0;
    return {stability, std::clamp(difficulty, 1.0, 10.0)};
}

} // namespace notedeck::scheduler
