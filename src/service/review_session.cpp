#include "service/review_session.h"

#include "scheduler/queue.h"
#include "service/detail/deck_internals.h"
#include "service/queue_candidates.h"
#include "storage/deck_store.h"

#include <algorithm>
#include <limits>
#include <unordered_set>

namespace notedeck::service {

namespace {

bool isLearning(core::CardState state)
{
    return state == core::CardState::Learning || state == core::CardState::Relearning;
}

bool hidden(const core::ScheduleState& s, core::Timestamp now)
{
    return s.suspended || now < s.buried_until;
}

std::size_t index(QueueKind kind)
{
    return static_cast<std::size_t>(kind);
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

ReviewSession::ReviewSession(Deck& deck)
    : m_deck(deck), m_scheduler(schedulerOf(deck)), m_load(std::make_unique<DayLoad>(deck, m_scheduler.clock()))
{
}

ReviewSession::~ReviewSession() = default;

core::Result<std::unique_ptr<ReviewSession>> ReviewSession::start(Deck& deck,
                                                                  const core::DeckPath& scope, core::Timestamp now)
{
    std::unique_ptr<ReviewSession> session(new ReviewSession(deck));
    session->m_scope = scope;
    if (auto built = session->build(now); !built)
        return std::unexpected(built.error());
    return session;
}

core::Result<std::unique_ptr<ReviewSession>> ReviewSession::startSingle(Deck& deck,
                                                                        core::CardId card, core::Timestamp now)
{
    std::unique_ptr<ReviewSession> session(new ReviewSession(deck));
    session->m_single = card;
    if (auto built = session->buildSingle(now); !built)
        return std::unexpected(built.error());
    return session;
}

core::Timestamp ReviewSession::endOfToday(core::Timestamp now) const
{
    const auto& clock = m_scheduler.clock();
    return clock.startOfDay(clock.dayIndex(now) + 1);
}

core::Timestamp ReviewSession::aheadUntil(core::Timestamp now) const
{
    return now + std::int64_t{m_scheduler.settings().learn_ahead_minutes} * 60;
}

core::Result<TodaysCards> ReviewSession::readToday(Deck& deck, const core::DeckPath& scope, core::Timestamp now)
{
    const scheduler::Scheduler& scheduler = schedulerOf(deck);
    // Learning cards are not limited; the session also keeps those due later today, which
    // buildQueue leaves out until they are within the learn-ahead limit.
    const auto& clock = scheduler.clock();
    const core::Timestamp dayEnd = clock.startOfDay(clock.dayIndex(now) + 1);
    auto candidates = readQueueCandidates(deck, scope, now, dayEnd);
    if (!candidates)
        return std::unexpected(candidates.error());

    TodaysCards today;
    today.scope = scope;
    for (const auto& c : candidates->records) {
        if (isLearning(c.state) && c.due < dayEnd)
            today.learning.push_back({c.due, c.id});
    }
    std::sort(today.learning.begin(), today.learning.end());

    const auto queue = scheduler::buildQueue(candidates->records, scheduler::QueueOptions::from(scheduler.settings()),
                                             candidates->limits.studied, now,
                                             candidates->limits.newBeyondLimit);
    today.main.reserve(static_cast<std::size_t>(queue.reviews + queue.new_cards));
    const auto first = queue.cards.begin() + queue.learning;
    for (auto it = first; it != first + queue.reviews; ++it)
        today.main.push_back({*it, QueueKind::Review});
    for (auto it = first + queue.reviews; it != first + queue.reviews + queue.new_cards; ++it)
        today.main.push_back({*it, QueueKind::New});
    return today;
}

std::unique_ptr<ReviewSession> ReviewSession::start(Deck& deck, TodaysCards today)
{
    std::unique_ptr<ReviewSession> session(new ReviewSession(deck));
    session->m_scope = today.scope;
    session->apply(std::move(today));
    return session;
}

core::Result<void> ReviewSession::build(core::Timestamp now)
{
    auto today = readToday(m_deck, m_scope, now);
    if (!today)
        return std::unexpected(today.error());
    apply(std::move(*today));
    return {};
}

void ReviewSession::apply(TodaysCards today)
{
    m_load->clear();   // read again: the deck may have changed since
    m_learning = std::move(today.learning);
    m_main.assign(today.main.begin(), today.main.end());
    m_mainCount = {};
    for (const Queued& q : m_main)
        ++m_mainCount[index(q.kind)];

    // A card put back by undo stays first and is not in the lists twice.
    for (const Queued& q : m_front) {
        std::erase_if(m_learning, [&](const Learning& l) { return l.card == q.card; });
        const auto it = std::find_if(m_main.begin(), m_main.end(), [&](const Queued& m) { return m.card == q.card; });
        if (it != m_main.end()) {
            --m_mainCount[index(it->kind)];
            m_main.erase(it);
        }
    }
}

core::Result<void> ReviewSession::rebuild(TodaysCards today, std::size_t mark, core::Timestamp now)
{
    if (m_single)
        return rebuild(now);
    apply(std::move(today));
    // Cards touched since the mark may have been read in either state: place them as they are now.
    // (Cards put back by undo are first already.)
    std::unordered_set<core::CardId> seen;
    for (std::size_t i = std::min(mark, m_touched.size()); i < m_touched.size(); ++i) {
        const core::CardId card = m_touched[i];
        if (!seen.insert(card).second ||
            std::any_of(m_front.begin(), m_front.end(), [&](const Queued& q) { return q.card == card; }))
            continue;
        remove(card);
        auto row = storeOf(m_deck).cards().find(card);
        if (!row)
            return std::unexpected(row.error());
        if (*row && !(*row)->card.retired)
            place(card, (**row).schedule, now);
    }
    return {};
}

core::Result<void> ReviewSession::buildSingle(core::Timestamp)
{
    auto row = storeOf(m_deck).cards().find(*m_single);
    if (!row)
        return std::unexpected(row.error());
    if (!*row || (*row)->card.retired)
        return core::fail("there is no card " + std::to_string(*m_single) + " in the deck");
    // Shown now whether it is due or not: the reader asked for this card.
    appendMain(*m_single, queueKindOf((*row)->schedule.state));
    return {};
}

std::optional<core::CardId> ReviewSession::peek(core::Timestamp now) const
{
    if (!m_front.empty())
        return m_front.front().card;
    if (!m_learning.empty() && m_learning.front().due <= now)
        return m_learning.front().card;
    if (!m_main.empty())
        return m_main.front().card;
    if (!m_learning.empty() && m_learning.front().due <= aheadUntil(now))
        return m_learning.front().card;
    return std::nullopt;
}

core::Result<std::optional<core::CardRow>> ReviewSession::next(core::Timestamp now)
{
    while (const auto id = peek(now)) {
        auto row = storeOf(m_deck).cards().find(*id);
        if (!row)
            return std::unexpected(row.error());
        if (*row && !(*row)->card.retired)
            return std::move(*row);
        remove(*id);   // retired by an import since the queue was built
    }
    return std::optional<core::CardRow>();
}

core::Result<scheduler::Preview> ReviewSession::preview(core::CardId card, core::Timestamp now) const
{
    return previewCard(m_deck, card, now, m_load.get());
}

std::optional<QueueKind> ReviewSession::remove(core::CardId card)
{
    if (const auto it = std::find_if(m_front.begin(), m_front.end(), [&](const Queued& q) { return q.card == card; });
        it != m_front.end()) {
        const QueueKind kind = it->kind;
        m_front.erase(it);
        return kind;
    }
    if (const auto it = std::find_if(m_learning.begin(), m_learning.end(), [&](const Learning& l) { return l.card == card; });
        it != m_learning.end()) {
        m_learning.erase(it);
        return QueueKind::Learning;
    }
    // The card shown is nearly always the main queue's first.
    if (const auto it = std::find_if(m_main.begin(), m_main.end(), [&](const Queued& q) { return q.card == card; });
        it != m_main.end()) {
        const QueueKind kind = it->kind;
        --m_mainCount[index(kind)];
        m_main.erase(it);
        return kind;
    }
    return std::nullopt;
}

void ReviewSession::place(core::CardId card, const core::ScheduleState& state, core::Timestamp now)
{
    if (hidden(state, now))
        return;
    switch (queueKindOf(state.state)) {
    case QueueKind::Learning:
        if (state.due < endOfToday(now)) {
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

void ReviewSession::appendMain(core::CardId card, QueueKind kind)
{
    m_main.push_back({card, kind});
    ++m_mainCount[index(kind)];
}

void ReviewSession::pushFront(core::CardId card, QueueKind kind)
{
    remove(card);
    m_front.push_front({card, kind});
    m_touched.push_back(card);
}

core::Result<Answered> ReviewSession::answer(core::CardId card, core::Rating rating, core::Timestamp now, int durationMs)
{
    durationMs = std::clamp(durationMs, 0, kMaxAnswerMs);
    auto answered = answerCard(m_deck, card, rating, now, durationMs, m_load.get());
    if (!answered)
        return std::unexpected(answered.error());
    remove(card);
    place(card, answered->after, now);
    m_history.push_back({card, true, answered->before, answered->after, rating, durationMs});
    m_touched.push_back(card);
    ++m_stats.answered;
    m_stats.again += rating == core::Rating::Again ? 1 : 0;
    m_stats.newCards += answered->before.state == core::CardState::New ? 1 : 0;
    m_stats.timeMs += durationMs;
    return answered;
}

core::Result<core::ScheduleState> ReviewSession::change(core::CardId card, CardAction action, core::Timestamp now,
                                                        core::Flag flag)
{
    auto row = storeOf(m_deck).cards().find(card);
    if (!row)
        return std::unexpected(row.error());
    if (!*row)
        return core::fail("there is no card " + std::to_string(card) + " in the deck");
    const core::ScheduleState before = (*row)->schedule;
    auto after = changeCard(m_deck, card, action, now, flag);
    if (!after)
        return std::unexpected(after.error());
    m_load->moved(before, *after);
    if (hidden(*after, now)) {
        remove(card);   // buried or suspended (when studying one card, that ends the session)
    } else if (hidden(before, now)) {
        remove(card);   // unburied or unsuspended: back in the queue when it is due
        place(card, *after, now);
    }
    m_history.push_back({card, false, before, *after, core::Rating::Good, 0});
    m_touched.push_back(card);
    return *after;
}

core::Result<std::optional<SessionUndo>> ReviewSession::undo(core::Timestamp)
{
    if (!m_history.empty() && !m_history.back().wasAnswer) {
        // A bury, suspend or flag: write the previous schedule back, unless the card changed since
        // (compared and written in one transaction).
        const Step step = m_history.back();
        m_history.pop_back();
        auto refused = undoCardChange(m_deck, step.card, step.after, step.before);
        if (!refused) {
            m_history.push_back(step);
            return std::unexpected(refused.error());
        }
        if (*refused)
            return core::fail("card " + std::to_string(step.card) + " changed since; its change cannot be undone");
        m_load->moved(step.after, step.before);
        pushFront(step.card, queueKindOf(step.before.state));
        return std::optional<SessionUndo>(SessionUndo{step.card, false});
    }

    // The deck's latest answer: this session's last one, or (none left) one from before.
    auto undone = undoLastAnswer(m_deck);
    if (!undone)
        return std::unexpected(undone.error());
    if (!*undone)
        return std::optional<SessionUndo>();
    const core::CardId card = **undone;
    if (m_history.empty() || m_history.back().card != card) {
        // Not this session's answer (an earlier session's, or one given elsewhere): its card is
        // shown again all the same; this session's own answers and numbers stay.
        m_load->clear();
        auto row = storeOf(m_deck).cards().find(card);
        if (!row)
            return std::unexpected(row.error());
        if (*row && !(*row)->card.retired)
            pushFront(card, queueKindOf((*row)->schedule.state));
        return std::optional<SessionUndo>(SessionUndo{card, true});
    }
    const Step step = m_history.back();
    m_history.pop_back();
    m_load->moved(step.after, step.before);
    pushFront(card, queueKindOf(step.before.state));
    --m_stats.answered;
    m_stats.again -= step.rating == core::Rating::Again ? 1 : 0;
    m_stats.newCards -= step.before.state == core::CardState::New ? 1 : 0;
    m_stats.timeMs -= step.durationMs;
    return std::optional<SessionUndo>(SessionUndo{card, true});
}

void ReviewSession::refreshHeld(core::CardId card, const std::optional<core::CardRow>& row, core::Timestamp now)
{
    if (!row || row->card.retired) {
        remove(card);
        return;
    }
    const core::ScheduleState& s = row->schedule;
    if (hidden(s, now) && !m_single) {
        remove(card);
        return;
    }
    const QueueKind kind = queueKindOf(s.state);
    if (const auto it = std::find_if(m_front.begin(), m_front.end(), [&](const Queued& q) { return q.card == card; });
        it != m_front.end()) {
        it->kind = kind;
        return;
    }
    if (const auto it = std::find_if(m_main.begin(), m_main.end(), [&](const Queued& q) { return q.card == card; });
        it != m_main.end() && it->kind == kind)
        return;   // new content, same place in the queue
    remove(card);
    if (m_single && m_history.empty())
        appendMain(card, kind);   // not answered yet: shown whether it is due or not
    else
        place(card, s, now);
}

core::Result<void> ReviewSession::cardsChanged(const std::vector<core::CardId>& cards, core::Timestamp now)
{
    m_load->clear();
    std::unordered_set<core::CardId> held;
    held.reserve(m_front.size() + m_learning.size() + m_main.size());
    for (const Queued& q : m_front)
        held.insert(q.card);
    for (const Learning& l : m_learning)
        held.insert(l.card);
    for (const Queued& q : m_main)
        held.insert(q.card);
    for (const core::CardId card : cards) {
        if (!held.contains(card))
            continue;
        auto row = storeOf(m_deck).cards().find(card);
        if (!row)
            return std::unexpected(row.error());
        refreshHeld(card, *row, now);
    }
    return {};
}

core::Result<void> ReviewSession::rebuild(core::Timestamp now)
{
    if (m_single)
        return cardsChanged({*m_single}, now);
    return build(now);
}

SessionCounts ReviewSession::counts(core::Timestamp now) const
{
    SessionCounts c;
    c.newCards = m_mainCount[index(QueueKind::New)];
    c.reviews = m_mainCount[index(QueueKind::Review)];
    const core::Timestamp until = aheadUntil(now);
    c.learning = m_mainCount[index(QueueKind::Learning)] +
                 static_cast<int>(std::partition_point(m_learning.begin(), m_learning.end(),
                                                       [&](const Learning& l) { return l.due <= until; }) -
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

core::Result<SessionSummary> ReviewSession::summary(core::Timestamp now)
{
    auto tomorrow = readDueTomorrow(m_deck, m_scope, now);
    if (!tomorrow)
        return std::unexpected(tomorrow.error());
    return summary(now, *tomorrow);
}

SessionSummary ReviewSession::summary(core::Timestamp now, const DueTomorrow& tomorrow) const
{
    SessionSummary summary;
    summary.stats = m_stats;
    summary.tomorrow = tomorrow;
    const core::Timestamp until = aheadUntil(now);
    for (const Learning& l : m_learning) {
        if (l.due > until) {
            ++summary.laterToday;
            if (!summary.nextLaterToday)
                summary.nextLaterToday = l.due;
        }
    }
    return summary;
}

core::Result<DueTomorrow> ReviewSession::readDueTomorrow(Deck& deck, const core::DeckPath& scope, core::Timestamp now)
{
    const scheduler::Scheduler& scheduler = schedulerOf(deck);
    const auto& clock = scheduler.clock();
    const core::Timestamp tomorrowStart = clock.startOfDay(clock.dayIndex(now) + 1);
    const core::Timestamp tomorrowEnd = clock.startOfDay(clock.dayIndex(now) + 2);
    const auto& settings = scheduler.settings();
    // Counted as tomorrow begins: a bury ends then, so buried cards count; suspended ones do not.
    // The counts a daily limit caps stop at the limit.
    using Kind = storage::QueueQueries::Kind;
    auto queries = storeOf(deck).queue();
    auto learning = queries.count(Kind::Learning, scope, tomorrowStart, tomorrowEnd, std::numeric_limits<int>::max());
    if (!learning)
        return std::unexpected(learning.error());
    auto reviews = queries.count(Kind::Review, scope, tomorrowStart, tomorrowEnd, settings.reviews_per_day);
    if (!reviews)
        return std::unexpected(reviews.error());
    auto fresh = queries.count(Kind::New, scope, tomorrowStart, tomorrowEnd, settings.new_cards_per_day);
    if (!fresh)
        return std::unexpected(fresh.error());
    DueTomorrow tomorrow;
    tomorrow.reviews = *learning + *reviews;
    tomorrow.newCards = *fresh;
    return tomorrow;
}

} // namespace notedeck::service
