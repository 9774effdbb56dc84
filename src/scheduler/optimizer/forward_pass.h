#pragma once
// The FSRS-6 model as a differentiable function of its 21 weights.
//
// ForwardModel replays a card's history with the same formulas as scheduler::Model::next
// (same branches, clamps and caps; without the reference's rounding to 8 decimals) and,
// when asked, carries along the derivatives of stability and difficulty with respect to
// every weight (forward-mode differentiation: after each review, dS/dw and dD/dw follow
// from the chain rule through that review's formula). The log loss of a prediction and its
// exact gradient then take one pass over the history.
#include "scheduler/optimizer/training_items.h"
#include "scheduler/fsrs_model.h"
#include "scheduler/parameters.h"

#include <optional>
#include <span>

namespace notedeck::optimizer {

using scheduler::kParameterCount;
using scheduler::Weights;

// Predictions are kept this far from 0 and 1 so that the log loss stays finite.
inline constexpr double kProbabilityEpsilon = 1e-10;

class ForwardModel {
public:
    // `weights` should be valid (see scheduler::clipWeights). `enableShortTerm` as in
    // scheduler::Model: same-day reviews use the short-term formula.
    explicit ForwardModel(const Weights& weights, bool enableShortTerm = true);

    const Weights& weights() const { return m_w; }

    // R(t, S) = (1 + factor t / S)^(-w20).
    double retrievability(double elapsedDays, double stability) const;

    // The memory state after all of `reviews` (the first is the card's first review).
    scheduler::MemoryState memoryState(std::span<const Review> reviews) const;

    // One review: the state after `review` given the state before it (none for the card's
    // first review), as scheduler::Model::next.
    scheduler::MemoryState next(const std::optional<scheduler::MemoryState>& state,
                                const Review& review) const;

    // The predicted probability that the item's last review was a recall.
    double predict(const TrainingItem& item) const;

    // weight * binary cross-entropy of predict(item) against item.recalled().
    double loss(const TrainingItem& item, double weight = 1.0) const;

    // loss(item, weight), and adds its gradient with respect to the weights to `gradient`.
    double lossAndGradient(const TrainingItem& item, double weight, Weights& gradient) const;

    // Several predictions along one card's history in a single pass: the review at
    // `position` (> 0, elapsedDays > 0) predicted from the reviews before it. This is the
    // same as the items made of each prefix, for the cost of the longest one.
    struct Target {
        std::size_t position = 0;
        double weight = 1.0;
    };
    // The summed weighted losses; `targets` in increasing position, all within `reviews`.
    double sequenceLoss(std::span<const Review> reviews, std::span<const Target> targets) const;
    // The same, adding the gradient to `gradient`.
    double sequenceLossAndGradient(std::span<const Review> reviews, std::span<const Target> targets,
                                   Weights& gradient) const;

private:
    struct Tangent;
    template <bool kGradient>
    void step(double& s, double& d, Tangent* tangent, const Review& review, bool first) const;
    template <bool kGradient>
    double run(std::span<const Review> reviews, std::span<const Target> targets, Weights* gradient) const;

    Weights m_w;
    bool m_shortTerm;
    double m_factor;        // 0.9^(-1/w20) - 1
    double m_factorGrad;    // d factor / d w20
    double m_expW8;
    double m_easyDifficulty; // D0(Easy) = w4 - e^(3 w5) + 1
    double m_lapseCapFactor; // e^(-w17 w18) with the short-term formula on, else 1
};

} // namespace notedeck::optimizer
