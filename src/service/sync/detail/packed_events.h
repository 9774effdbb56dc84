#pragma once
// Many journal events held at once, for a bulk replay (a large merge, a deck rebuilt from its
// journal; docs/sync.md, docs/performance.md): a million JournalEvents take about 380 MB (264 bytes
// each, and their ids and digests on the heap). Packed, an answer takes 96 bytes and any other
// event 32, with what a replay reads of it:
// - device ids and card uids are numbered in tables of their own (TextTable for the uids);
// - an answer as NoteDeck writes it (the memory fields, a 16-digit digest) keeps its memory in 64
//   bytes and its digest as a number; any other answer, change or undo keeps its whole event;
// - a Card or Edit event keeps no fingerprint: a replay does not read it (replayCard), and the
//   deck has it.
// The events are held in chunks of a megabyte (Chunks), so growing never copies them, and a freed
// chunk is a whole megabyte the system can take back. An event is unpacked when its card is
// replayed.
#include "core/journal_event.h"
#include "service/sync/detail/text_table.h"

#include <cstdint>
#include <memory>
#include <string>
#include <string_view>
#include <tuple>
#include <unordered_map>
#include <vector>

namespace notedeck::service {

// Plain values in chunks of about a megabyte: growing copies nothing and never holds twice what it
// holds (a vector does while it moves into a larger block).
template <typename T>
class Chunks {
public:
    static constexpr size_t kPerChunk = (size_t(1) << 20) / sizeof(T);

    void push_back(const T& value)
    {
        if (m_size == m_chunks.size() * kPerChunk)
            m_chunks.push_back(std::make_unique_for_overwrite<T[]>(kPerChunk));   // untouched until used
        m_chunks[m_size / kPerChunk][m_size % kPerChunk] = value;
        ++m_size;
    }
    const T& operator[](size_t i) const { return m_chunks[i / kPerChunk][i % kPerChunk]; }
    const T& back() const { return (*this)[m_size - 1]; }
    size_t size() const { return m_size; }
    bool empty() const { return m_size == 0; }

private:
    std::vector<std::unique_ptr<T[]>> m_chunks;
    size_t m_size = 0;
};

class PackedEvents {
public:
    static constexpr std::uint32_t kNone = TextTable::kNone;

    void push_back(const core::JournalEvent& event);
    size_t size() const { return m_events.size(); }
    bool empty() const { return m_events.empty(); }

    core::JournalKind kind(size_t i) const { return static_cast<core::JournalKind>(m_events[i].kind); }
    // The number of event i's card uid (uid(n) gives it back), and of a uid: kNone when it has none.
    std::uint32_t uidOf(size_t i) const { return m_events[i].card; }
    std::uint32_t findUid(std::string_view uid) const { return m_uids.find(uid); }
    // Numbers a uid that no event may name (a card's alias), so that lists by uid number can hold it.
    std::uint32_t numberUid(std::string_view uid) { return m_uids.add(uid); }
    std::string_view uid(std::uint32_t n) const { return m_uids[n]; }
    size_t uidCount() const { return m_uids.size(); }
    const std::string& device(size_t i) const { return m_devices[m_events[i].device]; }
    // Event i's place in the merged order (JournalEvent::orderKey).
    std::tuple<std::int64_t, const std::string&, std::int64_t> orderKey(size_t i) const
    {
        const Packed& p = m_events[i];
        return {p.atMs, m_devices[p.device], p.seq};
    }
    // The event as it was pushed; a Card or Edit event without its text.
    core::JournalEvent unpack(size_t i) const;

private:
    enum Form : std::uint8_t { kBare, kMemory, kWhole };
    // Both plain (no default member values), so a chunk of them is not written before it is used.
    struct Packed {   // 32 bytes
        std::int64_t atMs;
        std::int64_t seq;
        std::uint32_t card;     // kNone: none
        std::uint32_t device;
        std::uint32_t detail;   // kMemory: in m_memories; kWhole: in m_whole
        std::uint8_t kind;
        std::uint8_t rating;
        std::uint8_t form;
        std::uint8_t state;     // kMemory: the memory's state, and kHasLastReview
    };
    // An answer's memory (kMemoryFields), its digest and its time on card, in 64 bytes.
    struct Memory {
        std::int64_t due, lastReview;
        double stability, difficulty;
        std::uint64_t before;   // the 16 hexadecimal digits of its digest
        std::int32_t step, reps, lapses, scheduledDays, elapsedDays, durationMs;
    };
    struct Whole {
        core::ScheduleState schedule;
        std::string text, before;
        std::int32_t durationMs = 0, fields = 0;
    };
    bool packMemory(const core::JournalEvent& e, Packed& p);

    Chunks<Packed> m_events;
    Chunks<Memory> m_memories;
    std::vector<Whole> m_whole;   // few: changes, undos, answers not written by NoteDeck
    TextTable m_uids;
    std::vector<std::string> m_devices;
    std::unordered_map<std::string, std::uint32_t> m_deviceNumbers;
    std::uint32_t m_lastDevice = kNone;   // a device's events come together

public:
    // What an answer as NoteDeck writes it takes, and any other event but one kept whole.
    static constexpr size_t kAnswerBytes = sizeof(Packed) + sizeof(Memory);
    static constexpr size_t kOtherBytes = sizeof(Packed);
};

} // namespace notedeck::service
