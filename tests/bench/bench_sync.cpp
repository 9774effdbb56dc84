// Study-journal benchmark (docs/sync.md), three figures, each over several runs (median and range
// of the wall time):
//   1. what the journal adds to an answer: the p95 of answerCard() on a deck with its journal set
//      up, against the same deck without one, in the same run (target: <= 2 ms more);
//   2. merging 100,000 events from another device (10,000 cards, each created and answered nine
//      times there) into a deck of the same notes (target: <= 1 s);
//   3. rebuilding a 100,000-card deck from its notes folder and a journal of 1,000,000 events:
//      the import of the notes, then setting up the journal and merging (target: <= 10 s);
//   for the last two also the checkpoint after them, timed apart: a bulk merge leaves the copy of
//   the write-ahead log into the deck file to the app's worker (service/sync/sync.cpp, BulkWriting);
//   and, for the last two, what reading a line costs: the merge's 100,000 lines read by the reader
//   the merge uses (JsonObject::read, simdjson On-Demand) and, for scale, by nlohmann's DOM parser,
//   in the same run;
//   4. (only when asked for: "memory") the memory of merging 1,000,000 events (100,000 cards, each
//      created and answered nine times on another device) into a deck of the same notes whose
//      journal is set up: each run in a process of its own (this program again), whose peak
//      resident memory the kernel counts (wait4's ru_maxrss, the figure /usr/bin/time -v gives),
//      and which says how much it still holds after the merge (target: peak <= 300 MB).
// Build in Release or RelWithDebInfo.
//
//   bench_sync [runs] [work folder] [only: answer|merge|parse|rebuild|memory] [rebuild's cards]
//   (default 5 runs, under /tmp, 100,000 cards)
#include "bench_support.h"
#include "core/clock.h"
#include "scheduler/scheduler.h"
#include "scheduler/system_time_zone.h"
#include "service/deck/detail/deck_internals.h"
#include "service/sync/detail/journal_line.h"
#include "service/sync/detail/journal_object.h"
#include "service/import/import_notes.h"
#include "service/study/study.h"
#include "service/sync/sync.h"

#include <nlohmann/json.hpp>

#include <filesystem>
#include <fstream>
#include <sys/resource.h>
#include <sys/wait.h>
#include <unistd.h>

namespace fs = std::filesystem;
using namespace notedeck;
using namespace notedeck::bench;

namespace {

constexpr core::Timestamp kDay = 86400;

void writeNotes(const fs::path& dir, int cards, int files)
{
    fs::remove_all(dir);
    fs::create_directories(dir);
    const int per = cards / files;
    for (int f = 0; f < files; ++f) {
        std::ofstream out(dir / ("chapter-" + std::to_string(f) + ".md"));
        out << "# 第 " << f << " 章\n\n## 小节\n\n";
        for (int i = 0; i < per; ++i)
            out << "- 问题 " << f << "-" << i << "：$x_{" << i << "}$ 是什么？\n  - 答案 " << i << "，即 $\\sqrt{" << i
                << "}$\n";
    }
}

std::unique_ptr<service::Deck> openDeck(const fs::path& file)
{
    auto deck = service::Deck::open(file);
    if (!deck) {
        std::fprintf(stderr, "%s\n", deck.error().toString().c_str());
        std::exit(1);
    }
    return std::move(*deck);
}

void importInto(service::Deck& deck, const fs::path& notes)
{
    core::SystemClock clock;
    if (auto report = service::importNotes(deck, notes, clock); !report) {
        std::fprintf(stderr, "%s\n", report.error().toString().c_str());
        std::exit(1);
    }
}

// The CPU time of the whole process (both threads of a merge), in ms: on a busy machine it says
// more than the wall time of what the work costs.
double processCpuMs()
{
    timespec ts{};
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &ts);
    return static_cast<double>(ts.tv_sec) * 1e3 + static_cast<double>(ts.tv_nsec) / 1e6;
}

double percentile(std::vector<double> v, double p)
{
    std::sort(v.begin(), v.end());
    return v[static_cast<size_t>(p * static_cast<double>(v.size() - 1))];
}

