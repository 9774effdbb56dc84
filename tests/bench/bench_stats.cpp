// Statistics benchmark: a deck of 100,000 cards with 1,000,000 review-log rows over two years,
// written straight into the deck file in one transaction; then computeStatistics() for the whole
// deck and for one chapter, several runs each (median and range, thread CPU time and wall time).
// Also times the workload simulator on the bundled deck and on 10,000 cards, and the interview
// forecast. Target: all statistics of the big deck in <= 300 ms. Build in Release or RelWithDebInfo.
//
//   bench_stats [runs] [deck file]   (default 7 runs; the deck is generated when the file is absent)
#include "core/clock.h"
#include "core/day_clock.h"
#include "scheduler/workload_simulator.h"
#include "service/deck/detail/deck_internals.h"
#include "service/statistics/demo_history.h"
#include "service/import/import_notes.h"
#include "service/statistics/statistics.h"
#include "service/study/study.h"
#include "service/statistics/workload.h"
#include "storage/deck_store.h"
#include "storage/detail/schedule_codec.h"

// The deck is filled through SQLite directly: a benchmark fixture, not NoteDeck code.
#include <sqlite3.h>

#include <algorithm>
#include <chrono>
#include <cstdint>
#include <cstdio>
#include <ctime>
#include <filesystem>
#include <functional>
#include <string>
#include <vector>
#include <unistd.h>

namespace fs = std::filesystem;
using namespace notedeck;

