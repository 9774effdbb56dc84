#pragma once
// Drawing the questions of an interview drill: which cards, in which order. Pure and
// deterministic: the candidates (with their retrievability at the moment of the drill) and
// a seed go in, the ordered draw comes out, the same on every machine and standard library.
#include "core/deck_path.h"
#include "core/drill_order.h"
#include "core/types.h"

#include <cstdint>
#include <optional>
#include <string_view>
#include <vector>

namespace notedeck::scheduler {

// The order, count and seed the user chooses (core/drill_order.h).
using core::DrawOptions;
using core::DrillOrder;
using core::parseDrillOrder;
using core::toString;

// A card that may be drawn, as the drawing needs to know it.
struct DrillCandidate {
    core::CardId id = 0;
    core::DeckPath deck;
    std::int64_t noteOrder = 0;             // rank in note order over the whole deck
    // Probability of recall at the moment of the drill, from the exact time since the last
    // review; empty for a card never reviewed ("unseen": it has no memory state yet).
    std::optional<double> retrievability;
    int lapses = 0;
    int reps = 0;

    bool unseen() const { return !retrievability.has_value(); }
};

// What the weakest-first order subtracts from a card's retrievability for each lapse.
inline constexpr double kWeaknessPerLapse = 0.05;

// The weakest-first order's score of a reviewed card: its retrievability lowered by
// kWeaknessPerLapse for each lapse (it may go below 0). Lower is weaker. Empty for an unseen card,
// which has no score and is ordered after every reviewed card.
std::optional<double> drillWeakness(const DrillCandidate& candidate);

// The drawn cards in question order: at most `options.count` of them (none when count ≤ 0),
// each card at most once (a card listed twice is drawn once). The result depends only on the
// set of candidates and the options, not on the order the candidates are given in: they are
// first put in note order (noteOrder, then id), then shuffled by the seed, then sorted by the
// chosen order, so cards the order cannot tell apart come in seeded random order.
std::vector<DrillCandidate> drawDrill(std::vector<DrillCandidate> candidates, const DrawOptions& options);

// The pseudo-random generator of the drawing: xoshiro256** seeded through SplitMix64, both
// fully specified, so a seed gives the same sequence everywhere.
class DrillRandom {
public:
    explicit DrillRandom(std::uint64_t seed);
    std::uint64_t next();
    // Uniform in [0, bound) by rejection (no modulo bias); 0 when bound is 0.
    std::uint64_t below(std::uint64_t bound);

private:
    std::uint64_t m_s[4];
};

} // namespace notedeck::scheduler