// 1. Answers with and without the journal: two decks of the same notes, answered in turn (so
// both see the same moments of the machine's load), the same cards and ratings.
void benchAnswers(const fs::path& work, int runs)
{
    const fs::path notes = work / "answer-notes";
    const fs::path plainNotes = work / "answer-notes-plain";
    writeNotes(notes, 2000, 10);
    writeNotes(plainNotes, 2000, 10);
    std::vector<double> withP95, withoutP95, withP50, withoutP50, added;
    for (int run = 0; run < runs; ++run) {
        fs::remove(work / "with.sqlite");
        fs::remove(work / "without.sqlite");
        fs::remove_all(notes / ".notedeck");
        auto with = openDeck(work / "with.sqlite");
        auto without = openDeck(work / "without.sqlite");
        importInto(*with, notes);
        importInto(*without, plainNotes);
        if (!service::followNotes(*with, notes, false))
            std::exit(1);
        auto ids = storeOf(*with).cards().study({});
        Rng rng;
        std::vector<double> timesWith, timesWithout;
        const core::Timestamp start = with->now() - 400 * kDay;
        for (int i = 0; i < 1000; ++i) {
            const core::CardId id = (*ids)[static_cast<size_t>(rng.below(200))].id;   // answered again and again
            const auto rating = static_cast<core::Rating>(1 + rng.below(4));
            for (bool journal : {true, false}) {
                const auto w0 = std::chrono::steady_clock::now();
                if (!service::answerCard(journal ? *with : *without, id, rating, start + i * kDay / 3, 3000))
                    std::exit(1);
                (journal ? timesWith : timesWithout)
                    .push_back(std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - w0).count());
            }
        }
        withP95.push_back(percentile(timesWith, 0.95));
        withoutP95.push_back(percentile(timesWithout, 0.95));
        withP50.push_back(percentile(timesWith, 0.5));
        withoutP50.push_back(percentile(timesWithout, 0.5));
        added.push_back(withP95.back() - withoutP95.back());
    }
    std::printf("answer, 2,000-card deck, 1,000 answers a run, p50 without journal: %s\n", summary(withoutP50).c_str());
    std::printf("answer, p50 with journal:                                          %s\n", summary(withP50).c_str());
    std::printf("answer, p95 without journal:                                       %s\n", summary(withoutP95).c_str());
    std::printf("answer, p95 with journal:                                          %s\n", summary(withP95).c_str());
    std::printf("answer, p95 added by the journal (same run):                       %s\n", summary(added).c_str());
    std::fflush(stdout);
}

// Another device's journal for the cards of `deck`: a Card event each, then `answers` answers a
// card, a chain of memories worked out by the scheduler. Returns the number of events.
std::int64_t writeForeignJournal(service::Deck& deck, const fs::path& journalDir, int answers)
{
    auto cards = storeOf(deck).journal().allIdentities();
    auto scheduler = scheduler::Scheduler::create(scheduler::SchedulerSettings{}, deck.zone());
    if (!cards || !scheduler)
        std::exit(1);
    const std::string device = "0123456789abcdef";
    fs::create_directories(journalDir);
    std::ofstream out(journalDir / (device + ".jsonl"), std::ios::binary);
    out << service::headerLine({service::kJournalFormat, device, "other"}) << '\n';
    std::int64_t seq = 0;
    // Far enough back that the last answer (at most 100 + 9 × 60 days on) is past: an event ahead of
    // the clock would be bounded, not merged as it is.
    const core::Timestamp start = deck.now() - 700 * kDay;
    Rng rng;
    for (const auto& card : *cards) {
        core::JournalEvent e;
        e.kind = core::JournalKind::Card;
        e.seq = ++seq;
        e.atMs = (start - kDay) * 1000;
        e.card = service::newCardUid();
        e.text = card.fingerprint;
        out << service::eventLine(e) << '\n';
        core::ScheduleState state;
        core::Timestamp at = start + rng.below(100) * kDay;
        for (int k = 0; k < answers; ++k) {
            core::JournalEvent a;
            a.kind = core::JournalKind::Answer;
            a.seq = ++seq;
            a.atMs = at * 1000;
            a.card = e.card;
            a.rating = 1 + rng.below(4);
            a.durationMs = 2000 + rng.below(8000);
            a.before = core::memoryDigest(state);
            state = scheduler->answer(state, static_cast<core::Rating>(a.rating),
                                         scheduler::ReviewContext{card.id, at, {}});
            a.schedule = state;
            a.fields = core::field::kMemoryFields;
            out << service::eventLine(a) << '\n';
            at = std::min(std::max(at + 600, state.due), at + 60 * kDay);   // answered by its due date, or sooner
        }
    }
    return seq;
}

