#pragma once
// Domain value types shared by every module.
#include <cstdint>
#include <string>

namespace notedeck::core {

using CardId = std::int64_t;
using DeckId = std::int64_t;

// Seconds since the Unix epoch, UTC. Time always enters as a parameter (see Clock).
using Timestamp = std::int64_t;

enum class CardState : int { New = 0, Learning = 1, Review = 2, Relearning = 3 };

enum class Rating : int { Again = 1, Hard = 2, Good = 3, Easy = 4 };

const char* toString(CardState state);

} // namespace notedeck::core
