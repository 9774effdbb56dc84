#pragma once
// The scheduling options live in the deck (settings table, key "scheduler", as JSON), so they
// travel with the deck and its backups.
#include "core/result.h"
#include "core/scheduler_settings.h"
#include "service/deck/deck.h"

#include <string>
#include <string_view>
#include <vector>

namespace notedeck::service {

// The stored options, with NoteDeck's defaults for what was never set. Saving validates, then
// stores them in a transaction of its own (or the caller's) that reports a settings change, so
// the Deck rebuilds its scheduler.
core::Result<core::SchedulerSettings> loadSchedulerSettings(Deck& deck);
core::Result<void> saveSchedulerSettings(Deck& deck, const core::SchedulerSettings& settings);

// Learning steps (minutes) as the Settings dialog shows and reads them: "1m 10m" (m minutes, h hours,
// d days).
std::string formatLearningSteps(const std::vector<int>& steps);
core::Result<std::vector<int>> parseLearningSteps(std::string_view text);
// Easy Days as text: seven workloads (normal, reduced, minimum) separated by commas, Monday first.
std::string formatEasyDays(const core::EasyDays& days);
core::Result<core::EasyDays> parseEasyDays(std::string_view text);

} // namespace notedeck::service
