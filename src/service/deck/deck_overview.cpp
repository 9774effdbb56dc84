#include "service/deck/deck_overview.h"

#include "scheduler/scheduler.h"
#include "service/deck/detail/deck_internals.h"
#include "storage/deck_store.h"

#include <map>
#include <string>

namespace notedeck::service {

namespace {

// Adds one card to a node's counts.
void count(DeckOverviewNode& node, const core::ScheduleState& s, const scheduler::Scheduler& scheduler,
           core::Timestamp now, core::Timestamp endOfDay)
{
    node.add(s, now, endOfDay);
    if (isMastered(s.state, s.stability, scheduler.retrievability(s, now).value_or(0.0)))
        ++node.mastered;
}

} // namespace

core::Result<std::vector<DeckOverviewNode>> deckOverview(Deck& deck, core::Timestamp now)
{
    const scheduler::Scheduler& scheduler = schedulerOf(deck);
    auto rows = storeOf(deck).cards().list(core::DeckPath(), false);
    if (!rows)
        return std::unexpected(rows.error());
    const auto& day = scheduler.clock();
    const core::Timestamp endOfDay = day.startOfDay(day.dayIndex(now) + 1);

    // Nodes in the order decks first come up in note order; each card counts in its deck and
    // every ancestor.
    std::vector<DeckOverviewNode> nodes(1);
    std::map<std::string, size_t> index;
    const core::DeckPath* lastDeck = nullptr;
    std::vector<size_t> chain;
    for (const core::CardRow& row : *rows) {
        if (!lastDeck || !(row.card.deck == *lastDeck)) {
            chain.assign(1, 0);
            std::vector<std::string> parts;
            for (const std::string& part : row.card.deck.components()) {
                parts.push_back(part);
                core::DeckPath path(parts);
                auto [it, inserted] = index.try_emplace(path.key(), nodes.size());
                if (inserted) {
                    DeckOverviewNode node;
                    node.deck = std::move(path);
                    node.depth = static_cast<int>(parts.size()) - 1;
                    nodes.push_back(std::move(node));
                }
                chain.push_back(it->second);
            }
            lastDeck = &row.card.deck;
        }
        for (size_t i : chain)
            count(nodes[i], row.schedule, scheduler, now, endOfDay);
    }

    // Children grouped under their parent, each level in first-seen order.
    std::map<std::string, std::vector<size_t>> children;
    for (size_t i = 1; i < nodes.size(); ++i)
        children[nodes[i].deck.parent().key()].push_back(i);
    std::vector<DeckOverviewNode> ordered;
    ordered.reserve(nodes.size());
    std::vector<size_t> stack{0};
    while (!stack.empty()) {
        const size_t i = stack.back();
        stack.pop_back();
        const std::string key = i == 0 ? std::string() : nodes[i].deck.key();
        ordered.push_back(std::move(nodes[i]));
        if (auto it = children.find(key); it != children.end())
            stack.insert(stack.end(), it->second.rbegin(), it->second.rend());
    }
    return ordered;
}

} // namespace notedeck::service
