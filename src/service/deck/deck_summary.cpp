#include "service/deck/deck_summary.h"

#include "service/deck/deck_overview.h"
#include "service/deck/detail/deck_internals.h"
#include "storage/deck_store.h"

#include <algorithm>
#include <string>
#include <unordered_map>

namespace notedeck::service {

core::Result<std::vector<DeckNode>> summarizeDecks(Deck& deck, core::Timestamp now)
{
    // The counts are the tree's, so that both say the same.
    auto overview = deckOverview(deck, now);
    if (!overview)
        return std::unexpected(overview.error());
    std::vector<DeckNode> nodes;
    nodes.reserve(overview->size());
    std::unordered_map<std::string, std::size_t> index;
    for (const DeckOverviewNode& o : *overview) {
        DeckNode node;
        static_cast<CardCounts&>(node) = o;
        node.deck = o.deck;
        node.depth = std::max(0, o.depth);
        index.emplace(node.deck.key(), nodes.size());
        nodes.push_back(std::move(node));
    }
    if (nodes.empty())
        nodes.emplace_back();   // an empty deck: the whole deck, all zero

    auto retired = storeOf(deck).cards().retiredCounts();
    if (!retired)
        return std::unexpected(retired.error());
    for (const auto& [path, count] : *retired) {
        nodes.front().retired += count;
        std::vector<std::string> parts;
        for (const std::string& part : path.components()) {
            parts.push_back(part);
            if (auto it = index.find(core::DeckPath(parts).key()); it != index.end() && it->second != 0)
                nodes[it->second].retired += count;
        }
    }
    return nodes;
}

} // namespace notedeck::service
