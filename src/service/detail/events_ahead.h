#pragma once
// A device's journal lines parsed into events one block ahead of their use, on a second thread
// (BlocksAhead): parsing a line costs about half as much as storing its event.
#include "core/journal_event.h"
#include "core/result.h"
#include "service/detail/blocks_ahead.h"
#include "service/detail/journal_file.h"

#include <string>
#include <vector>

namespace notedeck::service {

class EventsAhead {
public:
    using Line = JournalLines::Line;

    // `lines` must outlive this. Every line is parsed as an event: the caller knows which are
    // (line 1 is the header) and asks only for those.
    EventsAhead(const std::vector<Line>& lines, std::string device);

    // The event of lines[i], or what is wrong with it; i < lines.size(), asked for in increasing
    // order. The caller may move the event out: it is not asked for again.
    core::Result<core::JournalEvent>& at(size_t i) { return m_events.at(i).event; }
    // Its schedule as the deck keeps it (storage::storedSchedule), worked out with it; ask after at(i).
    const std::string& storedScheduleAt(size_t i) { return m_events.at(i).schedule; }

private:
    struct Parsed {
        core::Result<core::JournalEvent> event;
        std::string schedule;
    };
    BlocksAhead<Parsed> m_events;
};

} // namespace notedeck::service
