// Lines parsed ahead on a second thread: every line gives what parsing it alone gives, across
// blocks, and a reader that stops early leaves nothing running.
#include "core/journal_event.h"
#include "service/detail/events_ahead.h"
#include "service/detail/journal_line.h"

#include <catch2/catch.hpp>

using namespace notedeck;
using service::EventsAhead;

namespace {

const std::string kDevice = "0123456789abcdef";

// A device's lines, and the texts they point into (as a file read whole holds them).
struct DeviceLines {
    std::vector<std::string> texts;
    std::vector<EventsAhead::Line> lines;
};

DeviceLines deviceLines(int events)
{
    DeviceLines out;
    out.texts.push_back(service::headerLine({service::kJournalFormat, kDevice, "laptop"}));
    const std::string uid = service::newCardUid();
    for (int i = 1; i <= events; ++i) {
        std::string text;
        if (i % 1000 == 0) {
            text = "";   // a blank line: skipped by the merge
        } else if (i % 777 == 0) {
            text = "{\"seq\": " + std::to_string(i) + ", \"kind\": \"answer\", \"rating\": \"good\"";   // torn
        } else {
            core::JournalEvent e;
            e.kind = i % 10 == 1 ? core::JournalKind::Card : core::JournalKind::Answer;
            e.seq = i;
            e.atMs = 1'700'000'000'000 + i;
            e.card = uid;
            e.text = e.kind == core::JournalKind::Card ? "3f2a9c:0" : "";
            e.rating = 1 + i % 4;
            e.durationMs = 1000 + i;
            e.schedule.state = core::CardState::Review;
            e.schedule.due = 1'700'900'000 + i;
            e.schedule.stability = 1.5 + i;
            e.fields = core::field::kMemoryFields;
            text = service::eventLine(e);
        }
        out.texts.push_back(text);
    }
    for (size_t i = 0; i < out.texts.size(); ++i)   // once every text has its place
        out.lines.emplace_back(static_cast<std::int64_t>(i + 1), out.texts[i]);
    return out;
}

} // namespace

TEST_CASE("events parsed ahead are the events each line parses to, across blocks")
{
    const auto device = deviceLines(30'000);   // several blocks, the last one partly filled
    const auto& lines = device.lines;
    EventsAhead ahead(lines, kDevice);
    size_t events = 0, errors = 0;
    for (size_t i = 0; i < lines.size(); ++i) {
        const auto& [number, text] = lines[i];
        const auto& got = ahead.at(i);
        if (number == 1 || text.empty()) {
            CHECK_FALSE(got.has_value());   // not events: the merge does not ask for them
            continue;
        }
        const auto alone = service::parseEvent(text, kDevice);
        REQUIRE(got.has_value() == alone.has_value());
        if (!alone) {
            CHECK(got.error().message == alone.error().message);
            ++errors;
            continue;
        }
        CHECK(service::eventLine(*got) == service::eventLine(*alone));
        CHECK(got->device == kDevice);
        CHECK(got->seq == alone->seq);
        ++events;
    }
    CHECK(errors == 38);   // every 777th line but those on a 1000th
    CHECK(events == 30'000 - 30 - errors);
}

TEST_CASE("events parsed ahead: a handful of lines, none, and a reader that stops early")
{
    const auto few = deviceLines(3);
    EventsAhead small(few.lines, kDevice);
    CHECK_FALSE(small.at(0).has_value());
    CHECK(small.at(3)->seq == 3);

    const std::vector<EventsAhead::Line> none;
    EventsAhead empty(none, kDevice);   // nothing to ask for; nothing started

    // A merge stops at a header naming another device: the block being parsed is waited for
    // before the lines it reads go away (ASan sees a use after free otherwise).
    auto many = std::make_unique<DeviceLines>(deviceLines(20'000));
    {
        EventsAhead ahead(many->lines, kDevice);
        CHECK(ahead.at(5)->seq == 5);
    }
    many.reset();
}
