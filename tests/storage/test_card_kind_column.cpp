// A card's kind as the deck keeps it: the `variant` column's text, which the journal's
// fingerprints end in (`content_hash:variant`) and other devices' journals carry. Written and read
// through core::CardKind, it must stay the same text byte for byte, a text no kind reads included.
#include "deck_fixture.h"

#include "storage/import_store.h"
#include "storage/journal_store.h"

#include <catch2/catch.hpp>

#include <algorithm>
#include <string>
#include <vector>

using namespace notedeck;
using namespace notedeck::testing;

TEST_CASE("a card's kind is stored as the text the journal's fingerprints end in", "[storage][card_kind]")
{
    TempDir dir;
    auto store = storage::DeckStore::open(dir / "deck.sqlite");
    REQUIRE(store);
    const std::vector<std::pair<core::CardKind, std::string>> kinds{
        {core::CardKind::basic(), ""},
        {core::CardKind::reverse(), "r"},
        {core::CardKind::cloze(2), "c2"},
        {core::CardKind::cloze(3, true), "h3"},
        {core::CardKind::fromStored("c0"), "c0"},   // no kind: kept as it was
    };
    core::ImportChanges changes;
    for (const auto& [kind, text] : kinds) {
        core::CardRecord card;
        card.deck = core::DeckPath::parse("Kinds");
        card.question = "{{c2::Adam}} and {{c3::==RMSProp==}}";
        card.answer = "optimizers";
        card.sourceFile = "kinds.md";
        card.sourceLine = 1;
        card.kind = kind;
        changes.added.push_back(std::move(card));
    }
    changes.run.reportJson = "{}";
    auto ids = (*store)->imports().apply(changes, 1'764'403'200);
    REQUIRE(ids);
    REQUIRE(ids->size() == kinds.size());

    auto identities = (*store)->journal().identities(*ids);
    REQUIRE(identities);
    REQUIRE(identities->size() == kinds.size());
    const std::string hash = identities->front().fingerprint.substr(0, identities->front().fingerprint.find(':'));
    CHECK_FALSE(hash.empty());
    for (size_t i = 0; i < kinds.size(); ++i) {
        INFO(kinds[i].second);
        const storage::CardIdentity& identity = *std::find_if(identities->begin(), identities->end(),
                                                              [&](const auto& c) { return c.id == (*ids)[i]; });
        CHECK(identity.fingerprint == hash + ":" + kinds[i].second);
        auto row = (*store)->cards().find((*ids)[i]);
        REQUIRE(row);
        REQUIRE(*row);
        CHECK((*row)->card.kind == kinds[i].first);
        CHECK((*row)->card.kind.stored() == kinds[i].second);
    }
}
