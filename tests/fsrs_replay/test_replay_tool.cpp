// notedeck-fsrs-replay: hand-computed cases, error lines, and the built program itself.
#include "fsrs_replay/replay.h"
#include "scheduler/fsrs_model.h"
#include "test_support.h"

#include <nlohmann/json.hpp>

#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <string_view>
#include <utility>
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

TEST_CASE("replay: the input chooses any positive maximum interval", "[replay]")
{
    auto replay = [](const std::string& maximum) {
        return fsrs_replay::replayCard(json::parse(R"({"card_id":12,"maximum_interval":)" + maximum +
                                                   R"(,"desired_retentions":[0.9,0.2],"reviews":[{"rating":4}]})"));
    };
    // A first Easy: S = w3 = 8.2956, 8 days at retention 0.9; at 0.2 the interval
    // modifier is in the tens of thousands, so S x IM is far beyond 36500 days.
    const Model m;
    const double longest = std::round(8.2956 * m.intervalModifier(0.2));
    REQUIRE(longest > 100000);
    CHECK(replay("100000")["reviews"][0]["intervals"] == json::array({8, 100000}));
    CHECK(replay("7")["reviews"][0]["intervals"] == json::array({7, 7}));
    CHECK(replay("1")["reviews"][0]["intervals"] == json::array({1, 1}));
    CHECK(replay("1000000000")["reviews"][0]["intervals"] ==
          json::array({8, static_cast<long long>(longest)}));
    CHECK(replay("36500")["reviews"][0]["intervals"] == json::array({8, 36500}));
    // Zero, negative, fractional or non-numeric limits: an error line naming the field.
    for (const char* bad : {"0", "-5", "2.5", "\"x\"", "true"}) {
        INFO(bad);
        const json out = replay(bad);
        CHECK(out["card_id"] == 12);
        CHECK_FALSE(out.contains("reviews"));
        CHECK(out["error"] == "\"maximum_interval\" must be a positive whole number of days");
    }
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

namespace {

struct ProgramRun {
    std::vector<std::string> lines;   // standard output, line by line
    int status = -1;                  // exit status, -1 when it did not exit normally
};

// Runs the built notedeck-fsrs-replay with `input` on its standard input.
ProgramRun runReplay(const std::string& input)
{
    const auto file = std::filesystem::temp_directory_path() /
                      ("notedeck_replay_" + std::to_string(::getpid()) + ".jsonl");
    {
        std::ofstream f(file);
        f << input;
    }
    const std::string command = std::string("\"") + NOTEDECK_FSRS_REPLAY_EXE + "\" < \"" + file.string() + "\"";
    FILE* pipe = ::popen(command.c_str(), "r");
    REQUIRE(pipe != nullptr);
    std::string output;
    char buffer[1 << 16];
    while (std::size_t n = std::fread(buffer, 1, sizeof buffer, pipe))
        output.append(buffer, n);
    const int status = ::pclose(pipe);
    std::filesystem::remove(file);
    ProgramRun run;
    run.status = WIFEXITED(status) ? WEXITSTATUS(status) : -1;
    std::istringstream lines(output);
    for (std::string line; std::getline(lines, line);)
        run.lines.push_back(line);
    return run;
}

// The number literals printed after "key": in `line`, in order.
std::vector<std::string> numbersAfter(const std::string& line, const std::string& key)
{
    std::vector<std::string> out;
    const std::string marker = "\"" + key + "\":";
    for (auto at = line.find(marker); at != std::string::npos; at = line.find(marker, at + 1)) {
        auto begin = at + marker.size();
        while (begin < line.size() && line[begin] == ' ')
            ++begin;
        auto end = begin;
        while (end < line.size() && std::string_view("+-.0123456789eE").find(line[end]) != std::string_view::npos)
            ++end;
        out.push_back(line.substr(begin, end - begin));
    }
    return out;
}

// Significant digits of a decimal literal ("0.0123" has 3, "38.78674715" 10).
int significantDigits(const std::string& literal)
{
    std::string digits;
    for (char c : literal.substr(0, literal.find_first_of("eE")))
        if (c >= '0' && c <= '9')
            digits += c;
    const auto first = digits.find_first_not_of('0');
    return first == std::string::npos ? 0 : static_cast<int>(digits.size() - first);
}

} // namespace

TEST_CASE("replay: every ts-fsrs case through the built program agrees, printed in full", "[replay][process][tsfsrs]")
{
    const auto cases = test::readLines("tsfsrs_cases.jsonl");
    REQUIRE(cases.size() >= 500);
    std::string input;
    std::vector<json> expected, inputs;
    for (const auto& line : cases) {
        const json c = json::parse(line);
        inputs.push_back(c["input"]);
        expected.push_back(c["expected"]);
        input += c["input"].dump() + "\n";
    }
    const ProgramRun run = runReplay(input);
    CHECK(run.status == 0);
    REQUIRE(run.lines.size() == cases.size());
    std::size_t reviews = 0, exact = 0;
    for (std::size_t i = 0; i < cases.size(); ++i) {
        INFO("case " << inputs[i]["card_id"] << ": " << run.lines[i]);
        const json got = json::parse(run.lines[i]);
        const json& want = expected[i];
        REQUIRE_FALSE(got.contains("error"));
        REQUIRE(got["card_id"] == want["card_id"]);
        REQUIRE(got["reviews"].size() == want["reviews"].size());
        // What the library computes, to the last bit: the printed text must carry it.
        const json library = fsrs_replay::replayCard(inputs[i]);
        const auto printedS = numbersAfter(run.lines[i], "stability");
        const auto printedD = numbersAfter(run.lines[i], "difficulty");
        REQUIRE(printedS.size() == got["reviews"].size());
        REQUIRE(printedD.size() == got["reviews"].size());
        for (std::size_t r = 0; r < got["reviews"].size(); ++r) {
            INFO("review " << r);
            const json& g = got["reviews"][r];
            const json& w = want["reviews"][r];
            if (w["retrievability"].is_null())
                CHECK(g["retrievability"].is_null());
            else
                CHECK(test::relClose(g["retrievability"].get<double>(), w["retrievability"].get<double>(), 1e-6));
            CHECK(test::relClose(g["stability"].get<double>(), w["stability"].get<double>(), 1e-6));
            CHECK(test::relClose(g["difficulty"].get<double>(), w["difficulty"].get<double>(), 1e-6));
            CHECK(g["intervals"] == w["intervals"]);
            for (const auto& [text, key] : {std::pair{printedS[r], "stability"}, std::pair{printedD[r], "difficulty"}}) {
                INFO(key << " printed as " << text);
                const double value = library["reviews"][r][key].get<double>();
                const bool shortestExact = std::strtod(text.c_str(), nullptr) == value;
                CHECK((significantDigits(text) >= 10 || shortestExact));
                exact += shortestExact ? 1 : 0;
            }
            ++reviews;
        }
    }
    CHECK(reviews > 5000);
    WARN("replay program: " << cases.size() << " cards, " << reviews << " reviews; " << exact << " of "
                            << 2 * reviews << " stabilities and difficulties printed in their exact shortest form");
}

TEST_CASE("replay: the precision check would catch a short number", "[replay]")
{
    CHECK(significantDigits("38.78674715") == 10);
    CHECK(significantDigits("0.0123") == 3);
    CHECK(significantDigits("1.5e-07") == 2);
    CHECK(significantDigits("38.7867") == 6);
    CHECK(numbersAfter(R"({"a":[{"stability":1.25,"x":2},{"stability": -3e-2}]})", "stability") ==
          std::vector<std::string>{"1.25", "-3e-2"});
}

TEST_CASE("replay: the program keeps line order and exits 0", "[replay][process]")
{
    const ProgramRun run = runReplay(std::string(R"({"card_id":1,"reviews":[{"rating":3}]})") + "\n" + "garbage\n" +
                                     R"({"card_id":3,"reviews":[{"rating":4},{"rating":3,"elapsed_days":9}]})" + "\n");
    CHECK(run.status == 0);
    std::vector<json> rows;
    for (const auto& line : run.lines)
        rows.push_back(json::parse(line));
    REQUIRE(rows.size() == 3);
    CHECK(rows[0]["card_id"] == 1);
    CHECK(rows[1].contains("error"));
    CHECK(rows[2]["card_id"] == 3);
    CHECK(rows[2]["reviews"].size() == 2);
}

TEST_CASE("replay: the program accepts a long maximum interval and reports a bad one in its line",
          "[replay][process]")
{
    const ProgramRun run = runReplay(
        std::string(R"({"card_id":1,"maximum_interval":100000,"desired_retentions":[0.2],"reviews":[{"rating":4}]})") +
        "\n" + R"({"card_id":2,"maximum_interval":0,"reviews":[{"rating":3}]})" + "\n" +
        R"({"card_id":3,"maximum_interval":-7,"reviews":[{"rating":3}]})" + "\n" +
        R"({"card_id":4,"maximum_interval":7,"reviews":[{"rating":4}]})" + "\n");
    CHECK(run.status == 0);
    REQUIRE(run.lines.size() == 4);
    CHECK(json::parse(run.lines[0])["reviews"][0]["intervals"] == json::array({100000}));
    CHECK(json::parse(run.lines[1])["card_id"] == 2);
    CHECK(json::parse(run.lines[1]).contains("error"));
    CHECK(json::parse(run.lines[2])["card_id"] == 3);
    CHECK(json::parse(run.lines[2]).contains("error"));
    CHECK(json::parse(run.lines[3])["reviews"][0]["intervals"] == json::array({7}));
}
