#pragma once
// A device's journal lines parsed into events one block ahead of their use, on a second thread.
// Parsing a line costs about half as much as storing its event, and a merge that stores events one
// after another leaves the second core idle: here it parses block n + 1 while block n is stored.
#include "core/journal_event.h"
#include "core/result.h"
#include "service/detail/journal_file.h"

#include <future>
#include <string>
#include <vector>

namespace notedeck::service {

class EventsAhead {
public:
    using Line = JournalLines::Line;

    // `lines` must outlive this. Every line is parsed as an event: the caller knows which are
    // (line 1 is the header) and asks only for those.
    EventsAhead(const std::vector<Line>& lines, std::string device);
    ~EventsAhead();
    EventsAhead(const EventsAhead&) = delete;
    EventsAhead& operator=(const EventsAhead&) = delete;

    // The event of lines[i], or what is wrong with it; i < lines.size(), asked for in increasing
    // order. The caller may move the event out: it is not asked for again.
    core::Result<core::JournalEvent>& at(size_t i);

private:
    using Block = std::vector<core::Result<core::JournalEvent>>;
    Block parse(size_t block) const;
    void parseNextAhead();   // a thread only when there is a next block: a small merge starts none

    const std::vector<Line>& m_lines;
    const std::string m_device;
    size_t m_block = 0;        // which block m_current holds
    Block m_current;
    std::future<Block> m_next; // block m_block + 1, being parsed, when there is one
};

} // namespace notedeck::service
