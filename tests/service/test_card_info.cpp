// Card info: the figures shown beside each answer and the current memory are the scheduler's own —
// a card answered through the real answer path (learning steps, same-day answers, lapses, days
// apart) shows after each answer the stability and difficulty the scheduler stored, before it the
// retrievability the scheduler computed, and now the scheduler's current R.
#include "service/cards/card_info.h"
#include "scheduler/scheduler.h"
#include "service/deck/detail/deck_internals.h"
#include "service/options/presets.h"
#include "service/options/scheduler_settings_store.h"
#include "service/study/study.h"
#include "temp_notes.h"

#include <catch2/catch.hpp>

using namespace notedeck;
using testing::TempNotes;

namespace {
constexpr core::Timestamp kMorning = 1'764'403'200;   // 2025-11-29T08:00:00Z
constexpr core::Timestamp kMinute = 60;
constexpr core::Timestamp kDay = 86'400;

struct Answer {
    core::Rating rating;
    core::Timestamp after;   // since the answer before
};

// Answers card 1 as listed; returns the scheduler's state before and after each answer.
std::vector<service::Answered> answerAll(TempNotes& t, const std::vector<Answer>& answers, core::Timestamp& now)
{
    std::vector<service::Answered> out;
    for (const Answer& a : answers) {
        now += a.after;
        auto answered = service::answerCard(t.deck(), 1, a.rating, now, 3000);
        REQUIRE(answered);
        out.push_back(*answered);
    }
    return out;
}

// `options`: those of the card's preset, when it is not the deck's default.
void checkAgainstScheduler(TempNotes& t, const std::vector<Answer>& answers,
                           std::optional<core::SchedulerSettings> options = std::nullopt)
{
    core::Timestamp now = kMorning;
    const auto states = answerAll(t, answers, now);
    const core::Timestamp later = now + 5 * kDay + 3 * 3600;
    auto info = service::cardInfo(t.deck(), 1, later);
    REQUIRE(info);
    const auto own = options ? scheduler::Scheduler::create(*options, t.zone) : core::Result<scheduler::Scheduler>(core::fail("none"));
    const auto& scheduler = options ? own.value() : service::schedulerOf(t.deck());
    CHECK(info->historyComplete);
    REQUIRE(info->reviews.size() == answers.size());
    core::Timestamp at = kMorning;
    for (std::size_t i = 0; i < answers.size(); ++i) {
        at += answers[i].after;
        const service::ReviewFigures& review = info->reviews[i];
        INFO("answer " << i);
        CHECK(review.review.rating == answers[i].rating);
        CHECK(review.review.durationMs == 3000);
        REQUIRE(review.stability);
        REQUIRE(review.difficulty);
        CHECK(*review.stability == states[i].after.stability);
        CHECK(*review.difficulty == states[i].after.difficulty);
        CHECK(review.retrievability == scheduler.retrievability(states[i].before, at));
    }
    REQUIRE(info->current);
    const core::ScheduleState last = states.back().after;
    CHECK(info->current->stability == last.stability);
    CHECK(info->current->difficulty == last.difficulty);
    REQUIRE(info->current->retrievability);
    CHECK(info->current->retrievability == scheduler.retrievability(last, later));
    CHECK(info->details.row.schedule.lapses == last.lapses);
    // The curve starts at R = 1 on the day of the last review and falls past the due day.
    REQUIRE(info->curve.size() > 2);
    CHECK(info->curve.front().days == 0.0);
    CHECK(info->curve.front().retrievability == 1.0);
    CHECK(info->curve.back().days >= info->current->dueDays);
    CHECK(info->curve.back().retrievability < info->curve.front().retrievability);
}

const std::vector<Answer> kHistory = {
    {core::Rating::Good, 0},            // new → learning
    {core::Rating::Good, 10 * kMinute}, // same day: the same-day formula
    {core::Rating::Good, 3 * kDay},
    {core::Rating::Again, 9 * kDay},    // a lapse
    {core::Rating::Hard, 10 * kMinute}, // same day again
    {core::Rating::Good, 2 * kDay},
    {core::Rating::Easy, 6 * kDay},
};
} // namespace

TEST_CASE("card info shows, for each answer and now, the scheduler's own S, D and R", "[card-info]")
{
    TempNotes t;
    t.write("cards.md", "# 测试\n\n- 问题？\n  - 答案\n");
    t.import();
    checkAgainstScheduler(t, kHistory);
    auto info = service::cardInfo(t.deck(), 1, kMorning + 40 * kDay);
    REQUIRE(info);
    CHECK(info->details.row.schedule.lapses == 1);
    CHECK(info->preset.isDefault);
    CHECK(info->preset.name == "Default");
    CHECK(info->details.row.card.sourceFile == "cards.md");
    CHECK(info->details.row.card.sourceLine == 3);
    // The first answer has no R before it; every later one has.
    CHECK_FALSE(info->reviews.front().retrievability);
    CHECK(info->reviews.back().retrievability);
}

TEST_CASE("card info follows the scheduler without the same-day formula", "[card-info]")
{
    TempNotes t;
    t.write("cards.md", "# 测试\n\n- 问题？\n  - 答案\n");
    t.import();
    auto settings = service::loadSchedulerSettings(t.deck());
    REQUIRE(settings);
    settings->enable_short_term = false;
    REQUIRE(service::saveSchedulerSettings(t.deck(), *settings));
    checkAgainstScheduler(t, kHistory);
}

TEST_CASE("card info of a card in a chapter with a preset: the preset's name and its scheduler's figures", "[card-info][presets]")
{
    TempNotes t;
    t.write("cards.md", "# 测试\n\n- 问题？\n  - 答案\n");
    t.import();
    // Other weights (initial stabilities, decay) and retention than the deck's default preset.
    core::SchedulerSettings options;
    options.desired_retention = 0.95;
    options.parameters[0] = 0.9;
    options.parameters[2] = 4.5;
    options.parameters[20] = 0.35;
    auto id = service::savePreset(t.deck(), "面试", options);
    REQUIRE(id);
    REQUIRE(service::assignPreset(t.deck(), *id, core::DeckPath::parse("测试")));
    checkAgainstScheduler(t, kHistory, service::findPreset(t.deck(), "面试").value().options);
    auto info = service::cardInfo(t.deck(), 1, kMorning + 40 * kDay);
    REQUIRE(info);
    CHECK_FALSE(info->preset.isDefault);
    CHECK(info->preset.name == "面试");
}

TEST_CASE("card info of a new card has no memory and no curve", "[card-info]")
{
    TempNotes t;
    t.write("cards.md", "# 测试\n\n- 问题？\n  - 答案\n");
    t.import();
    auto info = service::cardInfo(t.deck(), 1, kMorning);
    REQUIRE(info);
    CHECK(info->reviews.empty());
    CHECK(info->historyComplete);
    CHECK_FALSE(info->current);
    CHECK(info->curve.empty());
    CHECK_FALSE(service::cardInfo(t.deck(), 99, kMorning));
}
