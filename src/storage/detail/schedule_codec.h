#pragma once
// core::ScheduleState ⇄ text, for the review log's "state before" that undo writes back. Doubles
// are written with 17 significant digits, so decoding gives back the identical value.
#include "core/schedule_state.h"

#include <optional>
#include <string>

namespace notedeck::storage {

std::string encodeSchedule(const core::ScheduleState& s);
std::optional<core::ScheduleState> decodeSchedule(const std::string& text);

} // namespace notedeck::storage
