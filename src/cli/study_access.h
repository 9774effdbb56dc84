#pragma once
// What the commands that study or change cards share: the --now option, card ids on the command
// line, the marks a card's schedule carries, and JSON output.
#include "cli/arguments.h"
#include "core/result.h"
#include "core/schedule_state.h"
#include "core/types.h"

#include <nlohmann/json.hpp>

#include <memory>
#include <optional>
#include <string>
#include <vector>

namespace notedeck::cli {

// --now ISO8601, or the system clock; prints why and returns nothing when the text is not a time.
std::optional<core::Timestamp> nowFrom(const Arguments& args);

// A card id as typed; prints why and returns nothing when it is not one.
std::optional<core::CardId> parseCardId(const Arguments& args, const std::string& text);

// Prints "notedeck-cli COMMAND: error" and returns kFatal.
int fatal(const Arguments& args, const core::Error& error);

// What a card's schedule says besides its state: "suspended", "leech", "buried" (at `now`), and
// "flag:red" etc., in that order.
std::vector<std::string> cardMarks(const core::ScheduleState& schedule, core::Timestamp now);

// "red", "orange", … for the seven flags; "off" for none.
const char* flagName(core::Flag flag);
std::optional<core::Flag> flagFromName(const std::string& name);

// "again", "hard", "good", "easy", as typed after `answer` and printed for an answer.
const char* ratingName(core::Rating rating);
std::optional<core::Rating> ratingFromName(const std::string& name);

void printJson(const nlohmann::json& j);

} // namespace notedeck::cli
