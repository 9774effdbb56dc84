// Agreement of the replay tool's library with the ts-fsrs 5.4.2 reference on the review histories it
// generated (tests/scheduler/gen_tsfsrs_cases.mjs, tsfsrs_cases.jsonl): memory states within 1e-6
// relative, intervals exactly.
#include "fsrs_replay/replay.h"
#include "test_support.h"

#include <nlohmann/json.hpp>

#include <algorithm>

using nlohmann::json;
using namespace notedeck;
using namespace notedeck::scheduler;
using test::readLines;
using test::relError;

TEST_CASE("replayed memory states agree with ts-fsrs", "[tsfsrs][replay]")
{
    const auto lines = readLines("tsfsrs_cases.jsonl");
    REQUIRE(lines.size() >= 500);
    double worst = 0.0;
    std::size_t reviews = 0;
    for (const auto& line : lines) {
        const json c = json::parse(line);
        const json out = fsrs_replay::replayCard(c["input"]);
        const json& expected = c["expected"];
        INFO("case " << c["input"]["card_id"]);
        REQUIRE_FALSE(out.contains("error"));
        REQUIRE(out["card_id"] == expected["card_id"]);
        REQUIRE(out["reviews"].size() == expected["reviews"].size());
        for (std::size_t i = 0; i < out["reviews"].size(); ++i) {
            const json& got = out["reviews"][i];
            const json& want = expected["reviews"][i];
            INFO("review " << i);
            if (want["retrievability"].is_null()) {
                CHECK(got["retrievability"].is_null());
            } else {
                const double e = relError(got["retrievability"].get<double>(), want["retrievability"].get<double>());
                worst = std::max(worst, e);
                CHECK(e <= 1e-6);
            }
            for (const char* key : {"stability", "difficulty"}) {
                const double e = relError(got[key].get<double>(), want[key].get<double>());
                worst = std::max(worst, e);
                CHECK(e <= 1e-6);
            }
            CHECK(got["intervals"] == want["intervals"]);
            ++reviews;
        }
    }
    WARN("ts-fsrs replay agreement: " << lines.size() << " cards, " << reviews
                                      << " reviews, max relative error " << worst);
}
