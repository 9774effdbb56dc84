#pragma once
// The cards of a deck with their schedules: reading them (all, a scope, one, the study order), the
// schedule changes that are not answers (bury, suspend, flag and their undo, rescheduling), and
// the counts per deck node. Answers go through the ReviewLog, which writes the log row with them.
//
// Made by DeckStore::cards(); holds the DeckStore's connection (owns nothing), so it is used on
// that DeckStore's thread and must not outlive it.
#include "core/card.h"
#include "core/card_row.h"
#include "core/deck_counts.h"
#include "core/deck_path.h"
#include "core/result.h"
#include "core/schedule_state.h"

#include <optional>
#include <span>
#include <utility>
#include <vector>

namespace notedeck::storage {

class Database;

class CardStore {
public:
    explicit CardStore(Database& db) : m_db(db) {}

    // Every card, retired ones too, in note order (file, position in file).
    core::Result<std::vector<core::CardRecord>> all();
    core::Result<std::vector<core::CardRow>> list(const core::DeckPath& scope, bool includeRetired);
    core::Result<std::optional<core::CardRow>> find(core::CardId id);
    // Active (not retired) cards in `scope` (empty: all), in note order.
    core::Result<std::vector<core::StudyCard>> study(const core::DeckPath& scope);
    // Active and retired cards per deck node (not counting its sub-decks), in note order.
    core::Result<std::vector<core::DeckCounts>> deckCounts();
    // Retired cards per deck node that has any (not counting its sub-decks).
    core::Result<std::vector<std::pair<core::DeckPath, int>>> retiredCounts();
    core::Result<int> activeCount();
    // The other active cards of `id`'s note (the same source file and ordinal: the clozes of a
    // sentence, the other direction of a reversed pair) with their schedules, in id order.
    core::Result<std::vector<core::CardRow>> siblingsOf(core::CardId id);

    // Writes one card's schedule as it is (rescheduling, tests); see changeSchedules for a change
    // a user makes.
    core::Result<void> setSchedule(core::CardId id, const core::ScheduleState& schedule);
    // Rescheduling many cards: writes each change's `after` due date, interval, stability and
    // difficulty (all that rescheduling changes) and leaves the rest of the stored schedule as it
    // is, which spares the indexes that do not hold those columns.
    core::Result<void> setIntervals(std::span<const core::ScheduleChange> changes);
    // Bury, suspend, flag, for several cards: a compare-and-set in one transaction. Each card's
    // stored schedule must still be its `before`; then every `after` is written. Else nothing is
    // written and the result names the first card that is not in the deck or changed meanwhile
    // (another window, an answer).
    struct Refused {
        core::CardId card = 0;
        bool missing = false;   // not in the deck; else its schedule is no longer `before`
    };
    core::Result<std::optional<Refused>> swapSchedules(const std::vector<core::ScheduleChange>& changes);
    // The same, with a refusal as an error ("card 3 changed meanwhile; nothing was changed").
    core::Result<void> changeSchedules(const std::vector<core::ScheduleChange>& changes);

private:
    Database& m_db;
};

} // namespace notedeck::storage
