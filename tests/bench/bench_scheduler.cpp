// Scheduler benchmark: the next state for all four answers on 1,000,000 cards, and the pure
// buildQueue() over 1,000,000 records already in memory (today's queue from a deck file, as the
// app and the command line build it, is bench_queue). Prints the median and spread of several
// runs. Target: <= 0.5 s for the next states. Build in Release or RelWithDebInfo.
//
//   bench_scheduler [runs]   (default 7)
#include "queue_record.h"
#include "scheduler/queue.h"
#include "scheduler/scheduler.h"

#include <algorithm>
#include <chrono>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <ctime>
#include <memory>
#include <vector>

using namespace notedeck;
using namespace notedeck::scheduler;

namespace {

constexpr std::size_t kCards = 1'000'000;
constexpr core::Timestamp kNow = 1'715'774'400; // 2024-05-15 12:00 UTC
constexpr core::Timestamp kDay = 86400;

// Small deterministic generator, so every run sees the same deck.
struct Rng {
    std::uint64_t state = 0x2545F4914F6CDD1DULL;
    std::uint64_t next()
    {
        state ^= state << 13;
        state ^= state >> 7;
        state ^= state << 17;
        return state;
    }
    double uniform() { return static_cast<double>(next() >> 11) * 0x1.0p-53; }
    int below(int n) { return static_cast<int>(next() % static_cast<std::uint64_t>(n)); }
};

// A deck in mid-life: 15% new, 2% learning, 1% relearning, 82% review, 1% suspended.
std::vector<core::ScheduleState> makeDeck()
{
    Rng rng;
    std::vector<core::ScheduleState> deck(kCards);
    for (auto& c : deck) {
        const int kind = rng.below(100);
        if (kind < 15)
            continue; // new
        c.state = kind < 17 ? core::CardState::Learning
                : kind < 18 ? core::CardState::Relearning
                            : core::CardState::Review;
        c.stability = 0.1 + rng.uniform() * rng.uniform() * 400.0;
        c.difficulty = 1.0 + rng.uniform() * 9.0;
        c.reps = 1 + rng.below(30);
        c.lapses = rng.below(5);
        c.step = c.state == core::CardState::Learning ? rng.below(2) : 0;
        const int ago = c.state == core::CardState::Review ? rng.below(400) : rng.below(2);
        c.last_review = kNow - ago * kDay - rng.below(36000);
        c.due = c.state == core::CardState::Review ? kNow + (rng.below(200) - 100) * kDay
                                                   : kNow + rng.below(3600) - 1800;
        c.suspended = rng.below(100) == 0;
    }
    return deck;
}

double threadCpuSeconds()
{
    timespec ts{};
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &ts);
    return static_cast<double>(ts.tv_sec) + static_cast<double>(ts.tv_nsec) * 1e-9;
}

struct Runs {
    std::vector<double> wall; // elapsed time
    std::vector<double> cpu;  // CPU time of this thread: what the code costs on a busy machine
};

template <typename F>
Runs timeRuns(int runs, F&& body)
{
    Runs r;
    for (int i = 0; i < runs; ++i) {
        const double cpu0 = threadCpuSeconds();
        const auto start = std::chrono::steady_clock::now();
        body();
        const auto end = std::chrono::steady_clock::now();
        r.cpu.push_back(threadCpuSeconds() - cpu0);
        r.wall.push_back(std::chrono::duration<double>(end - start).count());
    }
    std::sort(r.wall.begin(), r.wall.end());
    std::sort(r.cpu.begin(), r.cpu.end());
    return r;
}

// targetSeconds <= 0: a measurement without a target.
void report(const char* what, const Runs& r, double targetSeconds)
{
    for (const auto& [label, s] : {std::pair{"wall", &r.wall}, std::pair{"cpu ", &r.cpu}}) {
        const double median = (*s)[s->size() / 2];
        std::printf("%-40s %s median %7.1f ms  min %7.1f  max %7.1f  (%zu runs", what, label,
                    median * 1e3, s->front() * 1e3, s->back() * 1e3, s->size());
        if (targetSeconds > 0)
            std::printf(", target %.0f ms) %s\n", targetSeconds * 1e3, median <= targetSeconds ? "ok" : "SLOW");
        else
            std::printf(")\n");
    }
}

} // namespace

int main(int argc, char** argv)
{
    const int runs = argc > 1 ? std::max(1, std::atoi(argv[1])) : 7;
    const auto deck = makeDeck();
    auto scheduler = Scheduler::create(SchedulerSettings{}, std::make_shared<core::FixedOffsetZone>(7200));
    if (!scheduler) {
        std::fprintf(stderr, "%s\n", scheduler.error().message.c_str());
        return 1;
    }

    // The next state for Again, Hard, Good and Easy (fuzz on, as by default); and the
    // same with the answer-button labels, as the review screen asks for one card.
    volatile double sink = 0;
    const auto nextTimes = timeRuns(runs, [&] {
        double sum = 0;
        for (std::size_t i = 0; i < deck.size(); ++i) {
            const auto next = scheduler->nextStates(deck[i], {static_cast<core::CardId>(i), kNow, {}});
            sum += next[2].stability + next[3].scheduled_days;
        }
        sink = sum;
    });
    SchedulerSettings noFuzz;
    noFuzz.enable_fuzz = false;
    auto plain = Scheduler::create(noFuzz, std::make_shared<core::FixedOffsetZone>(7200));
    const auto plainTimes = timeRuns(runs, [&] {
        double sum = 0;
        for (std::size_t i = 0; i < deck.size(); ++i) {
            const auto next = plain->nextStates(deck[i], {static_cast<core::CardId>(i), kNow, {}});
            sum += next[2].stability + next[3].scheduled_days;
        }
        sink = sum;
    });
    const auto previewTimes = timeRuns(runs, [&] {
        double sum = 0;
        for (std::size_t i = 0; i < deck.size(); ++i) {
            const auto p = scheduler->preview(deck[i], {static_cast<core::CardId>(i), kNow, {}});
            sum += p.outcomes[2].next.stability + static_cast<double>(p.outcomes[3].interval_text.size());
        }
        sink = sum;
    });

    std::vector<CardRecord> records;
    records.reserve(deck.size());
    for (std::size_t i = 0; i < deck.size(); ++i)
        records.push_back(testing::queueRecordOf(static_cast<core::CardId>(i), static_cast<std::int64_t>(i), deck[i]));
    const auto options = QueueOptions::from(SchedulerSettings{});
    std::size_t queued = 0;
    const auto queueTimes = timeRuns(runs, [&] {
        const auto q = buildQueue(records, options, StudiedToday{3, 40}, kNow);
        queued = q.cards.size();
    });

    std::printf("deck: %zu cards; queue holds %zu cards (checksum %.3f)\n", deck.size(), queued,
                static_cast<double>(sink));
    report("next states (4 answers), 1,000,000 cards", nextTimes, 0.5);
    report("next states without fuzz, 1,000,000 cards", plainTimes, 0.5);
    // The review screen previews one card at a time; over the whole deck this has no target.
    report("preview with labels, 1,000,000 cards", previewTimes, 0);
    report("buildQueue over 1,000,000 records in memory", queueTimes, 0);
    return 0;
}
