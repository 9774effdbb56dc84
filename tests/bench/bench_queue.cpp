// Today's queue from a real deck file of 1,000,000 cards: the time from an open deck to the queue
// (service::todaysQueue, what `notedeck-cli next` and the overview use) and to a started review
// session (ReviewSession::start, which reads today's cards), for the whole deck and for a part of
// it, in daily use and after a month away; the summary's "due tomorrow"; a preview with load
// balancing; the same queues with 20 presets given to chapters and sections; and, for comparison,
// the full read of every card the queue was built from before.
// Several runs each: median and range, thread CPU time and wall time. Target: today's queue of the
// 1,000,000-card deck in <= 50 ms. Build in Release or RelWithDebInfo.
//
//   bench_queue [runs] [deck file]   (default 7 runs; the deck is generated when the file is absent)
#include "core/day_clock.h"
#include "scheduler/queue.h"
#include "service/deck/detail/deck_internals.h"
#include "service/options/presets.h"
#include "service/study/review_session.h"
#include "service/options/scheduler_settings_store.h"
#include "service/study/study.h"
#include "storage/deck_store.h"

#include "bench_support.h"
#include "queue_record.h"

#include <algorithm>
#include <chrono>
#include <cmath>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <string>
#include <vector>
#include <unistd.h>

namespace fs = std::filesystem;
using namespace notedeck;

