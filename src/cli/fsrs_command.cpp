// notedeck-cli fsrs optimize: personal FSRS-6 parameters from a review log (fsrs reschedule is in
// reschedule_command.cpp).
#include "cli/commands.h"
#include "cli/deck_access.h"
#include "core/clock.h"
#include "service/fsrs_optimize.h"
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
  --save             store the fitted parameters in the deck when their log loss is lower
  --json             {"parameters":[…],"items":N,"log_loss_before":…,"log_loss_after":…,
                      "rmse_bins_before":…,"rmse_bins_after":…,"seconds":…}
)";
} // namespace

int runFsrs(const Arguments& args)
{
    if (!args.positional().empty() && args.positional().front() == "reschedule")
        return runFsrsReschedule(args);
    if (int code = helpOrUsageError(args, kHelp, {"--revlog", "--time-series", "--save", "--json"}); code >= 0)
        return code;
    if (args.positional().size() != 1 || args.positional().front() != "optimize") {
        std::cerr << "notedeck-cli fsrs: the command is \"fsrs optimize\" or \"fsrs reschedule\"\n\n" << kHelp;
        return kFatal;
    }
    const bool useDeckLog = !args.value("--revlog");
    std::unique_ptr<service::Deck> deck;
    std::optional<core::SchedulerSettings> settings;
    if (args.flag("--save") || useDeckLog) {
        deck = openDeck(args, Scheduling::NotNeeded);   // its settings are read below, with this command's message
        if (!deck)
            return kFatal;
        auto loaded = service::loadSchedulerSettings(*deck);
        if (!loaded) {
            std::cerr << "notedeck-cli fsrs: " << loaded.error().toString() << "\n";
            return kFatal;
        }
        settings = *loaded;
    }
    // A CSV log counts days from 04:00 UTC; the deck's own from its "next day starts at" hour,
    // local time (service::optimizeDeckParameters).
    const int timeSeriesSplits = args.flag("--time-series") ? 5 : 0;

    core::Result<core::OptimizeReport> report = core::fail("no review log");
    if (useDeckLog) {
        report = service::optimizeDeckParameters(*deck, {}, nullptr, timeSeriesSplits);
    } else {
        report = service::optimizeCsvReviewLog(*args.value("--revlog"), settings, timeSeriesSplits);
    }
    if (!report) {
        std::cerr << "notedeck-cli fsrs: " << report.error().toString() << "\n";
        return kFatal;
    }
    std::cout << (args.flag("--json") ? service::optimizeReportJson(*report) + "\n" : service::optimizeReportText(*report));
    if (args.flag("--save")) {
        if (service::judgeOptimization(*report) != service::OptimizeVerdict::Better) {
            std::cerr << "notedeck-cli fsrs: the fitted parameters are no better; the deck keeps its parameters\n";
            return kOk;
        }
        if (auto saved = service::adoptParameters(*deck, *report, core::SystemClock().now(), false); !saved) {
            std::cerr << "notedeck-cli fsrs: " << saved.error().toString() << "\n";
            return kFatal;
        }
        std::cerr << "notedeck-cli fsrs: the deck now schedules with the fitted parameters\n";
    }
    return kOk;
}

} // namespace notedeck::cli
