// notedeck-cli fsrs optimize: personal FSRS-6 parameters from a review log (fsrs reschedule is in
// reschedule_command.cpp).
#include "cli/commands.h"
#include "cli/deck_access.h"
#include "core/clock.h"
#include "core/iso_time.h"
#include "service/options/fsrs_optimize.h"
#include "service/options/preset_optimize.h"
#include "service/options/presets.h"
#include "service/options/scheduler_settings_store.h"

#include <algorithm>
#include <string>
#include <iostream>

namespace notedeck::cli {

namespace {
const char* kHelp = R"(usage: notedeck-cli fsrs optimize [--revlog FILE.csv | --preset NAME | --all-presets]
                                  [--ignore-before YYYY-MM-DD|none] [--time-series] [--save] [--json]
                                  [--db PATH]

Fits the 21 FSRS-6 parameters to a review history and prints them with the log loss and RMSE(bins)
of the parameters before and after the fit, and a health check of the history: too few reviews
for a reliable fit (fewer than 400 predicted), or Hard used as a failing grade.

  --revlog FILE.csv  a review log with the columns card_id,review_rating,review_time,review_duration
                     (days start at 04:00 UTC); without it, the deck's own review log is used
                     (days start at the deck's "next day starts at" hour, local time)
  --ignore-before YYYY-MM-DD
                     leave out the cards first answered before that study day; with the deck's
                     own log (or --save) the date is kept in the deck's settings, where the app's
                     Settings show it and later fits and rescheduling use it; "none" removes it
                     (with the deck's own log only: a preset's date is set with `preset set`)
  --preset NAME      fit the preset NAME's parameters to the answers of the cards it covers
  --all-presets      fit every preset's in turn, one report each
  --time-series      also evaluate fits on earlier reviews against later ones
  --save             store the fitted parameters in the deck (or the preset) when their log loss is lower
  --json             {"parameters":[…],"items":N,"log_loss_before":…,"log_loss_after":…,
                      "rmse_bins_before":…,"rmse_bins_after":…,"seconds":…,"cards_left_out":N,
                      "reviews_left_out":N,"health":[{"warning":"too_few_reviews"|"hard_as_failing",
                      "reviews":N,"again":N,"hard":N}…]}
)";
int failed(const core::Error& error)
{
    std::cerr << "notedeck-cli fsrs: " << error.toString() << "\n";
    return kFatal;
}

void printReport(const Arguments& args, const std::string& preset, const core::OptimizeReport& report)
{
    if (args.flag("--json"))
        std::cout << service::optimizeReportJson(report) << "\n";
    else
        std::cout << "preset \"" << preset << "\":\n" << service::optimizeReportText(report);
}

// New parameters change the due dates they would give: the command that moves the cards.
std::string rescheduleHint(const std::string& preset)
{
    return " `notedeck-cli fsrs reschedule --preset \"" + preset + "\"` gives its review cards the due dates they give\n";
}

// --preset NAME and --all-presets: fits to each preset's own cards' answers.
int optimizePresets(const Arguments& args)
{
    auto deck = openDeck(args, Scheduling::Needed, args.flag("--save") ? Access::Writes : Access::Reads);
    if (!deck)
        return kFatal;
    if (args.flag("--all-presets")) {
        auto fits = service::optimizeAllPresets(*deck, args.flag("--save"));
        if (!fits)
            return failed(fits.error());
        for (const auto& fit : *fits) {
            printReport(args, fit.name, fit.report);
            if (fit.adopted)
                std::cerr << "notedeck-cli fsrs: preset \"" << fit.name << "\" now schedules with the fitted parameters;"
                          << rescheduleHint(fit.name);
        }
        return kOk;
    }
    auto preset = service::findPreset(*deck, *args.value("--preset"));
    if (!preset)
        return failed(preset.error());
    auto report = service::optimizePresetParameters(*deck, preset->id, {}, nullptr, args.flag("--time-series") ? 5 : 0);
    if (!report)
        return failed(report.error());
    printReport(args, preset->name, *report);
    if (!args.flag("--save"))
        return kOk;
    if (service::judgeOptimization(*report) != service::OptimizeVerdict::Better) {
        std::cerr << "notedeck-cli fsrs: the fitted parameters are no better; the preset keeps its parameters\n";
        return kOk;
    }
    if (auto saved = service::adoptPresetParameters(*deck, preset->id, *report); !saved)
        return failed(saved.error());
    std::cerr << "notedeck-cli fsrs: preset \"" << preset->name << "\" now schedules with the fitted parameters;"
              << rescheduleHint(preset->name);
    return kOk;
}
} // namespace

int runFsrs(const Arguments& args)
{
    if (!args.positional().empty() && args.positional().front() == "reschedule")
        return runFsrsReschedule(args);
    if (int code = helpOrUsageError(args, kHelp, {"--revlog", "--ignore-before", "--preset", "--all-presets",
                                                  "--time-series", "--save", "--json"});
        code >= 0)
        return code;
    if (args.positional().size() != 1 || args.positional().front() != "optimize") {
        std::cerr << "notedeck-cli fsrs: the command is \"fsrs optimize\" or \"fsrs reschedule\"\n\n" << kHelp;
        return kFatal;
    }
    if (int(args.value("--revlog").has_value()) + int(args.value("--preset").has_value()) + int(args.flag("--all-presets")) > 1) {
        std::cerr << "notedeck-cli fsrs: give one of --revlog, --preset and --all-presets\n";
        return kFatal;
    }
    if ((args.value("--preset") || args.flag("--all-presets")) && args.value("--ignore-before")) {
        std::cerr << "notedeck-cli fsrs: --ignore-before sets the default preset's date; a preset keeps its own\n";
        return kFatal;
    }
    if (args.value("--preset") || args.flag("--all-presets"))
        return optimizePresets(args);
    // Nothing: keep the deck's date; an empty optional inside: "none", every review counts.
    std::optional<std::optional<std::int64_t>> ignoreBefore;
    if (auto text = args.value("--ignore-before")) {
        if (*text == "none") {
            ignoreBefore.emplace();
        } else if (auto day = core::parseIsoDate(*text)) {
            ignoreBefore.emplace(*day);
        } else {
            std::cerr << "notedeck-cli fsrs: --ignore-before takes a date YYYY-MM-DD or \"none\", got \"" << *text
                      << "\"\n";
            return kFatal;
        }
    }
    const bool useDeckLog = !args.value("--revlog");
    std::unique_ptr<service::Deck> deck;
    std::optional<core::SchedulerSettings> settings;
    if (args.flag("--save") || useDeckLog) {
        deck = openDeck(args, Scheduling::NotNeeded,
                        args.flag("--save") || ignoreBefore ? Access::Writes : Access::Reads);   // its settings are read below, with this command's message
        if (!deck)
            return kFatal;
        if (ignoreBefore) {
            if (auto stored = service::setIgnoreReviewsBefore(*deck, *ignoreBefore); !stored) {
                std::cerr << "notedeck-cli fsrs: " << stored.error().toString() << "\n";
                return kFatal;
            }
        }
        auto loaded = service::loadSchedulerSettings(*deck);
        if (!loaded) {
            std::cerr << "notedeck-cli fsrs: " << loaded.error().toString() << "\n";
            return kFatal;
        }
        settings = *loaded;
    } else if (ignoreBefore) {
        // A CSV log without a deck: the defaults, with this date.
        settings.emplace().ignore_reviews_before = *ignoreBefore;
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
