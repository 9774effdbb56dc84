#include "service/sync/detail/card_identities.h"

#include "storage/deck_store.h"

namespace notedeck::service {

std::optional<core::CardId> DeckIdentities::Cards::active(std::string_view fingerprint) const
{
    const std::uint32_t n = fingerprints.find(fingerprint);
    return n == TextTable::kNone ? std::nullopt : std::optional<core::CardId>(activeCard[n]);
}

core::Result<const DeckIdentities::Cards*> DeckIdentities::get()
{
    if (m_cards)
        return &*m_cards;
    auto all = m_store.journal().allIdentities();   // by id
    if (!all)
        return std::unexpected(all.error());
    Cards& cards = m_cards.emplace();
    for (const auto& card : *all) {
        if (card.retired) {
            cards.retired.insert(card.id);
            continue;
        }
        const std::uint32_t n = cards.fingerprints.add(card.fingerprint);
        if (n < cards.activeCard.size()) {
            cards.shared[n] = true;
        } else {
            cards.activeCard.push_back(card.id);
            cards.shared.push_back(false);
        }
    }
    return &*m_cards;
}

std::optional<core::CardId> DeckIdentities::cardFor(const std::string& fingerprint)
{
    auto cards = get();
    if (!cards)
        return std::nullopt;
    const std::uint32_t n = (*cards)->fingerprints.find(fingerprint);
    if (n == TextTable::kNone || (m_stage == Stage::BeforeFirstRecord && (*cards)->shared[n]))
        return std::nullopt;
    return (*cards)->activeCard[n];
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
    const DeckIdentities::Cards& known = **loaded;
    for (const auto& u : *unmapped) {
        const auto found = known.active(u.fingerprint);
        if (!found)
            continue;   // not in this deck's notes (yet)
        if (auto done = store.journal().mapUid(u.uid, *found); !done)
            return done;
        cards.insert(*found);
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
        const auto now = known.active(e.text);
        if (!now || *now == was || !known.retired.contains(was))
            continue;
        auto uids = store.journal().uidsOf(was);
        if (!uids)
            return std::unexpected(uids.error());
        for (const auto& moved : *uids)
            if (auto done = store.journal().mapUid(moved.uid, *now); !done)
                return done;
        cards.insert(was);
        cards.insert(*now);
    }
    return {};
}

} // namespace notedeck::service
