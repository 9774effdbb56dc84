// Lines read from a device's file a block at a time and parsed ahead on a second thread: every
// line gives what parsing it alone gives, across blocks; no block holds more than about a megabyte
// (a large file is never held whole); an overlong line is skipped without being held; a reader
// that stops early leaves nothing running.
#include "core/journal_event.h"
#include "deck_fixture.h"
#include "service/sync/detail/events_ahead.h"
#include "service/sync/detail/journal_file.h"
#include "service/sync/detail/journal_line.h"

#include <catch2/catch.hpp>

#include <algorithm>

using namespace notedeck;
using service::EventsAhead;
using service::JournalReader;

namespace {

const std::string kDevice = "0123456789abcdef";

// A device's lines (line 1 its header), some blank, some torn.
std::vector<std::string> deviceLines(int events)
{
    std::vector<std::string> out{service::headerLine({service::kJournalFormat, kDevice, "laptop"})};
    const std::string uid = service::newCardUid();
    for (int i = 1; i <= events; ++i) {
        if (i % 1000 == 0) {
            out.emplace_back();   // a blank line: skipped by the merge
        } else if (i % 777 == 0) {
            out.push_back("{\"seq\": " + std::to_string(i) + ", \"kind\": \"answer\", \"rating\": \"good\"");   // torn
        } else {
            core::JournalEvent e;
            e.kind = i % 10 == 1 ? core::JournalKind::Card : core::JournalKind::Answer;
            e.seq = i;
            e.atMs = 1'700'000'000'000 + i;
            e.card = uid;
            e.text = e.kind == core::JournalKind::Card ? "3f2a9c:0" : "";
            e.rating = 1 + i % 4;
            e.durationMs = 1000 + i;
            e.before = "00000000000000ff";
            e.schedule.state = core::CardState::Review;
            e.schedule.due = 1'700'900'000 + i;
            e.schedule.stability = 1.5 + i;
            e.fields = core::field::kMemoryFields;
            out.push_back(service::eventLine(e));
        }
    }
    return out;
}

std::filesystem::path writeLines(const testing::TempDir& dir, const std::vector<std::string>& lines,
                                 const std::string& unfinished = {})
{
    std::string text;
    for (const auto& line : lines)
        text += line + '\n';
    const auto file = dir / (kDevice + ".jsonl");
    testing::writeBytes(file, text + unfinished);
    return file;
}

EventsAhead aheadOf(JournalReader& reader)
{
    return EventsAhead([&reader](service::JournalBlock& block) { return reader.next(block); }, kDevice);
}

} // namespace

