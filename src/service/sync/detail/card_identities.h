#pragma once
// Which card here each uid of the journal names (docs/sync.md, stable card ids): the deck's cards
// by their content, read once per merge, and the uids a merge read given to the cards they match.
#include "core/result.h"
#include "core/types.h"
#include "service/sync/detail/text_table.h"
#include "storage/journal_store.h"

#include <optional>
#include <set>
#include <string>
#include <string_view>
#include <unordered_map>
#include <unordered_set>
#include <vector>

namespace notedeck::storage {
class DeckStore;
}

namespace notedeck::service {

// The deck's cards as the journal names them, read once when a merge first needs them.
class DeckIdentities {
public:
    // Held as numbers by fingerprint rather than maps of strings: a merge holds them while it reads.
    struct Cards {
        TextTable fingerprints;                 // of the active cards
        std::vector<core::CardId> activeCard;   // by fingerprint number: the lowest id of equal cards
        std::vector<bool> shared;               // by fingerprint number: more than one active card has it
        std::unordered_set<core::CardId> retired;
        // The active card with `fingerprint` (the lowest id of equal ones); none when no card has it.
        std::optional<core::CardId> active(std::string_view fingerprint) const;
    };
    // Before the deck's first record (Journal::recordCards), which gives a uid to each of equal
    // cards in turn, a uid goes at once only to a card that no other card here equals.
    enum class Stage { Merge, BeforeFirstRecord };

    DeckIdentities(storage::DeckStore& store, Stage stage) : m_store(store), m_stage(stage) {}
    core::Result<const Cards*> get();
    // The card a uid given for `fingerprint` goes to as its Card event is read; none when the
    // cards cannot be read (resolveIdentities tries again, and fails).
    std::optional<core::CardId> cardFor(const std::string& fingerprint);

private:
    storage::DeckStore& m_store;
    const Stage m_stage;
    std::optional<Cards> m_cards;
};

// The uids other devices gave cards this deck now has: each to the active card with its
// fingerprint. An edit another device resolved moves a retired card's uids to the card that has
// the new content here.
core::Result<void> resolveIdentities(storage::DeckStore& store, DeckIdentities& identities,
                                     const std::unordered_set<std::string>& edited, std::set<core::CardId>& cards);

} // namespace notedeck::service