namespace {

constexpr int kCards = 100'000;
constexpr int kReviews = 1'000'000;
constexpr int kHistoryDays = 730;
constexpr core::Timestamp kNow = 1'715'774'400;   // 2024-05-15T12:00:00Z
constexpr core::Timestamp kDay = 86400;

struct Rng {
    std::uint64_t state = 0x9E3779B97F4A7C15ULL;
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

bool exec(sqlite3* db, const char* sql)
{
    char* error = nullptr;
    if (sqlite3_exec(db, sql, nullptr, nullptr, &error) != SQLITE_OK) {
        std::fprintf(stderr, "sqlite: %s\n", error ? error : "?");
        sqlite3_free(error);
        return false;
    }
    return true;
}

// 4 parts × 5 chapters × 5 sections = 100 decks of 1,000 cards; a mid-life deck (13% new, 3%
// learning, 2% relearning, 82% review, 1% suspended); 1,370 answers every evening for two years.
bool generateDeck(const fs::path& file)
{
    fs::remove(file);
    {
        auto created = service::Deck::open(file);   // the schema
        if (!created) {
            std::fprintf(stderr, "%s\n", created.error().toString().c_str());
            return false;
        }
    }
    sqlite3* db = nullptr;
    if (sqlite3_open(file.c_str(), &db) != SQLITE_OK)
        return false;
    Rng rng;
    bool ok = exec(db, "PRAGMA synchronous=OFF; BEGIN");
    sqlite3_stmt* deck = nullptr;
    sqlite3_stmt* card = nullptr;
    sqlite3_stmt* review = nullptr;
    sqlite3_prepare_v2(db, "INSERT INTO decks (id, path_key, parent_id, name) VALUES (?1, ?2, ?3, ?4)", -1, &deck, nullptr);
    sqlite3_prepare_v2(db,
                       "INSERT INTO cards (id, deck_id, question, answer, source_file, source_line, ordinal, content_hash, "
                       "identity_key, created_at, updated_at, state, due, stability, difficulty, reps, lapses, "
                       "scheduled_days, last_review, suspended) "
                       "VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, 'h', ?8, 0, 0, ?9, ?10, ?11, ?12, ?13, ?14, ?15, ?16, ?17)",
                       -1, &card, nullptr);
    sqlite3_prepare_v2(db,
                       "INSERT INTO review_log (card_id, reviewed_at, rating, elapsed_days, state_before, state_after, "
                       "stability, difficulty, due_after, duration_ms, schedule_before) "
                       "VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11)",
                       -1, &review, nullptr);
    auto run = [&](sqlite3_stmt* st) {
        ok = ok && sqlite3_step(st) == SQLITE_DONE;
        sqlite3_reset(st);
    };
    // Decks: parts, chapters, sections (ids 1…), as the importer would make them.
    std::vector<std::int64_t> sections;
    std::int64_t nextDeck = 1;
    for (int p = 0; p < 4; ++p) {
        const std::string part = "第 " + std::to_string(p) + " 部分";
        const std::int64_t partId = nextDeck++;
        sqlite3_bind_int64(deck, 1, partId);
        sqlite3_bind_text(deck, 2, part.c_str(), -1, SQLITE_TRANSIENT);
        sqlite3_bind_null(deck, 3);
        sqlite3_bind_text(deck, 4, part.c_str(), -1, SQLITE_TRANSIENT);
        run(deck);
        for (int c = 0; c < 5; ++c) {
            const std::string chapter = "章节 " + std::to_string(p * 5 + c);
            const std::string chapterKey = part + '\x1f' + chapter;
            const std::int64_t chapterId = nextDeck++;
            sqlite3_bind_int64(deck, 1, chapterId);
            sqlite3_bind_text(deck, 2, chapterKey.c_str(), -1, SQLITE_TRANSIENT);
            sqlite3_bind_int64(deck, 3, partId);
            sqlite3_bind_text(deck, 4, chapter.c_str(), -1, SQLITE_TRANSIENT);
            run(deck);
            for (int s = 0; s < 5; ++s) {
                const std::string section = "小节 " + std::to_string(s);
                const std::string key = chapterKey + '\x1f' + section;
                sections.push_back(nextDeck);
                sqlite3_bind_int64(deck, 1, nextDeck++);
                sqlite3_bind_text(deck, 2, key.c_str(), -1, SQLITE_TRANSIENT);
                sqlite3_bind_int64(deck, 3, chapterId);
                sqlite3_bind_text(deck, 4, section.c_str(), -1, SQLITE_TRANSIENT);
                run(deck);
            }
        }
    }
    const std::string answer(300, 'a');
    for (int i = 0; i < kCards; ++i) {
        const int kind = rng.below(100);
        const int state = kind < 13 ? 0 : kind < 16 ? 1 : kind < 18 ? 3 : 2;
        const double stability = state == 0 ? 0.0 : 0.2 + rng.uniform() * rng.uniform() * 500.0;
        const int ago = state == 2 ? rng.below(400) : rng.below(2);
        const std::string question = "第 " + std::to_string(i) + " 题：梯度的含义是什么？为什么 Adam 收敛快？";
        sqlite3_bind_int64(card, 1, i + 1);
        sqlite3_bind_int64(card, 2, sections[static_cast<std::size_t>(i / 1000)]);
        sqlite3_bind_text(card, 3, question.c_str(), -1, SQLITE_TRANSIENT);
        sqlite3_bind_text(card, 4, answer.c_str(), -1, SQLITE_STATIC);
        const std::string source = "part" + std::to_string(i / 25000) + "/notes" + std::to_string(i / 500) + ".md";
        sqlite3_bind_text(card, 5, source.c_str(), -1, SQLITE_TRANSIENT);
        sqlite3_bind_int(card, 6, 1 + (i % 500) * 6);
        sqlite3_bind_int(card, 7, i % 500);
        sqlite3_bind_text(card, 8, question.c_str(), -1, SQLITE_TRANSIENT);
        sqlite3_bind_int(card, 9, state);
        sqlite3_bind_int64(card, 10, state == 0 ? 0
                                     : state == 2 ? kNow + (rng.below(200) - 60) * kDay
                                                  : kNow + rng.below(3600));
        sqlite3_bind_double(card, 11, stability);
        sqlite3_bind_double(card, 12, state == 0 ? 0.0 : 1.0 + rng.uniform() * 9.0);
        sqlite3_bind_int(card, 13, state == 0 ? 0 : 1 + rng.below(20));
        sqlite3_bind_int(card, 14, state == 0 ? 0 : rng.below(4));
        sqlite3_bind_int(card, 15, state == 2 ? 1 + rng.below(300) : 0);
        if (state == 0)
            sqlite3_bind_null(card, 16);
        else
            sqlite3_bind_int64(card, 16, kNow - ago * kDay - rng.below(36000));
        sqlite3_bind_int(card, 17, rng.below(100) == 0 ? 1 : 0);
        run(card);
    }
    // The log in time order, as it is written: every evening 19:00–21:00 UTC.
    const int perDay = kReviews / kHistoryDays + 1;
    core::ScheduleState before;
    for (int i = 0; i < kReviews; ++i) {
        const int day = i / perDay;
        const core::Timestamp at = kNow - (kHistoryDays - day) * kDay + 7 * 3600 + (i % perDay) * 7200 / perDay;
        const int kind = rng.below(100);
        const int stateBefore = kind < 15 ? 0 : kind < 32 ? 1 : kind < 40 ? 3 : 2;
        const int rating = stateBefore == 2 ? (rng.below(100) < 12 ? 1 : 2 + rng.below(3)) : 1 + rng.below(4);
        before.state = static_cast<core::CardState>(stateBefore);
        before.stability = rng.uniform() * 100.0;
        before.difficulty = 1.0 + rng.uniform() * 9.0;
        before.due = at;
        before.last_review = at - rng.below(100) * kDay;
        const std::string scheduleBefore = storage::encodeSchedule(before);
        sqlite3_bind_int64(review, 1, 1 + rng.below(kCards));
        sqlite3_bind_int64(review, 2, at * 1000);
        sqlite3_bind_int(review, 3, rating);
        sqlite3_bind_double(review, 4, rng.below(60));
        sqlite3_bind_int(review, 5, stateBefore);
        sqlite3_bind_int(review, 6, rating == 1 ? 3 : 2);
        sqlite3_bind_double(review, 7, rng.uniform() * 200.0);
        sqlite3_bind_double(review, 8, 1.0 + rng.uniform() * 9.0);
        sqlite3_bind_int64(review, 9, at + rng.below(100) * kDay);
        sqlite3_bind_int(review, 10, 2000 + rng.below(30000));
        sqlite3_bind_text(review, 11, scheduleBefore.c_str(), -1, SQLITE_TRANSIENT);
        run(review);
    }
    sqlite3_finalize(deck);
    sqlite3_finalize(card);
    sqlite3_finalize(review);
    ok = ok && exec(db, "COMMIT; PRAGMA wal_checkpoint(TRUNCATE)");
    sqlite3_close(db);
    return ok;
}

double threadCpuMs()
{
    timespec ts{};
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &ts);
    return static_cast<double>(ts.tv_sec) * 1e3 + static_cast<double>(ts.tv_nsec) / 1e6;
}

struct Timing {
    std::vector<double> cpu, wall;
};

Timing measure(int runs, const std::function<void()>& work)
{
    Timing t;
    for (int i = 0; i < runs; ++i) {
        const double c0 = threadCpuMs();
        const auto w0 = std::chrono::steady_clock::now();
        work();
        t.wall.push_back(std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - w0).count());
        t.cpu.push_back(threadCpuMs() - c0);
    }
    return t;
}

