// Property: whatever the card, parameters, steps, time zone and moment, the four answers'
// due times keep Again <= Hard <= Good < Easy — including answers that graduate from
// (re)learning and answers given just before the day boundary.
#include "fake_zones.h"
#include "scheduler/scheduler.h"
#include "test_support.h"

#include <map>
#include <random>

using namespace notedeck;
using namespace notedeck::scheduler;
using core::CardState;
using core::Rating;

namespace {

class Draw {
public:
    explicit Draw(std::uint32_t seed) : m_gen(seed) {}
    double uniform(double lo, double hi) { return std::uniform_real_distribution<double>(lo, hi)(m_gen); }
    int integer(int lo, int hi) { return std::uniform_int_distribution<int>(lo, hi)(m_gen); }
    bool chance(double p) { return uniform(0.0, 1.0) < p; }
    template <typename T>
    const T& pick(const std::vector<T>& items)
    {
        return items[static_cast<std::size_t>(integer(0, static_cast<int>(items.size()) - 1))];
    }

private:
    std::mt19937 m_gen;
};

SchedulerSettings randomSettings(Draw& draw)
{
    SchedulerSettings s;
    if (draw.chance(0.6)) {
        const auto ranges = parameterRanges(true);
        for (std::size_t i = 0; i < s.parameters.size(); ++i) {
            s.parameters[i] = draw.chance(0.5) ? s.parameters[i] * draw.uniform(0.6, 1.4)
                                               : draw.uniform(ranges[i].min, ranges[i].max);
        }
    }
    s.desired_retention = draw.uniform(kMinDesiredRetention, kMaxDesiredRetention);
    s.maximum_interval = draw.pick(std::vector<int>{36500, 36500, 365, 30, 3, 1, draw.integer(1, 5000)});
    // Steps in increasing order, some of a day or more.
    s.learning_steps = draw.pick(std::vector<Steps>{
        {1, 10}, {1, 10}, {10}, {}, {1, 5, 60}, {30, 1440}, {120}, {1, 10, 60, 2880}, {5, 1380}, {1200}});
    s.relearning_steps = draw.pick(std::vector<Steps>{{10}, {10}, {}, {5, 20}, {1440}, {60, 600}, {1000}});
    s.enable_short_term = draw.chance(0.85);
    s.enable_fuzz = draw.chance(0.7);
    s.load_balancing = draw.chance(0.3);
    s.day_start_hour = draw.chance(0.5) ? core::DayClock::kDefaultDayStartHour : draw.integer(0, 23);
    s.leech_threshold = draw.integer(1, 10);
    return s;
}

std::shared_ptr<const core::TimeZone> randomZone(Draw& draw)
{
    if (draw.chance(0.3))
        return test::centralEurope2024();
    return std::make_shared<core::FixedOffsetZone>(draw.integer(-12, 14) * 3600 + draw.pick(std::vector<int>{0, 0, 1800}));
}

// The next moment to answer at: around the due time, minutes later, days later, or in
// the last minutes before a study day starts.
core::Timestamp nextMoment(Draw& draw, const Scheduler& sched, const core::ScheduleState& card, core::Timestamp now)
{
    const double u = draw.uniform(0.0, 1.0);
    if (u < 0.35)
        return std::max(now, card.due) + draw.integer(0, 3600);
    if (u < 0.55)
        return now + draw.integer(1, 900);
    if (u < 0.7)
        return std::max(now, card.due + draw.integer(-3, 60) * 86400);
    const auto& clock = sched.clock();
    const core::Timestamp boundary = clock.startOfDay(clock.dayIndex(now) + draw.integer(1, 3));
    return std::max(now, boundary - draw.integer(1, 1500) * 60);
}

Rating randomRating(Draw& draw)
{
    const double u = draw.uniform(0.0, 1.0);
    return u < 0.2 ? Rating::Again : u < 0.35 ? Rating::Hard : u < 0.85 ? Rating::Good : Rating::Easy;
}

std::string where(const core::ScheduleState& card)
{
    static const char* const kNames[] = {"new", "learning", "review", "relearning"};
    std::string name = kNames[static_cast<int>(card.state)];
    if (card.state == CardState::Learning || card.state == CardState::Relearning)
        name += card.step == 0 ? " first step" : " later step";
    return name;
}

} // namespace

TEST_CASE("the answers' due times keep Again <= Hard <= Good < Easy in every state",
          "[policy][order][property]")
{
    Draw draw(20261202);
    std::map<std::string, int> checked;
    int graduations = 0;
    for (int deck = 0; deck < 600; ++deck) {
        const SchedulerSettings settings = randomSettings(draw);
        auto sched = Scheduler::create(settings, randomZone(draw));
        REQUIRE(sched.has_value());
        std::vector<long long> load(400);
        for (auto& n : load)
            n = draw.integer(0, 50);
        auto dueOnDays = [&load](int first, int last) {
            std::vector<long long> counts;
            for (int d = first; d <= last; ++d)
                counts.push_back(load[static_cast<std::size_t>(d) % load.size()]);
            return counts;
        };
        ReviewContext context{.card_id = 1000 + deck * 37,
                              .now = test::utcOf(1, 1, 0, 0, 0) + draw.integer(0, 400) * 86400,
                              .due_on_days = dueOnDays};
        core::ScheduleState card = test::newCard(context.now);
        for (int answer = 0; answer < 25; ++answer) {
            const auto next = sched->nextStates(card, context);
            const auto preview = sched->preview(card, context);
            INFO("deck " << deck << " answer " << answer << ", " << where(card) << ", now " << context.now
                         << ", steps " << formatSteps(settings.learning_steps) << " / "
                         << formatSteps(settings.relearning_steps) << ", short-term "
                         << settings.enable_short_term << ", due " << next[0].due << " " << next[1].due << " "
                         << next[2].due << " " << next[3].due);
            for (std::size_t i = 0; i < 4; ++i)
                REQUIRE(preview.outcomes[i].next == next[i]);
            CHECK(next[0].due <= next[1].due);
            CHECK(next[1].due <= next[2].due);
            CHECK(next[2].due < next[3].due);
            ++checked[where(card)];
            if (card.state != CardState::Review && next[3].state == CardState::Review)
                ++graduations;

            card = next[static_cast<std::size_t>(static_cast<int>(randomRating(draw)) - 1)];
            if (card.suspended)
                break;
            context.now = nextMoment(draw, *sched, card, context.now);
        }
    }
    // Every state was met many times.
    for (const char* state : {"new", "learning first step", "learning later step", "review",
                              "relearning first step", "relearning later step"}) {
        INFO(state);
        CHECK(checked[state] >= 100);
    }
    CHECK(graduations >= 1000);
}
