#pragma once
// How an interview drill is drawn, as the user chooses it: the order of the questions, how many,
// and the seed. The scheduler draws by these (scheduler/drill_draw.h).
#include <cstdint>
#include <optional>
#include <string_view>

namespace notedeck::core {

enum class DrillOrder {
    Random,    // a seeded shuffle
    Weakest,   // lowest weakness score first (scheduler::drillWeakness); unseen cards after all seen ones
    Unseen,    // never-reviewed cards first, then the rest; each group shuffled by the seed
};

// "random", "weakest", "unseen".
std::string_view toString(DrillOrder order);
std::optional<DrillOrder> parseDrillOrder(std::string_view text);

struct DrawOptions {
    int count = 10;                         // at most this many questions; fewer when fewer cards
    DrillOrder order = DrillOrder::Random;
    std::uint64_t seed = 0;
};

} // namespace notedeck::core
