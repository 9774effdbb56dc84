// The workload simulator on synthetic decks: deterministic for a seed, more reviews and more
// remembered at higher desired retention, daily limits respected, recall on a given day.
#include "scheduler/workload_simulator.h"

#include <catch2/catch.hpp>

#include <stop_token>

using namespace notedeck;
using namespace notedeck::scheduler;
using core::DayWorkload;
using core::EasyDays;

namespace {

// `fresh` new cards, then `studied` cards with a memory state spread over the coming weeks.
std::vector<SimulatedCard> deck(int fresh, int studied, int groups = 1)
{
    std::vector<SimulatedCard> cards;
    for (int i = 0; i < fresh; ++i)
        cards.push_back({std::nullopt, 0, 0, i % groups});
    for (int i = 0; i < studied; ++i) {
        SimulatedCard c;
        c.memory = MemoryState{1.0 + (i % 50) * 2.0, 3.0 + (i % 7)};
        c.lastReviewDay = -(i % 10);
        c.dueDay = (i * 7) % 30 - 5;
        c.group = i % groups;
        cards.push_back(c);
    }
    return cards;
}

} // namespace

TEST_CASE("the simulator is deterministic for a seed", "[simulator]")
{
    const auto cards = deck(200, 300);
    const Model model;
    SimulationOptions options;
    options.seed = 42;
    auto a = simulateWorkload(cards, model, options);
    auto b = simulateWorkload(cards, model, options);
    REQUIRE(a);
    REQUIRE(b);
    REQUIRE(a->days.size() == 365);
    for (std::size_t d = 0; d < a->days.size(); ++d) {
        CHECK(a->days[d].reviews == b->days[d].reviews);
        CHECK(a->days[d].memorized == b->days[d].memorized);
    }
    options.seed = 43;
    auto c = simulateWorkload(cards, model, options);
    REQUIRE(c);
    bool differs = false;
    for (std::size_t d = 0; d < a->days.size(); ++d)
        differs = differs || a->days[d].lapses != c->days[d].lapses;
    CHECK(differs);
}

TEST_CASE("a higher desired retention costs more reviews and keeps more in memory", "[simulator]")
{
    const auto cards = deck(400, 600);
    const Model model;
    SimulationOptions options;
    options.reviewsPerDay = 10000;   // no limit: the workload itself
    const auto grid = retentionGrid();
    REQUIRE(grid.size() == 10);
    CHECK(grid.front() == Approx(0.70));
    CHECK(grid.back() == Approx(0.97));
    auto runs = simulateRetentions(cards, model, options, grid);
    REQUIRE(runs);
    REQUIRE(runs->size() == grid.size());
    for (std::size_t i = 1; i < runs->size(); ++i) {
        INFO("retention " << (*runs)[i].desiredRetention);
        CHECK((*runs)[i].averageReviewsPerDay > (*runs)[i - 1].averageReviewsPerDay);
        CHECK((*runs)[i].averageMinutesPerDay > (*runs)[i - 1].averageMinutesPerDay);
        CHECK((*runs)[i].averageShareRemembered > (*runs)[i - 1].averageShareRemembered);
        CHECK((*runs)[i].averageNewCardsPerDay == Approx((*runs)[i - 1].averageNewCardsPerDay));
    }
    // The share remembered tracks the desired retention (a little above it: R is at the desired
    // value only on the day a card is due, higher before).
    for (const auto& run : *runs) {
        CHECK(run.averageShareRemembered > run.desiredRetention - 0.05);
        CHECK(run.averageShareRemembered < 1.0);
    }
}

TEST_CASE("the simulator respects the daily limits", "[simulator]")
{
    const Model model;
    SimulationOptions options;
    options.days = 60;
    options.newCardsPerDay = 7;
    options.reviewsPerDay = 25;
    options.minimumSimulatedCards = 0;   // one copy: whole cards per day
    const auto cards = deck(50, 2000);
    auto run = simulateWorkload(cards, model, options);
    REQUIRE(run);
    double introduced = 0;
    bool backlog = false;
    for (const auto& day : run->days) {
        CHECK(day.reviews <= 25);
        CHECK(day.newCards <= 7);
        CHECK(day.lapses <= day.reviews);
        introduced += day.newCards;
        backlog = backlog || day.backlog > 0;
    }
    CHECK(run->days.front().reviews == 25);   // more than 25 are due on day 0
    CHECK(backlog);
    CHECK(introduced == 50);                  // 7 a day until the 50 new cards are gone
    CHECK(run->days[0].newCards == 7);
    CHECK(run->days[7].newCards == 1);
    CHECK(run->days[8].newCards == 0);

    // Costs per event: 7 new cards at 60 s and 25 reviews at 15 s or 45 s on the first day.
    const auto& first = run->days.front();
    CHECK(first.seconds == Approx(7 * 60.0 + (first.reviews - first.lapses) * 15.0 + first.lapses * 45.0));
}

