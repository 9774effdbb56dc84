#pragma once
// Replaying many cards at once (a large merge, a deck rebuilt from its journal, docs/sync.md):
// what the replay reads, read once, and the loop that works out each card's replay on a second
// thread while it writes the one before. A card's history read by itself, for a few cards, too.
#include "core/card_row.h"
#include "core/journal_event.h"
#include "core/result.h"
#include "core/types.h"
#include "service/deck.h"
#include "service/detail/packed_events.h"
#include "storage/journal_store.h"

#include <cstdint>
#include <functional>
#include <optional>
#include <set>
#include <string>
#include <unordered_map>
#include <vector>

namespace notedeck::storage {
class DeckStore;
}

namespace notedeck::service {

// What replaying one card reads: from the deck (historyOf), or from a ReplaySource.
struct CardHistory {
    core::CardRow row;
    std::vector<std::string> uids;   // the card's uid first
    std::vector<core::JournalEvent> events;
    std::vector<storage::LoggedAnswer> logged;
};

// A card's history read from the deck, row by row: for a few cards. None when it has no uid yet.
core::Result<std::optional<CardHistory>> historyOf(storage::DeckStore& store, core::CardId card);

// A card's uid and fingerprint, as the journal gives them to it.
struct IdentityDue {
    std::string uid;
    std::string fingerprint;
};

// What replaying many cards reads, read once (a large merge, a deck rebuilt from its journal):
// each uid's events, each card's uids and its answers in the review log, each card's row. Each
// card's part is moved out as it is replayed.
struct ReplaySource {
    // Every event, packed (each unpacked once, when its card is replayed), and by uid number
    // (PackedEvents::uidOf) the positions of that uid's events in merged order: the events are not
    // moved from list to list.
    PackedEvents events;
    std::vector<std::vector<std::uint32_t>> eventsOfUid;
    std::unordered_map<core::CardId, std::string> uidOfCard;   // the uid each card has now
    std::unordered_map<core::CardId, std::vector<std::string>> uidsOfCard;
    std::unordered_map<core::CardId, std::vector<storage::LoggedAnswer>> answersOfCard;
    std::unordered_map<core::CardId, core::CardRow> rows;
    // Cards the deck's first record gave another device's uid without writing it: the replay
    // writes it, with the fingerprint, in the update it makes of the card anyway.
    std::unordered_map<core::CardId, IdentityDue> identityDue;
};
// Events a merge has just read from other devices' files and added to the deck (rows firstRow to
// lastRow of its journal), kept in memory for the replay that follows: reading them back from the
// deck would cost about as much as adding them did.
struct ReadEvents {
    PackedEvents events;                      // those naming a card
    std::int64_t firstRow = 1;
    std::int64_t lastRow = 0;                 // below firstRow: none
};
// `read`, when given, is moved from. So is `mapped`, when given: JournalStore::mappedUids() as the
// deck holds them now, read already.
core::Result<ReplaySource> loadReplaySource(storage::DeckStore& store, ReadEvents* read = nullptr,
                                            std::vector<storage::CardUid>* mapped = nullptr);
// Above this many cards, a replay reads a ReplaySource first rather than each card's rows.
inline constexpr size_t kBulkReplay = 2000;

// Each card's schedule and answers from its events, written when they differ from the deck's;
// `replayed(card, changed)` after each. Without a source each card is read from the deck. With
// one, each card's replay is worked out a block ahead on a second thread while the block before is
// written, and indexes the writes would keep up to date row by row are set aside and built again
// after them when that costs less (JournalStore::dropIndex).
core::Result<void> replayAllIntoDeck(Deck& deck, const std::set<core::CardId>& cards, const std::string& ownDevice,
                                     ReplaySource* source,
                                     const std::function<void(core::CardId, bool changed)>& replayed);

} // namespace notedeck::service
