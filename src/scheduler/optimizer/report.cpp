#include "scheduler/optimizer/report.h"

#include "scheduler/optimizer/health_check.h"
#include "scheduler/optimizer/history_filter.h"

#include <nlohmann/json.hpp>

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <memory>

namespace notedeck::optimizer {

namespace {

std::string fixed(double value, int decimals)
{
    char buffer[64];
    std::snprintf(buffer, sizeof buffer, "%.*f", decimals, value);
    return buffer;
}

std::string percent(std::size_t part, std::size_t whole)
{
    return fixed(whole == 0 ? 0.0 : 100.0 * static_cast<double>(part) / static_cast<double>(whole), 1) + " %";
}

} // namespace

std::string healthText(std::span<const core::HealthWarning> warnings)
{
    if (warnings.empty())
        return "Health check: no problems found\n";
    std::string out;
    for (const core::HealthWarning& w : warnings) {
        switch (w.kind) {
        case core::HealthWarningKind::TooFewReviews:
            out += "Health check: too few reviews for a reliable fit: " + std::to_string(w.reviews) +
                   " predicted (answers a day or more after the card's previous one); " +
                   std::to_string(core::kReliableFitReviews) + " or more make a reliable fit\n";
            break;
        case core::HealthWarningKind::HardAsFailing:
            out += "Health check: Hard seems to be used as a failing grade: of " + std::to_string(w.reviews) +
                   " reviews a day or more apart, " + std::to_string(w.again) + " were answered Again (" +
                   percent(w.again, w.reviews) + ") and " + std::to_string(w.hard) + " Hard (" +
                   percent(w.hard, w.reviews) + "). Hard means recalled with effort; answer Again when you forgot\n";
            break;
        }
    }
    return out;
}

core::Result<OptimizeReport> optimizeItems(std::span<const TrainingItem> items,
                                           const ReportOptions& options,
                                           const ProgressCallback& progress,
                                           const std::atomic<bool>* cancel)
{
    OptimizeReport report;
    report.items = items.size();
    report.health = checkHealth(items);
    report.before = evaluate(items, options.current.value_or(options.start), options.evaluate);

    const auto started = std::chrono::steady_clock::now();
    auto fitted = optimize(items, options.start, options.optimize, progress, cancel);
    report.seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - started).count();
    if (!fitted)
        return std::unexpected(fitted.error());
    if (fitted->status == OptimizeStatus::Cancelled)
        return core::fail("the optimization was cancelled");
    report.parameters = fitted->weights;
    report.status = fitted->status;
    report.after = evaluate(items, report.parameters, options.evaluate);

    if (options.timeSeriesSplits > 0) {
        auto split = evaluateTimeSeriesSplit(items, options.start, options.optimize,
                                             options.timeSeriesSplits, progress, cancel);
        if (!split)
            return std::unexpected(split.error());
        report.timeSeries = *split;
    }
    return report;
}

core::Result<OptimizeReport> optimizeReviewLog(std::span<const ReviewLogEntry> log,
                                               const ReportOptions& options,
                                               const ProgressCallback& progress,
                                               const std::atomic<bool>* cancel)
{
    // An out-of-range boundary fails in buildTrainingItems; the clamp only keeps this clock valid.
    const core::DayClock clock(std::make_shared<core::FixedOffsetZone>(options.dayBoundary.utcOffsetMinutes * 60),
                               std::clamp(options.dayBoundary.startHour, 0, 23));
    const SelectedHistories selected = selectHistories(log, clock, options.firstDay);
    auto items = buildTrainingItems(selected.log, options.dayBoundary);
    if (!items)
        return std::unexpected(items.error());
    auto report = optimizeItems(*items, options, progress, cancel);
    if (report) {
        report->reviews = log.size();
        report->cardsLeftOut = selected.cardsLeftOut;
        report->reviewsLeftOut = selected.answersLeftOut;
    }
    return report;
}

std::string reportJson(const OptimizeReport& report)
{
    nlohmann::ordered_json j;
    j["parameters"] = report.parameters;
    j["items"] = report.items;
    j["log_loss_before"] = report.before.logLoss;
    j["log_loss_after"] = report.after.logLoss;
    j["rmse_bins_before"] = report.before.rmseBins;
    j["rmse_bins_after"] = report.after.rmseBins;
    j["seconds"] = report.seconds;
    if (report.timeSeries) {
        j["log_loss_time_series"] = report.timeSeries->logLoss;
        j["rmse_bins_time_series"] = report.timeSeries->rmseBins;
    }
    j["cards_left_out"] = report.cardsLeftOut;
    j["reviews_left_out"] = report.reviewsLeftOut;
    j["health"] = nlohmann::ordered_json::array();
    for (const core::HealthWarning& w : report.health) {
        j["health"].push_back({{"warning", core::toString(w.kind)}, {"reviews", w.reviews}, {"again", w.again},
                               {"hard", w.hard}});
    }
    return j.dump();
}

std::string reportText(const OptimizeReport& report)
{
    std::string out = "FSRS parameters (" + std::string(toString(report.status)) + "):\n  ";
    for (std::size_t i = 0; i < report.parameters.size(); ++i) {
        if (i > 0)
            out += i % 7 == 0 ? ",\n  " : ", ";
        out += fixed(report.parameters[i], 4);
    }
    out += "\nTraining items: " + std::to_string(report.items);
    if (report.reviews > 0)
        out += " (from " + std::to_string(report.reviews) + " reviews)";
    out += "\n";
    out += "                 before    after\n";
    out += "  log loss       " + fixed(report.before.logLoss, 4) + "    " + fixed(report.after.logLoss, 4) + "\n";
    out += "  RMSE (bins)    " + fixed(report.before.rmseBins, 4) + "    " + fixed(report.after.rmseBins, 4) + "\n";
    if (report.timeSeries) {
        out += "  time-series split: log loss " + fixed(report.timeSeries->logLoss, 4) +
               ", RMSE (bins) " + fixed(report.timeSeries->rmseBins, 4) + "\n";
    }
    out += "Fit time: " + fixed(report.seconds, 3) + " s\n";
    if (report.cardsLeftOut > 0) {
        out += "Left out: " + std::to_string(report.cardsLeftOut) + " cards (" + std::to_string(report.reviewsLeftOut) +
               " reviews) whose history does not start with their first answer, or starts before the date to "
               "ignore reviews before\n";
    }
    out += healthText(report.health);
    return out;
}

} // namespace notedeck::optimizer
