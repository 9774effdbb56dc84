// The health check run with every fit: too few reviews to fit reliably, and Hard used as a failing
// grade. Each warning fires on a history built to trigger it and not on a healthy one, the real
// sample log among them.
#include "scheduler/optimizer/health_check.h"
#include "scheduler/optimizer/report.h"

#include <catch2/catch.hpp>

#include <algorithm>

#include <nlohmann/json.hpp>

using namespace notedeck;
using namespace notedeck::optimizer;

namespace {

// `count` predicted reviews (each a card's first answer, then the answer `rating` a day later):
// the first `again` answered Again, the next `hard` Hard, the rest Good.
std::vector<TrainingItem> predictedReviews(std::size_t count, std::size_t again, std::size_t hard)
{
    std::vector<TrainingItem> items;
    for (std::size_t i = 0; i < count; ++i) {
        const int rating = i < again ? 1 : i < again + hard ? 2 : 3;
        items.push_back({{{3, 0}, {rating, 1}}, static_cast<core::CardId>(i + 1), static_cast<std::int64_t>(i)});
    }
    return items;
}

bool warns(const std::vector<core::HealthWarning>& warnings, core::HealthWarningKind kind)
{
    return std::any_of(warnings.begin(), warnings.end(), [kind](const auto& w) { return w.kind == kind; });
}

const std::vector<ReviewLogEntry>& sampleLog()
{
    static const std::vector<ReviewLogEntry> log =
        *readReviewLogCsv(std::string(NOTEDECK_TEST_DATA) + "/review-log-sample.csv");
    return log;
}

} // namespace

TEST_CASE("the health check warns of too few reviews below 400 predicted ones", "[health]")
{
    const auto few = checkHealth(predictedReviews(399, 40, 10));
    REQUIRE(few.size() == 1);
    CHECK(few.front().kind == core::HealthWarningKind::TooFewReviews);
    CHECK(few.front().reviews == 399);
    CHECK(checkHealth(predictedReviews(400, 40, 10)).empty());
}

TEST_CASE("the health check warns when forgotten reviews are answered Hard", "[health]")
{
    // Again on 4 of 500 (0.8 %), Hard on 60: the forgotten ones went to Hard.
    const auto misuse = checkHealth(predictedReviews(500, 4, 60));
    REQUIRE(misuse.size() == 1);
    CHECK(misuse.front().kind == core::HealthWarningKind::HardAsFailing);
    CHECK(misuse.front().again == 4);
    CHECK(misuse.front().hard == 60);

    // Again on 1 in 10 with as much Hard: Hard is used beside Again, not for it.
    CHECK(checkHealth(predictedReviews(500, 50, 60)).empty());
    // Hardly any Again, but hardly any Hard either: a learner who simply remembers.
    CHECK(checkHealth(predictedReviews(500, 4, 3)).empty());
    // Too few reviews to judge the buttons: only the first warning.
    const auto small = checkHealth(predictedReviews(99, 0, 30));
    CHECK_FALSE(warns(small, core::HealthWarningKind::HardAsFailing));
    CHECK(warns(small, core::HealthWarningKind::TooFewReviews));
}

TEST_CASE("the real sample log is healthy, and stops being so when its lapses are answered Hard", "[health]")
{
    auto items = buildTrainingItems(sampleLog());
    REQUIRE(items);
    CHECK(checkHealth(*items).empty());

    // The same learner pressing Hard instead of Again on every review a day or more apart.
    auto misusedItems = buildTrainingItems(sampleLog());
    REQUIRE(misusedItems);
    for (TrainingItem& item : *misusedItems) {
        if (item.reviews.back().rating == 1)
            item.reviews.back().rating = 2;
    }
    const auto warnings = checkHealth(*misusedItems);
    REQUIRE(warnings.size() == 1);
    CHECK(warnings.front().kind == core::HealthWarningKind::HardAsFailing);
    CHECK(warnings.front().reviews == 6276);
    CHECK(warnings.front().again == 0);
}

TEST_CASE("the report carries the health check in its JSON and text forms", "[health]")
{
    const auto items = predictedReviews(120, 1, 30);
    auto report = optimizeItems(items);
    REQUIRE(report);
    const auto j = nlohmann::json::parse(reportJson(*report));
    REQUIRE(j.at("health").size() == 2);
    CHECK(j["health"][0]["warning"] == "too_few_reviews");
    CHECK(j["health"][0]["reviews"] == 120);
    CHECK(j["health"][1]["warning"] == "hard_as_failing");
    CHECK(j["health"][1]["again"] == 1);
    CHECK(j["health"][1]["hard"] == 30);
    const std::string text = reportText(*report);
    CHECK(text.find("Health check: too few reviews for a reliable fit: 120 predicted") != std::string::npos);
    CHECK(text.find("Health check: Hard seems to be used as a failing grade") != std::string::npos);

    auto healthy = optimizeItems(predictedReviews(400, 40, 10));
    REQUIRE(healthy);
    CHECK(nlohmann::json::parse(reportJson(*healthy)).at("health").empty());
    CHECK(reportText(*healthy).find("Health check: no problems found") != std::string::npos);
}
