// Anki export benchmark: a deck of 10,000 cards (imported from a generated notes folder: list
// cards with math and code, every tenth a cloze note) with ten answers each (100,000 review-log
// rows, written straight into the deck file), exported with service::exportToAnki to an .apkg —
// several runs, median and range of the thread's CPU time and of the wall time.
// Target: <= 3 s. Build in Release or RelWithDebInfo.
//
//   bench_anki [runs]   (default 5 runs)
#include "bench_support.h"
#include "core/clock.h"
#include "core/day_clock.h"
#include "service/anki/anki_export.h"
#include "service/import/import_notes.h"
#include "storage/detail/schedule_codec.h"

#include <filesystem>
#include <fstream>
#include <unistd.h>

namespace fs = std::filesystem;
using namespace notedeck;
using namespace notedeck::bench;

namespace {

constexpr int kCards = 10'000;
constexpr int kAnswers = 10;
constexpr core::Timestamp kNow = 1'764'417'600;   // 2025-11-29T12:00:00Z
constexpr core::Timestamp kDay = 86400;

void writeNotes(const fs::path& dir)
{
    fs::create_directories(dir);
    for (int file = 0; file < 20; ++file) {
        std::ofstream out(dir / ("chapter-" + std::to_string(file) + ".md"));
        out << "# 第 " << file << " 章\n\n";
        for (int i = 0; i < kCards / 20; ++i) {
            if (i % 50 == 0)
                out << "\n## 第 " << i / 50 << " 节\n\n";
            if (i % 10 == 9)
                out << "- 公式 $E = {{c1::mc^2}}$ 出自爱因斯坦，第 " << i << " 条。\n\n";
            else
                out << "- 第 " << i << " 题：$\\sigma(x) = \\frac{1}{1+e^{-x}}$ 是什么？\n"
                    << "  - **sigmoid**，代码：\n\n    ```python\n    def f(x):\n        return \"$\" + str(x)\n    ```\n\n";
        }
    }
}

// Ten answers a card over the last year, the card a review card after them.
bool addHistory(const fs::path& file)
{
    sqlite3* db = nullptr;
    if (sqlite3_open(file.c_str(), &db) != SQLITE_OK)
        return false;
    Rng rng;
    bool ok = exec(db, "PRAGMA synchronous=OFF; BEGIN");
    std::vector<std::int64_t> ids;
    sqlite3_stmt* st = nullptr;
    ok = ok && sqlite3_prepare_v2(db, "SELECT id FROM cards", -1, &st, nullptr) == SQLITE_OK;
    while (ok && sqlite3_step(st) == SQLITE_ROW)
        ids.push_back(sqlite3_column_int64(st, 0));
    sqlite3_finalize(st);
    sqlite3_stmt* card = nullptr;
    sqlite3_stmt* review = nullptr;
    ok = ok && sqlite3_prepare_v2(db,
                                  "UPDATE cards SET state = 2, due = ?2, stability = ?3, difficulty = ?4, reps = 10, "
                                  "scheduled_days = ?5, last_review = ?6 WHERE id = ?1",
                                  -1, &card, nullptr) == SQLITE_OK;
    ok = ok && sqlite3_prepare_v2(db,
                                  "INSERT INTO review_log (card_id, reviewed_at, rating, elapsed_days, state_before, "
                                  "state_after, stability, difficulty, due_after, duration_ms, schedule_before) "
                                  "VALUES (?1, ?2, ?3, ?4, ?5, 2, 10.0, 5.0, ?6, 5000, ?7)",
                                  -1, &review, nullptr) == SQLITE_OK;
    auto run = [&](sqlite3_stmt* s) {
        ok = ok && sqlite3_step(s) == SQLITE_DONE;
        sqlite3_reset(s);
    };
    core::ScheduleState before;
    for (const std::int64_t id : ids) {
        const core::Timestamp last = kNow - (1 + rng.below(120)) * kDay - rng.below(36000);
        const int scheduled = 5 + rng.below(200);
        sqlite3_bind_int64(card, 1, id);
        sqlite3_bind_int64(card, 2, last + scheduled * kDay);
        sqlite3_bind_double(card, 3, 1.0 + rng.uniform() * 300.0);
        sqlite3_bind_double(card, 4, 1.0 + rng.uniform() * 9.0);
        sqlite3_bind_int(card, 5, scheduled);
        sqlite3_bind_int64(card, 6, last);
        run(card);
        for (int a = 0; ok && a < kAnswers; ++a) {
            const core::Timestamp at = last - (kAnswers - 1 - a) * 25 * kDay;
            before.state = a == 0 ? core::CardState::New : core::CardState::Review;
            const std::string scheduleBefore = storage::encodeSchedule(before);
            sqlite3_bind_int64(review, 1, id);
            sqlite3_bind_int64(review, 2, at * 1000);
            sqlite3_bind_int(review, 3, rng.below(100) < 10 ? 1 : 3);
            sqlite3_bind_int(review, 4, a == 0 ? 0 : 25);
            sqlite3_bind_int(review, 5, a == 0 ? 0 : 2);
            sqlite3_bind_int64(review, 6, at + 25 * kDay);
            sqlite3_bind_text(review, 7, scheduleBefore.c_str(), -1, SQLITE_TRANSIENT);
            run(review);
        }
    }
    sqlite3_finalize(card);
    sqlite3_finalize(review);
    ok = ok && exec(db, "COMMIT; PRAGMA wal_checkpoint(TRUNCATE)");
    sqlite3_close(db);
    return ok;
}

} // namespace

int main(int argc, char** argv)
{
    const int runs = argc > 1 ? std::max(1, std::atoi(argv[1])) : 5;
    const fs::path root = fs::temp_directory_path() / ("notedeck-bench-anki-" + std::to_string(getpid()));
    fs::remove_all(root);
    writeNotes(root / "notes");
    service::DeckOpenOptions options;
    options.clock = std::make_shared<core::FixedClock>(kNow);
    options.zone = std::make_shared<core::FixedOffsetZone>(0);
    const fs::path file = root / "deck.sqlite";
    {
        auto deck = service::Deck::open(file, options);
        if (!deck || !service::importNotes(**deck, root / "notes", *options.clock)) {
            std::fprintf(stderr, "could not import the generated notes\n");
            return 1;
        }
    }
    if (!addHistory(file)) {
        std::fprintf(stderr, "could not write the history\n");
        return 1;
    }
    auto deck = service::Deck::open(file, options);
    if (!deck) {
        std::fprintf(stderr, "%s\n", deck.error().toString().c_str());
        return 1;
    }
    service::AnkiExportOptions request;
    request.file = root / "deck.apkg";
    request.notesDir = root / "notes";
    service::AnkiExportReport last;
    auto once = [&] {
        auto report = service::exportToAnki(**deck, request);
        if (!report) {
            std::fprintf(stderr, "%s\n", report.error().toString().c_str());
            std::exit(1);
        }
        last = *report;
    };
    bench::report("export 10,000 cards, 100,000 answers to .apkg", measure(runs, once));
    std::printf("  last run: %d notes, %d cards, %d answers, %d decks; package %.1f MB\n", last.notes, last.cards,
                last.reviews, last.decks, static_cast<double>(fs::file_size(request.file)) / 1e6);
    request.history = false;
    bench::report("export 10,000 cards without history", measure(runs, once));
    fs::remove_all(root);
    return 0;
}
