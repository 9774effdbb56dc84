#include "scheduler/optimizer/report.h"

#include <nlohmann/json.hpp>

#include <chrono>
#include <cstdio>

namespace notedeck::optimizer {

namespace {

std::string fixed(double value, int decimals)
{
    char buffer[64];
    std::snprintf(buffer, sizeof buffer, "%.*f", decimals, value);
    return buffer;
}

} // namespace

core::Result<OptimizeReport> optimizeItems(std::span<const TrainingItem> items,
                                           const ReportOptions& options,
                                           const ProgressCallback& progress,
                                           const std::atomic<bool>* cancel)
{
    OptimizeReport report;
    report.items = items.size();
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
    auto items = buildTrainingItems(log, options.dayBoundary);
    if (!items)
        return std::unexpected(items.error());
    auto report = optimizeItems(*items, options, progress, cancel);
    if (report)
        report->reviews = log.size();
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
    return out;
}

} // namespace notedeck::optimizer
