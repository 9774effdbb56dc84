#pragma once
// The part of the statistics that comes from the cards as they are now: counts by state, the
// forecast, the distributions of stability, difficulty and retrievability, and mastery per deck.
#include "core/result.h"
#include "core/statistics_rows.h"
#include "scheduler/fsrs_model.h"
#include "service/statistics/statistics.h"

#include <span>
#include <vector>

namespace notedeck::service {

// The histogram edges used by DeckStatistics.
std::vector<double> stabilityEdges();
std::vector<double> difficultyEdges();
std::vector<double> retrievabilityEdges();

// Fills states, forecast, the histograms, chapters, decks and the card totals of `stats` (all but
// due tomorrow), whose scope, now and today are set. `table` must cover today … today +
// kForecastDays; `endOfToday` is when today's study day ends.
core::Result<void> addCardStatistics(DeckStatistics& stats, std::span<const core::DeckEntry> decks,
                                     std::span<const core::CardSnapshot> cards, const scheduler::Model& model,
                                     const StudyDayTable& table, core::Timestamp endOfToday);

} // namespace notedeck::service
