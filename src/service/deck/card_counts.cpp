#include "service/deck/card_counts.h"

#include "scheduler/scheduler.h"
#include "service/deck/detail/deck_internals.h"
#include "storage/deck_store.h"

namespace notedeck::service {

CountedAs countedAs(core::CardState state, bool suspended, core::Timestamp buriedUntil, core::Timestamp now)
{
    if (suspended)
        return CountedAs::Suspended;
    if (now < buriedUntil)
        return CountedAs::Buried;
    switch (state) {
    case core::CardState::New: return CountedAs::New;
    case core::CardState::Learning:
    case core::CardState::Relearning: return CountedAs::Learning;
    case core::CardState::Review: break;
    }
    return CountedAs::Review;
}

void CardCounts::add(core::CardState state, core::Timestamp dueAt, bool isSuspended, core::Timestamp buriedUntil,
                     core::Timestamp now, core::Timestamp endOfToday)
{
    ++total;
    switch (countedAs(state, isSuspended, buriedUntil, now)) {
    case CountedAs::Suspended: ++suspended; break;
    case CountedAs::Buried: ++buried; break;
    case CountedAs::New: ++fresh; break;
    case CountedAs::Learning: ++learning; break;
    case CountedAs::Review:
        ++review;
        due += dueAt < endOfToday ? 1 : 0;
        break;
    }
}

void CardCounts::add(const CardCounts& other)
{
    total += other.total;
    suspended += other.suspended;
    buried += other.buried;
    fresh += other.fresh;
    learning += other.learning;
    review += other.review;
    due += other.due;
}

core::Result<DueTomorrow> countDueTomorrow(Deck& deck, const core::DeckPath& scope, core::Timestamp now)
{
    const scheduler::Scheduler& scheduler = schedulerOf(deck);
    const auto& clock = scheduler.clock();
    const core::Timestamp tomorrowStart = clock.startOfDay(clock.dayIndex(now) + 1);
    const core::Timestamp tomorrowEnd = clock.startOfDay(clock.dayIndex(now) + 2);
    auto queries = storeOf(deck).queue();
    auto reviews = queries.countComingDue(scope, tomorrowStart, tomorrowEnd);
    if (!reviews)
        return std::unexpected(reviews.error());
    // New cards as tomorrow begins: a bury ends then, so buried ones count; suspended ones do not.
    using Kind = storage::QueueQueries::Kind;
    auto fresh = queries.count(Kind::New, scope, tomorrowStart, tomorrowEnd, scheduler.settings().new_cards_per_day);
    if (!fresh)
        return std::unexpected(fresh.error());
    return DueTomorrow{*reviews, *fresh};
}

} // namespace notedeck::service
