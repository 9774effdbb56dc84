#pragma once
// Presets as the deck file keeps them: a named set of study options (stored as the service's JSON,
// whose meaning storage does not know), and the deck-tree nodes each preset is given to.
#include "core/deck_path.h"
#include "core/types.h"

#include <cstdint>
#include <string>

namespace notedeck::core {

using PresetId = std::int64_t;
// The deck's default preset: it covers every card no assigned node covers, and its daily limits
// are the whole deck's.
inline constexpr PresetId kDefaultPresetId = 1;

struct StoredPreset {
    PresetId id = 0;
    std::string name;
    std::string options;   // JSON
};

// A node of the deck tree given a preset; its subtree inherits it unless a deeper node has one.
struct PresetAssignment {
    DeckPath node;
    PresetId preset = 0;
};

// A node of the deck tree as stored: its row id and its path.
struct DeckNode {
    DeckId id = 0;
    DeckPath path;
};

// Answers given since a moment on the cards of one deck node (see AnswerCounts).
struct DeckAnswerCounts {
    DeckId deck = 0;
    int newCards = 0;
    int reviews = 0;
};

} // namespace notedeck::core
