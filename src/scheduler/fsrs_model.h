#pragma once
// The FSRS-6 memory model: how stability (S, days until recall probability falls to 90%)
// and difficulty (D, 1..10) change with each answer, and the forgetting curve R(t, S).
// Pure functions of the weights; intermediate values are rounded where the published
// reference rounds them, so results agree with it to the last digit.
#include "core/result.h"
#include "core/types.h"
#include "scheduler/parameters.h"

#include <array>
#include <optional>
#include <span>

namespace notedeck::scheduler {

struct MemoryState {
    double stability = 0.0;
    double difficulty = 0.0;

    friend bool operator==(const MemoryState&, const MemoryState&) = default;
};

class Model {
public:
    // `weights` are used as given: pass them through clipWeights()/migrateWeights() first
    // (create() does both).
    explicit Model(const Weights& weights = kDefaultWeights, bool enableShortTerm = true);

    // Parameters as stored or imported: 17, 19 or 21 values, possibly out of range.
    static core::Result<Model> create(std::span<const double> parameters,
                                      int relearningStepCount = 1, bool enableShortTerm = true);

    const Weights& weights() const { return m_w; }
    // The curve's exponent, -w20 (negative).
    double decay() const { return m_decay; }
    // 0.9^(1/decay) - 1, chosen so that R(S, S) = 0.9.
    double factor() const { return m_factor; }

    // R(t, S) = (1 + factor * t / S)^decay.
    double retrievability(double elapsedDays, double stability) const;
    // The multiple of S after which R has fallen to `desiredRetention` (0 < r <= 1).
    double intervalModifier(double desiredRetention) const;

    // S0(G) = w[G-1], at least 0.1.
    double initialStability(core::Rating rating) const;
    // D0(G) = w4 - e^(w5 (G-1)) + 1, not yet clamped to [1, 10].
    double initialDifficulty(core::Rating rating) const;
    // D' = w7 D0(Easy) + (1 - w7) (D + dD (10 - D) / 9) with dD = -w6 (G - 3), in [1, 10].
    double nextDifficulty(double difficulty, core::Rating rating) const;
    // S' = S (1 + e^w8 (11 - D) S^-w9 (e^(w10 (1 - R)) - 1) [w15 if Hard] [w16 if Easy]).
    double recallStability(double difficulty, double stability, double retrievability,
                           core::Rating rating) const;
    // S'f = w11 D^-w12 ((S + 1)^w13 - 1) e^(w14 (1 - R)), before the lapse cap.
    double forgetStability(double difficulty, double stability, double retrievability) const;
    // Same-day review: S' = S e^(w17 (G - 3 + w18)) S^-w19, never decreasing unless Again.
    double shortTermStability(double stability, core::Rating rating) const;

    // The memory state after answering `rating` `elapsedDays` whole days after the
    // previous review. `current` is empty for a card's first review. With the same-day
    // formula on, elapsedDays == 0 uses it; otherwise the recall/lapse formulas run with
    // R = R(elapsedDays, S) unless `knownRetrievability` is given.
    MemoryState next(const std::optional<MemoryState>& current, double elapsedDays,
                     core::Rating rating,
                     std::optional<double> knownRetrievability = std::nullopt) const;
    // next() for Again, Hard, Good and Easy at once, with the same results bit for bit;
    // the powers and exponentials the four share are computed once.
    std::array<MemoryState, 4> nextAll(const std::optional<MemoryState>& current,
                                       double elapsedDays,
                                       std::optional<double> knownRetrievability = std::nullopt) const;

private:
    double lapseStability(double difficulty, double stability, double retrievability) const;

    Weights m_w;
    bool m_shortTerm;
    double m_decay;
    double m_factor;
    // Per-weights constants of the update formulas, computed once (same values).
    double m_expW8;
    double m_easyDifficulty;
    double m_lapseCapDivisor; // e^(w17 w18), or 1 without the same-day formula
};

} // namespace notedeck::scheduler
