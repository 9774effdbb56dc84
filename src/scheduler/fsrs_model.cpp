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
    return std::fmax(m_w[grade(rating) - 1], 0.1);
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
        js::roundTo8(m_w[7] * initialDifficulty(core::Rating::Easy) + (1.0 - m_w[7]) * damped);
    return js::clamp(reverted, kMinDifficulty, kMaxDifficulty);
}

double Model::recallStability(double d, double s, double r, core::Rating rating) const
{
    const double hardPenalty = rating == core::Rating::Hard ? m_w[15] : 1.0;
    const double easyBonus = rating == core::Rating::Easy ? m_w[16] : 1.0;
    // Same association order as the reference (left to right), for identical rounding.
    const double growth = std::exp(m_w[8]) * (11.0 - d) * std::pow(s, -m_w[9]) *
                          (std::exp((1.0 - r) * m_w[10]) - 1.0) * hardPenalty * easyBonus;
    return js::roundTo8(js::clamp(s * (1.0 + growth), kMinStability, kMaxStability));
}

double Model::forgetStability(double d, double s, double r) const
{
    const double value = m_w[11] * std::pow(d, -m_w[12]) * (std::pow(s + 1.0, m_w[13]) - 1.0) *
                         std::exp((1.0 - r) * m_w[14]);
    return js::roundTo8(js::clamp(value, kMinStability, kMaxStability));
}

double Model::shortTermStability(double s, core::Rating rating) const
{
    const double sinc = std::pow(s, -m_w[19]) * std::exp(m_w[17] * (grade(rating) - 3 + m_w[18]));
    // The reference keeps every passing answer (Hard and up) from lowering stability.
    const double masked = grade(rating) >= grade(core::Rating::Hard) ? std::fmax(sinc, 1.0) : sinc;
    return js::roundTo8(js::clamp(s * masked, kMinStability, kMaxStability));
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
    if (elapsedDays == 0.0 && m_shortTerm) {
        nextS = shortTermStability(s, rating);
    } else if (rating == core::Rating::Again) {
        const double forgotten = forgetStability(d, s, r);
        // A lapse never leaves S above what a same-day Again would: S / e^(w17 w18).
        const double cap = m_shortTerm ? s / std::exp(m_w[17] * m_w[18]) : s;
        nextS = js::clamp(js::roundTo8(cap), kMinStability, forgotten);
    } else {
        nextS = recallStability(d, s, r, rating);
    }
    return {nextS, nextDifficulty(d, rating)};
}

} // namespace notedeck::scheduler