TEST_CASE("events read and parsed ahead are the events each line parses to, a block of a megabyte at most at a time",
          "[sync]")
{
    testing::TempDir dir;
    const auto lines = deviceLines(30'000);   // about 8 MB: several blocks, the last one partly filled
    auto reader = JournalReader::open(writeLines(dir, lines, "{\"seq\": 30001"), 0, 0);
    REQUIRE(reader);
    CHECK(reader->unfinishedBytes() == 13);
    auto ahead = aheadOf(*reader);
    size_t read = 0, events = 0, errors = 0, blocks = 0, largest = 0;
    while (EventsAhead::Block* block = ahead.next()) {
        ++blocks;
        largest = std::max(largest, block->lines.text.size());
        REQUIRE(block->parsed.size() == block->lines.lines.size());
        for (size_t i = 0; i < block->lines.lines.size(); ++i) {
            const auto& line = block->lines.lines[i];
            REQUIRE(line.number == static_cast<std::int64_t>(read + 1));
            REQUIRE(line.text == lines[read]);
            ++read;
            const auto& got = block->parsed[i].event;
            if (line.number == 1 || line.text.empty())
                continue;   // not events: the merge does not ask for them
            const auto alone = service::parseEvent(line.text, kDevice);
            REQUIRE(got.has_value() == alone.has_value());
            if (!alone) {
                CHECK(got.error().message == alone.error().message);
                ++errors;
                continue;
            }
            CHECK(service::eventLine(*got) == service::eventLine(*alone));
            CHECK(got->device == kDevice);
            ++events;
        }
    }
    CHECK_FALSE(ahead.failure());
    CHECK(read == lines.size());
    CHECK(errors == 38);   // every 777th line but those on a 1000th
    CHECK(events == 30'000 - 30 - errors);
    CHECK(blocks >= 8);
    CHECK(largest <= (1u << 20) + 1);   // never the whole file
    CHECK(reader->endLine() == 30'001);
    CHECK(reader->endOffset() == reader->fileBytes() - 13);
    auto after = reader->lineAfterWholeLines();
    REQUIRE(after);
    CHECK(*after == 30'002);
}

TEST_CASE("a reading from an offset numbers its lines on, and an overlong line is skipped without being held",
          "[sync]")
{
    testing::TempDir dir;
    auto lines = deviceLines(10);
    lines.insert(lines.begin() + 5, std::string(3 << 20, 'x'));   // 3 MB on one line
    const auto file = writeLines(dir, lines);
    auto whole = JournalReader::open(file, 0, 0);
    REQUIRE(whole);
    std::vector<service::JournalBlock::Line> seen;
    size_t largest = 0;
    for (service::JournalBlock block; *whole->next(block);) {
        largest = std::max(largest, block.text.size());
        seen.insert(seen.end(), block.lines.begin(), block.lines.end());
    }
    REQUIRE(seen.size() == lines.size());
    CHECK(seen[5].overlong);
    CHECK(seen[5].text.empty());
    CHECK(seen[6].number == 7);
    CHECK(largest <= (1u << 20) + 1);

    // From the start of line 8: lines 8 to 12, numbered on.
    const std::int64_t offset = static_cast<std::int64_t>(testing::readBytes(file).find(lines[7]));
    auto rest = JournalReader::open(file, offset, 7);
    REQUIRE(rest);
    service::JournalBlock block;
    REQUIRE(*rest->next(block));
    REQUIRE(block.lines.size() == 5);
    CHECK(block.lines.front().number == 8);
    CHECK(block.lines.front().text == lines[7]);
    CHECK_FALSE(*rest->next(block));
    CHECK(rest->endLine() == 12);

    // A file shorter than where the last reading stopped is read again from its start.
    auto again = JournalReader::open(file, testing::readBytes(file).size() + 100, 40);
    REQUIRE(again);
    REQUIRE(*again->next(block));
    CHECK(block.lines.front().number == 1);
}

TEST_CASE("events parsed ahead: a handful of lines, none, and a reader that stops early", "[sync]")
{
    testing::TempDir dir;
    auto few = JournalReader::open(writeLines(dir, deviceLines(3)), 0, 0);
    REQUIRE(few);
    auto small = aheadOf(*few);
    EventsAhead::Block* block = small.next();
    REQUIRE(block);
    CHECK_FALSE(block->parsed[0].event.has_value());   // the header
    CHECK(block->parsed[3].event->seq == 3);
    CHECK_FALSE(small.next());
    CHECK_FALSE(small.next());

    EventsAhead none([](service::JournalBlock&) -> core::Result<bool> { return false; }, kDevice);
    CHECK_FALSE(none.next());
    CHECK_FALSE(none.failure());

    EventsAhead failing([](service::JournalBlock&) -> core::Result<bool> { return core::fail("cut short"); }, kDevice);
    CHECK_FALSE(failing.next());
    REQUIRE(failing.failure());
    CHECK(failing.failure()->message == "cut short");

    // A merge stops at a header naming another device: the block being read is waited for before
    // the reader it uses goes away (ASan sees a use after free otherwise).
    auto many = std::make_unique<JournalReader>(*JournalReader::open(writeLines(dir, deviceLines(20'000)), 0, 0));
    {
        auto ahead = aheadOf(*many);
        CHECK(ahead.next()->parsed[5].event->seq == 5);
    }
    many.reset();
}
