#pragma once
// A device's journal lines read and parsed into events one block ahead of their use, on a second
// thread: parsing a line costs about half as much as storing its event. Only two blocks of lines
// (about a megabyte each) are held at a time, so a large file is never held whole
// (docs/performance.md, "The memory of a large merge"). The first block is read on the caller's
// thread, so a short file starts no thread at all.
#include "core/journal_event.h"
#include "core/result.h"
#include "service/sync/detail/journal_file.h"

#include <functional>
#include <future>
#include <optional>
#include <string>
#include <vector>

namespace notedeck::service {

class EventsAhead {
public:
    struct Parsed {
        core::Result<core::JournalEvent> event;
        std::string schedule;   // the event's schedule as the deck keeps it (storage::storedSchedule)
    };
    // A block of lines and what each parses to (every line is parsed as an event but the
    // overlong: the caller knows which are events, line 1 is the header, and asks only for those).
    // The caller may move the events out.
    struct Block {
        JournalBlock lines;
        std::vector<Parsed> parsed;   // one for each of lines.lines
    };
    // `read` fills a block with the next lines, false after the last (JournalReader::next); it runs
    // on the second thread, and must not touch what the caller touches meanwhile.
    using ReadBlock = std::function<core::Result<bool>(JournalBlock&)>;

    EventsAhead(ReadBlock read, std::string device);
    ~EventsAhead();
    EventsAhead(const EventsAhead&) = delete;
    EventsAhead& operator=(const EventsAhead&) = delete;

    // The next block, the one before it freed; none after the last, or when a block could not be
    // read (failure() says why). Valid until the next call.
    Block* next();
    const std::optional<core::Error>& failure() const { return m_failure; }

private:
    struct Ahead {
        std::optional<Block> block;   // none: no more lines
        std::optional<core::Error> failure;
    };
    Ahead readAndParse();
    void readNextAhead(std::optional<Block> used);

    ReadBlock m_read;
    const std::string m_device;
    bool m_started = false;
    bool m_ended = false;
    std::optional<Block> m_current;
    std::optional<core::Error> m_failure;
    std::future<Ahead> m_next;   // the block after m_current, being read and parsed
};

} // namespace notedeck::service