// A deck of `cards` cards in `files` notes files with its journal set up, and another device's
// file of nine answers a card beside it, to merge into copies of the deck. Returns the number of
// events.
std::int64_t makeDeckToMergeInto(const fs::path& notes, const fs::path& pristine, int cards, int files)
{
    writeNotes(notes, cards, files);
    for (const char* end : {"", "-wal", "-shm"})
        fs::remove(pristine.string() + end);
    auto deck = openDeck(pristine);
    importInto(*deck, notes);
    if (!service::followNotes(*deck, notes, false))
        std::exit(1);
    const std::int64_t events = writeForeignJournal(*deck, notes / ".notedeck" / "journal", 9);
    (void)deck->checkpoint();
    return events;
}

// 2. Merging another device's 100,000 events.
void benchMerge(const fs::path& work, int runs)
{
    const fs::path notes = work / "merge-notes";
    const fs::path pristine = work / "merge-pristine.sqlite";
    const std::int64_t events = makeDeckToMergeInto(notes, pristine, 10000, 50);
    std::vector<double> wall, cpu, copied;
    int merged = 0;
    for (int run = 0; run < runs; ++run) {
        const fs::path file = work / "merge.sqlite";
        fs::remove(file.string() + "-wal");   // the last run's: it belongs to another file now
        fs::remove(file.string() + "-shm");
        fs::copy_file(pristine, file, fs::copy_options::overwrite_existing);
        ::sync();   // the last run's files written back first, not while this one runs
        auto deck = openDeck(file);
        const double c0 = processCpuMs();
        const auto w0 = std::chrono::steady_clock::now();
        auto report = service::mergeJournals(*deck);
        const auto w1 = std::chrono::steady_clock::now();
        cpu.push_back(processCpuMs() - c0);
        if (!report || !report->problems.empty()) {
            std::fprintf(stderr, "merge: %s\n", report ? report->problems.front().c_str() : report.error().toString().c_str());
            std::exit(1);
        }
        if (!deck->checkpoint())
            std::exit(1);
        wall.push_back(std::chrono::duration<double, std::milli>(w1 - w0).count());
        copied.push_back(std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - w1).count());
        merged = report->answers();
    }
    std::printf("merge %lld events (%d answers) from another device, 10,000 cards:  %s\n",
                static_cast<long long>(events), merged, summary(wall).c_str());
    std::printf("merge: its CPU time, both threads:                                 %s\n", summary(cpu).c_str());
    std::printf("merge: then the log's copy into the deck file (the app's worker):  %s\n", summary(copied).c_str());
    std::fflush(stdout);
}

// Reading the merge's lines: the merge's reader against nlohmann's DOM, both over every line per run.
void benchParse(const fs::path& work, int runs)
{
    const fs::path file = work / "merge-notes" / ".notedeck" / "journal" / "0123456789abcdef.jsonl";
    std::ifstream in(file, std::ios::binary);
    std::vector<std::string> lines;
    for (std::string line; std::getline(in, line);)
        lines.push_back(line);
    if (lines.size() < 2) {
        std::fprintf(stderr, "parse: run the merge first (%s)\n", file.string().c_str());
        std::exit(1);
    }
    lines.erase(lines.begin());   // the header
    std::vector<double> reader, document;
    size_t read = 0;
    for (int run = 0; run < runs; ++run) {
        for (bool useReader : {true, false}) {
            const auto w0 = std::chrono::steady_clock::now();
            for (const auto& line : lines)
                read += (useReader ? service::JsonObject::read(line).has_value()
                                   : nlohmann::ordered_json::parse(line, nullptr, false).is_object())
                            ? 1
                            : 0;
            const double ns = std::chrono::duration<double, std::nano>(std::chrono::steady_clock::now() - w0).count();
            (useReader ? reader : document).push_back(ns / static_cast<double>(lines.size()) / 1000.0);
        }
    }
    if (read != 2 * lines.size() * static_cast<size_t>(runs))
        std::exit(1);
    auto micro = [](std::vector<double> v) {
        std::sort(v.begin(), v.end());
        char buf[96];
        std::snprintf(buf, sizeof buf, "%.2f µs (%.2f–%.2f)", v[v.size() / 2], v.front(), v.back());
        return std::string(buf);
    };
    std::printf("read a journal line, %zu lines, the merge's reader:  %s\n", lines.size(), micro(reader).c_str());
    std::printf("read a journal line, nlohmann's DOM alone:       %s\n", micro(document).c_str());
    std::fflush(stdout);
}