std::string summary(std::vector<double> v)
{
    std::sort(v.begin(), v.end());
    char buf[96];
    std::snprintf(buf, sizeof buf, "%.1f ms (%.1f–%.1f)", v[v.size() / 2], v.front(), v.back());
    return buf;
}

void report(const char* what, const Timing& t)
{
    std::printf("%-58s CPU %-26s wall %s\n", what, summary(t.cpu).c_str(), summary(t.wall).c_str());
}

// A deck in mid-life for the simulator: 20% new, the rest with a memory state, some overdue.
std::vector<scheduler::SimulatedCard> simulatedDeck(int cards, int groups)
{
    Rng rng;
    std::vector<scheduler::SimulatedCard> deck(static_cast<std::size_t>(cards));
    for (std::size_t i = 0; i < deck.size(); ++i) {
        auto& c = deck[i];
        c.group = static_cast<int>(i) * groups / cards;
        if (rng.below(100) < 20)
            continue;
        c.memory = scheduler::MemoryState{0.5 + rng.uniform() * rng.uniform() * 300.0, 1.0 + rng.uniform() * 9.0};
        c.lastReviewDay = -rng.below(120);
        c.dueDay = rng.below(60) - 10;
    }
    return deck;
}

} // namespace

int main(int argc, char** argv)
{
    const int runs = argc > 1 ? std::max(1, std::atoi(argv[1])) : 7;
    const fs::path file = argc > 2 ? fs::path(argv[2])
                                   : fs::temp_directory_path() / ("notedeck-bench-stats-" + std::to_string(::getpid()) + ".sqlite");
    const bool generated = !fs::exists(file);
    if (generated) {
        const auto t0 = std::chrono::steady_clock::now();
        if (!generateDeck(file)) {
            std::fprintf(stderr, "cannot build the benchmark deck\n");
            return 1;
        }
        std::printf("built %d cards and %d review-log rows in %.1f s (%.0f MB)\n", kCards, kReviews,
                    std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count(),
                    static_cast<double>(fs::file_size(file)) / 1e6);
    }

    auto opened = service::Deck::open(file, {nullptr, std::make_shared<core::FixedOffsetZone>(0), false});
    if (!opened) {
        std::fprintf(stderr, "%s\n", opened.error().toString().c_str());
        return 1;
    }
    service::Deck& deck = **opened;

    service::DeckStatistics last;
    auto all = [&] {
        auto s = service::computeStatistics(deck, {}, kNow);
        if (!s) {
            std::fprintf(stderr, "%s\n", s.error().toString().c_str());
            std::exit(1);
        }
        last = std::move(*s);
    };
    all();   // warm the page cache, as a deck in use is
    std::printf("whole deck: %d cards, %d answers in the past year, %d due today, streak %d\n", last.totals.cards,
                last.totals.answersPastYear, last.totals.dueToday, last.streak.current);
    report("all statistics, whole deck (100,000 cards, 1,000,000 rows)", measure(runs, all));
    const core::DeckPath chapter({"第 1 部分", "章节 7"});
    report("all statistics, one chapter (5,000 cards)", measure(runs, [&] {
               auto s = service::computeStatistics(deck, chapter, kNow);
               if (!s)
                   std::exit(1);
           }));
    const core::DeckPath section({"第 1 部分", "章节 7", "小节 2"});
    report("all statistics, one section (1,000 cards)", measure(runs, [&] {
               auto s = service::computeStatistics(deck, section, kNow);
               if (!s)
                   std::exit(1);
           }));

    // The simulator: the grid of desired retentions, 365 days.
    const std::vector<double> grid = scheduler::retentionGrid();
    scheduler::SimulationOptions options;
    options.groups = 4;
    for (int cards : {98, 10'000}) {
        const auto simDeck = simulatedDeck(cards, 4);
        char what[96];
        std::snprintf(what, sizeof what, "simulator, %d cards, %zu retentions × 365 days", cards, grid.size());
        report(what, measure(std::max(3, runs / 2), [&] {
                   auto r = scheduler::simulateRetentions(simDeck, service::schedulerOf(deck).model(), options, grid);
                   if (!r)
                       std::exit(1);
               }));
    }

    // The bundled deck through the service: import, a fabricated history, then the simulator and
    // the interview forecast as the app runs them.
    const fs::path small = fs::temp_directory_path() / ("notedeck-bench-stats-small-" + std::to_string(::getpid()) + ".sqlite");
    fs::remove(small);
    {
        auto smallDeck = service::Deck::open(small);
        core::FixedClock clock(kNow - 100 * kDay);
        if (!smallDeck || !service::importNotes(**smallDeck, NOTEDECK_CONTENT_DIR, clock))
            return 1;
        service::DemoHistoryOptions demo;
        demo.days = 60;
        const auto t0 = std::chrono::steady_clock::now();
        auto history = service::fabricateHistory(**smallDeck, kNow, demo);
        if (!history)
            return 1;
        std::printf("fabricated history of the bundled deck: %d answers on %d days in %.1f s\n", history->answers,
                    history->daysStudied, std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count());
        report("bundled deck: simulateDeckWorkload (11 retentions)", measure(std::max(3, runs / 2), [&] {
                   auto r = service::simulateDeckWorkload(**smallDeck, {}, kNow);
                   if (!r)
                       std::exit(1);
               }));
        report("bundled deck: forecastInterview (60 days ahead)", measure(std::max(3, runs / 2), [&] {
                   auto r = service::forecastInterview(**smallDeck, {}, kNow,
                                                       service::dateOfStudyDay(service::schedulerOf(deck).clock().dayIndex(kNow) + 60));
                   if (!r)
                       std::exit(1);
               }));
        report("bundled deck: all statistics", measure(runs, [&] {
                   auto s = service::computeStatistics(**smallDeck, {}, kNow);
                   if (!s)
                       std::exit(1);
               }));
    }
    fs::remove(small);
    fs::remove(fs::path(small.string() + "-wal"));
    fs::remove(fs::path(small.string() + "-shm"));
    if (generated && argc <= 2) {
        opened->reset();
        fs::remove(file);
        fs::remove(fs::path(file.string() + "-wal"));
        fs::remove(fs::path(file.string() + "-shm"));
    }
    return 0;
}