namespace {

constexpr int kCards = 1'000'000;
constexpr int kParts = 4, kChapters = 10, kSections = 25;   // 1,000 sections of 1,000 cards
constexpr core::Timestamp kNow = 1'715'774'400;              // 2024-05-15T12:00:00Z
constexpr core::Timestamp kDay = 86400;
constexpr int kPresets = 20;

using bench::exec;
using bench::measure;
using bench::report;

std::string partName(int p) { return "第 " + std::to_string(p) + " 部分"; }
std::string chapterName(int c) { return "章节 " + std::to_string(c); }
std::string sectionName(int s) { return "小节 " + std::to_string(s); }

// A deck studied every day: 15% new, 0.2% learning, 0.1% relearning (3,000 cards in steps, due
// within the next 10 hours), 84.7% review (stability up to 400 days, last answered within its
// interval, so what is due today is what came due since yesterday), 1% suspended, 0.5% buried
// until tomorrow. Cards in note order: section by section, one notes file per section.
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
    bench::Rng rng{0x2545F4914F6CDD1DULL};
    bool ok = exec(db, "PRAGMA synchronous=OFF; BEGIN");
    sqlite3_stmt* deck = nullptr;
    sqlite3_stmt* card = nullptr;
    sqlite3_prepare_v2(db, "INSERT INTO decks (id, path_key, parent_id, name) VALUES (?1, ?2, ?3, ?4)", -1, &deck, nullptr);
    sqlite3_prepare_v2(db,
                       "INSERT INTO cards (id, deck_id, question, answer, source_file, source_line, ordinal, content_hash, "
                       "identity_key, created_at, updated_at, state, due, stability, difficulty, step, reps, lapses, "
                       "scheduled_days, last_review, suspended, buried_until) "
                       "VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, 'h', ?8, 0, 0, ?9, ?10, ?11, ?12, ?13, ?14, ?15, ?16, ?17, "
                       "?18, ?19)",
                       -1, &card, nullptr);
    auto run = [&](sqlite3_stmt* st) {
        ok = ok && sqlite3_step(st) == SQLITE_DONE;
        sqlite3_reset(st);
    };
    auto addDeck = [&](std::int64_t id, const std::string& key, std::int64_t parent, const std::string& name) {
        sqlite3_bind_int64(deck, 1, id);
        sqlite3_bind_text(deck, 2, key.c_str(), -1, SQLITE_TRANSIENT);
        if (parent)
            sqlite3_bind_int64(deck, 3, parent);
        else
            sqlite3_bind_null(deck, 3);
        sqlite3_bind_text(deck, 4, name.c_str(), -1, SQLITE_TRANSIENT);
        run(deck);
    };
    std::vector<std::int64_t> sections;
    std::int64_t nextDeck = 1;
    for (int p = 0; p < kParts; ++p) {
        const std::int64_t partId = nextDeck++;
        addDeck(partId, partName(p), 0, partName(p));
        for (int c = 0; c < kChapters; ++c) {
            const std::string chapterKey = partName(p) + '\x1f' + chapterName(c);
            const std::int64_t chapterId = nextDeck++;
            addDeck(chapterId, chapterKey, partId, chapterName(c));
            for (int s = 0; s < kSections; ++s) {
                sections.push_back(nextDeck);
                addDeck(nextDeck++, chapterKey + '\x1f' + sectionName(s), chapterId, sectionName(s));
            }
        }
    }
    const std::string answer(300, 'a');
    const core::Timestamp today = kNow - 8 * 3600;   // the study day's start (04:00 UTC)
    for (int i = 0; i < kCards; ++i) {
        const int kind = rng.below(1000);
        const int state = kind < 150 ? 0 : kind < 152 ? 1 : kind < 153 ? 3 : 2;
        double stability = 0.0;
        core::Timestamp due = 0, last = 0;
        int scheduled = 0;
        if (state == 2) {
            stability = 0.5 + rng.uniform() * rng.uniform() * 400.0;
            scheduled = std::max(1, static_cast<int>(std::lround(stability)));
            const int ago = rng.below(scheduled + 1);   // answered within its interval
            last = today - ago * kDay + 14 * 3600 + rng.below(4 * 3600);
            due = today + (scheduled - ago) * kDay;
        } else if (state != 0) {
            stability = 0.2 + rng.uniform() * 3.0;
            last = kNow - rng.below(3600);
            due = kNow - 1800 + rng.below(10 * 3600);
        }
        const std::string question = "第 " + std::to_string(i) + " 题：梯度的含义是什么？为什么 Adam 收敛快？";
        const std::string source = "part" + std::to_string(i / 250'000) + "/notes" + std::to_string(i / 1000) + ".md";
        sqlite3_bind_int64(card, 1, i + 1);
        sqlite3_bind_int64(card, 2, sections[static_cast<std::size_t>(i / 1000)]);
        sqlite3_bind_text(card, 3, question.c_str(), -1, SQLITE_TRANSIENT);
        sqlite3_bind_text(card, 4, answer.c_str(), -1, SQLITE_STATIC);
        sqlite3_bind_text(card, 5, source.c_str(), -1, SQLITE_TRANSIENT);
        sqlite3_bind_int(card, 6, 1 + (i % 1000) * 6);
        sqlite3_bind_int(card, 7, i % 1000);
        sqlite3_bind_text(card, 8, question.c_str(), -1, SQLITE_TRANSIENT);
        sqlite3_bind_int(card, 9, state);
        sqlite3_bind_int64(card, 10, due);
        sqlite3_bind_double(card, 11, stability);
        sqlite3_bind_double(card, 12, state == 0 ? 0.0 : 1.0 + rng.uniform() * 9.0);
        sqlite3_bind_int(card, 13, state == 1 ? rng.below(2) : 0);
        sqlite3_bind_int(card, 14, state == 0 ? 0 : 1 + rng.below(20));
        sqlite3_bind_int(card, 15, state == 0 ? 0 : rng.below(4));
        sqlite3_bind_int(card, 16, scheduled);
        if (state == 0)
            sqlite3_bind_null(card, 17);
        else
            sqlite3_bind_int64(card, 17, last);
        const int mark = rng.below(200);
        sqlite3_bind_int(card, 18, mark < 2 ? 1 : 0);
        sqlite3_bind_int64(card, 19, mark == 2 ? today + kDay : 0);
        run(card);
    }
    sqlite3_finalize(deck);
    sqlite3_finalize(card);
    ok = ok && exec(db, "COMMIT; PRAGMA wal_checkpoint(TRUNCATE)");
    sqlite3_close(db);
    return ok;
}

template <typename T>
T orExit(core::Result<T> r)
{
    if (!r) {
        std::fprintf(stderr, "%s\n", r.error().toString().c_str());
        std::exit(1);
    }
    return std::move(*r);
}

void orExit(core::Result<void> r)
{
    if (!r) {
        std::fprintf(stderr, "%s\n", r.error().toString().c_str());
        std::exit(1);
    }
}

double loadAverage()
{
    double load[1] = {0};
    return getloadavg(load, 1) == 1 ? load[0] : -1.0;
}

} // namespace

