#include "service/detail/events_ahead.h"

#include "service/detail/journal_line.h"

#include <algorithm>

namespace notedeck::service {

namespace {
// Large enough that starting a thread is nothing beside parsing it (a few milliseconds), small
// enough that the first block, parsed before anything is stored, costs little.
constexpr size_t kBlockLines = 8192;
} // namespace

EventsAhead::EventsAhead(const std::vector<Line>& lines, std::string device)
    : m_lines(lines), m_device(std::move(device))
{
    m_current = parse(0);
    parseNextAhead();
}

EventsAhead::~EventsAhead()
{
    if (m_next.valid())
        m_next.wait();   // it reads m_lines, which the caller may free next
}

EventsAhead::Block EventsAhead::parse(size_t block) const
{
    const size_t from = std::min(block * kBlockLines, m_lines.size());
    const size_t to = std::min(from + kBlockLines, m_lines.size());
    Block events;
    events.reserve(to - from);
    for (size_t i = from; i < to; ++i)
        events.push_back(parseEvent(m_lines[i].second, m_device));
    return events;
}

void EventsAhead::parseNextAhead()
{
    const size_t next = m_block + 1;
    if (next * kBlockLines < m_lines.size())
        m_next = std::async(std::launch::async, [this, next] { return parse(next); });
}

core::Result<core::JournalEvent>& EventsAhead::at(size_t i)
{
    const size_t block = i / kBlockLines;
    while (m_block < block) {
        m_current = m_next.get();
        ++m_block;
        parseNextAhead();
    }
    return m_current[i - block * kBlockLines];
}

} // namespace notedeck::service
