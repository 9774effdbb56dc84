// notedeck-cli fsrs optimize: personal FSRS-6 parameters from a review log.
#include "cli/commands.h"
#include "cli/deck_access.h"
#include "core/clock.h"
#include "optimizer/report.h"
#include "scheduler/system_time_zone.h"
#include "service/scheduler_settings_store.h"

#include <algorithm>
#include <iostream>

namespace notedeck::cli {

namespace {
const char* kHelp = R"(usage: notedeck-cli fsrs optimize [--revlog FILE.csv] [--time-series] [--save] [--json] [--db PATH]

Fits the 21 FSRS-6 parameters to a review history and prints them with the log loss and RMSE(bins)
of the parameters before and after the fit.

  --revlog FILE.csv  a review log with the columns card_id,review_rating,review_time,review_duration
                     (days start at 04:00 UTC); without it, the deck's own review log is used
                     (days start at the deck's "next day starts at" hour, local time)
  --time-series      also evaluate fits on earlier reviews against later ones
  --save             store the fitted parameters in the deck when they predict the history better
  --json             {"parameters":[…],"items":N,"log_loss_before":…,"log_loss_after":…,
                      "rmse_bins_before":…,"rmse_bins_after":…,"seconds":…}
)";

scheduler::Weights weightsOf(const scheduler::SchedulerSettings& s)
{
    auto migrated = scheduler::migrateWeights(s.parameters, static_cast<int>(s.relearning_steps.size()), s.enable_short_term);
    return migrated ? *migrated : scheduler::kDefaultWeights;
}
} // namespace

int runFsrs(const Arguments& args)
{
    if (int code = helpOrUsageError(args, kHelp, {"--revlog", "--time-series", "--save", "--json"}); code >= 0)
        return code;
    if (args.positional().size() != 1 || args.positional().front() != "optimize") {
        std::cerr << "notedeck-cli fsrs: the command is \"fsrs optimize\"\n\n" << kHelp;
        return kFatal;
    }
    optimizer::ReportOptions options;
    if (args.flag("--time-series"))
        options.timeSeriesSplits = 5;

    std::vector<optimizer::ReviewLogEntry> log;
    std::unique_ptr<storage::DeckStore> deck;
    std::optional<scheduler::SchedulerSettings> settings;
    if (args.flag("--save") || !args.value("--revlog")) {
        deck = openDeck(args);
        if (!deck)
            return kFatal;
        auto loaded = service::loadSchedulerSettings(*deck);
        if (!loaded) {
            std::cerr << "notedeck-cli fsrs: " << loaded.error().toString() << "\n";
            return kFatal;
        }
        settings = *loaded;
        options.current = weightsOf(*settings);
    }
    if (auto file = args.value("--revlog")) {
        auto read = optimizer::readReviewLogCsv(*file);
        if (!read) {
            std::cerr << "notedeck-cli fsrs: " << read.error().toString() << "\n";
            return kFatal;
        }
        log = std::move(*read);
    } else {
        auto reviews = deck->allReviews();
        if (!reviews) {
            std::cerr << "notedeck-cli fsrs: " << reviews.error().toString() << "\n";
            return kFatal;
        }
        log = optimizer::fromReviewRecords(*reviews);
        options.dayBoundary.startHour = settings->day_start_hour;
        options.dayBoundary.utcOffsetMinutes = scheduler::SystemTimeZone().offsetSeconds(core::SystemClock().now()) / 60;
    }

    auto report = optimizer::optimizeReviewLog(log, options);
    if (!report) {
        std::cerr << "notedeck-cli fsrs: " << report.error().toString() << "\n";
        return kFatal;
    }
    std::cout << (args.flag("--json") ? optimizer::reportJson(*report) + "\n" : optimizer::reportText(*report));
    if (args.flag("--save")) {
        if (report->status != optimizer::OptimizeStatus::Fitted || !(report->after.logLoss < report->before.logLoss)) {
            std::cerr << "notedeck-cli fsrs: the fitted parameters are no better; the deck keeps its parameters\n";
            return kOk;
        }
        settings->parameters.assign(report->parameters.begin(), report->parameters.end());
        if (auto saved = service::saveSchedulerSettings(*deck, *settings); !saved) {
            std::cerr << "notedeck-cli fsrs: " << saved.error().toString() << "\n";
            return kFatal;
        }
        std::cerr << "notedeck-cli fsrs: the deck now schedules with the fitted parameters\n";
    }
    return kOk;
}

} // namespace notedeck::cli