int main(int argc, char** argv)
{
    const int runs = argc > 1 ? std::max(1, std::atoi(argv[1])) : 7;
    const fs::path file = argc > 2 ? fs::path(argv[2])
                                   : fs::temp_directory_path() / ("notedeck-bench-queue-" + std::to_string(::getpid()) + ".sqlite");
    const bool generated = !fs::exists(file);
    if (generated) {
        const auto t0 = std::chrono::steady_clock::now();
        if (!generateDeck(file)) {
            std::fprintf(stderr, "cannot build the benchmark deck\n");
            return 1;
        }
        std::printf("built %d cards in %.1f s (%.0f MB)\n", kCards,
                    std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count(),
                    static_cast<double>(fs::file_size(file)) / 1e6);
    }
    std::printf("load average at the start: %.2f\n", loadAverage());

    auto opened = orExit(service::Deck::open(file, {nullptr, std::make_shared<core::FixedOffsetZone>(0), false}));
    service::Deck& deck = *opened;
    storage::DeckStore& store = service::storeOf(deck);
    const auto settings = orExit(service::loadSchedulerSettings(deck));
    const scheduler::Scheduler sched = service::schedulerOf(deck);
    const core::DeckPath chapter({partName(1), chapterName(7)});                     // 25,000 cards
    const core::DeckPath lastSection({partName(3), chapterName(9), sectionName(24)});  // the last 1,000

    for (const auto& [label, now] : {std::pair{"in daily use", kNow}, std::pair{"after 30 days away", kNow + 30 * kDay}}) {
        const auto q = orExit(service::todaysQueue(deck, {}, now));
        std::printf("\n%s: queue of %zu cards (%d learning, %d reviews, %d new, %d learn-ahead)\n", label,
                    q.cards.size(), q.learning, q.reviews, q.new_cards, q.learn_ahead);
        report(std::string("todaysQueue, whole deck (1,000,000 cards), ") + label,
               measure(runs, [&] { orExit(service::todaysQueue(deck, {}, now)); }));
        report(std::string("ReviewSession::start, whole deck, ") + label,
               measure(runs, [&] { orExit(service::ReviewSession::start(deck, {}, now)); }));
        report(std::string("todaysQueue, one chapter (25,000 cards), ") + label,
               measure(runs, [&] { orExit(service::todaysQueue(deck, chapter, now)); }));
        report(std::string("todaysQueue, the last section (1,000 cards), ") + label,
               measure(runs, [&] { orExit(service::todaysQueue(deck, lastSection, now)); }));
        report(std::string("readDueTomorrow, whole deck, ") + label,
               measure(runs, [&] { orExit(service::ReviewSession::readDueTomorrow(deck, {}, now)); }));
    }

    // Options that change what is read (saved in the deck for the measurement, then put back).
    {
        auto shuffled = settings;
        shuffled.new_card_order = scheduler::NewCardOrder::Random;
        orExit(service::saveSchedulerSettings(deck, shuffled));
        report("todaysQueue, whole deck, new cards in random order",
               measure(runs, [&] { orExit(service::todaysQueue(deck, {}, kNow)); }));
        orExit(service::saveSchedulerSettings(deck, settings));
        const auto q = orExit(service::todaysQueue(deck, {}, kNow));
        const core::CardId review = q.cards.at(static_cast<std::size_t>(q.learning));   // the first review
        report("previewCard of a review card, load balancing off",
               measure(runs, [&] { orExit(service::previewCard(deck, review, kNow)); }));
        auto balanced = settings;
        balanced.load_balancing = true;
        orExit(service::saveSchedulerSettings(deck, balanced));
        report("previewCard of a review card, load balancing on (days counted)",
               measure(runs, [&] { orExit(service::previewCard(deck, review, kNow)); }));
        const auto session = orExit(service::ReviewSession::start(deck, {}, kNow));
        report("ReviewSession::preview, load balancing on (days counted once)",
               measure(runs, [&] { orExit(session->preview(review, kNow)); }));
        orExit(service::saveSchedulerSettings(deck, settings));
    }

    // 20 presets, each with its own limits and retention, given to 20 of the 40 chapters and, deeper
    // down, to one section of each (so that the tree inherits and overrides): today's queue then
    // keeps each preset's limits and the deck's. Removed afterwards, leaving the deck as it was.
    {
        std::vector<core::PresetId> presets;
        for (int i = 0; i < kPresets; ++i) {
            auto options = settings;
            options.new_cards_per_day = 5 + i;
            options.reviews_per_day = 50 + 10 * i;
            options.desired_retention = 0.80 + 0.005 * i;
            presets.push_back(orExit(service::savePreset(deck, "预设 " + std::to_string(i), options)));
        }
        for (int i = 0; i < kPresets; ++i) {
            const core::DeckPath chapterNode({partName(i / kChapters), chapterName(i % kChapters)});
            orExit(service::assignPreset(deck, presets[static_cast<std::size_t>(i)], chapterNode));
            core::DeckPath section({partName(i / kChapters), chapterName(i % kChapters), sectionName(0)});
            orExit(service::assignPreset(deck, presets[static_cast<std::size_t>((i + 1) % kPresets)], section));
        }
        for (const auto& [label, now] : {std::pair{"in daily use", kNow}, std::pair{"after 30 days away", kNow + 30 * kDay}}) {
            const auto q = orExit(service::todaysQueue(deck, {}, now));
            std::printf("\n%d presets, %s: queue of %zu cards (%d learning, %d reviews, %d new, %d learn-ahead)\n",
                        kPresets, label, q.cards.size(), q.learning, q.reviews, q.new_cards, q.learn_ahead);
            report(std::string("todaysQueue, whole deck, 20 presets, ") + label,
                   measure(runs, [&] { orExit(service::todaysQueue(deck, {}, now)); }));
            report(std::string("ReviewSession::start, whole deck, 20 presets, ") + label,
                   measure(runs, [&] { orExit(service::ReviewSession::start(deck, {}, now)); }));
            report(std::string("todaysQueue, one chapter (25,000 cards), 20 presets, ") + label,
                   measure(runs, [&] { orExit(service::todaysQueue(deck, chapter, now)); }));
        }
        for (core::PresetId id : presets)
            orExit(service::deletePreset(deck, id));
    }

    // The full read the queue came from before: every card of the scope, then buildQueue.
    const auto fullRead = [&] {
        auto cards = orExit(store.cards().study({}));
        const auto done = orExit(store.reviewLog().answersSince(sched.clock().startOfDay(sched.clock().dayIndex(kNow))));
        std::vector<scheduler::CardRecord> records;
        records.reserve(cards.size());
        for (const auto& c : cards)
            records.push_back(testing::queueRecordOf(c.id, c.noteOrder, c.schedule));
        return scheduler::buildQueue(records, scheduler::QueueOptions::from(sched.settings()),
                                     {done.newCards, done.reviews}, kNow);
    };
    if (fullRead().cards != orExit(service::todaysQueue(deck, {}, kNow)).cards) {
        std::fprintf(stderr, "the full read gives another queue\n");
        return 1;
    }
    report("for comparison: full read of every card + buildQueue, whole deck",
           measure(std::min(runs, 3), [&] { fullRead(); }));
    std::printf("load average at the end: %.2f\n", loadAverage());

    if (generated && argc <= 2) {
        opened.reset();
        fs::remove(file);
        fs::remove(fs::path(file.string() + "-wal"));
        fs::remove(fs::path(file.string() + "-shm"));
    }
    return 0;
}
