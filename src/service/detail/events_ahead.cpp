#include "service/detail/events_ahead.h"

#include "service/detail/journal_line.h"
#include "storage/journal_store.h"

namespace notedeck::service {

namespace {
// Large enough that starting a thread is nothing beside parsing it (a few milliseconds), small
// enough that the first block, parsed before anything is stored, costs little.
constexpr size_t kBlockLines = 8192;
} // namespace

EventsAhead::EventsAhead(const std::vector<Line>& lines, std::string device)
    : m_events(lines.size(), kBlockLines,
               [&lines, device = std::move(device)](size_t i) {
                   Parsed parsed{parseEvent(lines[i].second, device), {}};
                   if (parsed.event)
                       parsed.schedule = storage::storedSchedule(parsed.event->schedule);
                   return parsed;
               })
{
}

} // namespace notedeck::service
