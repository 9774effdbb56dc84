#include "service/study/study.h"

#include "scheduler/card_actions.h"
#include "service/study/detail/day_load.h"
#include "service/deck/detail/deck_internals.h"
#include "service/study/detail/queue_candidates.h"
#include "service/options/scheduler_settings_store.h"
#include "storage/deck_store.h"

#include <algorithm>

namespace notedeck::service {

namespace {
core::Result<core::CardRow> existingCard(Deck& deck, core::CardId id)
{
    auto row = storeOf(deck).cards().find(id);
    if (!row)
        return std::unexpected(row.error());
    if (!*row || (*row)->card.retired)
        return core::fail("there is no card " + std::to_string(id) + " in the deck");
    return **row;
}
} // namespace

core::Result<TodaysLimits> todaysLimits(Deck& deck, core::Timestamp now)
{
    const scheduler::Scheduler& scheduler = schedulerOf(deck);
    const auto& clock = scheduler.clock();
    const core::Timestamp dayStart = clock.startOfDay(clock.dayIndex(now));
    auto done = storeOf(deck).reviewLog().answersSince(dayStart);
    if (!done)
        return std::unexpected(done.error());
    auto letIn = storeOf(deck).drills().newCardsLetIn(dayStart);
    if (!letIn)
        return std::unexpected(letIn.error());
    TodaysLimits limits;
    limits.studied = scheduler::StudiedToday{done->newCards, done->reviews};
    for (const core::LetInCard& card : *letIn) {
        // Let in while new, so a card no longer new was answered today as a new card.
        if (card.stillNew)
            limits.newBeyondLimit.push_back(card.card);
        else
            limits.studied.new_cards = std::max(0, limits.studied.new_cards - 1);
    }
    return limits;
}

core::Result<scheduler::StudyQueue> todaysQueue(Deck& deck, const core::DeckPath& scope, core::Timestamp now)
{
    const scheduler::Scheduler& scheduler = schedulerOf(deck);
    auto candidates = readQueueCandidates(deck, scope, now, learnAheadUntil(scheduler, now) + 1);
    if (!candidates)
        return std::unexpected(candidates.error());
    return scheduler::buildQueue(candidates->records, scheduler::QueueOptions::from(scheduler.settings()),
                                 candidates->limits.studied, now, candidates->limits.newBeyondLimit);
}

core::Result<std::optional<NextCard>> nextCard(Deck& deck, const core::DeckPath& scope, core::Timestamp now)
{
    auto queue = todaysQueue(deck, scope, now);
    if (!queue)
        return std::unexpected(queue.error());
    if (queue->cards.empty())
        return std::optional<NextCard>();
    auto row = existingCard(deck, queue->cards.front());
    if (!row)
        return std::unexpected(row.error());
    return std::optional<NextCard>(NextCard{std::move(*row), std::move(*queue)});
}

namespace {
// The context of one answer: with load balancing or Easy Days on, the scheduler asks how many review cards the
// days of each fuzz range already hold (from `load`, or from the deck through a DayLoad of its own
// when none is given). A failed read leaves `failure` set; the caller reports it instead.
scheduler::ReviewContext reviewContext(Deck& deck, const scheduler::Scheduler& scheduler, core::CardId id,
                                       core::Timestamp now, DayLoad* load, std::optional<DayLoad>& own,
                                       std::optional<core::Error>& failure)
{
    scheduler::ReviewContext context{id, now, {}};
    if (!scheduler::choosesDays(scheduler.settings()))
        return context;
    if (!load)
        load = &own.emplace(deck, scheduler.clock());
    context.due_on_days = [load, today = scheduler.clock().dayIndex(now), &failure](int first, int last) {
        return load->dueOn(today, first, last, failure);
    };
    return context;
}
} // namespace

core::Result<scheduler::Preview> previewCard(Deck& deck, core::CardId id, core::Timestamp now, DayLoad* load)
{
    auto row = existingCard(deck, id);
    if (!row)
        return std::unexpected(row.error());
    // Each card is scheduled by its preset's options.
    const scheduler::Scheduler& scheduler = schedulerFor(deck, row->card.deck);
    std::optional<core::Error> failure;
    std::optional<DayLoad> own;
    auto preview = scheduler.preview(row->schedule, reviewContext(deck, scheduler, id, now, load, own, failure));
    if (failure)
        return std::unexpected(*failure);
    return preview;
}

namespace {
// Whether a card was answered during the study day of `now`.
bool answeredToday(const core::ScheduleState& s, const scheduler::Scheduler& scheduler, core::Timestamp now)
{
    const auto& clock = scheduler.clock();
    return s.last_review && clock.dayIndex(*s.last_review) == clock.dayIndex(now);
}

// The siblings of an answered card that are not buried or suspended yet, buried until the next
// study day (a compare-and-set inside the caller's transaction). A sibling answered today is left
// as it is: burying it would hold its learning steps until tomorrow (the forward card of a pair,
// answered first, when its reverse is then studied on purpose).
core::Result<std::vector<core::ScheduleChange>> burySiblings(Deck& deck, const scheduler::Scheduler& scheduler,
                                                            core::CardId id, core::Timestamp now)
{
    std::vector<core::ScheduleChange> changes;
    if (!scheduler.settings().bury_siblings)
        return changes;
    auto siblings = storeOf(deck).cards().siblingsOf(id);
    if (!siblings)
        return std::unexpected(siblings.error());
    for (const core::CardRow& sibling : *siblings) {
        const core::ScheduleState after = scheduler::bury(sibling.schedule, now, scheduler.clock());
        if (!sibling.schedule.suspended && after != sibling.schedule &&
            !answeredToday(sibling.schedule, scheduler, now))
            changes.push_back({sibling.card.id, sibling.schedule, after});
    }
    if (changes.empty())
        return changes;
    if (auto saved = storeOf(deck).cards().changeSchedules(changes); !saved)
        return std::unexpected(saved.error());
    for (const auto& change : changes)
        deck.changes().schedules.insert(change.card);
    return changes;
}

// An answer, inside the caller's transaction.
core::Result<Answered> answerIn(Deck& deck, core::CardId id, core::Rating rating, core::Timestamp now,
                                int durationMs, DayLoad* load)
{
    auto row = existingCard(deck, id);
    if (!row)
        return std::unexpected(row.error());
    const scheduler::Scheduler& scheduler = schedulerFor(deck, row->card.deck);
    Answered result;
    result.before = row->schedule;
    std::optional<core::Error> failure;
    std::optional<DayLoad> own;
    result.after = scheduler.answer(result.before, rating, reviewContext(deck, scheduler, id, now, load, own, failure));
    if (failure)
        return std::unexpected(*failure);
    // A buried card is answered only when studied on purpose: that ends its bury, so its next
    // learning step comes today.
    result.after.buried_until = 0;

    core::ReviewRecord review;
    review.card = id;
    review.reviewedAtMs = now * 1000;
    review.rating = rating;
    review.elapsedDays = result.after.elapsed_days;
    review.stateBefore = result.before.state;
    review.stateAfter = result.after.state;
    review.stability = result.after.stability;
    review.difficulty = result.after.difficulty;
    review.dueAfter = result.after.due;
    review.durationMs = durationMs;
    auto reviewId = storeOf(deck).reviewLog().recordAnswer(review, result.before, result.after);
    if (!reviewId)
        return std::unexpected(reviewId.error());
    result.reviewId = *reviewId;
    deck.changes().schedules.insert(id);
    auto buried = burySiblings(deck, scheduler, id, now);
    if (!buried)
        return std::unexpected(buried.error());
    if (auto kept = storeOf(deck).reviewLog().recordBurials(result.reviewId, *buried); !kept)
        return std::unexpected(kept.error());
    result.buriedSiblings = std::move(*buried);
    return result;
}
} // namespace

core::Result<Answered> answerCard(Deck& deck, core::CardId id, core::Rating rating, core::Timestamp now,
                                  int durationMs, DayLoad* load)
{
    auto answered = transactFor(deck, [&](Deck& d) { return answerIn(d, id, rating, now, durationMs, load); });
    if (answered && load)
        load->moved(answered->before, answered->after);
    return answered;
}

core::Result<std::optional<core::CardId>> undoLastAnswer(Deck& deck, std::vector<core::ScheduleChange>* unburied)
{
    std::vector<core::ScheduleChange> givenBack;
    auto card = transactFor(deck, [&](Deck& d) -> core::Result<std::optional<core::CardId>> {
        givenBack.clear();
        auto undone = storeOf(d).reviewLog().undoLastAnswer();
        if (!undone)
            return std::unexpected(undone.error());
        if (!*undone)
            return std::optional<core::CardId>();
        d.changes().schedules.insert((*undone)->card);
        // Each sibling the answer buried comes back unless it changed since (unburied, answered,
        // suspended): then it stays as it is now.
        for (const core::ScheduleChange& sibling : (*undone)->buried) {
            auto refused = storeOf(d).cards().swapSchedules({{sibling.card, sibling.after, sibling.before}});
            if (!refused)
                return std::unexpected(refused.error());
            if (*refused)
                continue;
            d.changes().schedules.insert(sibling.card);
            givenBack.push_back(sibling);
        }
        return std::optional<core::CardId>((*undone)->card);
    });
    if (card && unburied)
        *unburied = std::move(givenBack);
    return card;
}

namespace {
core::ScheduleState changed(const core::ScheduleState& current, const scheduler::Scheduler& scheduler,
                            CardAction action, core::Timestamp now, core::Flag flag)
{
    switch (action) {
    case CardAction::Bury: return scheduler::bury(current, now, scheduler.clock());
    case CardAction::Unbury: return scheduler::unbury(current);
    case CardAction::Suspend: return scheduler::suspend(current);
    case CardAction::Unsuspend: return scheduler::unsuspend(current);
    case CardAction::Flag: break;
    }
    return scheduler::setFlag(current, flag);
}
} // namespace

core::Result<core::ScheduleState> changeCard(Deck& deck,
                                             core::CardId id, CardAction action, core::Timestamp now, core::Flag flag)
{
    auto done = changeCards(deck, {id}, action, now, flag);
    if (!done)
        return std::unexpected(done.error());
    return done->front();
}

namespace {
// Reads, compares and writes inside the caller's transaction.
core::Result<std::vector<core::ScheduleState>> changeCardsIn(Deck& deck, const std::vector<core::CardId>& ids,
                                                             CardAction action, core::Timestamp now, core::Flag flag)
{
    const scheduler::Scheduler& scheduler = schedulerOf(deck);
    std::vector<core::ScheduleChange> changes;
    changes.reserve(ids.size());
    for (core::CardId id : ids) {
        auto row = existingCard(deck, id);
        if (!row)
            return std::unexpected(row.error());
        changes.push_back({id, row->schedule, changed(row->schedule, scheduler, action, now, flag)});
    }
    if (auto saved = storeOf(deck).cards().changeSchedules(changes); !saved)
        return std::unexpected(saved.error());
    deck.changes().schedules.insert(ids.begin(), ids.end());
    std::vector<core::ScheduleState> after;
    after.reserve(changes.size());
    for (const auto& change : changes)
        after.push_back(change.after);
    return after;
}
} // namespace

core::Result<std::vector<core::ScheduleState>> changeCards(Deck& deck, const std::vector<core::CardId>& ids,
                                                           CardAction action, core::Timestamp now, core::Flag flag)
{
    return transactFor(deck, [&](Deck& d) { return changeCardsIn(d, ids, action, now, flag); });
}

core::Result<bool> undoCardChange(Deck& deck, core::CardId id, const core::ScheduleState& after,
                                  const core::ScheduleState& before)
{
    return transactFor(deck, [&](Deck& d) -> core::Result<bool> {
        auto refused = storeOf(d).cards().swapSchedules({{id, after, before}});
        if (!refused)
            return std::unexpected(refused.error());
        if (!*refused)
            d.changes().schedules.insert(id);
        return refused->has_value();
    });
}

} // namespace notedeck::service
