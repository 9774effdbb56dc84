// This device's own journal file against the deck's record of its events (docs/sync.md): an edit
// made outside NoteDeck is said, written over from the deck (the edited file kept aside), and never
// makes the deck another device; a deck that is a copy of the one that went on writing the file
// takes a device id of its own, and says so.
#include "service/sync/journal_news.h"
#include "service/study/study.h"
#include "service/sync/sync.h"
#include "temp_notes.h"

#include <catch2/catch.hpp>

#include <fstream>
#include <string>
#include <vector>

using namespace notedeck;
using testing::TempNotes;
namespace fs = std::filesystem;

namespace {

constexpr core::Timestamp kStart = 1'700'000'000;

struct Studied {
    TempNotes t;
    std::vector<service::JournalNews> told;   // what the journal told after each action
    Studied()
    {
        std::string text = "# 自己\n\n";
        for (int i = 0; i < 6; ++i)
            text += "- 问题 " + std::to_string(i) + "？\n  - 答案 " + std::to_string(i) + "\n";
        t.write("cards.md", text);
        t.import();
        REQUIRE(service::followNotes(t.deck(), t.notes(), false));
        service::onJournalNews([this](const service::JournalNews& news) { told.push_back(news); });
    }
    ~Studied() { service::onJournalNews({}); }
    Studied(const Studied&) = delete;
    Studied& operator=(const Studied&) = delete;
    // Closed and opened again, as at the next start.
    void reopen() { t.closeDeck(); }
    void answer(int index, core::Rating rating, core::Timestamp at)
    {
        auto cards = t.store().cards().list(core::DeckPath(), false);
        REQUIRE(cards);
        REQUIRE(service::answerCard(t.deck(), cards->at(static_cast<size_t>(index)).card.id, rating, at, 3000));
    }
    service::MergeReport merge()
    {
        auto merged = service::mergeJournals(t.deck());
        REQUIRE(merged);
        return *merged;
    }
    std::string device()
    {
        auto setup = service::journalSetup(t.deck());
        REQUIRE(setup);
        REQUIRE(*setup);
        return (*setup)->device;
    }
    fs::path file(const std::string& device) const { return t.notes() / ".notedeck" / "journal" / (device + ".jsonl"); }
};

std::string read(const fs::path& file)
{
    std::ifstream in(file, std::ios::binary);
    return {std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>()};
}

void write(const fs::path& file, const std::string& text) { std::ofstream(file, std::ios::binary) << text; }

std::vector<std::string> linesOf(const std::string& text)
{
    std::vector<std::string> out;
    size_t start = 0;
    for (size_t nl = text.find('\n'); nl != std::string::npos; nl = text.find('\n', start)) {
        out.push_back(text.substr(start, nl - start));
        start = nl + 1;
    }
    return out;
}

std::string replaced(std::string text, const std::string& what, const std::string& with)
{
    const auto at = text.find(what);
    REQUIRE(at != std::string::npos);
    return text.replace(at, what.size(), with);
}

// The last line again, numbered `seq`.
std::string withCopyOfLast(const std::string& text, std::int64_t lastSeq, std::int64_t seq)
{
    const auto lines = linesOf(text);
    return text + replaced(lines.back(), "\"seq\":" + std::to_string(lastSeq), "\"seq\":" + std::to_string(seq)) + "\n";
}

bool mentions(const std::vector<std::string>& problems, const std::string& part)
{
    for (const auto& p : problems)
        if (p.find(part) != std::string::npos)
            return true;
    return false;
}

} // namespace

TEST_CASE("a rating changed by hand in this device's file is said, and the file is written again from the deck",
          "[sync][own-journal]")
{
    Studied laptop;
    laptop.answer(0, core::Rating::Good, kStart + 10);
    laptop.answer(1, core::Rating::Good, kStart + 11);
    const std::string device = laptop.device();
    const fs::path own = laptop.file(device);
    const std::string asWritten = read(own);
    const std::string edited = replaced(asWritten, "\"rating\":3", "\"rating\":1");
    write(own, edited);

    laptop.reopen();
    auto report = laptop.merge();
    INFO(report.problems.size());
    CHECK(mentions(report.problems, "changed outside NoteDeck"));
    CHECK(mentions(report.problems, own.string() + ":"));
    CHECK(read(own) == asWritten);                         // the deck's record is the truth
    CHECK(read(fs::path(own) += ".edited") == edited);     // the edit is kept aside, never merged
    CHECK(laptop.device() == device);                      // still the same device
    laptop.answer(2, core::Rating::Easy, kStart + 12);
    CHECK(laptop.device() == device);
    CHECK(linesOf(read(own)).size() == linesOf(asWritten).size() + 1);
}

TEST_CASE("events added by hand to this device's file that skip numbers are an edit: said, removed, no new device",
          "[sync][own-journal]")
{
    Studied laptop;
    laptop.answer(0, core::Rating::Good, kStart + 10);
    const std::string device = laptop.device();
    const fs::path own = laptop.file(device);
    const std::string asWritten = read(own);
    const auto last = static_cast<std::int64_t>(linesOf(asWritten).size()) - 1;   // but the header
    write(own, withCopyOfLast(asWritten, last, last + 5));

    laptop.reopen();
    SECTION("found by the merge at the next start")
    {
        auto report = laptop.merge();
        CHECK(mentions(report.problems, "does not follow on"));
        CHECK(read(own) == asWritten);
    }
    SECTION("found by the next answer, which says so")
    {
        laptop.answer(1, core::Rating::Good, kStart + 20);
        REQUIRE_FALSE(laptop.told.empty());
        CHECK(mentions(laptop.told.back().notices, "changed outside NoteDeck"));
        CHECK(linesOf(read(own)).size() == linesOf(asWritten).size() + 1);
    }
    CHECK(laptop.device() == device);   // never another device
}

TEST_CASE("a deck that is a copy of the one that went on writing this device's file takes an id of its own, saying so",
          "[sync][own-journal]")
{
    Studied laptop;
    laptop.answer(0, core::Rating::Good, kStart + 10);
    const std::string device = laptop.device();
    laptop.t.closeDeck();
    const fs::path backup = laptop.t.deckFile().string() + ".copy";
    fs::copy_file(laptop.t.deckFile(), backup);
    laptop.answer(1, core::Rating::Good, kStart + 20);   // the deck copied goes on: only in the file now
    laptop.t.closeDeck();
    fs::copy_file(backup, laptop.t.deckFile(), fs::copy_options::overwrite_existing);
    fs::remove(laptop.t.deckFile().string() + "-wal");
    fs::remove(laptop.t.deckFile().string() + "-shm");

    auto report = laptop.merge();
    CHECK(mentions(report.problems, "this deck is a copy of the deck that wrote them"));
    const std::string now = laptop.device();
    CHECK(now != device);
    CHECK(mentions(report.problems, "now writes as device " + now));
    CHECK(report.answers() == 1);   // the copied deck's later answer, merged as the other device's
    CHECK(fs::exists(laptop.file(device)));
    CHECK_FALSE(fs::exists(laptop.file(device) += ".edited"));
}
