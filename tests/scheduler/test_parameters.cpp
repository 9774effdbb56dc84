// Parameter defaults, clipping and migration of older parameter sets.
#include "scheduler/fsrs_model.h"
#include "scheduler/parameters.h"
#include "test_support.h"

#include <vector>

using namespace notedeck::scheduler;

TEST_CASE("defaults are in range and unchanged by clipping", "[parameters]")
{
    CHECK(clipWeights(kDefaultWeights, 1, true) == kDefaultWeights);
    const auto ranges = parameterRanges(true);
    for (std::size_t i = 0; i < kParameterCount; ++i) {
        CHECK(kDefaultWeights[i] >= ranges[i].min);
        CHECK(kDefaultWeights[i] <= ranges[i].max);
    }
}

TEST_CASE("out-of-range weights are clipped", "[parameters]")
{
    const std::vector<double> raw = {-1, 200, 0, 0, 0, 9, 9, 9, 9, 9, 9, 9, 9, 9, 9, 9, 9, 9, 9, 9, 9};
    const auto w = migrateWeights(raw, 1, true);
    REQUIRE(w.has_value());
    const Weights expected = {0.001, 100, 0.001, 0.001, 1, 4, 4, 0.75, 4.5, 0.8, 3.5,
                              5,     0.25, 0.9, 4,     1, 6, 2, 2,    0.8, 0.8};
    CHECK(*w == expected);
}

TEST_CASE("w19 may be 0 only without the same-day formula", "[parameters]")
{
    Weights w = kDefaultWeights;
    w[19] = 0.0;
    CHECK(clipWeights(w, 1, true)[19] == 0.01);
    CHECK(clipWeights(w, 1, false)[19] == 0.0);
}

TEST_CASE("several relearning steps lower the w17/w18 ceiling", "[parameters]")
{
    Weights w = kDefaultWeights;
    w[17] = 1.9;
    const auto clipped = clipWeights(w, 3, true);
    // sqrt(-(ln w11 + ln(2^w13 - 1) + 0.3 w14) / 3) with the default w11, w13, w14.
    CHECK(clipped[17] == 0.49027301);
    CHECK(clipped[18] == 0.0912);
    CHECK(clipWeights(w, 1, true)[17] == 1.9);
}

TEST_CASE("FSRS-5 parameter sets are migrated", "[parameters]")
{
    const std::vector<double> fsrs5 = {0.40255, 1.18385, 3.173, 15.69105, 7.1949, 0.5345, 1.4604,
                                       0.0046, 1.54575, 0.1192, 1.01925, 1.9395, 0.11, 0.29605,
                                       2.2698, 0.2315, 2.9898, 0.51655, 0.6621};
    auto w = migrateWeights(fsrs5, 1, false);
    REQUIRE(w.has_value());
    CHECK((*w)[19] == 0.0);
    CHECK((*w)[20] == kFsrs5Decay);
    // With the same-day formula on, w19 = 0 is clipped to its lower bound.
    w = migrateWeights(fsrs5, 1, true);
    REQUIRE(w.has_value());
    CHECK((*w)[19] == 0.01);
    const auto model = Model::create(fsrs5);
    REQUIRE(model.has_value());
    CHECK(model->factor() == 0.2345679); // the FSRS-5 curve: 0.9^-2 - 1
    CHECK(model->retrievability(7, 7) == 0.9);
}

TEST_CASE("FSRS-4.5 parameter sets are migrated", "[parameters]")
{
    const std::vector<double> fsrs45(kDefaultWeights.begin(), kDefaultWeights.begin() + 17);
    const auto w = migrateWeights(fsrs45, 1, false);
    REQUIRE(w.has_value());
    CHECK((*w)[4] == 6.4133 + 2 * 0.8334);
    CHECK((*w)[20] == kFsrs5Decay);
}

TEST_CASE("invalid parameter sets are rejected", "[parameters]")
{
    CHECK_FALSE(migrateWeights(std::vector<double>(20, 1.0), 1, true).has_value());
    CHECK_FALSE(migrateWeights(std::vector<double>{}, 1, true).has_value());
    std::vector<double> nan(kDefaultWeights.begin(), kDefaultWeights.end());
    nan[3] = std::nan("");
    CHECK_FALSE(migrateWeights(nan, 1, true).has_value());
}
