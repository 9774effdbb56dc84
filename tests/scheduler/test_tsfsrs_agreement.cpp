// Agreement with the ts-fsrs 5.4.2 reference on cases it generated
// (tests/scheduler/gen_tsfsrs_cases.mjs): memory states within 1e-6 relative,
// intervals, fuzz and learning-step schedules exactly. (The replayed review histories of
// tsfsrs_cases.jsonl are checked in tests/fsrs_replay.)
#include "scheduler/intervals.h"
#include "scheduler/learning_steps.h"
#include "scheduler/scheduler.h"
#include "test_support.h"

#include <nlohmann/json.hpp>

using nlohmann::json;
using namespace notedeck;
using namespace notedeck::scheduler;
using test::readLines;
using test::relError;

TEST_CASE("fuzzed intervals agree with ts-fsrs", "[tsfsrs][fuzz]")
{
    const auto lines = readLines("tsfsrs_fuzz.jsonl");
    REQUIRE(lines.size() >= 1000);
    for (const auto& line : lines) {
        const json c = json::parse(line);
        INFO(line);
        CHECK(applyFuzz(c["interval"].get<int>(), c["elapsed_days"].get<int>(),
                        c["maximum_interval"].get<int>(), c["seed"].get<std::string>()) ==
              c["fuzzed"].get<int>());
    }
}

namespace {

Steps steps(const json& list)
{
    std::string text;
    for (const auto& s : list)
        text += s.get<std::string>() + " ";
    auto parsed = parseSteps(text);
    REQUIRE(parsed.has_value());
    return *parsed;
}

} // namespace

// The reference counts days in UTC and keeps no leeches; with a UTC zone, days starting
// at midnight and leeches off, the whole answer sequence must match. The reference sets
// day-interval due times to answer time + n x 24 h, NoteDeck to the start of that day.
TEST_CASE("answer sequences agree with the ts-fsrs scheduler", "[tsfsrs][policy]")
{
    const auto lines = readLines("tsfsrs_policy.jsonl");
    REQUIRE(lines.size() >= 200);
    std::size_t answers = 0;
    double worst = 0.0;
    for (const auto& line : lines) {
        const json c = json::parse(line);
        const json& s = c["settings"];
        SchedulerSettings settings;
        settings.parameters = s["parameters"].get<std::vector<double>>();
        settings.desired_retention = s["desired_retention"].get<double>();
        settings.maximum_interval = s["maximum_interval"].get<int>();
        settings.learning_steps = steps(s["learning_steps"]);
        settings.relearning_steps = steps(s["relearning_steps"]);
        settings.enable_short_term = s["enable_short_term"].get<bool>();
        settings.enable_fuzz = s["enable_fuzz"].get<bool>();
        settings.leech_threshold = 1'000'000;
        settings.day_start_hour = 0;
        auto scheduler = Scheduler::create(settings, std::make_shared<core::FixedOffsetZone>(0));
        REQUIRE(scheduler.has_value());

        core::ScheduleState card;
        const auto cardId = c["card_id"].get<core::CardId>();
        int index = 0;
        for (const json& a : c["answers"]) {
            INFO("card " << cardId << " answer " << index++);
            const auto now = a["now"].get<core::Timestamp>();
            const auto rating = static_cast<core::Rating>(a["rating"].get<int>());
            card = scheduler->answer(card, rating, {cardId, now, {}});
            const json& want = a["expected"];
            REQUIRE(static_cast<int>(card.state) == want["state"].get<int>());
            REQUIRE(card.scheduled_days == want["scheduled_days"].get<int>());
            REQUIRE(card.step == want["step"].get<int>());
            REQUIRE(card.reps == want["reps"].get<int>());
            REQUIRE(card.lapses == want["lapses"].get<int>());
            REQUIRE(card.elapsed_days == want["elapsed_days"].get<int>());
            const double es = relError(card.stability, want["stability"].get<double>());
            const double ed = relError(card.difficulty, want["difficulty"].get<double>());
            worst = std::max({worst, es, ed});
            REQUIRE(es <= 1e-6);
            REQUIRE(ed <= 1e-6);
            const auto wantDue = want["due"].get<core::Timestamp>();
            if (card.scheduled_days == 0) {
                REQUIRE(card.due == wantDue);
            } else {
                REQUIRE(card.due == scheduler->clock().startOfDay(
                                        scheduler->clock().dayIndex(now) + card.scheduled_days));
                REQUIRE(scheduler->clock().dayIndex(card.due) == scheduler->clock().dayIndex(wantDue));
            }
            ++answers;
        }
    }
    WARN("ts-fsrs scheduler agreement: " << lines.size() << " cards, " << answers
                                         << " answers, max relative error " << worst);
}
