#pragma once
// Many journal events held at once, for a bulk replay (a large merge, a deck rebuilt from its
// journal; docs/sync.md, docs/performance.md): a million JournalEvents take about 380 MB (264 bytes
// each, and their ids and digests on the heap); packed they take about a third of that. Device ids
// and card uids are numbered in tables of their own, texts and digests go into one block, and a
// schedule is kept only for the events that have one. An event is unpacked when its card is
// replayed.
#include "core/journal_event.h"

#include <cstdint>
#include <string>
#include <string_view>
#include <tuple>
#include <unordered_map>
#include <vector>

namespace notedeck::service {

class PackedEvents {
public:
    static constexpr std::uint32_t kNone = 0xffffffffu;

    void reserve(size_t events);
    void push_back(const core::JournalEvent& event);
    size_t size() const { return m_events.size(); }
    bool empty() const { return m_events.empty(); }

    core::JournalKind kind(size_t i) const { return static_cast<core::JournalKind>(m_events[i].kind); }
    // The number of event i's card uid (uid(n) gives it back), and of a uid: kNone when no event names it.
    std::uint32_t uidOf(size_t i) const { return m_events[i].card; }
    std::uint32_t findUid(const std::string& uid) const;
    const std::string& uid(std::uint32_t n) const { return m_uids[n]; }
    const std::string& lastUid() const { return m_uids[m_events.back().card]; }
    size_t uidCount() const { return m_uids.size(); }
    // Event i's place in the merged order (JournalEvent::orderKey).
    std::tuple<std::int64_t, const std::string&, std::int64_t> orderKey(size_t i) const
    {
        const Packed& p = m_events[i];
        return {p.atMs, m_devices[p.device], p.seq};
    }
    core::JournalEvent unpack(size_t i) const;

private:
    struct Packed {
        std::int64_t atMs = 0;
        std::int64_t seq = 0;
        std::uint32_t device = 0;
        std::uint32_t card = kNone;
        std::uint32_t textAt = 0, textSize = 0;       // in m_texts
        std::uint32_t beforeAt = 0, beforeSize = 0;   // in m_texts
        std::uint32_t schedule = kNone;               // in m_schedules
        std::int32_t durationMs = 0;
        std::int32_t fields = 0;
        std::uint8_t kind = 0;
        std::uint8_t rating = 0;
    };
    // A schedule in 64 bytes rather than ScheduleState's 96.
    struct PackedSchedule {
        std::int64_t due = 0, lastReview = 0, buriedUntil = 0;
        double stability = 0, difficulty = 0;
        std::int32_t step = 0, reps = 0, lapses = 0, scheduledDays = 0, elapsedDays = 0;
        std::uint8_t state = 0, flag = 0;
        std::uint8_t marks = 0;   // kHasLastReview, kSuspended, kLeech
    };
    std::uint32_t number(std::vector<std::string>& table, std::unordered_map<std::string, std::uint32_t>& index,
                         const std::string& text);
    std::uint32_t addText(const std::string& text);

    std::vector<Packed> m_events;
    std::vector<PackedSchedule> m_schedules;
    std::string m_texts;
    std::vector<std::string> m_devices;
    std::unordered_map<std::string, std::uint32_t> m_deviceNumbers;
    std::vector<std::string> m_uids;
    std::unordered_map<std::string, std::uint32_t> m_uidNumbers;
    std::uint32_t m_lastUid = kNone;      // a card's events mostly come together,
    std::uint32_t m_lastDevice = kNone;   // and a device's
};

} // namespace notedeck::service