// 3. Rebuilding a 100,000-card deck from the notes folder and 1,000,000 journal events.
void benchRebuild(const fs::path& work, int runs, int cards)
{
    const fs::path notes = work / "rebuild-notes";
    writeNotes(notes, cards, 200);
    std::int64_t events = 0;
    {
        const fs::path first = work / "rebuild-first.sqlite";
        fs::remove(first);
        auto deck = openDeck(first);
        importInto(*deck, notes);
        events = writeForeignJournal(*deck, notes / ".notedeck" / "journal", 9);
    }
    std::vector<double> importMs, journalMs, total, copied, journalCpu;
    int answers = 0;
    for (int run = 0; run < runs; ++run) {
        const fs::path file = work / "rebuild.sqlite";
        fs::remove(file);
        fs::remove(file.string() + "-wal");
        fs::remove(file.string() + "-shm");
        // Only the other device's file: the previous run's own file goes.
        for (const auto& entry : fs::directory_iterator(notes / ".notedeck" / "journal"))
            if (entry.path().stem() != "0123456789abcdef")
                fs::remove(entry.path());
        ::sync();   // the last run's files written back first, not while this one runs
        const auto w0 = std::chrono::steady_clock::now();
        auto deck = openDeck(file);
        importInto(*deck, notes);
        const auto w1 = std::chrono::steady_clock::now();
        const double c1 = processCpuMs();
        auto report = service::followNotes(*deck, notes, false);
        const auto w2 = std::chrono::steady_clock::now();
        journalCpu.push_back(processCpuMs() - c1);
        if (!report || !report->problems.empty()) {
            std::fprintf(stderr, "rebuild: %s\n", report ? report->problems.front().c_str() : report.error().toString().c_str());
            std::exit(1);
        }
        answers = report->answers();
        if (!deck->checkpoint())
            std::exit(1);
        copied.push_back(std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - w2).count());
        importMs.push_back(std::chrono::duration<double, std::milli>(w1 - w0).count());
        journalMs.push_back(std::chrono::duration<double, std::milli>(w2 - w1).count());
        total.push_back(std::chrono::duration<double, std::milli>(w2 - w0).count());
    }
    std::printf("rebuild %d cards, %lld events (%d answers): import     %s\n", cards, static_cast<long long>(events),
                answers, summary(importMs).c_str());
    std::printf("rebuild: journal set up and merged                              %s\n", summary(journalMs).c_str());
    std::printf("rebuild: total                                                  %s\n", summary(total).c_str());
    std::printf("rebuild: the journal's CPU time, both threads                   %s\n", summary(journalCpu).c_str());
    std::printf("rebuild: then the log's copy into the deck file (the app's worker) %s\n", summary(copied).c_str());
    std::fflush(stdout);
}

// This process's resident memory now, in MB.
double residentMb()
{
    std::ifstream statm("/proc/self/statm");
    long pages = 0, resident = 0;
    statm >> pages >> resident;
    return static_cast<double>(resident) * static_cast<double>(sysconf(_SC_PAGESIZE)) / (1024.0 * 1024.0);
}

