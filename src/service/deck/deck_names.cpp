#include "service/deck/deck_names.h"

#include "render/card_names.h"
#include "service/options/presets.h"

#include <algorithm>

namespace notedeck::service {

std::string chapterName(std::string_view heading) { return render::headingName(heading); }

std::string deckName(const core::DeckPath& path) { return render::deckPathName(path); }

const std::string& DeckNames::of(const core::DeckPath& path)
{
    auto [at, added] = m_names.try_emplace(path.key());
    if (added)
        at->second = deckName(path);
    return at->second;
}

core::Result<core::DeckPath> findDeckPath(Deck& deck, const core::DeckPath& typed)
{
    if (typed.empty())
        return typed;
    auto nodes = chapterNodes(deck);
    if (!nodes)
        return std::unexpected(nodes.error());
    if (std::find(nodes->begin(), nodes->end(), typed) != nodes->end())
        return typed;
    const auto& parts = typed.components();
    for (const core::DeckPath& node : *nodes) {
        const auto& written = node.components();
        if (written.size() != parts.size())
            continue;
        bool same = true;
        for (size_t i = 0; same && i < parts.size(); ++i)
            same = written[i] == parts[i] || chapterName(written[i]) == parts[i];
        if (same)
            return node;
    }
    return typed;
}

} // namespace notedeck::service
