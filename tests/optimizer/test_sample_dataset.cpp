// The real sample log (tests/data/review-log-sample.csv) against the reference points
// measured with fsrs-rs 6.5 on the same file: 6,276 items with a 04:00 UTC day boundary;
// default weights: log loss 0.4466, RMSE(bins) 0.0756; fitted on all and evaluated on all:
// 0.4387 / 0.0517; time-series split: 0.4455 / 0.0725.
#include "scheduler/optimizer/metrics.h"
#include "scheduler/optimizer/optimizer.h"
#include "scheduler/optimizer/report.h"

#include <catch2/catch.hpp>

#include <nlohmann/json.hpp>

using namespace notedeck;
using namespace notedeck::optimizer;

namespace {

const std::vector<ReviewLogEntry>& sampleLog()
{
    static const std::vector<ReviewLogEntry> log =
        *readReviewLogCsv(std::string(NOTEDECK_TEST_DATA) + "/review-log-sample.csv");
    return log;
}

const std::vector<TrainingItem>& sampleItems()
{
    static const std::vector<TrainingItem> items = *buildTrainingItems(sampleLog());
    return items;
}

} // namespace

TEST_CASE("the sample log gives the reference's 6,276 training items", "[sample]")
{
    REQUIRE(sampleLog().size() == 12580);
    CHECK(sampleItems().size() == 6276);
}

TEST_CASE("the default weights score as in the reference", "[sample]")
{
    const Metrics m = evaluate(sampleItems(), scheduler::kDefaultWeights);
    CHECK(m.logLoss == Approx(0.4466).margin(5e-5));
    CHECK(m.rmseBins == Approx(0.0756).margin(5e-5));
}

TEST_CASE("the fit on the sample log reaches the reference's quality", "[sample]")
{
    const auto fitted = optimize(sampleItems(), scheduler::kDefaultWeights);
    REQUIRE(fitted);
    CHECK(fitted->status == OptimizeStatus::Fitted);
    const Metrics m = evaluate(sampleItems(), fitted->weights);
    INFO("log loss " << m.logLoss << ", RMSE(bins) " << m.rmseBins);
    CHECK(m.logLoss <= 0.4387);
    CHECK(m.rmseBins <= 0.0517);
}

TEST_CASE("on every item with equal weights the fit also beats the defaults", "[sample]")
{
    // The reference's figures count the outlier-filtered items, recency-weighted; this is the
    // plain view of the same fit: all 6,276 items, each counting once.
    const auto fitted = optimize(sampleItems(), scheduler::kDefaultWeights);
    REQUIRE(fitted);
    const EvaluateOptions plain{false, true};
    const Metrics defaults = evaluate(sampleItems(), scheduler::kDefaultWeights, plain);
    const Metrics fit = evaluate(sampleItems(), fitted->weights, plain);
    INFO("defaults " << defaults.logLoss << " / " << defaults.rmseBins << ", fitted " << fit.logLoss << " / "
                     << fit.rmseBins);
    CHECK(defaults.count == 6276);
    CHECK(fit.count == 6276);
    CHECK(defaults.logLoss == Approx(0.4650).margin(5e-5));
    CHECK(defaults.rmseBins == Approx(0.0832).margin(5e-5));
    CHECK(fit.logLoss < defaults.logLoss - 0.01);
    CHECK(fit.rmseBins < defaults.rmseBins / 1.5);
}

TEST_CASE("the time-series split on the sample log is no worse than the reference's", "[sample]")
{
    const auto m = evaluateTimeSeriesSplit(sampleItems(), scheduler::kDefaultWeights, {});
    REQUIRE(m);
    INFO("log loss " << m->logLoss << ", RMSE(bins) " << m->rmseBins);
    CHECK(m->count == 6276 - 6276 / 6);
    CHECK(m->logLoss <= 0.4455);
    CHECK(m->rmseBins <= 0.0725);
}

TEST_CASE("the optimize report has the documented JSON form", "[sample]")
{
    const auto report = optimizeReviewLog(sampleLog());
    REQUIRE(report);
    CHECK(report->reviews == 12580);
    const auto j = nlohmann::json::parse(reportJson(*report));
    std::vector<std::string> keys;
    for (auto it = j.begin(); it != j.end(); ++it)
        keys.push_back(it.key());
    // nlohmann::json sorts keys; the order in the text is checked below.
    CHECK(j["parameters"].size() == 21);
    CHECK(j["items"] == 6276);
    CHECK(j["log_loss_before"].get<double>() == Approx(0.4466).margin(5e-5));
    CHECK(j["log_loss_after"].get<double>() < j["log_loss_before"].get<double>());
    CHECK(j["rmse_bins_after"].get<double>() < j["rmse_bins_before"].get<double>());
    CHECK(j["seconds"].get<double>() >= 0.0);
    CHECK(j["cards_left_out"] == 0);
    CHECK(j["reviews_left_out"] == 0);
    CHECK(j["health"].empty());
    CHECK(keys.size() == 10);
    const std::string text = reportJson(*report);
    CHECK(text.starts_with("{\"parameters\":["));
    CHECK(text.find("\"items\":6276,\"log_loss_before\":") != std::string::npos);
    CHECK(text.find("\"rmse_bins_after\":") < text.find("\"seconds\":"));
    CHECK(text.ends_with(",\"cards_left_out\":0,\"reviews_left_out\":0,\"health\":[]}"));
    CHECK_THAT(reportText(*report), Catch::Contains("log loss") && Catch::Contains("RMSE (bins)"));
}

TEST_CASE("the report scores the current weights as before", "[sample]")
{
    ReportOptions options;
    options.optimize.epochs = 1;
    auto current = scheduler::kDefaultWeights;
    current[20] = 0.3;
    options.current = current;
    const auto report = optimizeReviewLog(sampleLog(), options);
    REQUIRE(report);
    CHECK(report->before.logLoss == Approx(evaluate(sampleItems(), current).logLoss));
    CHECK(report->before.logLoss != Approx(0.4466).margin(5e-5));
}
