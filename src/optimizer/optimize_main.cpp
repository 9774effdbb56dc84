// notedeck-fsrs-optimize: fits FSRS-6 weights to a review-log CSV and reports the metrics
// before and after. The same work is behind `notedeck-cli fsrs optimize --revlog`.
#include "optimizer/report.h"

#include <charconv>
#include <cstdio>
#include <cstdlib>
#include <iostream>
#include <string>
#include <string_view>

namespace {

constexpr const char* kUsage =
    "usage: notedeck-fsrs-optimize --revlog FILE.csv [--json] [--day-start HOUR]\n"
    "                              [--utc-offset MINUTES] [--time-series [SPLITS]]\n"
    "                              [--epochs N] [--seed N]\n"
    "\n"
    "Fits personal FSRS-6 parameters to the review log FILE.csv (columns card_id,\n"
    "review_rating, review_time, review_duration) and prints them with the log loss and\n"
    "RMSE(bins) of the default and the fitted parameters. Days start at --day-start\n"
    "o'clock (default 4) in a zone --utc-offset minutes ahead of UTC (default 0).\n";

template <typename T>
bool parseNumber(std::string_view text, T& out)
{
    const auto [end, ec] = std::from_chars(text.data(), text.data() + text.size(), out);
    return ec == std::errc{} && end == text.data() + text.size();
}

} // namespace

int main(int argc, char** argv)
{
    using namespace notedeck::optimizer;
    std::string revlog;
    bool json = false;
    ReportOptions options;
    for (int i = 1; i < argc; ++i) {
        const std::string_view arg = argv[i];
        auto value = [&](std::string_view name) -> const char* {
            if (i + 1 >= argc) {
                std::fprintf(stderr, "%.*s needs a value\n%s", static_cast<int>(name.size()), name.data(), kUsage);
                std::exit(2);
            }
            return argv[++i];
        };
        auto number = [&](std::string_view name, auto& out) {
            const char* text = value(name);
            if (!parseNumber(text, out)) {
                std::fprintf(stderr, "%.*s: not a number: %s\n", static_cast<int>(name.size()), name.data(), text);
                std::exit(2);
            }
        };
        if (arg == "--revlog") {
            revlog = value(arg);
        } else if (arg == "--json") {
            json = true;
        } else if (arg == "--day-start") {
            number(arg, options.dayBoundary.startHour);
        } else if (arg == "--utc-offset") {
            number(arg, options.dayBoundary.utcOffsetMinutes);
        } else if (arg == "--time-series") {
            options.timeSeriesSplits = 5;
            if (i + 1 < argc && argv[i + 1][0] != '-')
                number(arg, options.timeSeriesSplits);
        } else if (arg == "--epochs") {
            number(arg, options.optimize.epochs);
        } else if (arg == "--seed") {
            number(arg, options.optimize.seed);
        } else if (arg == "--help" || arg == "-h") {
            std::fputs(kUsage, stdout);
            return 0;
        } else {
            std::fprintf(stderr, "unknown argument: %s\n%s", argv[i], kUsage);
            return 2;
        }
    }
    if (revlog.empty()) {
        std::fputs(kUsage, stderr);
        return 2;
    }

    const auto log = readReviewLogCsv(revlog);
    if (!log) {
        std::fprintf(stderr, "error: %s\n", log.error().toString().c_str());
        return 1;
    }
    const auto report = optimizeReviewLog(*log, options);
    if (!report) {
        std::fprintf(stderr, "error: %s\n", report.error().toString().c_str());
        return 1;
    }
    std::cout << (json ? reportJson(*report) + "\n" : reportText(*report));
    return 0;
}
