#pragma once
// A parameter fit to some of a deck's answers, for options `settings` (the whole deck's, or one
// preset's with its own cards' answers): what optimizeDeckParameters does for the whole log.
#include "core/optimize_report.h"
#include "core/result.h"
#include "core/review_record.h"
#include "core/scheduler_settings.h"
#include "service/deck/deck.h"

#include <atomic>
#include <span>

namespace notedeck::service {

core::Result<core::OptimizeReport> optimizeReviews(Deck& deck, const core::SchedulerSettings& settings,
                                                   std::span<const core::ReviewRecord> reviews,
                                                   const core::OptimizeProgressCallback& progress,
                                                   const std::atomic<bool>* cancel, int timeSeriesSplits);

} // namespace notedeck::service
