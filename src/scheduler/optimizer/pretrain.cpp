#include "scheduler/optimizer/pretrain.h"

#include <algorithm>
#include <cmath>
#include <map>

namespace notedeck::optimizer {

namespace {

constexpr double kMinS0 = scheduler::kMinStability;
constexpr double kMaxS0 = scheduler::kMaxInitialStability;
// scheduler::Model never starts a card below this stability, so no S0 below it is searched.
constexpr double kMinSearchedS0 = 0.1;
// Interpolation weights between neighbouring ratings, in log space.
constexpr double kHardBetweenAgainAndGood = 0.41;
constexpr double kGoodBetweenHardAndEasy = 0.54;

struct IntervalStats {
    double interval;
    double recall; // smoothed
    double count;
};

double curve(double t, double s, double w20)
{
    const double factor = std::exp(-std::log(0.9) / w20) - 1.0;
    return std::pow(1.0 + factor * t / s, -w20);
}

double searchLoss(const std::vector<IntervalStats>& data, double s, double startS0, double w20)
{
    double loss = 0.0;
    for (const IntervalStats& g : data) {
        const double p = std::clamp(curve(g.interval, s, w20), 1e-12, 1.0 - 1e-12);
        loss -= (g.recall * std::log(p) + (1.0 - g.recall) * std::log(1.0 - p)) * g.count;
    }
    return loss + std::fabs(s - startS0) / 16.0;
}

// Ternary search on [0.1, 100]; the loss is unimodal in S0.
double searchS0(const std::vector<IntervalStats>& data, double startS0, double w20)
{
    double low = kMinSearchedS0;
    double high = kMaxS0;
    for (int iteration = 0; iteration < 200 && high - low > 1e-10 * std::max(1.0, low); ++iteration) {
        const double m1 = low + (high - low) / 3.0;
        const double m2 = high - (high - low) / 3.0;
        if (searchLoss(data, m1, startS0, w20) < searchLoss(data, m2, startS0, w20))
            high = m2;
        else
            low = m1;
    }
    return (low + high) / 2.0;
}

} // namespace

core::Result<std::array<double, 4>> smoothAndFill(const std::array<std::optional<double>, 4>& known,
                                                  const std::array<int, 4>& count,
                                                  const scheduler::Weights& start)
{
    std::array<std::optional<double>, 4> s{};
    for (std::size_t r = 0; r < 4; ++r) {
        if (known[r] && count[r] > 0)
            s[r] = *known[r];
    }
    // A lower rating must not have a larger S0; trust the rating with more data.
    constexpr std::array<std::pair<std::size_t, std::size_t>, 6> pairs = {
        {{0, 1}, {1, 2}, {2, 3}, {0, 2}, {1, 3}, {0, 3}}};
    for (const auto& [lo, hi] : pairs) {
        if (s[lo] && s[hi] && *s[lo] > *s[hi]) {
            if (count[lo] > count[hi])
                s[hi] = s[lo];
            else
                s[lo] = s[hi];
        }
    }

    const auto present = std::count_if(s.begin(), s.end(), [](const auto& v) { return v.has_value(); });
    if (present == 0)
        return core::fail("not enough reviews to estimate the initial stabilities");

    std::array<double, 4> out{};
    if (present == 1) {
        // Scale the starting values by the one known ratio.
        std::size_t r = 0;
        while (!s[r])
            ++r;
        const double scale = *s[r] / start[r];
        for (std::size_t i = 0; i < 4; ++i)
            out[i] = start[i] * scale;
    } else {
        // In log space: L1 = a L0 + (1 - a) L2 and L2 = (1 - b) L1 + b L3.
        const double a = kHardBetweenAgainAndGood;
        const double b = kGoodBetweenHardAndEasy;
        std::array<double, 4> l{};
        for (std::size_t i = 0; i < 4; ++i)
            l[i] = s[i] ? std::log(*s[i]) : 0.0;
        if (present == 3) {
            // One unknown: the relation that contains it gives it.
            if (!s[0])
                l[0] = (l[1] - (1.0 - a) * l[2]) / a;
            else if (!s[1])
                l[1] = a * l[0] + (1.0 - a) * l[2];
            else if (!s[2])
                l[2] = (1.0 - b) * l[1] + b * l[3];
            else
                l[3] = (l[2] - (1.0 - b) * l[1]) / b;
        } else if (present == 2) {
            // Two unknowns x, y: solve the two relations
            //   e1: a L0 - L1 + (1 - a) L2 = 0
            //   e2: (1 - b) L1 - L2 + b L3 = 0
            // for them; the known values move to the right-hand side.
            const std::array<double, 4> e1 = {a, -1.0, 1.0 - a, 0.0};
            const std::array<double, 4> e2 = {0.0, 1.0 - b, -1.0, b};
            std::array<std::size_t, 2> unknown{};
            std::size_t n = 0;
            for (std::size_t i = 0; i < 4; ++i) {
                if (!s[i])
                    unknown[n++] = i;
            }
            double rhs1 = 0.0;
            double rhs2 = 0.0;
            for (std::size_t i = 0; i < 4; ++i) {
                if (s[i]) {
                    rhs1 -= e1[i] * l[i];
                    rhs2 -= e2[i] * l[i];
                }
            }
            const double m11 = e1[unknown[0]], m12 = e1[unknown[1]];
            const double m21 = e2[unknown[0]], m22 = e2[unknown[1]];
            const double det = m11 * m22 - m12 * m21;
            l[unknown[0]] = (rhs1 * m22 - m12 * rhs2) / det;
            l[unknown[1]] = (m11 * rhs2 - rhs1 * m21) / det;
        }
        for (std::size_t i = 0; i < 4; ++i)
            out[i] = s[i] ? *s[i] : std::exp(l[i]);
    }
    for (double& v : out)
        v = std::clamp(v, kMinS0, kMaxS0);
    return out;
}

core::Result<InitialStability> pretrainInitialStability(std::span<const TrainingItem> items,
                                                        std::span<const std::size_t> selection,
                                                        double averageRecall,
                                                        const scheduler::Weights& start)
{
    // first rating -> interval -> (recalled, total)
    std::array<std::map<int, std::pair<int, int>>, 4> groups;
    InitialStability result;
    for (std::size_t index : selection) {
        const TrainingItem& item = items[index];
        const std::size_t r = static_cast<std::size_t>(item.reviews.front().rating - 1);
        const Review& first = item.firstLongTermReview();
        auto& g = groups[r][first.elapsedDays];
        g.first += first.rating > 1 ? 1 : 0;
        g.second += 1;
        result.count[r] += 1;
    }
    std::array<std::optional<double>, 4> fitted{};
    for (std::size_t r = 0; r < 4; ++r) {
        if (groups[r].empty())
            continue;
        std::vector<IntervalStats> data;
        for (const auto& [interval, counts] : groups[r]) {
            const double n = counts.second;
            const double recall = counts.first / n;
            // One pseudo-review at the average recall rate keeps tiny groups sensible.
            data.push_back({static_cast<double>(interval), (recall * n + averageRecall) / (n + 1.0), n});
        }
        fitted[r] = searchS0(data, start[r], start[20]);
    }
    auto filled = smoothAndFill(fitted, result.count, start);
    if (!filled)
        return std::unexpected(filled.error());
    result.stability = *filled;
    return result;
}

} // namespace notedeck::optimizer
