#include "service/detail/packed_events.h"

namespace notedeck::service {

namespace {
constexpr std::uint8_t kHasLastReview = 1, kSuspended = 2, kLeech = 4;
} // namespace

void PackedEvents::reserve(size_t events)
{
    // Most are answers, with a digest; room not used is never touched, and takes no memory.
    m_events.reserve(events);
    m_schedules.reserve(events);
    m_texts.reserve(events * 20);
}

std::uint32_t PackedEvents::number(std::vector<std::string>& table, std::unordered_map<std::string, std::uint32_t>& index,
                                   const std::string& text)
{
    auto [at, added] = index.try_emplace(text, static_cast<std::uint32_t>(table.size()));
    if (added)
        table.push_back(text);
    return at->second;
}

std::uint32_t PackedEvents::addText(const std::string& text)
{
    const auto at = static_cast<std::uint32_t>(m_texts.size());
    m_texts += text;
    return at;
}

void PackedEvents::push_back(const core::JournalEvent& e)
{
    Packed p;
    p.atMs = e.atMs;
    p.seq = e.seq;
    if (m_lastDevice == kNone || m_devices[m_lastDevice] != e.device)
        m_lastDevice = number(m_devices, m_deviceNumbers, e.device);
    p.device = m_lastDevice;
    if (m_lastUid == kNone || m_uids[m_lastUid] != e.card)
        m_lastUid = number(m_uids, m_uidNumbers, e.card);
    p.card = m_lastUid;
    p.textAt = addText(e.text);
    p.textSize = static_cast<std::uint32_t>(e.text.size());
    p.beforeAt = addText(e.before);
    p.beforeSize = static_cast<std::uint32_t>(e.before.size());
    p.durationMs = e.durationMs;
    p.fields = e.fields;
    p.kind = static_cast<std::uint8_t>(e.kind);
    p.rating = static_cast<std::uint8_t>(e.rating);
    if (e.schedule != core::ScheduleState{}) {
        const core::ScheduleState& s = e.schedule;
        PackedSchedule q;
        q.due = s.due;
        q.lastReview = s.last_review.value_or(0);
        q.buriedUntil = s.buried_until;
        q.stability = s.stability;
        q.difficulty = s.difficulty;
        q.step = s.step;
        q.reps = s.reps;
        q.lapses = s.lapses;
        q.scheduledDays = s.scheduled_days;
        q.elapsedDays = s.elapsed_days;
        q.state = static_cast<std::uint8_t>(s.state);
        q.flag = static_cast<std::uint8_t>(s.flag);
        q.marks = static_cast<std::uint8_t>((s.last_review ? kHasLastReview : 0) | (s.suspended ? kSuspended : 0) |
                                            (s.leech ? kLeech : 0));
        p.schedule = static_cast<std::uint32_t>(m_schedules.size());
        m_schedules.push_back(q);
    }
    m_events.push_back(p);
}

std::uint32_t PackedEvents::findUid(const std::string& uid) const
{
    auto found = m_uidNumbers.find(uid);
    return found == m_uidNumbers.end() ? kNone : found->second;
}

core::JournalEvent PackedEvents::unpack(size_t i) const
{
    const Packed& p = m_events[i];
    core::JournalEvent e;
    e.device = m_devices[p.device];
    e.seq = p.seq;
    e.atMs = p.atMs;
    e.kind = static_cast<core::JournalKind>(p.kind);
    e.card = m_uids[p.card];
    e.text.assign(m_texts, p.textAt, p.textSize);
    e.rating = p.rating;
    e.durationMs = p.durationMs;
    e.before.assign(m_texts, p.beforeAt, p.beforeSize);
    e.fields = p.fields;
    if (p.schedule != kNone) {
        const PackedSchedule& q = m_schedules[p.schedule];
        core::ScheduleState& s = e.schedule;
        s.state = static_cast<core::CardState>(q.state);
        s.due = q.due;
        s.stability = q.stability;
        s.difficulty = q.difficulty;
        s.step = q.step;
        s.reps = q.reps;
        s.lapses = q.lapses;
        s.scheduled_days = q.scheduledDays;
        s.elapsed_days = q.elapsedDays;
        if (q.marks & kHasLastReview)
            s.last_review = q.lastReview;
        s.suspended = (q.marks & kSuspended) != 0;
        s.leech = (q.marks & kLeech) != 0;
        s.buried_until = q.buriedUntil;
        s.flag = static_cast<core::Flag>(q.flag);
    }
    return e;
}

} // namespace notedeck::service
