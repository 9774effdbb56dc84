#include "service/sync/detail/packed_events.h"

#include <charconv>

namespace notedeck::service {

namespace {
constexpr std::uint8_t kHasLastReview = 0x80;
constexpr size_t kDigestDigits = 16;   // core::memoryDigest: a 64-bit hash in hexadecimal

bool isDigest(const std::string& text)
{
    if (text.size() != kDigestDigits)
        return false;
    for (char c : text)
        if (!((c >= '0' && c <= '9') || (c >= 'a' && c <= 'f')))
            return false;
    return true;
}
} // namespace

// An answer as NoteDeck writes it goes into 64 bytes: its memory, its digest as a number, its time
// on card; nothing else of its schedule set and no text. Anything else is kept whole.
bool PackedEvents::packMemory(const core::JournalEvent& e, Packed& p)
{
    const core::ScheduleState& s = e.schedule;
    const int state = static_cast<int>(s.state);
    if (e.kind != core::JournalKind::Answer || e.fields != core::field::kMemoryFields || !e.text.empty() ||
        !isDigest(e.before) || s.suspended || s.leech || s.buried_until != 0 || s.flag != core::Flag::None ||
        state < 0 || state >= kHasLastReview)
        return false;
    Memory m{};
    m.due = s.due;
    m.lastReview = s.last_review.value_or(0);
    m.stability = s.stability;
    m.difficulty = s.difficulty;
    std::from_chars(e.before.data(), e.before.data() + e.before.size(), m.before, 16);
    m.step = s.step;
    m.reps = s.reps;
    m.lapses = s.lapses;
    m.scheduledDays = s.scheduled_days;
    m.elapsedDays = s.elapsed_days;
    m.durationMs = e.durationMs;
    p.form = kMemory;
    p.state = static_cast<std::uint8_t>(state | (s.last_review ? kHasLastReview : 0));
    p.detail = static_cast<std::uint32_t>(m_memories.size());
    m_memories.push_back(m);
    return true;
}

void PackedEvents::push_back(const core::JournalEvent& e)
{
    Packed p{};
    p.atMs = e.atMs;
    p.seq = e.seq;
    if (m_lastDevice == kNone || m_devices[m_lastDevice] != e.device) {
        auto [at, added] = m_deviceNumbers.try_emplace(e.device, static_cast<std::uint32_t>(m_devices.size()));
        if (added)
            m_devices.push_back(e.device);
        m_lastDevice = at->second;
    }
    p.device = m_lastDevice;
    p.card = e.card.empty() ? kNone : m_uids.add(e.card);
    p.kind = static_cast<std::uint8_t>(e.kind);
    p.rating = static_cast<std::uint8_t>(e.rating);
    if (e.kind != core::JournalKind::Card && e.kind != core::JournalKind::Edit && !packMemory(e, p)) {
        p.form = kWhole;
        p.detail = static_cast<std::uint32_t>(m_whole.size());
        m_whole.push_back({e.schedule, e.text, e.before, e.durationMs, e.fields});
    }
    m_events.push_back(p);
}

core::JournalEvent PackedEvents::unpack(size_t i) const
{
    const Packed& p = m_events[i];
    core::JournalEvent e;
    e.device = m_devices[p.device];
    e.seq = p.seq;
    e.atMs = p.atMs;
    e.kind = static_cast<core::JournalKind>(p.kind);
    if (p.card != kNone)
        e.card = m_uids[p.card];
    e.rating = p.rating;
    if (p.form == kWhole) {
        const Whole& w = m_whole[p.detail];
        e.schedule = w.schedule;
        e.text = w.text;
        e.before = w.before;
        e.durationMs = w.durationMs;
        e.fields = w.fields;
    } else if (p.form == kMemory) {
        const Memory& m = m_memories[p.detail];
        core::ScheduleState& s = e.schedule;
        s.state = static_cast<core::CardState>(p.state & ~kHasLastReview);
        s.due = m.due;
        s.stability = m.stability;
        s.difficulty = m.difficulty;
        s.step = m.step;
        s.reps = m.reps;
        s.lapses = m.lapses;
        s.scheduled_days = m.scheduledDays;
        s.elapsed_days = m.elapsedDays;
        if (p.state & kHasLastReview)
            s.last_review = m.lastReview;
        e.durationMs = m.durationMs;
        e.fields = core::field::kMemoryFields;
        char digits[kDigestDigits];
        const auto width = static_cast<size_t>(std::to_chars(digits, digits + kDigestDigits, m.before, 16).ptr - digits);
        e.before.assign(kDigestDigits - width, '0');   // the leading zeros the number does not keep
        e.before.append(digits, width);
    }
    return e;
}

} // namespace notedeck::service
