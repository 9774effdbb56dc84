#include "service/detail/card_identities.h"

#include "storage/deck_store.h"

namespace notedeck::service {

core::Result<const DeckIdentities::Cards*> DeckIdentities::get()
{
    if (m_cards)
        return &*m_cards;
    auto all = m_store.journal().allIdentities();
    if (!all)
        return std::unexpected(all.error());
    Cards& cards = m_cards.emplace();
    cards.all = std::move(*all);
    for (const auto& card : cards.all) {
        cards.byId[card.id] = &card;
        if (!card.retired && !cards.active.emplace(card.fingerprint, card.id).second)
            cards.shared.insert(card.fingerprint);
    }
    return &*m_cards;
}

std::optional<core::CardId> DeckIdentities::cardFor(const std::string& fingerprint)
{
    auto cards = get();
    if (!cards)
        return std::nullopt;
    auto found = (*cards)->active.find(fingerprint);
    if (found == (*cards)->active.end() ||
        (m_stage == Stage::BeforeFirstRecord && (*cards)->shared.contains(fingerprint)))
        return std::nullopt;
    return found->second;
}

core::Result<void> resolveIdentities(storage::DeckStore& store, DeckIdentities& identities,
                                     const std::unordered_set<std::string>& edited, std::set<core::CardId>& cards)
{
    auto unmapped = store.journal().unmappedUids();
    if (!unmapped)
        return std::unexpected(unmapped.error());
    if (unmapped->empty() && edited.empty())
        return {};
    auto loaded = identities.get();
    if (!loaded)
        return std::unexpected(loaded.error());
    const auto& active = (*loaded)->active;
    const auto& byId = (*loaded)->byId;
    for (const auto& u : *unmapped) {
        auto found = active.find(u.fingerprint);
        if (found == active.end())
            continue;   // not in this deck's notes (yet)
        if (auto done = store.journal().mapUid(u.uid, found->second); !done)
            return done;
        cards.insert(found->second);
    }
    if (edited.empty())
        return {};
    auto edits = store.journal().latestEdits();
    if (!edits)
        return std::unexpected(edits.error());
    for (const auto& e : *edits) {
        if (!edited.contains(e.card))
            continue;
        auto uid = store.journal().findUid(e.card);
        if (!uid)
            return std::unexpected(uid.error());
        if (!*uid || !(*uid)->card)
            continue;
        const core::CardId was = *(*uid)->card;
        auto now = active.find(e.text);
        if (now == active.end() || now->second == was || !byId.contains(was) || !byId.at(was)->retired)
            continue;
        auto uids = store.journal().uidsOf(was);
        if (!uids)
            return std::unexpected(uids.error());
        for (const auto& moved : *uids)
            if (auto done = store.journal().mapUid(moved.uid, now->second); !done)
                return done;
        cards.insert(was);
        cards.insert(now->second);
    }
    return {};
}

} // namespace notedeck::service
