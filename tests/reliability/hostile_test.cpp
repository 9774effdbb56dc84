// Hostile notes (tests/data/hostile/): each imports, and each card's HTML is generated, in bounded
// time and memory. Times and peak memory are printed for the record; only success, the cards
// being there and the HTML size bound are asserted (wall-clock limits would make the suite flaky).
#include "render/card_html.h"
#include "../service/temp_notes.h"

#include <catch2/catch.hpp>

#include <chrono>
#include <filesystem>
#include <iostream>

#include <sys/resource.h>

using namespace notedeck;
namespace fs = std::filesystem;

namespace {

const fs::path kHostile = fs::path(NOTEDECK_TEST_DATA) / "hostile";

long peakRssMb()
{
    rusage usage{};
    getrusage(RUSAGE_SELF, &usage);
    return usage.ru_maxrss / 1024;
}

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

            const auto start = std::chrono::steady_clock::now();
            const service::ImportReport report = t.import();
            const double importSeconds = secondsSince(start);
            auto cards = t.deck().allCards();
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
            std::cout << "hostile " << expected.file << ": " << bytes / 1024 << " KiB, " << cards->size()
                      << " cards, " << report.warnings() << " warnings, " << report.errors()
                      << " errors, import " << importSeconds << " s, render " << renderSeconds << " s ("
                      << htmlBytes / 1024 << " KiB of HTML), peak memory " << peakRssMb() << " MiB\n";
        }
    }
}

TEST_CASE("a re-import of the hostile notes writes nothing", "[hostile]")
{
    testing::TempNotes t;
    for (const Expectation& expected : kFiles)
        fs::copy_file(kHostile / expected.file, t.notes() / expected.file);
    t.import();
    const auto count = t.deck().allCards()->size();
    const service::ImportReport again = t.import();
    CHECK(t.deck().allCards()->size() == count);
    CHECK(again.wroteNothing);
    CHECK(t.deck().importRunCount().value() == 1);
}
