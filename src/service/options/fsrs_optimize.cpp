#include "service/options/fsrs_optimize.h"

#include "scheduler/optimizer/history_filter.h"
#include "scheduler/optimizer/report.h"
#include "scheduler/optimizer/review_log.h"
#include "scheduler/scheduler.h"
#include "service/deck/detail/deck_internals.h"
#include "service/options/detail/optimize_reviews.h"
#include "service/options/reschedule.h"
#include "service/options/scheduler_settings_store.h"
#include "storage/deck_store.h"

#include <nlohmann/json.hpp>

#include <algorithm>
#include <map>
#include <unordered_map>
#include <vector>

namespace notedeck::service {

namespace {

constexpr const char* kRecordKey = "fsrs.optimization";

core::Result<void> storeRecord(Deck& deck, const OptimizationRecord& r)
{
    const nlohmann::json j = {
        {"at", r.at},
        {"reviews", r.reviews},
        {"items", r.items},
        {"log_loss_before", r.logLossBefore},
        {"log_loss_after", r.logLossAfter},
        {"rmse_bins_before", r.rmseBinsBefore},
        {"rmse_bins_after", r.rmseBinsAfter},
    };
    return storeOf(deck).settings().set(kRecordKey, j.dump());
}

} // namespace

scheduler::Weights weightsInUse(const scheduler::SchedulerSettings& settings)
{
    auto migrated = scheduler::migrateWeights(settings.parameters, static_cast<int>(settings.relearning_steps.size()),
                                              settings.enable_short_term);
    return migrated ? *migrated : scheduler::kDefaultWeights;
}

bool usesDefaultWeights(const scheduler::SchedulerSettings& settings)
{
    return weightsInUse(settings) == scheduler::clipWeights(scheduler::kDefaultWeights,
                                                            static_cast<int>(settings.relearning_steps.size()),
                                                            settings.enable_short_term);
}

namespace {

// How to fit for this deck: the weights in use are scored as "before"; the fit starts from the
// defaults and respects the deck's same-day formula and number of relearning steps. The day
// boundary is left at 04:00 UTC, as for a CSV log.
optimizer::ReportOptions deckReportOptions(const scheduler::SchedulerSettings& settings)
{
    optimizer::ReportOptions options;
    options.current = weightsInUse(settings);
    options.optimize.enableShortTerm = settings.enable_short_term;
    options.optimize.relearningSteps = std::max(1, static_cast<int>(settings.relearning_steps.size()));
    options.firstDay = settings.ignore_reviews_before;
    return options;
}

} // namespace

core::Result<optimizer::OptimizeReport> optimizeDeckParameters(Deck& deck, const optimizer::ProgressCallback& progress,
                                                               const std::atomic<bool>* cancel,
                                                               int timeSeriesSplits)
{
    auto settings = loadSchedulerSettings(deck);
    if (!settings)
        return std::unexpected(settings.error());
    auto reviews = storeOf(deck).reviewLog().all();
    if (!reviews)
        return std::unexpected(reviews.error());
    return optimizeReviews(deck, *settings, *reviews, progress, cancel, timeSeriesSplits);
}

core::Result<optimizer::OptimizeReport> optimizeReviews(Deck& deck, const scheduler::SchedulerSettings& settings,
                                                        std::span<const core::ReviewRecord> reviews,
                                                        const optimizer::ProgressCallback& progress,
                                                        const std::atomic<bool>* cancel, int timeSeriesSplits)
{
    const auto log = optimizer::fromReviewRecords(reviews);
    // Study days as the scheduler counts them, across daylight saving changes too.
    const core::DayClock clock(deck.zone(), settings.day_start_hour);
    const auto selected = optimizer::selectHistories(log, clock, settings.ignore_reviews_before);
    auto items = optimizer::buildTrainingItems(selected.log, clock);
    if (!items)
        return std::unexpected(items.error());
    auto options = deckReportOptions(settings);
    options.timeSeriesSplits = timeSeriesSplits;
    auto report = optimizer::optimizeItems(*items, options, progress, cancel);
    if (report) {
        report->reviews = log.size();
        report->cardsLeftOut = selected.cardsLeftOut;
        report->reviewsLeftOut = selected.answersLeftOut;
    }
    return report;
}

core::Result<optimizer::OptimizeReport> optimizeCsvReviewLog(const std::filesystem::path& csv,
                                                             const std::optional<scheduler::SchedulerSettings>& settings,
                                                             int timeSeriesSplits)
{
    optimizer::ReportOptions options = settings ? deckReportOptions(*settings) : optimizer::ReportOptions{};
    options.timeSeriesSplits = timeSeriesSplits;
    auto read = optimizer::readReviewLogCsv(csv);
    if (!read)
        return std::unexpected(read.error());
    return optimizer::optimizeReviewLog(*read, options);
}

std::string optimizeReportText(const optimizer::OptimizeReport& report) { return optimizer::reportText(report); }
std::string optimizeReportJson(const optimizer::OptimizeReport& report) { return optimizer::reportJson(report); }

OptimizeVerdict judgeOptimization(const optimizer::OptimizeReport& report)
{
    if (report.status == optimizer::OptimizeStatus::NotEnoughData)
        return OptimizeVerdict::TooLittleData;
    return report.after.logLoss < report.before.logLoss ? OptimizeVerdict::Better : OptimizeVerdict::NotBetter;
}

core::Result<std::optional<OptimizationRecord>> lastOptimization(Deck& deck)
{
    auto stored = storeOf(deck).settings().get(kRecordKey);
    if (!stored)
        return std::unexpected(stored.error());
    if (!*stored)
        return std::optional<OptimizationRecord>();
    const auto j = nlohmann::json::parse(**stored, nullptr, false);
    OptimizationRecord r;
    try {
        r.at = j.at("at").get<core::Timestamp>();
        r.reviews = j.at("reviews").get<std::size_t>();
        r.items = j.at("items").get<std::size_t>();
        r.logLossBefore = j.at("log_loss_before").get<double>();
        r.logLossAfter = j.at("log_loss_after").get<double>();
        r.rmseBinsBefore = j.at("rmse_bins_before").get<double>();
        r.rmseBinsAfter = j.at("rmse_bins_after").get<double>();
    } catch (const nlohmann::json::exception&) {
        // Only a note for the user; a damaged one is as good as none.
        return std::optional<OptimizationRecord>();
    }
    return std::optional<OptimizationRecord>(r);
}

core::Result<int> adoptParameters(Deck& deck, const optimizer::OptimizeReport& report, core::Timestamp now,
                                  bool reschedule)
{
    return transactFor(deck, [&](Deck& d) -> core::Result<int> {
        // Read inside the transaction, so options saved meanwhile are kept.
        auto settings = loadSchedulerSettings(d);
        if (!settings)
            return std::unexpected(settings.error());
        settings->parameters.assign(report.parameters.begin(), report.parameters.end());
        if (auto saved = saveSchedulerSettings(d, *settings); !saved)
            return std::unexpected(saved.error());
        const OptimizationRecord record{now,
                                        report.reviews,
                                        report.items,
                                        report.before.logLoss,
                                        report.after.logLoss,
                                        report.before.rmseBins,
                                        report.after.rmseBins};
        if (auto stored = storeRecord(d, record); !stored)
            return std::unexpected(stored.error());
        if (!reschedule)
            return 0;
        // The deck's own scheduler takes the new weights once this commits; these cards need them now.
        // Only the default preset's cards: the others keep their presets' weights.
        auto done = service::reschedule(
            d, RescheduleRequest{.settings = *settings, .preset = core::kDefaultPresetId});
        if (!done)
            return std::unexpected(done.error());
        return done->report.changed;
    });
}

core::Result<void> setIgnoreReviewsBefore(Deck& deck, std::optional<std::int64_t> day)
{
    return transactVoid(deck, [day](Deck& d) -> core::Result<void> {
        auto settings = loadSchedulerSettings(d);
        if (!settings)
            return std::unexpected(settings.error());
        if (settings->ignore_reviews_before == day)
            return {};
        settings->ignore_reviews_before = day;
        return saveSchedulerSettings(d, *settings);
    });
}

core::Result<DeckOptimization> optimizeAndAdopt(Deck& deck, core::Timestamp now, bool reschedule,
                                                const optimizer::ProgressCallback& progress,
                                                const std::atomic<bool>* cancel)
{
    auto report = optimizeDeckParameters(deck, progress, cancel);
    if (!report)
        return std::unexpected(report.error());
    DeckOptimization result;
    result.report = std::move(*report);
    result.verdict = judgeOptimization(result.report);
    if (result.verdict != OptimizeVerdict::Better)
        return result;
    // A cancel that comes after the fit still keeps the deck as it was.
    if (cancel && cancel->load())
        return core::fail("the optimization was cancelled");
    auto adopted = adoptParameters(deck, result.report, now, reschedule);
    if (!adopted)
        return std::unexpected(adopted.error());
    result.adopted = true;
    result.rescheduled = *adopted;
    return result;
}

} // namespace notedeck::service
