// notedeck-fsrs-replay: hand-computed cases, error lines, and the built program itself.
#include "fsrs_replay/replay.h"
#include "scheduler/fsrs_model.h"
#include "test_support.h"

#include <nlohmann/json.hpp>

#include <cstdio>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <sys/wait.h>
#include <unistd.h>

using nlohmann::json;
using namespace notedeck;
using namespace notedeck::scheduler;

TEST_CASE("replay: the example from the documentation", "[replay]")
{
    const json in = json::parse(R"({"card_id":41,"params":[0.212,1.2931,2.3065,8.2956,6.4133,0.8334,3.0194,0.001,1.8722,0.1666,0.796,1.4835,0.0614,0.2629,1.6483,0.6014,1.8729,0.5425,0.0912,0.0658,0.1542],
        "enable_short_term":true,"maximum_interval":36500,"desired_retentions":[0.9,0.8],
        "reviews":[{"rating":1,"elapsed_days":0},{"rating":3,"elapsed_days":0},{"rating":2,"elapsed_days":1}]})");
    const json out = fsrs_replay::replayCard(in);
    REQUIRE(out["card_id"] == 41);
    const json& r = out["reviews"];
    REQUIRE(r.size() == 3);
    // First Again: S0 = w0, D0 = w4; intervals max(1, round(0.212)) and round(0.212 x 3.316).
    CHECK(r[0]["retrievability"].is_null());
    CHECK(r[0]["stability"] == 0.212);
    CHECK(r[0]["difficulty"] == 6.4133);
    CHECK(r[0]["intervals"] == json::array({1, 1}));
    // Same day Good: S x e^(w17 w18) x S^-w19 = 0.212 x 1.0507 x 1.1074 = 0.24669.
    CHECK(r[1]["retrievability"] == 1.0);
    CHECK(r[1]["stability"].get<double>() == Approx(0.24668919).epsilon(1e-9));
    CHECK(r[1]["difficulty"].get<double>() == Approx(6.40211507).epsilon(1e-9));
    // Hard one day later: R(1, 0.2467) = (1 + 0.98034649 / 0.24668919)^-0.1542 = 0.78085.
    CHECK(r[2]["retrievability"].get<double>() == Approx(0.78085028).epsilon(1e-7));
    const Model m;
    CHECK(r[2]["stability"].get<double>() ==
          m.recallStability(6.40211507, 0.24668919, r[2]["retrievability"].get<double>(), core::Rating::Hard));
}

TEST_CASE("replay: short-term off uses the ordinary formulas at R = 1", "[replay]")
{
    const json out = fsrs_replay::replayCard(json::parse(
        R"({"card_id":"a","enable_short_term":false,"reviews":[{"rating":3},{"rating":3,"elapsed_days":0},{"rating":1,"elapsed_days":0}]})"));
    REQUIRE(out["reviews"].size() == 3);
    CHECK(out["card_id"] == "a");
    CHECK(out["reviews"][1]["stability"] == 2.3065); // a recall at R = 1 adds nothing
    const Model m(kDefaultWeights, false);
    CHECK(out["reviews"][2]["stability"].get<double>() ==
          m.forgetStability(out["reviews"][1]["difficulty"].get<double>(), 2.3065, 1.0));
    CHECK(out["reviews"][0]["intervals"] == json::array({2})); // default retention 0.9
}

TEST_CASE("replay: bad input gives an error object", "[replay]")
{
    auto error = [](const std::string& line) { return json::parse(fsrs_replay::replayLine(line)); };
    CHECK(error("not json").contains("error"));
    CHECK(error("[1,2]").contains("error"));
    CHECK(error(R"({"card_id":5,"params":[1,2,3],"reviews":[]})")["card_id"] == 5);
    CHECK(error(R"({"card_id":5,"params":[1,2,3],"reviews":[]})").contains("error"));
    CHECK(error(R"({"card_id":6,"reviews":[{"rating":5}]})").contains("error"));
    CHECK(error(R"({"card_id":7,"reviews":[{"rating":3},{"rating":3,"elapsed_days":-1}]})").contains("error"));
    CHECK(error(R"({"card_id":8,"desired_retentions":[1.5],"reviews":[]})").contains("error"));
    CHECK(error(R"({"card_id":9,"reviews":"x"})").contains("error"));
    CHECK(error(R"({"card_id":10,"reviews":[]})")["reviews"] == json::array());
}

TEST_CASE("replay: the program keeps line order and exits 0", "[replay][process]")
{
    const auto dir = std::filesystem::temp_directory_path();
    const auto input = dir / ("notedeck_replay_" + std::to_string(::getpid()) + ".jsonl");
    {
        std::ofstream f(input);
        f << R"({"card_id":1,"reviews":[{"rating":3}]})" << "\n"
          << "garbage\n"
          << R"({"card_id":3,"reviews":[{"rating":4},{"rating":3,"elapsed_days":9}]})" << "\n";
    }
    const std::string command = std::string("\"") + NOTEDECK_FSRS_REPLAY_EXE + "\" < \"" + input.string() + "\"";
    FILE* pipe = ::popen(command.c_str(), "r");
    REQUIRE(pipe != nullptr);
    std::string output;
    char buffer[4096];
    while (std::size_t n = std::fread(buffer, 1, sizeof buffer, pipe))
        output.append(buffer, n);
    const int status = ::pclose(pipe);
    std::filesystem::remove(input);
    REQUIRE(WIFEXITED(status));
    CHECK(WEXITSTATUS(status) == 0);

    std::istringstream lines(output);
    std::vector<json> rows;
    for (std::string line; std::getline(lines, line);)
        rows.push_back(json::parse(line));
    REQUIRE(rows.size() == 3);
    CHECK(rows[0]["card_id"] == 1);
    CHECK(rows[1].contains("error"));
    CHECK(rows[2]["card_id"] == 3);
    CHECK(rows[2]["reviews"].size() == 2);
}
