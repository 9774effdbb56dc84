// Rescheduling benchmark: a deck of 100,000 review cards with ten answers each (1,000,000
// review-log rows), written straight into the deck file; then service::reschedule() for every
// card after a new desired retention (intervals only), after new FSRS parameters (every card's
// memory replayed from its answers), with Easy Days on, and the undo of a run — several runs each,
// median and range of the thread's CPU time and of the wall time. Each run changes the options
// back and forth, so every run moves most cards. Target: 100,000 cards in <= 2 s.
// Build in Release or RelWithDebInfo.
//
//   bench_reschedule [runs] [deck file]   (default 5 runs; the deck is generated when the file is absent)
#include "bench_support.h"
#include "core/fsrs_weights.h"
#include "service/options/reschedule.h"
#include "service/options/scheduler_settings_store.h"
#include "storage/detail/schedule_codec.h"

#include <filesystem>
#include <unistd.h>

namespace fs = std::filesystem;
using namespace notedeck;
using namespace notedeck::bench;

namespace {

constexpr int kCards = 100'000;
constexpr int kAnswers = 10;
constexpr core::Timestamp kNow = 1'764'417'600;   // 2025-11-29T12:00:00Z
constexpr core::Timestamp kDay = 86400;

bool prepare(sqlite3* db, const char* sql, sqlite3_stmt** st)
{
    if (sqlite3_prepare_v2(db, sql, -1, st, nullptr) == SQLITE_OK)
        return true;
    std::fprintf(stderr, "sqlite: %s\n", sqlite3_errmsg(db));
    return false;
}

// One section of 100,000 review cards; each answered ten times over the last year, the last time
// 1–120 days ago, due from 60 days ago to 200 days ahead.
bool generateDeck(const fs::path& file)
{
    fs::remove(file);
    if (auto created = service::Deck::open(file); !created) {
        std::fprintf(stderr, "%s\n", created.error().toString().c_str());
        return false;
    }
    sqlite3* db = nullptr;
    if (sqlite3_open(file.c_str(), &db) != SQLITE_OK)
        return false;
    Rng rng;
    bool ok = exec(db, "PRAGMA synchronous=OFF; BEGIN; "
                       "INSERT INTO decks (id, path_key, parent_id, name) VALUES (1, '复习', NULL, '复习')");
    sqlite3_stmt* card = nullptr;
    sqlite3_stmt* review = nullptr;
    ok = ok && prepare(db,
                       "INSERT INTO cards (id, deck_id, question, answer, source_file, source_line, ordinal, "
                       "content_hash, identity_key, created_at, updated_at, state, due, stability, difficulty, reps, "
                       "lapses, scheduled_days, last_review, suspended) "
                       "VALUES (?1, 1, ?2, 'answer', 'notes.md', ?3, ?3, 'h', ?2, 0, 0, 2, ?4, ?5, ?6, ?7, 0, ?8, ?9, 0)",
                       &card);
    ok = ok && prepare(db,
                       "INSERT INTO review_log (card_id, reviewed_at, rating, elapsed_days, state_before, state_after, "
                       "stability, difficulty, due_after, duration_ms, schedule_before) "
                       "VALUES (?1, ?2, ?3, ?4, ?5, 2, 10.0, 5.0, ?2, 5000, ?6)",
                       &review);
    auto run = [&](sqlite3_stmt* st) {
        ok = ok && sqlite3_step(st) == SQLITE_DONE;
        sqlite3_reset(st);
    };
    core::ScheduleState before;
    for (int i = 0; ok && i < kCards; ++i) {
        const core::Timestamp last = kNow - (1 + rng.below(120)) * kDay - rng.below(36000);
        const int scheduled = 5 + rng.below(200);
        const std::string question = "第 " + std::to_string(i) + " 题：为什么 Adam 收敛快？";
        sqlite3_bind_int64(card, 1, i + 1);
        sqlite3_bind_text(card, 2, question.c_str(), -1, SQLITE_TRANSIENT);
        sqlite3_bind_int(card, 3, i + 1);
        sqlite3_bind_int64(card, 4, std::min(last + scheduled * kDay, kNow + 200 * kDay));
        sqlite3_bind_double(card, 5, 1.0 + rng.uniform() * 300.0);
        sqlite3_bind_double(card, 6, 1.0 + rng.uniform() * 9.0);
        sqlite3_bind_int(card, 7, kAnswers);
        sqlite3_bind_int(card, 8, scheduled);
        sqlite3_bind_int64(card, 9, last);
        run(card);
        for (int a = 0; a < kAnswers; ++a) {
            const core::Timestamp at = last - (kAnswers - 1 - a) * 25 * kDay;
            before.state = a == 0 ? core::CardState::New : core::CardState::Review;
            const std::string scheduleBefore = storage::encodeSchedule(before);
            sqlite3_bind_int64(review, 1, i + 1);
            sqlite3_bind_int64(review, 2, at * 1000);
            sqlite3_bind_int(review, 3, rng.below(100) < 10 ? 1 : 3);
            sqlite3_bind_int(review, 4, a == 0 ? 0 : 25);
            sqlite3_bind_int(review, 5, a == 0 ? 0 : 2);
            sqlite3_bind_text(review, 6, scheduleBefore.c_str(), -1, SQLITE_TRANSIENT);
            run(review);
        }
    }
    sqlite3_finalize(card);
    sqlite3_finalize(review);
    ok = ok && exec(db, "COMMIT; PRAGMA wal_checkpoint(TRUNCATE)");
    sqlite3_close(db);
    return ok;
}

core::SchedulerSettings settingsOf(service::Deck& deck)
{
    auto settings = service::loadSchedulerSettings(deck);
    if (!settings) {
        std::fprintf(stderr, "%s\n", settings.error().toString().c_str());
        std::exit(1);
    }
    return *settings;
}

// Runs one rescheduling; stops the program when it fails.
service::Rescheduled rescheduleOnce(service::Deck& deck, service::RescheduleRequest request, std::size_t& progressCalls)
{
    request.progress = [&progressCalls](std::size_t, std::size_t) { ++progressCalls; };
    auto run = service::reschedule(deck, request);
    if (!run) {
        std::fprintf(stderr, "%s\n", run.error().toString().c_str());
        std::exit(1);
    }
    return std::move(*run);
}

} // namespace

