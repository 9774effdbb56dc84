#include "service/options/detail/preset_queue.h"

#include "service/deck/detail/deck_internals.h"
#include "service/study/detail/queue_candidates.h"
#include "storage/deck_store.h"

#include <algorithm>
#include <map>
#include <tuple>
#include <unordered_map>

namespace notedeck::service {

namespace {

// Which preset each deck node's cards have, and the nodes of `scope` by preset.
struct PresetNodes {
    std::unordered_map<core::DeckId, core::PresetId> presetOfDeck;
    std::map<core::PresetId, std::vector<core::DeckId>> inScope;
};

core::Result<PresetNodes> presetNodes(Deck& deck, const core::DeckPath& scope)
{
    auto nodes = storeOf(deck).presets().deckNodes();
    if (!nodes)
        return std::unexpected(nodes.error());
    const PresetSchedulers& presets = presetsOf(deck);
    PresetNodes out;
    for (const core::DeckNode& node : *nodes) {
        const core::PresetId preset = presets.presetOf(node.path);
        out.presetOfDeck.emplace(node.id, preset);
        if (node.path.startsWith(scope))
            out.inScope[preset].push_back(node.id);
    }
    return out;
}

// Today's answers by preset.
core::Result<std::map<core::PresetId, core::StudiedToday>> studiedByPreset(Deck& deck, const PresetNodes& nodes,
                                                                          core::Timestamp now)
{
    const auto& clock = schedulerOf(deck).clock();
    auto answered = storeOf(deck).reviewLog().answersByDeckSince(clock.startOfDay(clock.dayIndex(now)));
    if (!answered)
        return std::unexpected(answered.error());
    std::map<core::PresetId, core::StudiedToday> studied;
    for (const core::DeckAnswerCounts& counts : *answered) {
        const auto it = nodes.presetOfDeck.find(counts.deck);
        auto& today = studied[it == nodes.presetOfDeck.end() ? core::kDefaultPresetId : it->second];
        today.new_cards += counts.newCards;
        today.reviews += counts.reviews;
    }
    return studied;
}

// The ids buildQueue picks from `records` with one preset's limits.
std::vector<core::CardId> picked(const std::vector<scheduler::CardRecord>& records, const scheduler::QueueOptions& options,
                                 const core::StudiedToday& studied, core::Timestamp now)
{
    auto ids = scheduler::buildQueue(records, options, studied, now).cards;
    std::sort(ids.begin(), ids.end());
    return ids;
}

} // namespace

core::Result<void> appendPresetShares(Deck& deck, const core::DeckPath& scope, core::Timestamp now,
                                      const TodaysLimits& limits, std::vector<scheduler::CardRecord>& records,
                                      std::int64_t& ordinal)
{
    const PresetSchedulers& presets = presetsOf(deck);
    auto nodes = presetNodes(deck, scope);
    if (!nodes)
        return std::unexpected(nodes.error());
    auto studied = studiedByPreset(deck, *nodes, now);
    if (!studied)
        return std::unexpected(studied.error());
    auto queries = storeOf(deck).queue();
    const auto deckOptions = scheduler::QueueOptions::from(schedulerOf(deck).settings());
    const auto optionsOf = [&](core::PresetId preset) {
        // A preset's own limits; the order of new cards is the deck's.
        auto options = scheduler::QueueOptions::from(presets.ofPreset(preset).settings());
        options.new_card_order = deckOptions.new_card_order;
        options.random_order_seed = deckOptions.random_order_seed;
        return options;
    };

    // Reviews: every due one, shared out by preset; each preset keeps its lowest retrievability
    // ones up to its limit.
    auto due = queries.allReviewsDue(scope, now);
    if (!due)
        return std::unexpected(due.error());
    std::map<core::PresetId, std::vector<scheduler::CardRecord>> reviews;
    for (const core::QueueCard& c : *due) {
        const auto it = nodes->presetOfDeck.find(c.deck);
        reviews[it == nodes->presetOfDeck.end() ? core::kDefaultPresetId : it->second].push_back(queueRecord(c));
    }
    for (const auto& [preset, candidates] : reviews) {
        auto options = optionsOf(preset);
        options.new_cards_per_day = 0;
        const auto keep = picked(candidates, options, (*studied)[preset], now);
        for (const scheduler::CardRecord& r : candidates) {
            if (std::binary_search(keep.begin(), keep.end(), r.id))
                records.push_back(r);
        }
    }

    // New cards: each preset's first ones in note order (or by the deck's shuffle), up to its limit.
    std::vector<core::CardId> letIn = limits.newBeyondLimit;
    std::sort(letIn.begin(), letIn.end());
    const bool random = deckOptions.new_card_order == scheduler::NewCardOrder::Random;
    std::vector<core::NewQueueCard> fresh;
    for (const auto& [preset, decks] : nodes->inScope) {
        auto options = optionsOf(preset);
        options.reviews_per_day = 0;
        const int limit = std::max(0, options.new_cards_per_day - (*studied)[preset].new_cards);
        if (limit == 0)
            continue;
        auto cards = queries.newCardsOf(decks, now, random ? -1 : limit + static_cast<int>(letIn.size()));
        if (!cards)
            return std::unexpected(cards.error());
        std::erase_if(*cards, [&](const core::NewQueueCard& c) { return std::binary_search(letIn.begin(), letIn.end(), c.id); });
        std::vector<scheduler::CardRecord> candidates;
        candidates.reserve(cards->size());
        for (const core::NewQueueCard& c : *cards) {
            scheduler::CardRecord r;
            r.id = c.id;
            r.ordinal = static_cast<std::int64_t>(candidates.size());
            candidates.push_back(r);
        }
        const auto keep = picked(candidates, options, (*studied)[preset], now);
        for (const core::NewQueueCard& c : *cards) {
            if (std::binary_search(keep.begin(), keep.end(), c.id))
                fresh.push_back(c);
        }
    }
    // In note order across presets, as the deck-wide queue orders them.
    std::sort(fresh.begin(), fresh.end(), [](const core::NewQueueCard& a, const core::NewQueueCard& b) {
        return std::tie(a.file, a.ordinal, a.id) < std::tie(b.file, b.ordinal, b.id);
    });
    for (const core::NewQueueCard& c : fresh) {
        scheduler::CardRecord r;
        r.id = c.id;
        r.ordinal = ordinal++;
        records.push_back(r);
    }
    return {};
}

} // namespace notedeck::service
