#pragma once
// The whole "optimize my parameters" run behind `notedeck-cli fsrs optimize`: review log
// -> training items -> metrics of the starting weights -> fit -> metrics of the fitted
// weights, as a report with a JSON form.
#include "core/optimize_report.h"
#include "core/result.h"
#include "scheduler/optimizer/metrics.h"
#include "scheduler/optimizer/optimizer.h"
#include "scheduler/optimizer/review_log.h"
#include "scheduler/optimizer/training_items.h"
#include "scheduler/parameters.h"

#include <optional>
#include <span>
#include <string>

namespace notedeck::optimizer {

struct ReportOptions {
    DayBoundary dayBoundary;                               // 04:00 UTC unless told otherwise
    scheduler::Weights start = scheduler::kDefaultWeights; // where the fit starts
    // The weights in use now, scored as "before"; `start` when not given.
    std::optional<scheduler::Weights> current;
    OptimizeOptions optimize;
    EvaluateOptions evaluate;
    int timeSeriesSplits = 0; // > 0: also run a time-series split evaluation with this many fits
    // "Ignore reviews before": cards whose first answer is on an earlier study day are left out
    // (selectHistories), as are cards whose log does not start with their first answer.
    std::optional<std::int64_t> firstDay;
};

// The outcome of a run, as a value (core/optimize_report.h).
using core::OptimizeReport;

// Runs the fit on a review log, on the cards selectHistories keeps. Fails on invalid input and
// when cancelled.
core::Result<OptimizeReport> optimizeReviewLog(std::span<const ReviewLogEntry> log,
                                               const ReportOptions& options = {},
                                               const ProgressCallback& progress = {},
                                               const std::atomic<bool>* cancel = nullptr);

// The same from ready training items (`reviews` is left 0). Both run the health check.
core::Result<OptimizeReport> optimizeItems(std::span<const TrainingItem> items,
                                           const ReportOptions& options = {},
                                           const ProgressCallback& progress = {},
                                           const std::atomic<bool>* cancel = nullptr);

// One line: {"parameters":[21 numbers],"items":N,"log_loss_before":x,"log_loss_after":y,
// "rmse_bins_before":x,"rmse_bins_after":y,"seconds":t}, followed by
// "log_loss_time_series" and "rmse_bins_time_series" when that evaluation ran, then
// "cards_left_out", "reviews_left_out" and "health": [{"warning":"too_few_reviews"|
// "hard_as_failing","reviews":n,"again":a,"hard":h}, …] (empty when healthy).
std::string reportJson(const OptimizeReport& report);

// A few lines for people: the weights, the metrics before and after, the time taken, the cards
// left out and the health check.
std::string reportText(const OptimizeReport& report);
// The health check's lines of reportText, "Health check: no problems found" when `warnings` is empty.
std::string healthText(std::span<const core::HealthWarning> warnings);

} // namespace notedeck::optimizer
