#include "scheduler/optimizer/optimizer.h"

#include "scheduler/optimizer/dataset.h"
#include "scheduler/optimizer/forward_pass.h"
#include "scheduler/optimizer/pretrain.h"

#include <algorithm>
#include <array>
#include <cmath>
#include <limits>
#include <numbers>
#include <optional>
#include <random>
#include <string>
#include <unordered_map>
#include <vector>

namespace notedeck::optimizer {

namespace {

using scheduler::Weights;

// How much each weight varies between users (standard deviations published with the
// FSRS-6 defaults). The L2 pull is measured in these units, so a weight that varies a lot
// between people may move further from the start.
constexpr Weights kParameterSpread = {6.43, 9.66, 17.58, 27.85, 0.57, 0.28, 0.6,
                                      0.12, 0.39, 0.18,  0.33,  0.3,  0.09, 0.16,
                                      0.57, 0.25, 1.03,  0.31,  0.32, 0.14, 0.27};

constexpr double kMinInitialStability = 0.1;
constexpr double kAdamBeta1 = 0.9;
constexpr double kAdamBeta2 = 0.999;
constexpr double kAdamEpsilon = 1e-8;

struct WeightedItem {
    std::size_t index;
    double weight;
};

// One card's history with every training prediction along it: the items of a card are
// prefixes of each other, so one pass over the longest serves them all.
struct Sequence {
    std::span<const Review> reviews;
    std::vector<ForwardModel::Target> targets; // by position
};

struct Batch {
    std::vector<std::size_t> sequences;
    std::size_t predictions = 0;
};

std::vector<Sequence> cardSequences(std::span<const TrainingItem> items, std::span<const WeightedItem> train)
{
    // Cards in order of their first training item; per card, longest items first.
    std::vector<std::vector<WeightedItem>> cards;
    std::unordered_map<core::CardId, std::size_t> cardIndex;
    for (const WeightedItem& item : train) {
        const auto [it, added] = cardIndex.try_emplace(items[item.index].cardId, cards.size());
        if (added)
            cards.emplace_back();
        cards[it->second].push_back(item);
    }
    std::vector<Sequence> sequences;
    for (auto& card : cards) {
        std::stable_sort(card.begin(), card.end(), [&](const WeightedItem& a, const WeightedItem& b) {
            return items[a.index].reviews.size() > items[b.index].reviews.size();
        });
        const std::size_t first = sequences.size();
        for (const WeightedItem& item : card) {
            const auto& reviews = items[item.index].reviews;
            // Join the first longer history of this card that begins with these reviews.
            std::size_t s = first;
            while (s < sequences.size() &&
                   !std::equal(reviews.begin(), reviews.end(), sequences[s].reviews.begin()))
                ++s;
            if (s == sequences.size())
                sequences.push_back({reviews, {}});
            sequences[s].targets.push_back({reviews.size() - 1, item.weight});
        }
        for (std::size_t s = first; s < sequences.size(); ++s) {
            auto& targets = sequences[s].targets;
            std::stable_sort(targets.begin(), targets.end(),
                             [](const auto& a, const auto& b) { return a.position < b.position; });
        }
    }
    return sequences;
}

// Adam: per-weight step sizes from running means of the gradient and its square.
class Adam {
public:
    void step(Weights& w, const Weights& gradient, double learningRate, const std::array<bool, 21>& frozen)
    {
        ++m_t;
        const double c1 = 1.0 - std::pow(kAdamBeta1, m_t);
        const double c2 = 1.0 - std::pow(kAdamBeta2, m_t);
        for (std::size_t i = 0; i < kParameterCount; ++i) {
            if (frozen[i])
                continue;
            const double g = gradient[i];
            m_m[i] = kAdamBeta1 * m_m[i] + (1.0 - kAdamBeta1) * g;
            m_v[i] = kAdamBeta2 * m_v[i] + (1.0 - kAdamBeta2) * g * g;
            w[i] -= learningRate * (m_m[i] / c1) / (std::sqrt(m_v[i] / c2) + kAdamEpsilon);
        }
    }

private:
    Weights m_m{};
    Weights m_v{};
    int m_t = 0;
};

// Fisher-Yates with an unbiased draw from a fixed generator, so a seed means the same
// order on every platform (std::shuffle's algorithm is left to the library).
void shuffle(std::vector<std::size_t>& v, std::mt19937_64& rng)
{
    for (std::size_t i = v.size(); i > 1; --i) {
        const std::uint64_t bound = i;
        const std::uint64_t limit = std::numeric_limits<std::uint64_t>::max() -
                                    std::numeric_limits<std::uint64_t>::max() % bound;
        std::uint64_t x = rng();
        while (x >= limit)
            x = rng();
        std::swap(v[i - 1], v[static_cast<std::size_t>(x % bound)]);
    }
}

double l2Penalty(const Weights& w, const Weights& start)
{
    double sum = 0.0;
    for (std::size_t i = 0; i < kParameterCount; ++i) {
        const double z = (w[i] - start[i]) / kParameterSpread[i];
        sum += z * z;
    }
    return sum;
}

Weights roundWeights(const Weights& w, int decimals)
{
    if (decimals <= 0)
        return w;
    const double scale = std::pow(10.0, decimals);
    Weights out{};
    for (std::size_t i = 0; i < kParameterCount; ++i)
        out[i] = std::round(w[i] * scale) / scale;
    return out;
}

core::Result<void> validate(std::span<const TrainingItem> items, const OptimizeOptions& o)
{
    if (o.epochs < 1)
        return core::fail("epochs must be at least 1");
    if (o.batchSize < 1)
        return core::fail("the batch size must be at least 1");
    if (!(o.learningRate > 0.0) || !std::isfinite(o.learningRate))
        return core::fail("the learning rate must be a positive number");
    if (!(o.l2Strength >= 0.0) || !std::isfinite(o.l2Strength))
        return core::fail("the L2 strength must be zero or positive");
    if (o.relearningSteps < 0)
        return core::fail("the number of relearning steps cannot be negative");
    if (o.roundDecimals < 0 || o.roundDecimals > 12)
        return core::fail("round to 0 to 12 decimals");
    for (std::size_t i = 0; i < items.size(); ++i) {
        const auto& reviews = items[i].reviews;
        const std::string which = "training item " + std::to_string(i + 1);
        if (reviews.size() < 2)
            return core::fail(which + " needs at least two reviews");
        if (reviews.front().elapsedDays != 0)
            return core::fail(which + " must start with the card's first review (0 elapsed days)");
        if (reviews.back().elapsedDays <= 0)
            return core::fail(which + " must end with a review on a later day");
        for (const Review& r : reviews) {
            if (r.rating < 1 || r.rating > 4)
                return core::fail(which + " has a rating outside 1..4");
            if (r.elapsedDays < 0)
                return core::fail(which + " has a negative number of elapsed days");
        }
    }
    return {};
}

} // namespace

core::Result<OptimizeResult> optimize(std::span<const TrainingItem> items, const Weights& start,
                                      const OptimizeOptions& options,
                                      const ProgressCallback& progress,
                                      const std::atomic<bool>* cancel)
{
    if (auto ok = validate(items, options); !ok)
        return std::unexpected(ok.error());
    for (double v : start) {
        if (!std::isfinite(v))
            return core::fail("the starting weights must be finite numbers");
    }
    const int steps = options.relearningSteps;
    const bool shortTerm = options.enableShortTerm;
    // The scheduler's ranges; besides, scheduler::Model starts no card below S = 0.1, so
    // smaller initial stabilities would only be misleading.
    const auto clip = [&](const Weights& w) {
        Weights out = scheduler::clipWeights(w, steps, shortTerm);
        for (std::size_t i = 0; i < 4; ++i)
            out[i] = std::max(out[i], kMinInitialStability);
        return out;
    };
    const auto cancelled = [&] { return cancel && cancel->load(std::memory_order_relaxed); };
    const auto finish = [&](const Weights& w) { return clip(roundWeights(clip(w), options.roundDecimals)); };

    OptimizeResult result;
    const Weights startClipped = clip(start);
    result.weights = startClipped;

    const PreparedItems prepared = prepareItems(items, options.filterOutliers);
    result.trainingItems = prepared.training.size();
    result.initializationItems = prepared.initialization.size();
    if (prepared.training.size() < 8)
        return result;

    const double recall = averageRecall(items, prepared.training);
    const auto initial = pretrainInitialStability(items, prepared.initialization, recall, result.weights);
    if (!initial)
        return result; // nothing to learn the initial stabilities from
    Weights w = result.weights;
    std::copy(initial->stability.begin(), initial->stability.end(), w.begin());
    w = clip(w);
    if (prepared.training.size() == prepared.initialization.size() || prepared.training.size() < 64) {
        result.weights = finish(w);
        result.status = OptimizeStatus::PretrainedOnly;
        return result;
    }

    // Training set: recency weights by time order, too-long histories left out.
    std::vector<WeightedItem> train;
    {
        const auto recency = recencyWeights(prepared.training.size());
        for (std::size_t k = 0; k < prepared.training.size(); ++k) {
            const std::size_t index = prepared.training[k];
            if (items[index].reviews.size() > options.maxHistoryLength)
                continue;
            train.push_back({index, options.recencyWeighting ? recency[k] : 1.0});
        }
    }
    const std::size_t total = train.size();
    if (total == 0) {
        result.weights = finish(w);
        result.status = OptimizeStatus::PretrainedOnly;
        return result;
    }
    const std::vector<Sequence> sequences = cardSequences(items, train);

    std::array<bool, 21> frozen{};
    if (!shortTerm)
        frozen[17] = frozen[18] = frozen[19] = true;

    // Every epoch visits the cards in a new random order, cut into batches of about
    // batchSize predictions. All orders are drawn up front so that the length of the
    // learning-rate schedule is known.
    std::mt19937_64 rng(options.seed);
    std::vector<std::vector<Batch>> epochs(static_cast<std::size_t>(options.epochs));
    std::size_t stepTotal = 0;
    {
        std::vector<std::size_t> order(sequences.size());
        for (std::size_t i = 0; i < order.size(); ++i)
            order[i] = i;
        for (auto& batches : epochs) {
            shuffle(order, rng);
            Batch batch;
            for (const std::size_t i : order) {
                batch.sequences.push_back(i);
                batch.predictions += sequences[i].targets.size();
                if (batch.predictions >= options.batchSize) {
                    batches.push_back(std::move(batch));
                    batch = {};
                }
            }
            if (!batch.sequences.empty())
                batches.push_back(std::move(batch));
            stepTotal += batches.size();
        }
    }

    const Weights anchor = w; // the L2 pull's centre
    Adam adam;
    std::size_t stepCount = 0;
    Weights best = w;
    double bestLoss = std::numeric_limits<double>::infinity();

    for (int epoch = 1; epoch <= options.epochs; ++epoch) {
        std::size_t done = 0;
        for (const Batch& batch : epochs[static_cast<std::size_t>(epoch - 1)]) {
            if (cancelled()) {
                result.weights = startClipped;
                result.status = OptimizeStatus::Cancelled;
                return result;
            }
            const ForwardModel model(w, shortTerm);
            Weights gradient{};
            for (const std::size_t i : batch.sequences)
                model.sequenceLossAndGradient(sequences[i].reviews, sequences[i].targets, gradient);
            // L2 term, scaled to the batch's share of the data.
            const double share =
                options.l2Strength * static_cast<double>(batch.predictions) / static_cast<double>(total);
            for (std::size_t i = 0; i < kParameterCount; ++i)
                gradient[i] += 2.0 * share * (w[i] - anchor[i]) / (kParameterSpread[i] * kParameterSpread[i]);

            ++stepCount;
            const double lr = options.learningRate * 0.5 *
                              (1.0 + std::cos(std::numbers::pi * static_cast<double>(stepCount) /
                                              static_cast<double>(stepTotal + 1)));
            adam.step(w, gradient, lr, frozen);
            w = clip(w);

            done += batch.predictions;
            if (progress)
                progress({epoch, options.epochs, done, total, 0, 1});
        }

        // Keep the epoch with the lowest loss over the whole training set.
        const ForwardModel model(w, shortTerm);
        double loss = 0.0;
        for (const Sequence& sequence : sequences)
            loss += model.sequenceLoss(sequence.reviews, sequence.targets);
        loss = (loss + options.l2Strength * l2Penalty(w, anchor)) / static_cast<double>(total);
        if (loss < bestLoss) {
            bestLoss = loss;
            best = w;
            result.bestEpoch = epoch;
        }
    }

    // Initial stabilities back in rating order; ratings without data filled from the rest.
    std::array<std::optional<double>, 4> trained;
    for (std::size_t r = 0; r < 4; ++r)
        trained[r] = best[r];
    if (const auto filled = smoothAndFill(trained, initial->count, startClipped))
        std::copy(filled->begin(), filled->end(), best.begin());

    result.weights = finish(best);
    result.status = OptimizeStatus::Fitted;
    result.trainingLoss = bestLoss;
    return result;
}

} // namespace notedeck::optimizer
