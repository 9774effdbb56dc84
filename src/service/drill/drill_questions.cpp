#include "service/drill/drill_questions.h"

#include "scheduler/drill_draw.h"
#include "service/deck/detail/deck_internals.h"
#include "service/drill/detail/drill_retrievability.h"
#include "storage/deck_store.h"

#include <algorithm>
#include <unordered_map>

namespace notedeck::service {

std::optional<double> drillRetrievability(const scheduler::Scheduler& scheduler, const core::ScheduleState& card,
                                          core::Timestamp now)
{
    if (card.state == core::CardState::New || !card.last_review || card.stability <= 0.0)
        return std::nullopt;
    // The exact time since the last review, not whole study days: two cards reviewed on the
    // same day hours apart have lost different amounts.
    const double elapsedDays = static_cast<double>(std::max<core::Timestamp>(0, now - *card.last_review)) / 86'400.0;
    return scheduler.model().retrievability(elapsedDays, card.stability);
}

core::Result<DrillDraw> drawDrillQuestions(Deck& deck, const std::vector<core::DeckPath>& scope,
                                           const scheduler::DrawOptions& options, core::Timestamp now)
{
    const scheduler::Scheduler& scheduler = schedulerOf(deck);
    // The whole deck in note order: the rank is the note order over the deck, the same whatever
    // the scope, so a seed draws the same from the same cards.
    auto rows = storeOf(deck).cards().list({}, false);
    if (!rows)
        return std::unexpected(rows.error());

    const bool wholeDeck = scope.empty() || std::ranges::any_of(scope, &core::DeckPath::empty);
    DrillDraw draw;
    std::vector<scheduler::DrillCandidate> candidates;
    std::unordered_map<core::CardId, const core::CardRow*> byId;
    std::vector<bool> scopeUsed(scope.size(), false);
    for (std::size_t rank = 0; rank < rows->size(); ++rank) {
        const core::CardRow& row = (*rows)[rank];
        if (row.schedule.suspended)
            continue;
        bool inScope = wholeDeck;
        for (std::size_t i = 0; i < scope.size(); ++i)
            if (row.card.deck.startsWith(scope[i])) {
                inScope = true;
                scopeUsed[i] = true;
            }
        if (!inScope)
            continue;
        scheduler::DrillCandidate c;
        c.id = row.card.id;
        c.deck = row.card.deck;
        c.noteOrder = static_cast<std::int64_t>(rank);
        c.retrievability = drillRetrievability(scheduler, row.schedule, now);
        c.lapses = row.schedule.lapses;
        c.reps = row.schedule.reps;
        candidates.push_back(std::move(c));
        byId.emplace(row.card.id, &row);
    }
    for (std::size_t i = 0; i < scope.size(); ++i)
        if (!scopeUsed[i] && !scope[i].empty())
            draw.emptyScopes.push_back(scope[i]);
    draw.available = static_cast<int>(candidates.size());

    for (const scheduler::DrillCandidate& c : scheduler::drawDrill(std::move(candidates), options)) {
        const core::CardRow& row = *byId.at(c.id);
        DrillQuestion q;
        q.position = static_cast<int>(draw.questions.size());
        q.card = c.id;
        q.deck = row.card.deck;
        q.question = row.card.question;
        q.kind = row.card.kind;
        q.answer = row.card.answer;
        q.sourceFile = row.card.sourceFile;
        q.sourceLine = row.card.sourceLine;
        q.state = row.schedule.state;
        q.retrievability = c.retrievability;
        q.lapses = c.lapses;
        q.reps = c.reps;
        draw.questions.push_back(std::move(q));
    }
    return draw;
}

core::CardRecord cardOf(const DrillQuestion& question)
{
    core::CardRecord card;
    card.id = question.card;
    card.deck = question.deck;
    card.question = question.question;
    card.answer = question.answer;
    card.sourceFile = question.sourceFile;
    card.sourceLine = question.sourceLine;
    card.kind = question.kind;
    return card;
}

} // namespace notedeck::service
