#include "scheduler/workload_simulator.h"

#include "scheduler/easy_days.h"
#include "scheduler/intervals.h"
#include "scheduler/load_balance.h"

#include <algorithm>
#include <cmath>
#include <string>

namespace notedeck::scheduler {

namespace {

using core::Rating;

// splitmix64's finaliser: a strong 64-bit mix, so consecutive counters give unrelated numbers.
std::uint64_t mix(std::uint64_t x)
{
    x += 0x9E3779B97F4A7C15ULL;
    x = (x ^ (x >> 30)) * 0xBF58476D1CE4E5B9ULL;
    x = (x ^ (x >> 27)) * 0x94D049BB133111EBULL;
    return x ^ (x >> 31);
}

// A uniform number in [0, 1) for one (copy, card, answer number, purpose): the same for the same
// counters in every run, whatever the desired retention.
double draw(std::uint64_t seed, std::uint64_t copy, std::uint64_t card, std::uint64_t answer, std::uint64_t purpose)
{
    std::uint64_t h = mix(seed ^ mix(copy));
    h = mix(h ^ card);
    h = mix(h ^ (answer << 2 | purpose));
    return static_cast<double>(h >> 11) * 0x1.0p-53;
}

template <std::size_t N>
std::size_t pick(const std::array<double, N>& probabilities, double u)
{
    double total = 0;
    for (double p : probabilities)
        total += std::max(0.0, p);
    if (total <= 0)
        return N - 1;
    double acc = 0;
    for (std::size_t i = 0; i + 1 < N; ++i) {
        acc += std::max(0.0, probabilities[i]) / total;
        if (u < acc)
            return i;
    }
    return N - 1;
}

struct CardSlot {
    double stability = 0;
    double difficulty = 0;
    int last = 0;
    int due = 0;
    int answers = 0;       // answers given in the simulation, the generator's counter
    bool inPlay = false;   // has a memory state
};

core::Result<void> validate(std::span<const SimulatedCard> cards, const SimulationOptions& o)
{
    if (!(o.desiredRetention > 0.0 && o.desiredRetention < 1.0))
        return core::fail("the desired retention must be between 0 and 1");
    if (o.days < 1 || o.days > 36500)
        return core::fail("simulate between 1 and 36500 days, not " + std::to_string(o.days));
    if (o.newCardsPerDay < 0 || o.reviewsPerDay < 0)
        return core::fail("daily limits cannot be negative");
    if (o.maximumInterval < 1)
        return core::fail("the maximum interval must be at least one day");
    if (o.groups < 1)
        return core::fail("there must be at least one group");
    if (o.firstWeekday < 0 || o.firstWeekday > 6)
        return core::fail("the first day's weekday must be between 0 (Monday) and 6 (Sunday)");
    if (o.recallDay && (*o.recallDay < 0 || *o.recallDay > o.days))
        return core::fail("the recall day must lie within the simulated days");
    for (const SimulatedCard& c : cards)
        if (c.group < 0 || c.group >= o.groups)
            return core::fail("a card's group is out of range");
    return {};
}

// The retrievability for the bulk sums, without the reference's 8-decimal rounding (which only
// matters for matching single answers to the last digit).
struct Curve {
    double factor;
    double decay;
    double operator()(double elapsed, double stability) const
    {
        return std::pow(1.0 + factor * elapsed / stability, decay);
    }
};

} // namespace

std::vector<double> retentionGrid()
{
    std::vector<double> grid;
    for (int r = 70; r <= 97; r += 3)
        grid.push_back(r / 100.0);
    return grid;
}

core::Result<SimulationResult> simulateWorkload(std::span<const SimulatedCard> cards, const Model& model,
                                                const SimulationOptions& o)
{
    if (auto ok = validate(cards, o); !ok)
        return std::unexpected(ok.error());
    const int n = static_cast<int>(cards.size());
    const int copies = n == 0 ? 1
                              : std::clamp((o.minimumSimulatedCards + n - 1) / n, 1, std::max(1, o.maximumCopies));
    const double im = model.intervalModifier(o.desiredRetention);
    const Curve curve{model.factor(), model.decay()};
    const std::size_t days = static_cast<std::size_t>(o.days);
    const bool easyDays = hasEasyDays(o.easyDays);

    SimulationResult result;
    result.desiredRetention = o.desiredRetention;
    result.days.assign(days, SimulatedDay{});
    std::vector<double> groupSum(static_cast<std::size_t>(o.groups), 0.0);
    std::vector<int> groupCards(static_cast<std::size_t>(o.groups), 0);
    for (const SimulatedCard& c : cards)
        groupCards[static_cast<std::size_t>(c.group)] += 1;

    std::vector<CardSlot> slots(cards.size());
    std::vector<std::vector<int>> dueOn(days);
    std::vector<int> today, later;
    std::vector<int> fresh;   // new cards in input order

    for (int copy = 0; copy < copies; ++copy) {
        for (auto& list : dueOn)
            list.clear();
        fresh.clear();
        later.clear();
        for (int i = 0; i < n; ++i) {
            const SimulatedCard& c = cards[static_cast<std::size_t>(i)];
            CardSlot& s = slots[static_cast<std::size_t>(i)];
            s = CardSlot{};
            if (!c.memory || c.memory->stability <= 0) {
                fresh.push_back(i);
                continue;
            }
            s.stability = c.memory->stability;
            s.difficulty = c.memory->difficulty;
            s.last = std::min(0, c.lastReviewDay);
            s.due = std::max(0, c.dueDay);
            s.inPlay = true;
            if (s.due < o.days)
                dueOn[static_cast<std::size_t>(s.due)].push_back(i);
        }
        std::size_t nextFresh = 0;

        // The day a card answered on day `d` comes due after `interval` days (`elapsed` days since
        // the answer before): that day, or with Easy Days the one the scheduler's rule picks in
        // its fuzz range.
        std::vector<long long> rangeLoad;
        std::vector<core::DayWorkload> rangeDays;
        auto dueAfter = [&](int d, int interval, int elapsed) {
            if (!easyDays || interval < 3)
                return d + interval;
            const FuzzRange range = fuzzRange(interval, elapsed, o.maximumInterval);
            rangeLoad.clear();
            rangeDays.clear();
            for (int k = range.min; k <= range.max; ++k) {
                const int day = d + k;
                rangeLoad.push_back(day < o.days ? static_cast<long long>(dueOn[static_cast<std::size_t>(day)].size()) : 0);
                rangeDays.push_back(o.easyDays[static_cast<std::size_t>((o.firstWeekday + day) % 7)]);
            }
            const DayChoice choice{.balance = false, .workloads = rangeDays, .dailyLimit = o.reviewsPerDay};
            return d + chooseDay(range, interval, rangeLoad, choice);
        };

        auto recallAt = [&](int day) {
            for (int i = 0; i < n; ++i) {
                const CardSlot& s = slots[static_cast<std::size_t>(i)];
                if (s.inPlay)
                    groupSum[static_cast<std::size_t>(cards[static_cast<std::size_t>(i)].group)] +=
                        curve(day - s.last, s.stability);
            }
        };

        for (int d = 0; d < o.days; ++d) {
            if (o.stop.stop_requested())
                return core::fail("cancelled");
            if (o.recallDay && *o.recallDay == d)
                recallAt(d);
            SimulatedDay& out = result.days[static_cast<std::size_t>(d)];

            // Reviews: what was left over plus what comes due today, lowest retrievability first
            // when the limit cuts in (as the study queue orders them).
            today.swap(later);
            later.clear();
            auto& due = dueOn[static_cast<std::size_t>(d)];
            today.insert(today.end(), due.begin(), due.end());
            due.clear();
            due.shrink_to_fit();
            if (static_cast<int>(today.size()) > o.reviewsPerDay) {
                auto overdueness = [&](int i) {
                    const CardSlot& s = slots[static_cast<std::size_t>(i)];
                    return (d - s.last) / s.stability;
                };
                auto cut = today.begin() + o.reviewsPerDay;
                std::nth_element(today.begin(), cut, today.end(), [&](int a, int b) {
                    const double ra = overdueness(a), rb = overdueness(b);
                    return ra != rb ? ra > rb : a < b;
                });
                later.assign(cut, today.end());
                today.erase(cut, today.end());
            }
            for (int i : today) {
                CardSlot& s = slots[static_cast<std::size_t>(i)];
                const int elapsed = d - s.last;
                const double r = model.retrievability(elapsed, s.stability);
                const double u = draw(o.seed, static_cast<std::uint64_t>(copy), static_cast<std::uint64_t>(i),
                                      static_cast<std::uint64_t>(s.answers), 0);
                const bool recalled = u < r;
                Rating rating = Rating::Again;
                if (recalled) {
                    const double v = draw(o.seed, static_cast<std::uint64_t>(copy), static_cast<std::uint64_t>(i),
                                          static_cast<std::uint64_t>(s.answers), 1);
                    rating = static_cast<Rating>(2 + static_cast<int>(pick(o.ratings.recalled, v)));
                }
                const MemoryState next = model.next(MemoryState{s.stability, s.difficulty}, elapsed, rating, r);
                s.stability = next.stability;
                s.difficulty = next.difficulty;
                s.last = d;
                s.answers += 1;
                s.due = dueAfter(d, nextInterval(s.stability, im, o.maximumInterval), elapsed);
                if (s.due < o.days)
                    dueOn[static_cast<std::size_t>(s.due)].push_back(i);
                out.reviews += 1;
                out.lapses += recalled ? 0 : 1;
                out.seconds += recalled ? o.costs.review : o.costs.lapse;
            }
            out.backlog += static_cast<double>(later.size());

            // New cards, in input order, up to the daily limit.
            for (int k = 0; k < o.newCardsPerDay && nextFresh < fresh.size(); ++k) {
                const int i = fresh[nextFresh++];
                CardSlot& s = slots[static_cast<std::size_t>(i)];
                const double u = draw(o.seed, static_cast<std::uint64_t>(copy), static_cast<std::uint64_t>(i), 0, 2);
                const Rating first = static_cast<Rating>(1 + static_cast<int>(pick(o.ratings.firstAnswer, u)));
                const MemoryState m = model.next(std::nullopt, 0, first);
                s.stability = m.stability;
                s.difficulty = m.difficulty;
                s.last = d;
                s.answers = 1;
                s.inPlay = true;
                s.due = dueAfter(d, nextInterval(s.stability, im, o.maximumInterval), 0);
                if (s.due < o.days)
                    dueOn[static_cast<std::size_t>(s.due)].push_back(i);
                out.newCards += 1;
                out.seconds += o.costs.newCard;
            }

            // What is remembered at the start of tomorrow.
            double memorized = 0;
            int inPlay = 0;
            for (const CardSlot& s : slots) {
                if (!s.inPlay)
                    continue;
                ++inPlay;
                memorized += curve(d + 1 - s.last, s.stability);
            }
            out.memorized += memorized;
            out.cardsInPlay += inPlay;
        }
        if (o.recallDay && *o.recallDay == o.days)
            recallAt(o.days);
    }

    // Averages over the copies, then over the days.
    const double perCopy = 1.0 / copies;
    double shareSum = 0;
    for (SimulatedDay& day : result.days) {
        day.reviews *= perCopy;
        day.lapses *= perCopy;
        day.newCards *= perCopy;
        day.seconds *= perCopy;
        day.backlog *= perCopy;
        day.cardsInPlay *= perCopy;
        day.memorized *= perCopy;
        result.averageReviewsPerDay += day.reviews;
        result.averageNewCardsPerDay += day.newCards;
        result.averageMinutesPerDay += day.seconds / 60.0;
        result.peakMinutes = std::max(result.peakMinutes, day.seconds / 60.0);
        shareSum += day.cardsInPlay > 0 ? day.memorized / day.cardsInPlay : 0.0;
    }
    result.averageReviewsPerDay /= o.days;
    result.averageNewCardsPerDay /= o.days;
    result.averageMinutesPerDay /= o.days;
    result.averageShareRemembered = shareSum / o.days;
    const SimulatedDay& last = result.days.back();
    result.memorizedAtEnd = last.memorized;
    result.finalShareRemembered = last.cardsInPlay > 0 ? last.memorized / last.cardsInPlay : 0.0;
    if (o.recallDay) {
        double total = 0;
        result.groupRecall.resize(groupSum.size());
        for (std::size_t g = 0; g < groupSum.size(); ++g) {
            total += groupSum[g];
            result.groupRecall[g] = groupCards[g] > 0 ? groupSum[g] * perCopy / groupCards[g] : 0.0;
        }
        result.recall = n > 0 ? total * perCopy / n : 0.0;
    }
    return result;
}

core::Result<std::vector<SimulationResult>> simulateRetentions(std::span<const SimulatedCard> cards, const Model& model,
                                                               const SimulationOptions& options,
                                                               std::span<const double> retentions,
                                                               const std::function<void(int, int)>& progress)
{
    std::vector<SimulationResult> results;
    results.reserve(retentions.size());
    SimulationOptions o = options;
    for (double r : retentions) {
        o.desiredRetention = r;
        auto run = simulateWorkload(cards, model, o);
        if (!run)
            return std::unexpected(run.error());
        results.push_back(std::move(*run));
        if (progress)
            progress(static_cast<int>(results.size()), static_cast<int>(retentions.size()));
    }
    return results;
}

} // namespace notedeck::scheduler
