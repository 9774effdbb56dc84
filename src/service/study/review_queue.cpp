#include "service/study/review_queue.h"

#include <algorithm>

namespace notedeck::service {

namespace {

std::size_t index(QueueKind kind) { return static_cast<std::size_t>(kind); }

bool hidden(const core::ScheduleState& s, core::Timestamp now) { return s.suspended || now < s.buried_until; }

template <typename List>
auto find(List& list, core::CardId card)
{
    return std::find_if(list.begin(), list.end(), [card](const auto& entry) { return entry.card == card; });
}

} // namespace

QueueKind queueKindOf(core::CardState state)
{
    switch (state) {
    case core::CardState::New: return QueueKind::New;
    case core::CardState::Review: return QueueKind::Review;
    case core::CardState::Learning:
    case core::CardState::Relearning: break;
    }
    return QueueKind::Learning;
}

void ReviewQueue::fill(TodaysCards today)
{
    m_learning = std::move(today.learning);
    m_main.assign(today.main.begin(), today.main.end());
    m_mainCount = {};
    for (const Queued& q : m_main)
        ++m_mainCount[index(q.kind)];

    for (const Queued& q : m_front) {
        std::erase_if(m_learning, [&](const Learning& l) { return l.card == q.card; });
        if (const auto it = find(m_main, q.card); it != m_main.end()) {
            --m_mainCount[index(it->kind)];
            m_main.erase(it);
        }
    }
}

std::optional<core::CardId> ReviewQueue::peek(core::Timestamp now, core::Timestamp aheadUntil) const
{
    if (!m_front.empty())
        return m_front.front().card;
    if (!m_learning.empty() && m_learning.front().due <= now)
        return m_learning.front().card;
    if (!m_main.empty())
        return m_main.front().card;
    if (!m_learning.empty() && m_learning.front().due <= aheadUntil)
        return m_learning.front().card;
    return std::nullopt;
}

std::optional<QueueKind> ReviewQueue::remove(core::CardId card)
{
    if (const auto it = find(m_front, card); it != m_front.end()) {
        const QueueKind kind = it->kind;
        m_front.erase(it);
        return kind;
    }
    if (const auto it = find(m_learning, card); it != m_learning.end()) {
        m_learning.erase(it);
        return QueueKind::Learning;
    }
    // The card shown is nearly always the main queue's first.
    if (const auto it = find(m_main, card); it != m_main.end()) {
        const QueueKind kind = it->kind;
        --m_mainCount[index(kind)];
        m_main.erase(it);
        return kind;
    }
    return std::nullopt;
}

void ReviewQueue::place(core::CardId card, const core::ScheduleState& state, core::Timestamp now,
                        core::Timestamp endOfToday)
{
    if (hidden(state, now))
        return;
    switch (queueKindOf(state.state)) {
    case QueueKind::Learning:
        if (state.due < endOfToday) {
            const Learning entry{state.due, card};
            m_learning.insert(std::upper_bound(m_learning.begin(), m_learning.end(), entry), entry);
        }
        break;
    case QueueKind::Review:
        if (state.due <= now) {
            // After the reviews already queued, before the new cards.
            const auto it = std::find_if(m_main.begin(), m_main.end(), [](const Queued& q) { return q.kind == QueueKind::New; });
            m_main.insert(it, {card, QueueKind::Review});
            ++m_mainCount[index(QueueKind::Review)];
        }
        break;
    case QueueKind::New:
        appendMain(card, QueueKind::New);
        break;
    }
}

void ReviewQueue::pushFront(core::CardId card, QueueKind kind)
{
    remove(card);
    m_front.push_front({card, kind});
}

void ReviewQueue::appendMain(core::CardId card, QueueKind kind)
{
    m_main.push_back({card, kind});
    ++m_mainCount[index(kind)];
}

std::vector<core::CardId> ReviewQueue::heldCards() const
{
    std::vector<core::CardId> cards;
    cards.reserve(m_front.size() + m_learning.size() + m_main.size());
    for (const Queued& q : m_front)
        cards.push_back(q.card);
    for (const Learning& l : m_learning)
        cards.push_back(l.card);
    for (const Queued& q : m_main)
        cards.push_back(q.card);
    return cards;
}

bool ReviewQueue::isFront(core::CardId card) const { return find(m_front, card) != m_front.end(); }

bool ReviewQueue::recountFront(core::CardId card, QueueKind kind)
{
    const auto it = find(m_front, card);
    if (it == m_front.end())
        return false;
    it->kind = kind;
    return true;
}

bool ReviewQueue::waitsAs(core::CardId card, QueueKind kind) const
{
    const auto it = find(m_main, card);
    return it != m_main.end() && it->kind == kind;
}

SessionCounts ReviewQueue::counts(core::Timestamp aheadUntil) const
{
    SessionCounts c;
    c.newCards = m_mainCount[index(QueueKind::New)];
    c.reviews = m_mainCount[index(QueueKind::Review)];
    c.learning = m_mainCount[index(QueueKind::Learning)] +
                 static_cast<int>(std::partition_point(m_learning.begin(), m_learning.end(),
                                                       [&](const Learning& l) { return l.due <= aheadUntil; }) -
                                  m_learning.begin());
    for (const Queued& q : m_front) {
        switch (q.kind) {
        case QueueKind::New: ++c.newCards; break;
        case QueueKind::Learning: ++c.learning; break;
        case QueueKind::Review: ++c.reviews; break;
        }
    }
    return c;
}

ReviewQueue::LaterToday ReviewQueue::laterToday(core::Timestamp aheadUntil) const
{
    LaterToday later;
    for (const Learning& l : m_learning) {
        if (l.due > aheadUntil) {
            ++later.cards;
            if (!later.first)
                later.first = l.due;
        }
    }
    return later;
}

} // namespace notedeck::service
