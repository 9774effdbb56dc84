#pragma once
// Short interval labels for the answer buttons: "1m", "10m", "1.5h", "3d", "2.1mo", "1.4y".
#include <cstdint>
#include <string>

namespace notedeck::scheduler {

// Seconds until the card is due again. Below a minute gives "<1m"; months count 30 days
// and years 365, with one decimal where it matters (as Anki shows them).
std::string formatInterval(std::int64_t seconds);
// For intervals scheduled in whole days.
std::string formatIntervalDays(int days);

} // namespace notedeck::scheduler
