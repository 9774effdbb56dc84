// Optimizer benchmark on the real sample log (tests/data/review-log-sample.csv): reading
// and converting the log, fitting the 21 weights (median and spread over several runs),
// evaluating, and the time-series split, with the metrics. Reference on the same data:
// fsrs-rs 6.5 fits in about 0.5 s to log loss 0.4387 / RMSE(bins) 0.0517. Build in
// Release or RelWithDebInfo.
//
//   bench_optimizer [runs] [review-log.csv]   (default 7 runs, the sample log)
#include "scheduler/optimizer/metrics.h"
#include "scheduler/optimizer/optimizer.h"
#include "scheduler/optimizer/review_log.h"
#include "scheduler/optimizer/training_items.h"

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <ctime>
#include <string>
#include <vector>

using namespace notedeck;
using namespace notedeck::optimizer;

namespace {

using Clock = std::chrono::steady_clock;

// Wall-clock and CPU time of one measurement.
struct Stopwatch {
    Clock::time_point wall = Clock::now();
    std::clock_t cpu = std::clock();
};

struct Sample {
    double wall;
    double cpu;
};

Sample elapsed(const Stopwatch& since)
{
    return {std::chrono::duration<double>(Clock::now() - since.wall).count(),
            static_cast<double>(std::clock() - since.cpu) / CLOCKS_PER_SEC};
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

void print(const char* what, const std::vector<Sample>& samples)
{
    std::vector<double> wall, cpu;
    for (const Sample& s : samples) {
        wall.push_back(s.wall * 1e3);
        cpu.push_back(s.cpu * 1e3);
    }
    const Spread c = spread(cpu);
    const Spread w = spread(wall);
    std::printf("  %-28s CPU %8.2f ms (%.2f-%.2f)   wall %8.2f ms (%.2f-%.2f)\n", what, c.median,
                c.min, c.max, w.median, w.min, w.max);
}

} // namespace

int main(int argc, char** argv)
{
    const int runs = argc > 1 ? std::max(1, std::atoi(argv[1])) : 7;
    const std::string path = argc > 2 ? argv[2] : std::string(NOTEDECK_BENCH_DATA) + "/review-log-sample.csv";

    std::vector<Sample> readTimes, itemTimes, fitTimes, evalTimes, splitTimes;
    std::vector<TrainingItem> items;
    OptimizeResult fit;
    Metrics before, after, split;
    std::size_t reviews = 0;
    for (int run = 0; run < runs; ++run) {
        Stopwatch t;
        const auto log = readReviewLogCsv(path);
        readTimes.push_back(elapsed(t));
        if (!log) {
            std::fprintf(stderr, "error: %s\n", log.error().toString().c_str());
            return 1;
        }
        reviews = log->size();

        t = {};
        items = *buildTrainingItems(*log);
        itemTimes.push_back(elapsed(t));

        t = {};
        const auto fitted = optimize(items, scheduler::kDefaultWeights);
        fitTimes.push_back(elapsed(t));
        if (!fitted) {
            std::fprintf(stderr, "error: %s\n", fitted.error().toString().c_str());
            return 1;
        }
        fit = *fitted;

        t = {};
        before = evaluate(items, scheduler::kDefaultWeights);
        evalTimes.push_back(elapsed(t));
        after = evaluate(items, fit.weights);

        t = {};
        split = *evaluateTimeSeriesSplit(items, scheduler::kDefaultWeights, {});
        splitTimes.push_back(elapsed(t));
    }

    std::printf("FSRS optimizer benchmark: %zu reviews -> %zu training items, %d runs\n", reviews,
                items.size(), runs);
    print("read CSV", readTimes);
    print("build training items", itemTimes);
    print("fit (optimize)", fitTimes);
    print("evaluate (one weight set)", evalTimes);
    print("time-series split (5 fits)", splitTimes);
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
