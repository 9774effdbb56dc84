// Optimizer benchmark on the real sample log (tests/data/review-log-sample.csv): reading
// and converting the log, fitting the 21 weights (median and spread over several runs),
// evaluating, and the time-series split, with the metrics. Reference on the same data:
// fsrs-rs 6.5 fits in about 0.5 s to log loss 0.4387 / RMSE(bins) 0.0517. Build in
// Release or RelWithDebInfo.
//
//   bench_optimizer [runs] [review-log.csv]   (default 7 runs, the sample log)
#include "optimizer/metrics.h"
#include "optimizer/optimizer.h"
#include "optimizer/review_log.h"
#include "optimizer/training_items.h"

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <string>
#include <vector>

using namespace notedeck;
using namespace notedeck::optimizer;

namespace {

using Clock = std::chrono::steady_clock;

double secondsSince(Clock::time_point start)
{
    return std::chrono::duration<double>(Clock::now() - start).count();
}

struct Spread {
    double median, min, max;
};

Spread spread(std::vector<double> v)
{
    std::sort(v.begin(), v.end());
    const std::size_t n = v.size();
    const double median = n % 2 ? v[n / 2] : (v[n / 2 - 1] + v[n / 2]) / 2.0;
    return {median, v.front(), v.back()};
}

void print(const char* what, const Spread& s, const char* unit, double scale)
{
    std::printf("  %-28s median %8.2f %s   min %8.2f   max %8.2f\n", what, s.median * scale, unit,
                s.min * scale, s.max * scale);
}

} // namespace

int main(int argc, char** argv)
{
    const int runs = argc > 1 ? std::max(1, std::atoi(argv[1])) : 7;
    const std::string path = argc > 2 ? argv[2] : std::string(NOTEDECK_BENCH_DATA) + "/review-log-sample.csv";

    std::vector<double> readTimes, itemTimes, fitTimes, evalTimes, splitTimes;
    std::vector<TrainingItem> items;
    OptimizeResult fit;
    Metrics before, after, split;
    std::size_t reviews = 0;
    for (int run = 0; run < runs; ++run) {
        auto t = Clock::now();
        const auto log = readReviewLogCsv(path);
        readTimes.push_back(secondsSince(t));
        if (!log) {
            std::fprintf(stderr, "error: %s\n", log.error().toString().c_str());
            return 1;
        }
        reviews = log->size();

        t = Clock::now();
        items = *buildTrainingItems(*log);
        itemTimes.push_back(secondsSince(t));

        t = Clock::now();
        const auto fitted = optimize(items, scheduler::kDefaultWeights);
        fitTimes.push_back(secondsSince(t));
        if (!fitted) {
            std::fprintf(stderr, "error: %s\n", fitted.error().toString().c_str());
            return 1;
        }
        fit = *fitted;

        t = Clock::now();
        before = evaluate(items, scheduler::kDefaultWeights);
        after = evaluate(items, fit.weights);
        evalTimes.push_back(secondsSince(t) / 2.0);

        t = Clock::now();
        split = *evaluateTimeSeriesSplit(items, scheduler::kDefaultWeights, {});
        splitTimes.push_back(secondsSince(t));
    }

    std::printf("FSRS optimizer benchmark: %zu reviews -> %zu training items, %d runs\n", reviews,
                items.size(), runs);
    print("read CSV", spread(readTimes), "ms", 1e3);
    print("build training items", spread(itemTimes), "ms", 1e3);
    print("fit (optimize)", spread(fitTimes), "ms", 1e3);
    print("evaluate (one weight set)", spread(evalTimes), "ms", 1e3);
    print("time-series split (5 fits)", spread(splitTimes), "ms", 1e3);
    std::printf("  fit: %zu training items, %zu first-interval items, best epoch %d, status %s\n",
                fit.trainingItems, fit.initializationItems, fit.bestEpoch, toString(fit.status));
    std::printf("  %-24s log loss %.4f   RMSE(bins) %.4f\n", "default weights", before.logLoss, before.rmseBins);
    std::printf("  %-24s log loss %.4f   RMSE(bins) %.4f\n", "fitted, on all", after.logLoss, after.rmseBins);
    std::printf("  %-24s log loss %.4f   RMSE(bins) %.4f\n", "time-series split", split.logLoss, split.rmseBins);
    std::printf("  weights:");
    for (double w : fit.weights)
        std::printf(" %.4f", w);
    std::printf("\n");
    return 0;
}
