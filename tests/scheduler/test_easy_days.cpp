// Easy Days: weekdays of study days, the settings' text form, the day chooser's rule (reduced
// and minimum days avoided, the daily limit kept), and answers through the scheduler moving off a
// reduced day without any day going over the review limit.
#include "scheduler/easy_days.h"
#include "scheduler/load_balance.h"
#include "scheduler/scheduler.h"
#include "test_support.h"

#include <map>

using namespace notedeck;
using namespace notedeck::scheduler;
using core::DayWorkload;

namespace {

constexpr auto N = DayWorkload::Normal;
constexpr auto R = DayWorkload::Reduced;
constexpr auto M = DayWorkload::Minimum;

} // namespace

TEST_CASE("study days have weekdays, Monday first", "[easy-days]")
{
    CHECK(weekdayOf(0) == 3);   // 1970-01-01, a Thursday
    CHECK(weekdayOf(4) == 0);   // Monday 1970-01-05
    CHECK(weekdayOf(3) == 6);   // Sunday
    CHECK(weekdayOf(-1) == 2);  // Wednesday 1969-12-31
    CHECK(weekdayOf(-7) == 3);
    const core::DayClock clock;
    CHECK(weekdayOf(clock.dayIndex(1'764'403'200)) == 5); // 2025-11-29 08:00 UTC, a Saturday
}

TEST_CASE("easy days read and write as seven workloads", "[easy-days]")
{
    const EasyDays days{N, N, N, N, N, R, M};
    CHECK(formatEasyDays(days) == "normal,normal,normal,normal,normal,reduced,minimum");
    auto back = parseEasyDays("normal, normal,normal,normal,normal ,reduced,minimum");
    REQUIRE(back);
    CHECK(*back == days);
    CHECK(formatEasyDays(core::kAllDaysNormal) == "normal,normal,normal,normal,normal,normal,normal");
    CHECK_FALSE(hasEasyDays(core::kAllDaysNormal));
    CHECK(hasEasyDays(days));

    auto six = parseEasyDays("normal,normal,normal,normal,normal,reduced");
    REQUIRE_FALSE(six);
    CHECK(six.error().message.find("not 6") != std::string::npos);
    CHECK_FALSE(parseEasyDays("normal,normal,normal,normal,normal,reduced,minimum,normal"));
    auto typo = parseEasyDays("normal,normal,normal,normal,normal,reduce,minimum");
    REQUIRE_FALSE(typo);
    CHECK(typo.error().message.find("\"reduce\"") != std::string::npos);
    CHECK_FALSE(parseEasyDays(""));

    SchedulerSettings s;
    s.easy_days = days;
    CHECK(validate(s));
    s.easy_days[2] = static_cast<DayWorkload>(7);
    CHECK_FALSE(validate(s));
}

TEST_CASE("the day chooser leaves reduced and minimum days while other days have room", "[easy-days]")
{
    const FuzzRange range{10, 14};
    const std::vector<long long> even{4, 4, 4, 4, 4};
    SECTION("all normal: the preferred day, or the least loaded with balancing")
    {
        CHECK(chooseDay(range, 12, even, {}) == 12);
        const std::vector<long long> load{5, 5, 1, 5, 5};
        CHECK(chooseDay(range, 10, load, {.balance = true}) == 12);
        CHECK(chooseDay(range, 10, load, {.balance = true}) == balanceInterval(range, 10, load));
    }
    SECTION("a reduced day holding half the others' average or more is left")
    {
        const std::vector<DayWorkload> w{N, N, R, N, N};
        CHECK(chooseDay(range, 12, even, {.workloads = w}) == 11);   // nearest, then the shorter
        const std::vector<long long> light{4, 4, 1, 4, 4};
        CHECK(chooseDay(range, 12, light, {.workloads = w}) == 12);  // 1 < 0.5 x 4: room left
        const std::vector<long long> half{4, 4, 2, 4, 4};
        CHECK(chooseDay(range, 12, half, {.workloads = w}) == 11);
        // Balancing would pick the quiet reduced day; Easy Days keep it at its share.
        CHECK(chooseDay(range, 12, half, {.balance = true, .workloads = w}) == 11);
    }
    SECTION("a minimum day takes a review only when no other day is in reach")
    {
        const std::vector<long long> empty{0, 0, 0, 0, 0};
        const std::vector<DayWorkload> w{N, M, M, M, N};
        CHECK(chooseDay(range, 12, empty, {.workloads = w}) == 10);
        CHECK(chooseDay(range, 12, std::vector<long long>{9, 0, 0, 0, 3}, {.balance = true, .workloads = w}) == 14);
        const std::vector<DayWorkload> all{M, M, M, M, M};
        CHECK(chooseDay(range, 12, empty, {.workloads = all}) == 12);
    }
    SECTION("a day at the daily limit is left while another has room, whatever its workload")
    {
        const std::vector<long long> full{20, 20, 20, 20, 3};
        CHECK(chooseDay(range, 11, full, {.dailyLimit = 20}) == 14);
        const std::vector<DayWorkload> w{N, N, N, N, R};
        CHECK(chooseDay(range, 11, full, {.workloads = w, .dailyLimit = 20}) == 14);
        const std::vector<long long> allFull{20, 20, 20, 20, 20};
        CHECK(chooseDay(range, 11, allFull, {.dailyLimit = 20}) == 11);
    }
    SECTION("inputs of the wrong size give the preferred day")
    {
        CHECK(chooseDay(range, 12, std::vector<long long>{1, 2}, {}) == 12);
        const std::vector<DayWorkload> w{N, R};
        CHECK(chooseDay(range, 12, even, {.workloads = w}) == 12);
    }
}

namespace {

// Answers Good to `cards` review cards that all come due around the same days, the days' counts
// following the answers as a study session's do; returns the reviews due per day index.
std::map<std::int64_t, long long> answerMany(const SchedulerSettings& settings, int cards)
{
    auto sched = Scheduler::create(settings, std::make_shared<core::FixedOffsetZone>(0));
    REQUIRE(sched);
    const core::Timestamp now = 1'764'403'200; // 2025-11-29 08:00 UTC
    const std::int64_t today = sched->clock().dayIndex(now);
    std::map<std::int64_t, long long> due;
    auto load = [&](int first, int last) {
        std::vector<long long> days;
        for (int d = first; d <= last; ++d)
            days.push_back(due[today + d]);
        return days;
    };
    for (int id = 1; id <= cards; ++id) {
        core::ScheduleState card;
        card.state = core::CardState::Review;
        card.stability = 28.0 + (id % 5);
        card.difficulty = 5.0;
        card.reps = 4;
        card.last_review = now - 30 * 86400;
        card.due = now;
        const auto after = sched->answer(card, core::Rating::Good, {id, now, load});
        // Always within the fuzz range of the plain interval.
        auto plainSettings = settings;
        plainSettings.enable_fuzz = false;
        auto plain = Scheduler::create(plainSettings, std::make_shared<core::FixedOffsetZone>(0));
        const int plainDays = plain->answer(card, core::Rating::Good, {id, now, {}}).scheduled_days;
        const auto range = fuzzRange(plainDays, 30, settings.maximum_interval);
        CHECK(after.scheduled_days >= range.min);
        CHECK(after.scheduled_days <= range.max);
        due[today + after.scheduled_days] += 1;
    }
    return due;
}

struct WeekdayLoad {
    long long saturday = 0, sunday = 0, mostOnADay = 0, mostOnASaturday = 0;
    double normalAverage = 0;
};

WeekdayLoad byWeekday(const std::map<std::int64_t, long long>& due)
{
    WeekdayLoad out;
    long long normal = 0;
    int normalDays = 0;
    // The days from the first to the last that got a review (the counts also hold the days the
    // Hard and Easy answers were looked up for, with nothing due).
    std::int64_t first = 0, last = -1;
    for (const auto& [day, count] : due) {
        if (count > 0) {
            first = last < first ? day : first;
            last = day;
        }
    }
    for (auto day = first; day <= last; ++day) {
        const auto it = due.find(day);
        const long long count = it == due.end() ? 0 : it->second;
        out.mostOnADay = std::max(out.mostOnADay, count);
        if (weekdayOf(day) == 5) {
            out.saturday += count;
            out.mostOnASaturday = std::max(out.mostOnASaturday, count);
        }
        else if (weekdayOf(day) == 6)
            out.sunday += count;
        else {
            normal += count;
            ++normalDays;
        }
    }
    out.normalAverage = static_cast<double>(normal) / normalDays;
    return out;
}

} // namespace

TEST_CASE("Easy Days move reviews off a reduced day without breaking the daily limit", "[easy-days][policy]")
{
    SchedulerSettings settings;
    settings.reviews_per_day = 14;
    const bool balancing = GENERATE(false, true);
    INFO((balancing ? "with load balancing" : "without load balancing"));
    settings.load_balancing = balancing;

    // Without Easy Days the weekend gets about a normal day's share (without balancing: no day is
    // chosen at all, the fuzz alone decides).
    const auto plain = byWeekday(answerMany(settings, 80));
    CHECK(plain.saturday + plain.sunday > 0);

    settings.easy_days = EasyDays{N, N, N, N, N, R, M};
    const auto due = answerMany(settings, 80);
    const auto easy = byWeekday(due);
    INFO("Saturdays " << easy.saturday << ", Sunday " << easy.sunday << ", normal day " << easy.normalAverage);
    CHECK(easy.sunday == 0);
    CHECK(easy.saturday > 0);
    CHECK(static_cast<double>(easy.mostOnASaturday) <= 0.5 * easy.normalAverage + 1.0);
    CHECK(easy.saturday < plain.saturday);
    CHECK(easy.mostOnADay <= settings.reviews_per_day);
    // Deterministic: the same answers give the same days.
    CHECK(answerMany(settings, 80) == due);
}
