#include "service/cards/card_details.h"

#include "scheduler/interval_text.h"
#include "service/deck/detail/deck_internals.h"

namespace notedeck::service {

core::Result<CardDetails> cardDetails(Deck& deck, core::CardId id)
{
    auto& store = storeOf(deck);
    auto row = store.cards().find(id);
    if (!row)
        return std::unexpected(row.error());
    if (!*row)
        return core::fail("there is no card " + std::to_string(id) + " in the deck");
    auto history = store.reviewLog().of(id);
    if (!history)
        return std::unexpected(history.error());
    return CardDetails{std::move(**row), std::move(*history)};
}

std::string scheduledInterval(const core::ReviewRecord& review)
{
    if (!review.dueAfter)
        return "-";
    return scheduler::formatInterval(*review.dueAfter - review.reviewedAtMs / 1000);
}

} // namespace notedeck::service