TEST_CASE("recall on a given day, per group", "[simulator]")
{
    const Model model;
    SimulationOptions options;
    options.days = 10;
    options.recallDay = 10;
    options.newCardsPerDay = 2;
    options.groups = 2;
    options.minimumSimulatedCards = 0;
    // 100 new cards in group 0, 100 studied cards (due later than the 10 days) in group 1.
    std::vector<SimulatedCard> cards(100);
    for (int i = 0; i < 100; ++i) {
        SimulatedCard c;
        c.memory = MemoryState{100.0, 5.0};
        c.lastReviewDay = -1;
        c.dueDay = 90;
        c.group = 1;
        cards.push_back(c);
    }
    auto run = simulateWorkload(cards, model, options);
    REQUIRE(run);
    REQUIRE(run->groupRecall.size() == 2);
    // At most 20 of the 100 new cards are introduced in 10 days; the others count 0.
    CHECK(run->groupRecall[0] > 0.0);
    CHECK(run->groupRecall[0] <= 0.2);
    // Untouched cards: R(11 days, S = 100).
    CHECK(run->groupRecall[1] == Approx(model.retrievability(11, 100.0)).epsilon(1e-6));
    CHECK(run->recall == Approx((run->groupRecall[0] + run->groupRecall[1]) / 2));
}

TEST_CASE("the simulator refuses bad options and stops when asked", "[simulator]")
{
    const Model model;
    const auto cards = deck(10, 10);
    SimulationOptions options;
    options.desiredRetention = 1.0;
    CHECK_FALSE(simulateWorkload(cards, model, options));
    options.desiredRetention = 0.9;
    options.recallDay = 400;
    CHECK_FALSE(simulateWorkload(cards, model, options));
    options.recallDay.reset();
    options.groups = 0;
    CHECK_FALSE(simulateWorkload(cards, model, options));

    options.groups = 1;
    std::stop_source stop;
    stop.request_stop();
    options.stop = stop.get_token();
    auto cancelled = simulateWorkload(cards, model, options);
    REQUIRE_FALSE(cancelled);
    CHECK(cancelled.error().message == "cancelled");

    int calls = 0;
    options.stop = {};
    const std::vector<double> two{0.8, 0.9};
    auto runs = simulateRetentions(cards, model, options, two, [&](int done, int total) {
        ++calls;
        CHECK(total == 2);
        CHECK(done == calls);
    });
    REQUIRE(runs);
    CHECK(calls == 2);
    CHECK((*runs)[1].desiredRetention == 0.9);
}

TEST_CASE("an empty deck simulates to nothing", "[simulator]")
{
    const Model model;
    auto run = simulateWorkload({}, model, SimulationOptions{});
    REQUIRE(run);
    CHECK(run->averageReviewsPerDay == 0);
    CHECK(run->finalShareRemembered == 0);
}

namespace {
struct WeekdayMeans {
    double normal = 0, saturday = 0, sunday = 0, total = 0;
};

// Mean reviews per weekday kind from day 30 on (the cards' starting due days are not moved).
WeekdayMeans weekdayMeans(const SimulationResult& run, int firstWeekday)
{
    WeekdayMeans m;
    int normalDays = 0, saturdays = 0, sundays = 0;
    for (std::size_t d = 30; d < run.days.size(); ++d) {
        const double reviews = run.days[d].reviews;
        m.total += reviews;
        switch ((firstWeekday + static_cast<int>(d)) % 7) {
        case 5: m.saturday += reviews; ++saturdays; break;
        case 6: m.sunday += reviews; ++sundays; break;
        default: m.normal += reviews; ++normalDays; break;
        }
    }
    m.normal /= normalDays;
    m.saturday /= saturdays;
    m.sunday /= sundays;
    return m;
}
} // namespace

TEST_CASE("the simulator moves reviews off reduced and minimum days, and keeps the total", "[simulator][easy-days]")
{
    const auto cards = deck(300, 500);
    const Model model;
    SimulationOptions options;
    options.days = 180;
    options.firstWeekday = 2; // day 0 is a Wednesday
    auto plain = simulateWorkload(cards, model, options);
    REQUIRE(plain);
    const auto before = weekdayMeans(*plain, options.firstWeekday);
    CHECK(before.saturday > 0.7 * before.normal);
    CHECK(before.sunday > 0.7 * before.normal);

    options.easyDays = EasyDays{DayWorkload::Normal, DayWorkload::Normal, DayWorkload::Normal, DayWorkload::Normal,
                                DayWorkload::Normal, DayWorkload::Reduced, DayWorkload::Minimum};
    auto easy = simulateWorkload(cards, model, options);
    REQUIRE(easy);
    const auto after = weekdayMeans(*easy, options.firstWeekday);
    INFO("normal " << after.normal << ", Saturday " << after.saturday << ", Sunday " << after.sunday);
    // Cards due within two days cannot move, and a day's share is judged when a card is scheduled.
    CHECK(after.saturday < 0.75 * after.normal);
    CHECK(after.saturday < 0.8 * before.saturday);
    CHECK(after.saturday > 0.2 * after.normal);
    CHECK(after.sunday < 0.15 * after.normal);
    // The reviews move; they do not disappear.
    CHECK(after.total == Approx(before.total).epsilon(0.08));
    for (const SimulatedDay& day : easy->days)
        CHECK(day.reviews <= options.reviewsPerDay);

    auto again = simulateWorkload(cards, model, options);
    REQUIRE(again);
    for (std::size_t d = 0; d < easy->days.size(); ++d)
        CHECK(again->days[d].reviews == easy->days[d].reviews);

    options.firstWeekday = 7;
    CHECK_FALSE(simulateWorkload(cards, model, options));
}
