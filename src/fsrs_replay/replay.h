#pragma once
// notedeck-fsrs-replay: replays recorded review histories through NoteDeck's FSRS-6
// model, one card per JSON line, so the model can be checked against other FSRS
// implementations. See docs/scheduling.md for the line format.
#include <nlohmann/json.hpp>

#include <iosfwd>
#include <string>
#include <string_view>

namespace notedeck::fsrs_replay {

// The output object for one parsed input object: the memory state after each review,
// or {"card_id": ..., "error": "..."} when the input is not valid.
nlohmann::json replayCard(const nlohmann::json& input);

// One input line to one output line (without the newline). Never throws.
std::string replayLine(std::string_view line);

// Reads lines from `in` until EOF and writes one line per input line to `out`.
void run(std::istream& in, std::ostream& out);

} // namespace notedeck::fsrs_replay
