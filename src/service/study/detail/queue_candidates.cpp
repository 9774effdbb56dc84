#include "service/study/detail/queue_candidates.h"

#include "service/deck/detail/deck_internals.h"
#include "service/options/detail/preset_queue.h"
#include "storage/deck_store.h"

#include <algorithm>
#include <tuple>

namespace notedeck::service {

scheduler::CardRecord queueRecord(const core::QueueCard& c)
{
    scheduler::CardRecord r;
    r.id = c.id;
    r.state = c.state;
    r.due = c.due;
    r.stability = c.stability;
    r.last_review = c.lastReview;
    return r;   // visible: the queries leave suspended and buried cards out
}

core::Timestamp learnAheadUntil(const scheduler::Scheduler& scheduler, core::Timestamp now)
{
    return now + std::int64_t{scheduler.settings().learn_ahead_minutes} * 60;
}

core::Result<QueueCandidates> readQueueCandidates(Deck& deck, const core::DeckPath& scope, core::Timestamp now,
                                                  core::Timestamp learningUntil)
{
    const scheduler::Scheduler& scheduler = schedulerOf(deck);
    auto limits = todaysLimits(deck, now);
    if (!limits)
        return std::unexpected(limits.error());
    QueueCandidates out;
    out.limits = std::move(*limits);
    const auto options = scheduler::QueueOptions::from(scheduler.settings());

    auto queries = storeOf(deck).queue();
    // buildQueue takes learning cards due by the end of the learn-ahead limit.
    auto learning = queries.learningDue(scope, now, std::max(learningUntil, learnAheadUntil(scheduler, now) + 1));
    if (!learning)
        return std::unexpected(learning.error());
    for (const auto& c : *learning)
        out.records.push_back(queueRecord(c));
    std::vector<core::CardId> letIn = out.limits.newBeyondLimit;
    std::sort(letIn.begin(), letIn.end());
    std::int64_t ordinal = 0;
    if (presetsOf(deck).anyAssigned()) {
        // Chapters with presets of their own: each preset's share within its own limits.
        if (auto shares = appendPresetShares(deck, scope, now, out.limits, out.records, ordinal); !shares)
            return std::unexpected(shares.error());
    } else {
        auto reviews = queries.reviewsDue(scope, now, std::max(0, options.reviews_per_day - out.limits.studied.reviews));
        if (!reviews)
            return std::unexpected(reviews.error());
        // The new cards let in beyond the limit are queued apart; the limited ones are the first
        // that are not among them, so as many more are read.
        const int newLimit = std::max(0, options.new_cards_per_day - out.limits.studied.new_cards);
        // A shuffled order is a function of every new card's id: all of them are candidates.
        const bool random = options.new_card_order == scheduler::NewCardOrder::Random;
        const int toRead = newLimit == 0 ? 0 : random ? -1 : newLimit + static_cast<int>(letIn.size());
        auto fresh = queries.newCards(scope, now, toRead);
        if (!fresh)
            return std::unexpected(fresh.error());
        for (const auto& c : *reviews)
            out.records.push_back(queueRecord(c));
        // New cards come in note order; their position among themselves is all the order needs.
        for (core::CardId id : *fresh) {
            if (std::binary_search(letIn.begin(), letIn.end(), id))
                continue;
            scheduler::CardRecord r;
            r.id = id;
            r.ordinal = ordinal++;
            out.records.push_back(r);
        }
    }
    // The few let in: each read by id, kept when still new, visible and in the scope, ordered
    // among themselves by their place in the notes.
    std::vector<core::CardRow> kept;
    for (core::CardId id : letIn) {
        auto row = storeOf(deck).cards().find(id);
        if (!row)
            return std::unexpected(row.error());
        if (!*row)
            continue;
        const auto& c = (*row)->card;
        const auto& s = (*row)->schedule;
        if (!c.retired && s.state == core::CardState::New && !s.suspended && now >= s.buried_until &&
            c.deck.startsWith(scope))
            kept.push_back(std::move(**row));
    }
    std::sort(kept.begin(), kept.end(), [](const core::CardRow& a, const core::CardRow& b) {
        return std::tie(a.card.sourceFile, a.card.ordinal, a.card.id) < std::tie(b.card.sourceFile, b.card.ordinal, b.card.id);
    });
    for (const auto& row : kept) {
        scheduler::CardRecord r;
        r.id = row.card.id;
        r.ordinal = ordinal++;
        out.records.push_back(r);
    }
    return out;
}

} // namespace notedeck::service
