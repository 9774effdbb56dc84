#pragma once
// Personal FSRS parameters for a deck, shared by the app's Settings and `notedeck-cli fsrs
// optimize`: fit the weights to the deck's own review log, judge the fit against the weights in
// use, adopt it (optionally rescheduling the cards) in one transaction, and remember when.
//
// The adoption rule: fitted weights replace the current ones only when their log loss on the
// same history is lower. Log loss is the measure the fit minimises and a proper score of every
// single prediction; RMSE(bins) is shown next to it but, on small histories, moves with how the
// few bins happen to fill, so it does not decide on its own.
#include "core/fsrs_weights.h"
#include "core/optimize_report.h"
#include "core/result.h"
#include "core/scheduler_settings.h"
#include "core/types.h"
#include "service/deck/deck.h"

#include <atomic>
#include <cstddef>
#include <cstdint>
#include <filesystem>
#include <memory>
#include <optional>
#include <string>

namespace notedeck::service {

// The weights the deck schedules with: its stored parameters as the scheduler reads them
// (older sets migrated, values clipped); the defaults when they cannot be read.
core::Weights weightsInUse(const core::SchedulerSettings& settings);
// True when the deck schedules with the FSRS-6 defaults.
bool usesDefaultWeights(const core::SchedulerSettings& settings);

// Fits weights to the deck's own review log, study days counted in the deck's time zone from its
// "next day starts at" hour. Cards whose log does not start with their first answer, or starts
// before the deck's date to ignore reviews before, are left out (optimizer::selectHistories); the
// report says how many and carries the health check. Only reads the deck, so it may run on a
// worker thread with a Deck of its own. Fails on a deck it cannot read and when `cancel` was set.
// `timeSeriesSplits` > 0 adds a time-series evaluation with that many fits.
core::Result<core::OptimizeReport> optimizeDeckParameters(Deck& deck,
                                                          const core::OptimizeProgressCallback& progress = {},
                                                          const std::atomic<bool>* cancel = nullptr,
                                                          int timeSeriesSplits = 0);

// Fits weights to a review log in a CSV file (optimizer::readReviewLogCsv), days counted from
// 04:00 UTC, for the command line's --revlog. With a deck's `settings`, the fit is made for that
// deck: its weights in use are scored as "before", and the fit respects its same-day formula and
// number of relearning steps and date to ignore reviews before; without, the defaults are.
// `timeSeriesSplits` as above.
core::Result<core::OptimizeReport> optimizeCsvReviewLog(const std::filesystem::path& csv,
                                                        const std::optional<core::SchedulerSettings>& settings,
                                                        int timeSeriesSplits = 0);
// A report as the command line prints it: text for people, or JSON.
std::string optimizeReportText(const core::OptimizeReport& report);
std::string optimizeReportJson(const core::OptimizeReport& report);

enum class OptimizeVerdict {
    Better,        // lower log loss: adopt
    NotBetter,     // the weights in use predict the history as well or better: keep them
    TooLittleData, // fewer training items than a fit needs: nothing was fitted
};
OptimizeVerdict judgeOptimization(const core::OptimizeReport& report);

// The last adopted fit, kept in the deck next to the scheduling options.
struct OptimizationRecord {
    core::Timestamp at = 0;
    std::size_t reviews = 0;
    std::size_t items = 0;
    double logLossBefore = 0.0;
    double logLossAfter = 0.0;
    double rmseBinsBefore = 0.0;
    double rmseBinsAfter = 0.0;
};
// Nothing when the deck never adopted fitted weights.
core::Result<std::optional<OptimizationRecord>> lastOptimization(Deck& deck);

// Stores `report.parameters` as the deck's weights (the default preset's) with a record of the
// fit, and when `reschedule` reschedules the default preset's cards with them (service::reschedule), all in one transaction:
// on any error nothing changes. Returns how many cards got a new schedule.
core::Result<int> adoptParameters(Deck& deck, const core::OptimizeReport& report, core::Timestamp now,
                                  bool reschedule);

// Stores the deck's date to ignore reviews before (a day number, core::parseIsoDate; nothing: use
// every review) with its other scheduling options, in one transaction.
core::Result<void> setIgnoreReviewsBefore(Deck& deck, std::optional<std::int64_t> day);

// The whole "Optimize" action of the app: fit, judge, and adopt when better.
struct DeckOptimization {
    core::OptimizeReport report;
    OptimizeVerdict verdict = OptimizeVerdict::TooLittleData;
    bool adopted = false;
    int rescheduled = 0;
};
core::Result<DeckOptimization> optimizeAndAdopt(Deck& deck, core::Timestamp now, bool reschedule,
                                                const core::OptimizeProgressCallback& progress = {},
                                                const std::atomic<bool>* cancel = nullptr);

} // namespace notedeck::service
