#include "service/study/review_session.h"

#include "scheduler/queue.h"
#include "service/study/detail/day_load.h"
#include "service/deck/detail/deck_internals.h"
#include "service/study/detail/queue_candidates.h"
#include "storage/deck_store.h"

#include <algorithm>
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

} // namespace

ReviewSession::ReviewSession(Deck& deck)
    : m_deck(deck), m_load(std::make_unique<DayLoad>(deck, schedulerOf(deck).clock()))
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
    const auto& clock = schedulerOf(m_deck).clock();
    return clock.startOfDay(clock.dayIndex(now) + 1);
}

core::Timestamp ReviewSession::aheadUntil(core::Timestamp now) const
{
    return now + std::int64_t{schedulerOf(m_deck).settings().learn_ahead_minutes} * 60;
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
    m_queue.fill(std::move(today));
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
        if (!seen.insert(card).second || m_queue.isFront(card))
            continue;
        m_queue.remove(card);
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
    m_queue.appendMain(*m_single, queueKindOf((*row)->schedule.state));
    return {};
}

std::optional<core::CardId> ReviewSession::peek(core::Timestamp now) const
{
    return m_queue.peek(now, aheadUntil(now));
}

core::Result<std::optional<core::CardRow>> ReviewSession::next(core::Timestamp now)
{
    while (const auto id = peek(now)) {
        auto row = storeOf(m_deck).cards().find(*id);
        if (!row)
            return std::unexpected(row.error());
        if (*row && !(*row)->card.retired)
            return std::move(*row);
        m_queue.remove(*id);   // retired by an import since the queue was built
    }
    return std::optional<core::CardRow>();
}

core::Result<scheduler::Preview> ReviewSession::preview(core::CardId card, core::Timestamp now) const
{
    return previewCard(m_deck, card, now, m_load.get());
}

void ReviewSession::place(core::CardId card, const core::ScheduleState& state, core::Timestamp now)
{
    m_queue.place(card, state, now, endOfToday(now));
}

void ReviewSession::pushFront(core::CardId card, QueueKind kind)
{
    m_queue.pushFront(card, kind);
    m_touched.push_back(card);
}

core::Result<Answered> ReviewSession::answer(core::CardId card, core::Rating rating, core::Timestamp now, int durationMs)
{
    durationMs = std::clamp(durationMs, 0, kMaxAnswerMs);
    auto answered = answerCard(m_deck, card, rating, now, durationMs, m_load.get());
    if (!answered)
        return std::unexpected(answered.error());
    m_queue.remove(card);
    place(card, answered->after, now);
    for (const core::ScheduleChange& sibling : answered->buriedSiblings) {
        m_queue.remove(sibling.card);
        m_touched.push_back(sibling.card);
    }
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
        m_queue.remove(card);   // buried or suspended (when studying one card, that ends the session)
    } else if (hidden(before, now)) {
        m_queue.remove(card);   // unburied or unsuspended: back in the queue when it is due
        place(card, *after, now);
    }
    m_history.push_back({card, false, before, *after, core::Rating::Good, 0});
    m_touched.push_back(card);
    return *after;
}

core::Result<std::optional<SessionUndo>> ReviewSession::undo(core::Timestamp now)
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

    // The deck's latest answer: this session's last one, or (none left) one from before (an
    // earlier session's, before a restart too). The siblings it buried come back in the same
    // transaction, unless they changed since (then they stay as they are now).
    std::vector<core::ScheduleChange> unburied;
    auto undone = undoLastAnswer(m_deck, &unburied);
    if (!undone)
        return std::unexpected(undone.error());
    if (!*undone)
        return std::optional<SessionUndo>();
    const core::CardId card = **undone;
    for (const core::ScheduleChange& sibling : unburied) {
        if (m_single)
            break;   // studying one card: its siblings are not part of it
        m_queue.remove(sibling.card);
        place(sibling.card, sibling.before, now);
        m_touched.push_back(sibling.card);
    }
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
        m_queue.remove(card);
        return;
    }
    const core::ScheduleState& s = row->schedule;
    if (hidden(s, now) && !m_single) {
        m_queue.remove(card);
        return;
    }
    const QueueKind kind = queueKindOf(s.state);
    if (m_queue.recountFront(card, kind))
        return;
    if (m_queue.waitsAs(card, kind))
        return;   // new content, same place in the queue
    m_queue.remove(card);
    if (m_single && m_history.empty())
        m_queue.appendMain(card, kind);   // not answered yet: shown whether it is due or not
    else
        place(card, s, now);
}

core::Result<void> ReviewSession::cardsChanged(const std::vector<core::CardId>& cards, core::Timestamp now)
{
    m_load->clear();
    const std::vector<core::CardId> cardsHeld = m_queue.heldCards();
    const std::unordered_set<core::CardId> held(cardsHeld.begin(), cardsHeld.end());
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
    return m_queue.counts(aheadUntil(now));
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
    const ReviewQueue::LaterToday later = m_queue.laterToday(aheadUntil(now));
    summary.laterToday = later.cards;
    summary.nextLaterToday = later.first;
    return summary;
}

core::Result<DueTomorrow> ReviewSession::readDueTomorrow(Deck& deck, const core::DeckPath& scope, core::Timestamp now)
{
    return countDueTomorrow(deck, scope, now);
}

} // namespace notedeck::service
