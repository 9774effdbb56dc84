#include "service/cards/cards.h"

#include "scheduler/card_actions.h"
#include "service/deck/detail/deck_internals.h"

namespace notedeck::service {

core::Result<std::vector<core::CardRow>> listCards(Deck& deck, const core::DeckPath& scope, bool includeRetired)
{
    return storeOf(deck).cards().list(scope, includeRetired);
}

core::Result<std::optional<core::CardRow>> findCard(Deck& deck, core::CardId id)
{
    return storeOf(deck).cards().find(id);
}

core::Result<bool> hasCards(Deck& deck)
{
    auto cards = storeOf(deck).cards().all();
    if (!cards)
        return std::unexpected(cards.error());
    return !cards->empty();
}

core::Result<bool> hasAnswers(Deck& deck)
{
    auto answers = storeOf(deck).reviewLog().all();
    if (!answers)
        return std::unexpected(answers.error());
    return !answers->empty();
}

bool isBuried(const core::ScheduleState& schedule, core::Timestamp now)
{
    return scheduler::isBuried(schedule, now);
}

CardOutlook cardOutlook(const Deck& deck, const core::ScheduleState& schedule, core::Timestamp now)
{
    const scheduler::Scheduler& scheduler = schedulerOf(deck);
    const auto& day = scheduler.clock();
    return CardOutlook{day.dayIndex(schedule.due) - day.dayIndex(now), scheduler.retrievability(schedule, now)};
}

} // namespace notedeck::service