// 4's child: merges into `file`, then prints its resident memory (MB) and the merge's wall time (ms).
int mergeForMemory(const char* file)
{
    auto deck = openDeck(file);
    const auto w0 = std::chrono::steady_clock::now();
    auto report = service::mergeJournals(*deck);
    const double ms = std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - w0).count();
    if (!report || !report->problems.empty() || report->answers() == 0) {
        std::fprintf(stderr, "memory: %s\n", report ? "nothing merged, or problems" : report.error().toString().c_str());
        return 1;
    }
    std::printf("%.1f %.1f %d\n", residentMb(), ms, report->answers());
    return 0;
}

// 4. The memory of merging 1,000,000 events, each run in a child process.
void benchMemory(const fs::path& work, int runs, int cards)
{
    const fs::path notes = work / "memory-notes";
    const fs::path pristine = work / "memory-pristine.sqlite";
    const std::int64_t events = makeDeckToMergeInto(notes, pristine, cards, 200);
    std::vector<double> peak, after, wall;
    int answers = 0;
    for (int run = 0; run < runs; ++run) {
        const fs::path file = work / "memory.sqlite";
        for (const char* end : {"-wal", "-shm"})
            fs::remove(file.string() + end);
        fs::copy_file(pristine, file, fs::copy_options::overwrite_existing);
        ::sync();
        int out[2];
        if (::pipe(out) != 0)
            std::exit(1);
        const pid_t child = ::fork();
        if (child == 0) {
            ::dup2(out[1], STDOUT_FILENO);
            ::close(out[0]);
            ::execl("/proc/self/exe", "bench_sync", "memory-child", file.c_str(), static_cast<char*>(nullptr));
            ::_exit(127);
        }
        ::close(out[1]);
        std::string said;
        char buf[256];
        for (ssize_t n; (n = ::read(out[0], buf, sizeof buf)) > 0;)
            said.append(buf, static_cast<size_t>(n));
        ::close(out[0]);
        int status = 0;
        rusage usage{};
        if (::wait4(child, &status, 0, &usage) != child || !WIFEXITED(status) || WEXITSTATUS(status) != 0)
            std::exit(1);
        double afterMb = 0, ms = 0;
        if (std::sscanf(said.c_str(), "%lf %lf %d", &afterMb, &ms, &answers) != 3)
            std::exit(1);
        peak.push_back(static_cast<double>(usage.ru_maxrss) / 1024.0);   // KB on Linux
        after.push_back(afterMb);
        wall.push_back(ms);
    }
    auto mb = [](std::vector<double> v) {
        std::sort(v.begin(), v.end());
        char text[96];
        std::snprintf(text, sizeof text, "%.0f MB (%.0f–%.0f)", v[v.size() / 2], v.front(), v.back());
        return std::string(text);
    };
    std::printf("memory: merge %lld events (%d answers), %d cards, peak resident:  %s\n",
                static_cast<long long>(events), answers, cards, mb(peak).c_str());
    std::printf("memory: resident after the merge:                                   %s\n", mb(after).c_str());
    std::printf("memory: the merge's wall time in the child:                         %s\n", summary(wall).c_str());
    std::fflush(stdout);
}

} // namespace

int main(int argc, char** argv)
{
    if (argc == 3 && std::string(argv[1]) == "memory-child")
        return mergeForMemory(argv[2]);
    const int runs = argc > 1 ? std::max(1, std::atoi(argv[1])) : 5;
    const fs::path work = argc > 2 ? fs::path(argv[2]) : fs::temp_directory_path() / ("notedeck-bench-sync-" + std::to_string(getpid()));
    const std::string only = argc > 3 ? argv[3] : "";
    fs::create_directories(work);
    if (only.empty() || only == "answer")
        benchAnswers(work, runs);
    if (only.empty() || only == "merge")
        benchMerge(work, runs);
    if (only.empty() || only == "merge" || only == "parse")
        benchParse(work, runs);
    if (only.empty() || only == "rebuild")
        benchRebuild(work, std::min(runs, 3), argc > 4 ? std::atoi(argv[4]) : 100000);
    if (only == "memory")
        benchMemory(work, runs, argc > 4 ? std::atoi(argv[4]) : 100000);
    if (argc <= 2)
        fs::remove_all(work);
    return 0;
}
