#pragma once
// A memory state for a card whose early answers are missing: imported mid-life, or its first
// answers lie before "ignore reviews before". Without the answer from New there is nothing to
// replay from, so the state after the first answer that is known is estimated from the interval
// that answer scheduled and the learner's historical retention: the recall probability at which
// the learner's reviews actually came (FSRS's reference implementation does the same for cards
// whose history was cut, with a retention the user states). GUI or worker thread; pure functions.
#include "core/day_clock.h"
#include "core/review_record.h"
#include "scheduler/fsrs_model.h"

#include <optional>
#include <span>

namespace notedeck::scheduler {

// The retention assumed when the history holds too few reviews to measure it (as the reference does).
inline constexpr double kDefaultHistoricalRetention = 0.9;
// Reviews a day or more after the card's previous answer needed to measure the retention.
inline constexpr std::size_t kRetentionSampleMinimum = 50;

// The share of answers given a study day or more after the card's previous answer that were
// recalled (Hard, Good or Easy): how much the learner actually retained when cards came back.
// `log` holds every card's answers, in any order; answers on a study day before `firstDay` are
// not counted. kDefaultHistoricalRetention with fewer than kRetentionSampleMinimum such answers;
// otherwise clamped to the desired-retention range 0.70..0.99 (the estimate below needs 0 < r < 1).
double historicalRetention(std::span<const core::ReviewRecord> log, const core::DayClock& clock,
                           std::optional<std::int64_t> firstDay = std::nullopt);

// The memory state of a card that was last answered `intervalDays` (at least 1) before it was
// due and is recalled with probability `retention` when due: stability S with R(interval, S) =
// retention; difficulty from how much the interval grows per review, taken as the 2.5 growth
// (SM-2's usual ease) a card of unknown history is given, solved for D in the recall stability
// formula at that S and retention, within [1, 10].
MemoryState estimateMemory(const Model& model, double intervalDays, double retention);

} // namespace notedeck::scheduler
