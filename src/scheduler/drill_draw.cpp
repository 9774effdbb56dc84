#include "scheduler/drill_draw.h"

#include <algorithm>
#include <unordered_set>

namespace notedeck::scheduler {

namespace {

std::uint64_t splitMix64(std::uint64_t& state)
{
    std::uint64_t z = (state += 0x9e3779b97f4a7c15ULL);
    z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
    z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
    return z ^ (z >> 31);
}

constexpr std::uint64_t rotl(std::uint64_t x, int k) { return (x << k) | (x >> (64 - k)); }

// Fisher–Yates from the back, with our own bounded draw: std::shuffle and the standard
// distributions may differ between standard libraries.
template <typename T>
void shuffle(std::vector<T>& items, DrillRandom& random)
{
    for (std::size_t i = items.size(); i > 1; --i) {
        const auto j = static_cast<std::size_t>(random.below(i));
        std::swap(items[i - 1], items[j]);
    }
}

} // namespace

DrillRandom::DrillRandom(std::uint64_t seed)
{
    for (std::uint64_t& word : m_s)
        word = splitMix64(seed);
}

std::uint64_t DrillRandom::next()
{
    const std::uint64_t result = rotl(m_s[1] * 5, 7) * 9;
    const std::uint64_t t = m_s[1] << 17;
    m_s[2] ^= m_s[0];
    m_s[3] ^= m_s[1];
    m_s[1] ^= m_s[2];
    m_s[0] ^= m_s[3];
    m_s[2] ^= t;
    m_s[3] = rotl(m_s[3], 45);
    return result;
}

std::uint64_t DrillRandom::below(std::uint64_t bound)
{
    if (bound == 0)
        return 0;
    // The largest multiple of `bound` that fits is where values start to be biased.
    const std::uint64_t threshold = (0 - bound) % bound;   // 2^64 mod bound
    for (;;) {
        const std::uint64_t r = next();
        if (r >= threshold)
            return r % bound;
    }
}

std::optional<double> drillWeakness(const DrillCandidate& candidate)
{
    if (!candidate.retrievability)
        return std::nullopt;
    return *candidate.retrievability - kWeaknessPerLapse * candidate.lapses;
}

std::vector<DrillCandidate> drawDrill(std::vector<DrillCandidate> candidates, const DrawOptions& options)
{
    if (options.count <= 0)
        return {};

    // A canonical starting order, so the caller's order does not matter; duplicates dropped.
    std::sort(candidates.begin(), candidates.end(), [](const DrillCandidate& a, const DrillCandidate& b) {
        return a.noteOrder != b.noteOrder ? a.noteOrder < b.noteOrder : a.id < b.id;
    });
    std::unordered_set<core::CardId> seen;
    std::erase_if(candidates, [&](const DrillCandidate& c) { return !seen.insert(c.id).second; });

    DrillRandom random(options.seed);
    shuffle(candidates, random);

    switch (options.order) {
    case DrillOrder::Random:
        break;
    case DrillOrder::Weakest:
        // Weakness is what the review history shows: the recall probability now, lowered for
        // every lapse. Equal scores: more lapses first, then the seeded order (the sort is
        // stable). A card never reviewed has shown nothing yet, so it comes after every
        // reviewed card (the "unseen" order is the one that puts it first).
        std::stable_sort(candidates.begin(), candidates.end(), [](const DrillCandidate& a, const DrillCandidate& b) {
            const std::optional<double> wa = drillWeakness(a);
            const std::optional<double> wb = drillWeakness(b);
            if (wa.has_value() != wb.has_value())
                return wa.has_value();
            if (!wa)
                return false;
            if (*wa != *wb)
                return *wa < *wb;
            return a.lapses > b.lapses;
        });
        break;
    case DrillOrder::Unseen:
        std::stable_partition(candidates.begin(), candidates.end(), [](const DrillCandidate& c) { return c.unseen(); });
        break;
    }

    if (candidates.size() > static_cast<std::size_t>(options.count))
        candidates.resize(static_cast<std::size_t>(options.count));
    return candidates;
}

} // namespace notedeck::scheduler
