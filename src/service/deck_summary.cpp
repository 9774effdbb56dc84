#include "service/deck_summary.h"

#include "service/detail/deck_internals.h"
#include "storage/deck_store.h"

#include <functional>
#include <map>

namespace notedeck::service {

core::Result<std::vector<DeckNode>> summarizeDecks(Deck& deck)
{
    auto counts = storeOf(deck).cards().deckCounts();
    if (!counts)
        return std::unexpected(counts.error());

    std::vector<DeckNode> nodes(1);   // the whole deck
    std::map<std::string, size_t> index;
    for (const core::DeckCounts& c : *counts) {
        // Every ancestor gets the counts too; nodes appear in the order decks first come up.
        std::vector<size_t> chain{0};
        std::vector<std::string> parts;
        for (const std::string& part : c.deck.components()) {
            parts.push_back(part);
            core::DeckPath path(parts);
            auto [it, inserted] = index.try_emplace(path.key(), nodes.size());
            if (inserted) {
                DeckNode node;
                node.deck = path;
                node.depth = static_cast<int>(parts.size()) - 1;
                nodes.push_back(node);
            }
            chain.push_back(it->second);
        }
        for (size_t i : chain) {
            nodes[i].total += c.total;
            nodes[i].fresh += c.fresh;
            nodes[i].learning += c.learning;
            nodes[i].review += c.review;
            nodes[i].retired += c.retired;
        }
    }
    // Group children under their parent: a stable order by path, with each level in first-seen order.
    std::vector<DeckNode> ordered{nodes[0]};
    std::function<void(const core::DeckPath&)> addChildren = [&](const core::DeckPath& parent) {
        for (size_t i = 1; i < nodes.size(); ++i) {
            if (nodes[i].deck.parent() == parent) {
                ordered.push_back(nodes[i]);
                addChildren(nodes[i].deck);
            }
        }
    };
    addChildren(core::DeckPath());
    return ordered;
}

} // namespace notedeck::service
