#pragma once
// A card with its scheduling state, as the deck file holds them, and the shapes in which the study
// code reads and changes them. Plain values: storage fills them, the service layer uses them.
#include "core/card.h"
#include "core/schedule_state.h"
#include "core/types.h"

#include <cstdint>

namespace notedeck::core {

struct CardRow {
    CardRecord card;
    ScheduleState schedule;
};

// What the study queue needs of an active card.
struct StudyCard {
    CardId id = 0;
    std::int64_t noteOrder = 0;     // rank in note order: (file, position in file)
    ScheduleState schedule;
};

// A schedule change that is not an answer (bury, suspend, flag, and undoing one): the card's state
// as it was read and the state to write. The deck writes `after` only while it still holds `before`.
struct ScheduleChange {
    CardId card = 0;
    ScheduleState before;
    ScheduleState after;
};

} // namespace notedeck::core
