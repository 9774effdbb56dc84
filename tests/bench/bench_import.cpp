// Import benchmark: synthetic notes in NoteDeck's format (cards with math, tables and code,
// spread over many files), imported into a fresh deck, then re-imported unchanged. Measured in the
// same run, the two floors: cmark-gfm parsing the same files alone, and SQLite inserting the same
// rows alone. Run it in a release build: bench_import [cards] [runs].
#include "core/clock.h"
#include "core/text.h"
#include "notes/notes_folder.h"
#include "service/import/import_notes.h"
#include "storage/deck_store.h"

// The floors call the two libraries directly: they measure the libraries, not NoteDeck.
#include <cmark-gfm-core-extensions.h>
#include <cmark-gfm.h>
#include <sqlite3.h>

#include <algorithm>
#include <chrono>
#include <ctime>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <functional>
#include <sstream>
#include <string>
#include <vector>
#include <unistd.h>

namespace fs = std::filesystem;
using namespace notedeck;

namespace {

constexpr int kCardsPerFile = 500;

std::string cardText(int n)
{
    std::string s = "- 第 " + std::to_string(n) + " 题：梯度 $\\nabla_\\theta L(\\theta_{" + std::to_string(n) +
                    "})$ 的含义是什么？为什么 Adam 比 SGD 收敛快？\n";
    s += "  - Adam 维护一阶矩 $m_t$ 和二阶矩 $v_t$ 的指数滑动平均，并做偏差修正 $\\hat m_t = m_t / (1-\\beta_1^t)$\n";
    s += "  - 每个参数有自适应学习率，稀疏梯度和尺度差异大的参数也能稳定更新，第 " + std::to_string(n) + " 个例子\n";
    switch (n % 3) {
    case 0:
        s += "\n  | 格式 | 符号位 | 指数位 | 尾数位 |\n  | --- | --- | --- | --- |\n  | FP16 | 1 | 5 | 10 |\n  | BF16 | 1 | 8 | 7 |\n";
        break;
    case 1:
        s += "\n  ```python\n  import torch\n  opt = torch.optim.Adam(model.parameters(), lr=1e-3)\n  loss.backward()\n  opt.step()\n  ```\n";
        break;
    default:
        s += "\n  $$\n  \\theta_{t+1} = \\theta_t - \\eta \\frac{\\hat m_t}{\\sqrt{\\hat v_t} + \\epsilon}\n  $$\n";
        break;
    }
    return s + "\n";
}

// A cloze note of about the same size, with one cloze number (so one card): a deletion in the
// text and one inside a formula, and nested lines that are part of the note.
std::string clozeText(int n)
{
    std::string s = "- 第 " + std::to_string(n) + " 题：Adam 的二阶矩是{{c1::梯度平方的指数滑动平均::二阶矩}}，更新量是 "
                    "$\\frac{\\hat m_t}{ {{c1::\\sqrt{\\hat v_t}}} + \\epsilon}$，梯度 $\\nabla_\\theta L(\\theta_{" +
                    std::to_string(n) + "})$\n";
    s += "  - Adam 维护一阶矩 $m_t$ 和二阶矩 $v_t$ 的指数滑动平均，并做偏差修正 $\\hat m_t = m_t / (1-\\beta_1^t)$\n";
    s += "  - 每个参数有自适应学习率，稀疏梯度和尺度差异大的参数也能稳定更新，第 " + std::to_string(n) + " 个例子\n";
    s += "\n  $$\n  \\theta_{t+1} = \\theta_t - \\eta \\frac{\\hat m_t}{\\sqrt{\\hat v_t} + \\epsilon}\n  $$\n";
    return s + "\n";
}

// Writes `cards` cards into files of kCardsPerFile, under part › chapter › section headings;
// with `clozes`, every third card is a cloze note.
size_t generateNotes(const fs::path& dir, int cards, bool clozes)
{
    fs::remove_all(dir);
    fs::create_directories(dir);
    size_t bytes = 0;
    for (int file = 0; file * kCardsPerFile < cards; ++file) {
        char name[32];
        std::snprintf(name, sizeof name, "part%02d/notes%04d.md", file / 20, file);
        fs::create_directories((dir / name).parent_path());
        std::string text = "# 第 " + std::to_string(file / 20) + " 部分\n\n## 章节 " + std::to_string(file) + "\n\n";
        for (int i = 0; i < kCardsPerFile && file * kCardsPerFile + i < cards; ++i) {
            if (i % 50 == 0)
                text += "### 小节 " + std::to_string(i / 50) + "\n\n";
            const int n = file * kCardsPerFile + i;
            text += clozes && n % 3 == 2 ? clozeText(n) : cardText(n);
        }
        std::ofstream(dir / name, std::ios::binary) << text;
        bytes += text.size();
    }
    return bytes;
}

std::vector<fs::path> markdownFiles(const fs::path& dir)
{
    std::vector<fs::path> files;
    for (const auto& e : fs::recursive_directory_iterator(dir))
        if (e.path().extension() == ".md")
            files.push_back(e.path());
    std::sort(files.begin(), files.end());
    return files;
}

std::string readFile(const fs::path& file)
{
    std::ifstream in(file, std::ios::binary);
    std::ostringstream s;
    s << in.rdbuf();
    return s.str();
}

// Wall-clock and CPU seconds of one piece of work. CPU time is steadier on a busy machine; wall
// time includes waiting for the disk (the deck syncs every commit).
struct Timing {
    double wall = 0, cpu = 0;
};

Timing measure(const std::function<void()>& work)
{
    const auto start = std::chrono::steady_clock::now();
    const std::clock_t cpuStart = std::clock();
    work();
    return {std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count(),
            double(std::clock() - cpuStart) / CLOCKS_PER_SEC};
}

// Floor 1: cmark-gfm (with the same extensions) parsing every file, files read from disk.
void parseWithCmarkAlone(const std::vector<fs::path>& files)
{
    cmark_gfm_core_extensions_ensure_registered();
    for (const fs::path& f : files) {
        const std::string text = readFile(f);
        cmark_parser* parser = cmark_parser_new(CMARK_OPT_DEFAULT);
        for (const char* ext : {"table", "strikethrough", "autolink", "tasklist", "tagfilter"})
            cmark_parser_attach_syntax_extension(parser, cmark_find_syntax_extension(ext));
        cmark_parser_feed(parser, text.data(), text.size());
        cmark_node* doc = cmark_parser_finish(parser);
        cmark_node_free(doc);
        cmark_parser_free(parser);
    }
}

// Floor 2: SQLite inserting the same card rows into the deck's own schema (created by opening a
// deck), one transaction, one prepared statement, the deck's pragmas (WAL, synchronous=FULL).
void insertWithSqliteAlone(const fs::path& file, const std::vector<notes::CardDraft>& cards)
{
    for (const char* suffix : {"", "-wal", "-shm", ".lock"})
        fs::remove(file.string() + suffix);
    if (!service::Deck::open(file))   // creates the schema, then closes
        std::exit(1);
    sqlite3* db = nullptr;
    sqlite3_open(file.c_str(), &db);
    sqlite3_exec(db, "PRAGMA journal_mode=WAL; PRAGMA synchronous=FULL; BEGIN;"
                     "INSERT INTO decks (id, path_key, name) VALUES (1, 'floor', 'floor');",
                 nullptr, nullptr, nullptr);
    sqlite3_stmt* st = nullptr;
    sqlite3_prepare_v2(db,
                       "INSERT INTO cards (deck_id, question, answer, source_file, source_line, ordinal, content_hash,"
                       " identity_key, created_at, updated_at) VALUES (1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?9)",
                       -1, &st, nullptr);
    for (const auto& c : cards) {
        sqlite3_bind_text(st, 2, c.question.data(), int(c.question.size()), SQLITE_STATIC);
        sqlite3_bind_text(st, 3, c.answer.data(), int(c.answer.size()), SQLITE_STATIC);
        sqlite3_bind_text(st, 4, c.file.data(), int(c.file.size()), SQLITE_STATIC);
        sqlite3_bind_int(st, 5, c.line);
        sqlite3_bind_int(st, 6, c.ordinal);
        sqlite3_bind_text(st, 7, "0123456789abcdef", 16, SQLITE_STATIC);
        sqlite3_bind_text(st, 8, c.question.data(), int(c.question.size()), SQLITE_STATIC);
        sqlite3_bind_int64(st, 9, 1'700'000'000);
        sqlite3_step(st);
        sqlite3_reset(st);
    }
    sqlite3_finalize(st);
    sqlite3_exec(db, "COMMIT", nullptr, nullptr, nullptr);
    sqlite3_close(db);
}

struct Stats {
    double median, min, max;
};

Stats stats(std::vector<double> v)
{
    std::sort(v.begin(), v.end());
    return {v[v.size() / 2], v.front(), v.back()};
}

void print(const char* what, const std::vector<Timing>& t)
{
    std::vector<double> wall, cpu;
    for (const auto& x : t) {
        wall.push_back(x.wall);
        cpu.push_back(x.cpu);
    }
    const Stats w = stats(wall), c = stats(cpu);
    std::printf("| %-42s | %8.1f | %8.1f – %-8.1f | %8.1f | %8.1f – %-8.1f |\n", what, w.median * 1000, w.min * 1000,
                w.max * 1000, c.median * 1000, c.min * 1000, c.max * 1000);
}

} // namespace

int main(int argc, char** argv)
{
    const int cards = argc > 1 ? std::atoi(argv[1]) : 100'000;
    const int runs = argc > 2 ? std::atoi(argv[2]) : 5;
    // `clozes`: a third of the cards are cloze notes.
    const bool clozes = argc > 3 && std::string(argv[3]) == "clozes";
    const fs::path root = fs::temp_directory_path() / ("notedeck-bench-import-" + std::to_string(::getpid()));
    const fs::path notesDir = root / "notes";
    const size_t bytes = generateNotes(notesDir, cards, clozes);
    const auto files = markdownFiles(notesDir);
    std::printf("%d cards%s in %zu files, %.1f MB; %d runs\n\n", cards, clozes ? " (a third of them clozes)" : "",
                files.size(), bytes / 1e6, runs);

    auto parsed = notes::readNotesFolder(notesDir);
    if (!parsed || parsed->cards.size() != static_cast<size_t>(cards)) {
        std::fprintf(stderr, "generated notes did not parse into %d cards\n", cards);
        return 1;
    }

    std::vector<Timing> first, again, cmarkFloor, sqliteFloor, floorSum;
    core::FixedClock clock(1'700'000'000);
    for (int run = 0; run < runs; ++run) {
        const fs::path deckFile = root / "deck.sqlite";
        for (const char* suffix : {"", "-wal", "-shm", ".lock"})
            fs::remove(root / (std::string("deck.sqlite") + suffix));
        auto deck = service::Deck::open(deckFile);
        if (!deck)
            return 1;
        size_t added = 0;
        first.push_back(measure([&] { added = service::importNotes(**deck, notesDir, clock)->added.size(); }));
        bool nothing = false;
        again.push_back(measure([&] { nothing = service::importNotes(**deck, notesDir, clock)->wroteNothing; }));
        if (added != static_cast<size_t>(cards) || !nothing) {
            std::fprintf(stderr, "unexpected import result\n");
            return 1;
        }
        cmarkFloor.push_back(measure([&] { parseWithCmarkAlone(files); }));
        sqliteFloor.push_back(measure([&] { insertWithSqliteAlone(root / "floor.sqlite", parsed->cards); }));
        floorSum.push_back({cmarkFloor.back().wall + sqliteFloor.back().wall, cmarkFloor.back().cpu + sqliteFloor.back().cpu});
    }

    std::printf("| measurement | wall median ms | wall min – max | CPU median ms | CPU min – max |\n"
                "| --- | ---: | --- | ---: | --- |\n");
    print("first import (fresh deck)", first);
    print("re-import, nothing changed", again);
    print("floor: cmark-gfm parsing the files alone", cmarkFloor);
    print("floor: SQLite inserting the rows alone", sqliteFloor);
    print("sum of the floors", floorSum);
    // Ratios of medians, and the median of the per-run ratios (each run measures both back to back).
    auto ratio = [&](const std::vector<Timing>& a, const std::vector<Timing>& b, bool cpu) {
        std::vector<double> r;
        for (size_t i = 0; i < a.size(); ++i)
            r.push_back(cpu ? a[i].cpu / b[i].cpu : a[i].wall / b[i].wall);
        return stats(r).median;
    };
    std::vector<double> firstWall;
    for (const auto& t : first)
        firstWall.push_back(t.wall);
    std::printf("\nfirst import: %.0f cards/s (wall)\n", cards / stats(firstWall).median);
    std::printf("first import / sum of the floors, median of per-run ratios: wall %.2f, CPU %.2f (target <= 1.5)\n",
                ratio(first, floorSum, false), ratio(first, floorSum, true));
    std::printf("unchanged re-import / first import, median of per-run ratios: wall %.1f %%, CPU %.1f %% (target <= 10 %%)\n",
                100 * ratio(again, first, false), 100 * ratio(again, first, true));
    fs::remove_all(root);
    return 0;
}
