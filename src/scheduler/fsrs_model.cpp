#include "scheduler/fsrs_model.h"

#include "scheduler/js_math.h"

#include <cmath>

namespace notedeck::scheduler {

namespace {

int grade(core::Rating rating)
{
    return static_cast<int>(rating);
}

} // namespace

Model::Model(const Weights& weights, bool enableShortTerm)
    : m_w(weights)
    , m_shortTerm(enableShortTerm)
    , m_decay(-weights[20])
    // exp(ln(0.9) / decay) rather than pow(0.9, 1/decay): the reference's expression,
    // which can differ in the last bit and so in the 8th decimal after rounding.
    , m_factor(js::roundTo8(std::exp(std::pow(m_decay, -1.0) * std::log(0.9)) - 1.0))
    , m_expW8(std::exp(weights[8]))
    , m_easyDifficulty(initialDifficulty(core::Rating::Easy))
    , m_lapseCapDivisor(enableShortTerm ? std::exp(weights[17] * weights[18]) : 1.0)
{
}

core::Result<Model> Model::create(std::span<const double> parameters, int relearningStepCount,
                                  bool enableShortTerm)
{
    auto weights = migrateWeights(parameters, relearningStepCount, enableShortTerm);
    if (!weights)
        return std::unexpected(weights.error());
    return Model(*weights, enableShortTerm);
}

double Model::retrievability(double elapsedDays, double stability) const
{
    return js::roundTo8(std::pow(1.0 + m_factor * elapsedDays / stability, m_decay));
}

double Model::intervalModifier(double desiredRetention) const
{
    return js::roundTo8((std::pow(desiredRetention, 1.0 / m_decay) - 1.0) / m_factor);
}

double Model::initialStability(core::Rating rating) const
{
    return js::max(m_w[grade(rating) - 1], 0.1);
}

double Model::initialDifficulty(core::Rating rating) const
{
    return js::roundTo8(m_w[4] - std::exp((grade(rating) - 1) * m_w[5]) + 1.0);
}

double Model::nextDifficulty(double d, core::Rating rating) const
{
    const double delta = -m_w[6] * (grade(rating) - 3);
    // Linear damping: steps shrink as D approaches 10, so D never overshoots.
    const double damped = d + js::roundTo8(delta * (10.0 - d) / 9.0);
    // Mean reversion towards the difficulty of a first "Easy" keeps D from sticking at 10.
    const double reverted =
        js::roundTo8(m_w[7] * m_easyDifficulty + (1.0 - m_w[7]) * damped);
    return js::clamp(reverted, kMinDifficulty, kMaxDifficulty);
}

namespace {

// The rating-independent part of the recall growth, e^w8 (11 - D) S^-w9 (e^(w10 (1-R)) - 1).
double recallBase(const Weights& w, double expW8, double d, double s, double r)
{
    return expW8 * (11.0 - d) * std::pow(s, -w[9]) * (std::exp((1.0 - r) * w[10]) - 1.0);
}

double recallFrom(const Weights& w, double base, double s, core::Rating rating)
{
    const double hardPenalty = rating == core::Rating::Hard ? w[15] : 1.0;
    const double easyBonus = rating == core::Rating::Easy ? w[16] : 1.0;
    // Same association order as the reference (left to right), for identical rounding.
    const double growth = base * hardPenalty * easyBonus;
    return js::roundTo8(js::clamp(s * (1.0 + growth), kMinStability, kMaxStability));
}

double shortTermFrom(const Weights& w, double powS, double s, core::Rating rating)
{
    const int g = static_cast<int>(rating);
    const double sinc = powS * std::exp(w[17] * (g - 3 + w[18]));
    // The reference keeps every passing answer (Hard and up) from lowering stability.
    const double masked = g >= static_cast<int>(core::Rating::Hard) ? js::max(sinc, 1.0) : sinc;
    return js::roundTo8(js::clamp(s * masked, kMinStability, kMaxStability));
}

} // namespace

double Model::recallStability(double d, double s, double r, core::Rating rating) const
{
    return recallFrom(m_w, recallBase(m_w, m_expW8, d, s, r), s, rating);
}

double Model::forgetStability(double d, double s, double r) const
{
    const double value = m_w[11] * std::pow(d, -m_w[12]) * (std::pow(s + 1.0, m_w[13]) - 1.0) *
                         std::exp((1.0 - r) * m_w[14]);
    return js::roundTo8(js::clamp(value, kMinStability, kMaxStability));
}

double Model::shortTermStability(double s, core::Rating rating) const
{
    return shortTermFrom(m_w, std::pow(s, -m_w[19]), s, rating);
}

MemoryState Model::next(const std::optional<MemoryState>& current, double elapsedDays,
                        core::Rating rating, std::optional<double> knownRetrievability) const
{
    if (!current || (current->difficulty == 0.0 && current->stability == 0.0)) {
        return {initialStability(rating),
                js::clamp(initialDifficulty(rating), kMinDifficulty, kMaxDifficulty)};
    }
    const double d = current->difficulty;
    const double s = current->stability;
    const double r = knownRetrievability ? *knownRetrievability : retrievability(elapsedDays, s);

    double nextS = 0.0;
    if (elapsedDays == 0.0 && m_shortTerm)
        nextS = shortTermStability(s, rating);
    else if (rating == core::Rating::Again)
        nextS = lapseStability(d, s, r);
    else
        nextS = recallStability(d, s, r, rating);
    return {nextS, nextDifficulty(d, rating)};
}

double Model::lapseStability(double d, double s, double r) const
{
    const double forgotten = forgetStability(d, s, r);
    // A lapse never leaves S above what a same-day Again would: S / e^(w17 w18).
    const double cap = m_shortTerm ? s / m_lapseCapDivisor : s;
    return js::clamp(js::roundTo8(cap), kMinStability, forgotten);
}

std::array<MemoryState, 4> Model::nextAll(const std::optional<MemoryState>& current,
                                          double elapsedDays,
                                          std::optional<double> knownRetrievability) const
{
    using core::Rating;
    constexpr std::array<Rating, 4> ratings = {Rating::Again, Rating::Hard, Rating::Good, Rating::Easy};
    std::array<MemoryState, 4> out;
    if (!current || (current->difficulty == 0.0 && current->stability == 0.0)) {
        for (std::size_t i = 0; i < 4; ++i)
            out[i] = next(std::nullopt, elapsedDays, ratings[i]);
        return out;
    }
    const double d = current->difficulty;
    const double s = current->stability;
    if (elapsedDays == 0.0 && m_shortTerm) {
        const double powS = std::pow(s, -m_w[19]);
        for (std::size_t i = 0; i < 4; ++i)
            out[i].stability = shortTermFrom(m_w, powS, s, ratings[i]);
    } else {
        const double r = knownRetrievability ? *knownRetrievability : retrievability(elapsedDays, s);
        out[0].stability = lapseStability(d, s, r);
        const double base = recallBase(m_w, m_expW8, d, s, r);
        for (std::size_t i = 1; i < 4; ++i)
            out[i].stability = recallFrom(m_w, base, s, ratings[i]);
    }
    // nextDifficulty() for the four ratings side by side: the same operations in the
    // same order, written so the four division chains can overlap.
    std::array<double, 4> damped;
    for (std::size_t i = 0; i < 4; ++i)
        damped[i] = d + js::roundTo8(-m_w[6] * (grade(ratings[i]) - 3) * (10.0 - d) / 9.0);
    for (std::size_t i = 0; i < 4; ++i) {
        const double reverted = js::roundTo8(m_w[7] * m_easyDifficulty + (1.0 - m_w[7]) * damped[i]);
        out[i].difficulty = js::clamp(reverted, kMinDifficulty, kMaxDifficulty);
    }
    return out;
}

} // namespace notedeck::scheduler
