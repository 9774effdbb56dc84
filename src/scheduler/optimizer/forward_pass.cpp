#include "scheduler/optimizer/forward_pass.h"

#include <algorithm>
#include <cmath>

namespace notedeck::optimizer {

namespace {

constexpr double kMinS = scheduler::kMinStability;
constexpr double kMaxS = scheduler::kMaxStability;
constexpr double kMinD = scheduler::kMinDifficulty;
constexpr double kMaxD = scheduler::kMaxDifficulty;
constexpr double kMinInitialS = 0.1; // scheduler::Model::initialStability's floor

bool inside(double v, double lo, double hi)
{
    return v > lo && v < hi;
}

} // namespace

struct ForwardModel::Tangent {
    Weights s{}; // dS/dw
    Weights d{}; // dD/dw
};

ForwardModel::ForwardModel(const Weights& weights, bool enableShortTerm)
    : m_w(weights)
    , m_shortTerm(enableShortTerm)
{
    const double w20 = m_w[20];
    const double base = std::exp(-std::log(0.9) / w20);
    m_factor = base - 1.0;
    m_factorGrad = base * std::log(0.9) / (w20 * w20);
    m_expW8 = std::exp(m_w[8]);
    m_easyDifficulty = m_w[4] - std::exp(3.0 * m_w[5]) + 1.0;
    m_lapseCapFactor = m_shortTerm ? std::exp(-m_w[17] * m_w[18]) : 1.0;
}

double ForwardModel::retrievability(double elapsedDays, double stability) const
{
    return std::pow(1.0 + m_factor * elapsedDays / stability, -m_w[20]);
}

template <bool kGradient>
void ForwardModel::step(double& s, double& d, Tangent* tangent, const Review& review,
                        bool first) const
{
    const Weights& w = m_w;
    const int g = review.rating;
    if (first) {
        const double w0 = w[static_cast<std::size_t>(g - 1)];
        s = std::fmax(w0, kMinInitialS);
        const double e = std::exp(w[5] * (g - 1));
        const double d0 = w[4] - e + 1.0;
        d = std::clamp(d0, kMinD, kMaxD);
        if constexpr (kGradient) {
            tangent->s.fill(0.0);
            tangent->d.fill(0.0);
            if (w0 >= kMinInitialS) // at the floor itself the weight may still rise
                tangent->s[static_cast<std::size_t>(g - 1)] = 1.0;
            if (inside(d0, kMinD, kMaxD)) {
                tangent->d[4] = 1.0;
                tangent->d[5] = -(g - 1) * e;
            }
        }
        return;
    }

    // Difficulty: linear damping towards 10, then mean reversion towards D0(Easy).
    const double delta = -w[6] * (g - 3);
    const double damped = d + delta * (10.0 - d) / 9.0;
    const double rawD = w[7] * m_easyDifficulty + (1.0 - w[7]) * damped;

    // Stability. newS = f(s, d, w); a = df/ds, b = df/dd, plus direct df/dw terms.
    double newS = s;
    double a = 1.0;
    double b = 0.0;
    // Direct partial derivatives, at most six weights per branch.
    std::size_t localIndex[6];
    double localValue[6];
    std::size_t locals = 0;
    auto local = [&](std::size_t i, double v) {
        localIndex[locals] = i;
        localValue[locals] = v;
        ++locals;
    };

    const double t = review.elapsedDays;
    if (t == 0.0 && m_shortTerm) {
        const double shift = g - 3 + w[18];
        const double sinc = std::exp(w[17] * shift) * std::pow(s, -w[19]);
        if (g >= 2 && sinc < 1.0) {
            newS = s; // a passing answer never lowers stability
        } else {
            const double raw = s * sinc;
            newS = std::clamp(raw, kMinS, kMaxS);
            if constexpr (kGradient) {
                if (inside(raw, kMinS, kMaxS)) {
                    a = sinc * (1.0 - w[19]);
                    local(17, raw * shift);
                    local(18, raw * w[17]);
                    local(19, -raw * std::log(s));
                } else {
                    a = 0.0;
                }
            }
        }
    } else {
        const double q = 1.0 + m_factor * t / s;
        const double r = std::pow(q, -w[20]);
        const double drds = r * w[20] * m_factor * t / (s * s * q);
        const double drdw20 = r * (-std::log(q) - w[20] * (t / s) * m_factorGrad / q);
        if (g == 1) {
            const double dPow = std::pow(d, -w[12]);
            const double sPow = std::pow(s + 1.0, w[13]);
            const double ex = std::exp(w[14] * (1.0 - r));
            const double forgotten = w[11] * dPow * (sPow - 1.0) * ex;
            const double forgottenClamped = std::clamp(forgotten, kMinS, kMaxS);
            const double cap = s * m_lapseCapFactor;
            const double capClamped = std::fmax(cap, kMinS);
            if (capClamped < forgottenClamped) {
                newS = capClamped;
                if constexpr (kGradient) {
                    if (cap > kMinS) {
                        a = m_lapseCapFactor;
                        if (m_shortTerm) {
                            local(17, -w[18] * cap);
                            local(18, -w[17] * cap);
                        }
                    } else {
                        a = 0.0;
                    }
                }
            } else {
                newS = forgottenClamped;
                if constexpr (kGradient) {
                    if (inside(forgotten, kMinS, kMaxS)) {
                        a = w[11] * dPow * w[13] * sPow / (s + 1.0) * ex -
                            forgotten * w[14] * drds;
                        b = -w[12] * forgotten / d;
                        local(11, dPow * (sPow - 1.0) * ex);
                        local(12, -forgotten * std::log(d));
                        local(13, w[11] * dPow * sPow * std::log(s + 1.0) * ex);
                        local(14, forgotten * (1.0 - r));
                        local(20, -forgotten * w[14] * drdw20);
                    } else {
                        a = 0.0;
                    }
                }
            }
        } else {
            const double hard = g == 2 ? w[15] : 1.0;
            const double easy = g == 4 ? w[16] : 1.0;
            const double sPow = std::pow(s, -w[9]);
            const double base = m_expW8 * (11.0 - d) * sPow; // without the rating factors
            const double k = base * hard * easy;
            const double e = std::exp(w[10] * (1.0 - r));
            const double growth = k * (e - 1.0);
            const double raw = s * (1.0 + growth);
            newS = std::clamp(raw, kMinS, kMaxS);
            if constexpr (kGradient) {
                if (inside(raw, kMinS, kMaxS)) {
                    a = 1.0 + growth * (1.0 - w[9]) - s * k * e * w[10] * drds;
                    b = -s * m_expW8 * sPow * hard * easy * (e - 1.0);
                    local(8, s * growth);
                    local(9, -s * growth * std::log(s));
                    local(10, s * k * e * (1.0 - r));
                    if (g == 2)
                        local(15, s * base * (e - 1.0));
                    if (g == 4)
                        local(16, s * base * (e - 1.0));
                    local(20, -s * k * e * w[10] * drdw20);
                } else {
                    a = 0.0;
                }
            }
        }
    }

    if constexpr (kGradient) {
        // dS' = a dS + b dD + direct terms; dD' = c dD + direct terms.
        Weights& ts = tangent->s;
        Weights& td = tangent->d;
        for (std::size_t i = 0; i < kParameterCount; ++i)
            ts[i] = a * ts[i] + b * td[i];
        for (std::size_t j = 0; j < locals; ++j)
            ts[localIndex[j]] += localValue[j];
        if (inside(rawD, kMinD, kMaxD)) {
            const double c = (1.0 - w[7]) * (1.0 - delta / 9.0);
            for (std::size_t i = 0; i < kParameterCount; ++i)
                td[i] *= c;
            td[4] += w[7];
            td[5] += -w[7] * 3.0 * std::exp(3.0 * w[5]);
            td[6] += (1.0 - w[7]) * (-(g - 3)) * (10.0 - d) / 9.0;
            td[7] += m_easyDifficulty - damped;
        } else {
            td.fill(0.0);
        }
    }
    s = newS;
    d = std::clamp(rawD, kMinD, kMaxD);
}

template <bool kGradient>
double ForwardModel::run(std::span<const Review> reviews, std::span<const Target> targets,
                         Weights* gradient) const
{
    Tangent tangent;
    double s = 0.0;
    double d = 0.0;
    double loss = 0.0;
    std::size_t next = 0; // the review to apply next
    for (const Target& target : targets) {
        for (; next < target.position; ++next)
            step<kGradient>(s, d, &tangent, reviews[next], next == 0);

        const Review& predicted = reviews[target.position];
        const double t = predicted.elapsedDays;
        const double q = 1.0 + m_factor * t / s;
        const double r = std::pow(q, -m_w[20]);
        const double p = std::clamp(r, kProbabilityEpsilon, 1.0 - kProbabilityEpsilon);
        const double y = predicted.rating > 1 ? 1.0 : 0.0;
        loss -= (y * std::log(p) + (1.0 - y) * std::log(1.0 - p)) * target.weight;
        if constexpr (kGradient) {
            const double dLdp = -(y / p - (1.0 - y) / (1.0 - p)) * target.weight;
            const double drds = r * m_w[20] * m_factor * t / (s * s * q);
            const double drdw20 = r * (-std::log(q) - m_w[20] * (t / s) * m_factorGrad / q);
            const double k = dLdp * drds;
            Weights& g = *gradient;
            for (std::size_t i = 0; i < kParameterCount; ++i)
                g[i] += k * tangent.s[i];
            g[20] += dLdp * drdw20;
        }
    }
    return loss;
}

scheduler::MemoryState ForwardModel::memoryState(std::span<const Review> reviews) const
{
    double s = 0.0;
    double d = 0.0;
    for (std::size_t i = 0; i < reviews.size(); ++i)
        step<false>(s, d, nullptr, reviews[i], i == 0);
    return {s, d};
}

scheduler::MemoryState ForwardModel::next(const std::optional<scheduler::MemoryState>& state,
                                          const Review& review) const
{
    double s = state ? state->stability : 0.0;
    double d = state ? state->difficulty : 0.0;
    step<false>(s, d, nullptr, review, !state);
    return {s, d};
}

double ForwardModel::predict(const TrainingItem& item) const
{
    const auto state = memoryState(item.history());
    return retrievability(item.target().elapsedDays, state.stability);
}

double ForwardModel::loss(const TrainingItem& item, double weight) const
{
    const Target target{item.reviews.size() - 1, weight};
    return run<false>(item.reviews, {&target, 1}, nullptr);
}

double ForwardModel::lossAndGradient(const TrainingItem& item, double weight,
                                     Weights& gradient) const
{
    const Target target{item.reviews.size() - 1, weight};
    return run<true>(item.reviews, {&target, 1}, &gradient);
}

double ForwardModel::sequenceLoss(std::span<const Review> reviews, std::span<const Target> targets) const
{
    return run<false>(reviews, targets, nullptr);
}

double ForwardModel::sequenceLossAndGradient(std::span<const Review> reviews,
                                             std::span<const Target> targets, Weights& gradient) const
{
    return run<true>(reviews, targets, &gradient);
}

} // namespace notedeck::optimizer
