// Hostile notes (tests/data/hostile/): each imports, and each card's HTML is generated, within a
// memory bound (the growth of the peak resident memory) and a timeout that only catches a hang
// (a watchdog ends the run with a message); times and memory are printed for the record. The
// HTML size bound is asserted too. Wall-clock limits would make the suite flaky, so the timeout
// is far beyond the seconds this takes.
#include "render/card_html.h"
#include "deck_fixture.h"
#include "temp_notes.h"

#include <catch2/catch.hpp>

#include <chrono>
#include <condition_variable>
#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <iostream>
#include <mutex>
#include <string>
#include <thread>

using namespace notedeck;
namespace fs = std::filesystem;

namespace {

const fs::path kHostile = fs::path(NOTEDECK_TEST_DATA) / "hostile";

// A line of /proc/self/status ("VmRSS", "VmHWM"), in MiB.
long statusMb(const std::string& field)
{
    std::ifstream status("/proc/self/status");
    std::string line;
    while (std::getline(status, line))
        if (line.starts_with(field + ":"))
            return std::stol(line.substr(field.size() + 1)) / 1024;   // "VmRSS:   12345 kB"
    return 0;
}

// Sets the peak resident memory (VmHWM) back to the current one, so the next peak is this
// file's own.
void resetPeakMemory() { std::ofstream("/proc/self/clear_refs") << "5"; }

// The longest a file may take, import and rendering together (they take seconds): a hang.
constexpr auto kHang = std::chrono::seconds(180);
// The most the peak resident memory may grow over a file (measured: 17 MiB at most).
constexpr long kMemoryBoundMb = 256;

// Ends the whole run with a message when it is not destroyed within `limit`: a hang cannot be
// caught from the thread that hangs.
class HangWatchdog {
public:
    HangWatchdog(std::string what, std::chrono::seconds limit)
        : m_thread([this, what = std::move(what), limit] {
              std::unique_lock lock(m_mutex);
              if (!m_done.wait_for(lock, limit, [this] { return m_finished; })) {
                  std::fprintf(stderr, "hang: %s did not finish within %lld s\n", what.c_str(),
                               static_cast<long long>(limit.count()));
                  std::_Exit(3);
              }
          })
    {
    }
    ~HangWatchdog()
    {
        {
            std::lock_guard lock(m_mutex);
            m_finished = true;
        }
        m_done.notify_one();
        m_thread.join();
    }

private:
    std::mutex m_mutex;
    std::condition_variable m_done;
    bool m_finished = false;
    std::thread m_thread;
};

double secondsSince(std::chrono::steady_clock::time_point start)
{
    return std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
}

// The least each file must give: its cards, and the longest question it holds.
struct Expectation {
    const char* file;
    size_t cards;
    size_t longestQuestion;   // bytes
};

const Expectation kFiles[] = {
    {"huge-table.md", 1, 10},
    {"ten-thousand-formulas.md", 1, 10},
    {"katex-bombs.md", 10, 10},
    {"nested-blockquotes.md", 2, 10},
    {"invisible-and-rtl.md", 5, 10},
    {"long-question.md", 1, 100'000},
};

} // namespace

TEST_CASE("every hostile notes file imports and renders within bounds", "[hostile]")
{
    for (const Expectation& expected : kFiles) {
        DYNAMIC_SECTION(expected.file)
        {
            testing::TempNotes t;
            fs::copy_file(kHostile / expected.file, t.notes() / expected.file);
            const auto bytes = fs::file_size(kHostile / expected.file);

            resetPeakMemory();
            const long rssBefore = statusMb("VmRSS");
            HangWatchdog watchdog(std::string("the import and rendering of ") + expected.file, kHang);
            const auto start = std::chrono::steady_clock::now();
            const service::ImportReport report = t.import();
            const double importSeconds = secondsSince(start);
            auto cards = t.store().cards().all();
            REQUIRE(cards);
            CHECK(cards->size() >= expected.cards);
            size_t longest = 0;
            for (const auto& card : *cards)
                longest = std::max(longest, card.question.size());
            CHECK(longest >= expected.longestQuestion);

            // Rendering each card: HTML grows at most by a fixed factor over its Markdown.
            const auto renderStart = std::chrono::steady_clock::now();
            size_t htmlBytes = 0;
            for (const auto& card : *cards) {
                const render::CardHtml html = render::renderCard(card);
                const size_t source = card.question.size() + card.answer.size();
                INFO("card " << card.id << ": " << source << " bytes of Markdown");
                CHECK(html.question.size() + html.answer.size() <= 16 * source + 4096);
                htmlBytes += html.question.size() + html.answer.size();
            }
            const double renderSeconds = secondsSince(renderStart);
            const long peakGrowth = statusMb("VmHWM") - rssBefore;
            std::cout << "hostile " << expected.file << ": " << bytes / 1024 << " KiB, " << cards->size()
                      << " cards, " << report.warnings() << " warnings, " << report.errors()
                      << " errors, import " << importSeconds << " s, render " << renderSeconds << " s ("
                      << htmlBytes / 1024 << " KiB of HTML), peak memory +" << peakGrowth << " MiB (from "
                      << rssBefore << " MiB)\n";
            CHECK(peakGrowth <= kMemoryBoundMb);
        }
    }
}

TEST_CASE("a re-import of the hostile notes writes nothing", "[hostile]")
{
    testing::TempNotes t;
    for (const Expectation& expected : kFiles)
        fs::copy_file(kHostile / expected.file, t.notes() / expected.file);
    t.import();
    const auto count = t.store().cards().all()->size();
    const service::ImportReport again = t.import();
    CHECK(t.store().cards().all()->size() == count);
    CHECK(again.wroteNothing);
    CHECK(testing::importRunCount(t.deckFile()) == 1);
}
