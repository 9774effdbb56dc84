#pragma once
// Replaying many cards at once (a large merge, a deck rebuilt from its journal, docs/sync.md):
// what the replay reads, read once, and the loop that works out each card's replay on a second
// thread while it writes the one before. A card's history read by itself, for a few cards, too.
#include "core/deck_path.h"
#include "core/schedule_state.h"
#include "core/journal_event.h"
#include "core/result.h"
#include "core/types.h"
#include "service/deck/deck.h"
#include "service/sync/detail/packed_events.h"
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

// What replaying one card reads: from the deck (historyOf), or from a ReplaySource. Of the card's
// row only what the replay needs: its place (for its preset) and its schedule, not its texts.
struct CardHistory {
    core::DeckPath deck;
    bool retired = false;            // read by historyOf only
    core::ScheduleState schedule;
    std::vector<std::string> uids;   // the card's uid first
    std::vector<core::JournalEvent> events;
    std::vector<storage::LoggedAnswer> logged;
    bool uidIsRight = false;         // the card's uid is uids.front() already, as a ReplaySource read it
};

// A card's history read from the deck, row by row: for a few cards. None when it has no uid yet.
core::Result<std::optional<CardHistory>> historyOf(storage::DeckStore& store, core::CardId card);

// A card's uid and fingerprint, as the journal gives them to it.
struct IdentityDue {
    std::string uid;
    std::string fingerprint;
};

// What replaying many cards reads, read once (a large merge, a deck rebuilt from its journal):
// every event naming a card, each card's uids, schedule and answers in the review log. Held as
// numbers and lists of numbers rather than maps of strings (docs/performance.md, "The memory of a
// large merge"); a card's part is read out as it is replayed.
struct ReplaySource {
    // Every event a replay reads, packed (each unpacked once, when its card is replayed), and by
    // uid number (PackedEvents::uidOf) the positions of that uid's events in merged order:
    // eventsOfUid[eventsFrom[n]] up to eventsOfUid[eventsFrom[n + 1]].
    PackedEvents events;
    std::vector<std::uint32_t> eventsOfUid;
    std::vector<std::uint32_t> eventsFrom;
    // Every card of the deck, by id, with its uids by number, its earliest first:
    // uidsOfCards[uidsFrom] and the uidCount - 1 after it.
    struct Card {
        core::CardId id = 0;
        core::ScheduleState schedule;
        std::uint32_t deck = 0;   // in decks
        std::uint32_t uidsFrom = 0;
        std::uint32_t uidCount = 0;
        bool uidIsRight = false;  // its uid is its earliest already
    };
    std::vector<Card> cards;
    std::vector<std::uint32_t> uidsOfCards;
    std::vector<core::DeckPath> decks;
    std::unordered_map<core::CardId, std::vector<storage::LoggedAnswer>> answersOfCard;
    // Cards the deck's first record gave another device's uid without writing it: the replay
    // writes it, with the fingerprint, in the update it makes of the card anyway.
    std::unordered_map<core::CardId, IdentityDue> identityDue;

    const Card* card(core::CardId id) const;   // none when the deck has no such card
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
// after them when that costs less (JournalStore::dropIndex); the source is emptied, and its memory
// given back to the system, once every card is replayed.
core::Result<void> replayAllIntoDeck(Deck& deck, const std::set<core::CardId>& cards, const std::string& ownDevice,
                                     ReplaySource* source,
                                     const std::function<void(core::CardId, bool changed)>& replayed);

} // namespace notedeck::service
