#include "service/sync/detail/events_ahead.h"

#include "service/sync/detail/journal_line.h"
#include "storage/journal_store.h"

#include <utility>

namespace notedeck::service {

EventsAhead::EventsAhead(ReadBlock read, std::string device) : m_read(std::move(read)), m_device(std::move(device)) {}

EventsAhead::~EventsAhead()
{
    if (m_next.valid())
        m_next.wait();   // its reading uses what the caller may free next
}

EventsAhead::Ahead EventsAhead::readAndParse()
{
    Ahead ahead;
    Block block;
    auto read = m_read(block.lines);
    if (!read) {
        ahead.failure = read.error();
        return ahead;
    }
    if (!*read)
        return ahead;
    block.parsed.reserve(block.lines.lines.size());
    for (const auto& line : block.lines.lines) {
        Parsed parsed{line.overlong ? core::fail("over 1 MB long") : parseEvent(line.text, m_device), {}};
        if (parsed.event)
            parsed.schedule = storage::storedSchedule(parsed.event->schedule);
        block.parsed.push_back(std::move(parsed));
    }
    ahead.block = std::move(block);
    return ahead;
}

// A thread reads and parses the next block, and frees the one the caller is done with (what is
// left of it, its lines and their events, is much).
void EventsAhead::readNextAhead(std::optional<Block> used)
{
    m_next = std::async(std::launch::async, [this, used = std::move(used)]() mutable {
        used.reset();
        return readAndParse();
    });
}

EventsAhead::Block* EventsAhead::next()
{
    if (m_ended)
        return nullptr;
    Ahead ahead = m_started ? m_next.get() : readAndParse();
    m_started = true;
    std::optional<Block> used = std::exchange(m_current, std::move(ahead.block));
    if (!m_current) {
        m_ended = true;
        m_failure = std::move(ahead.failure);
        return nullptr;
    }
    readNextAhead(std::move(used));
    return &*m_current;
}

} // namespace notedeck::service