int main(int argc, char** argv)
{
    const int runs = argc > 1 ? std::max(1, std::atoi(argv[1])) : 5;
    const fs::path file = argc > 2 ? fs::path(argv[2]) : fs::temp_directory_path() / ("notedeck-bench-reschedule-" + std::to_string(getpid()) + ".sqlite");
    if (!fs::exists(file)) {
        const auto w0 = std::chrono::steady_clock::now();
        if (!generateDeck(file)) {
            std::fprintf(stderr, "could not generate the deck\n");
            return 1;
        }
        std::printf("generated %d review cards, %d answers in %.1f s\n", kCards, kCards * kAnswers,
                    std::chrono::duration<double>(std::chrono::steady_clock::now() - w0).count());
    }
    service::DeckOpenOptions options;
    options.clock = std::make_shared<core::FixedClock>(kNow);
    options.zone = std::make_shared<core::FixedOffsetZone>(0);
    auto deck = service::Deck::open(file, options);
    if (!deck) {
        std::fprintf(stderr, "%s\n", deck.error().toString().c_str());
        return 1;
    }
    const core::SchedulerSettings base = settingsOf(**deck);
    std::size_t progressCalls = 0;
    service::RescheduleReport last;

    // A new desired retention: 0.95 and 0.90 in turn, intervals only.
    int turn = 0;
    auto retention = [&](bool easyDays) {
        service::RescheduleRequest request;
        request.settings = base;
        request.settings->desired_retention = turn++ % 2 == 0 ? 0.95 : 0.90;
        if (easyDays)
            request.settings->easy_days = {core::DayWorkload::Normal, core::DayWorkload::Normal, core::DayWorkload::Normal,
                                           core::DayWorkload::Normal, core::DayWorkload::Normal, core::DayWorkload::Reduced,
                                           core::DayWorkload::Minimum};
        request.replayHistory = false;
        last = rescheduleOnce(**deck, request, progressCalls).report;
    };
    report("reschedule 100,000 cards, new desired retention", measure(runs, [&] { retention(false); }));
    std::printf("  last run: %s (%zu progress calls in all)\n", service::rescheduleReportText(last).c_str(), progressCalls);
    report("reschedule 100,000 cards, new retention, Easy Days on", measure(runs, [&] { retention(true); }));
    std::printf("  last run: %s\n", service::rescheduleReportText(last).c_str());

    // New parameters: every card's memory replayed from its ten answers.
    auto weights = [&] {
        service::RescheduleRequest request;
        request.settings = base;
        if (turn++ % 2 == 0)
            request.settings->parameters[0] *= 0.5;
        last = rescheduleOnce(**deck, request, progressCalls).report;
    };
    report("reschedule 100,000 cards, new FSRS parameters (replayed)", measure(runs, weights));
    std::printf("  last run: %s\n", service::rescheduleReportText(last).c_str());

    // Undo: a run, then its undo (only the undo is timed).
    Timing undo;
    for (int i = 0; i <= runs; ++i) {
        service::RescheduleRequest request;
        request.settings = base;
        request.settings->desired_retention = 0.95;
        request.replayHistory = false;
        const auto run = rescheduleOnce(**deck, request, progressCalls);
        const double c0 = threadCpuMs();
        const auto w0 = std::chrono::steady_clock::now();
        auto undone = service::undoReschedule(**deck, run.changes);
        if (!undone || *undone) {
            std::fprintf(stderr, "the undo failed\n");
            return 1;
        }
        if (i == 0)
            continue;   // warms the cache, as measure() does
        undo.wall.push_back(std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - w0).count());
        undo.cpu.push_back(threadCpuMs() - c0);
        last = run.report;
    }
    report("undo a rescheduling of 100,000 cards", undo);
    std::printf("  undone: %d cards\n", last.changed);
    if (argc <= 2)
        fs::remove(file);
    return 0;
}
