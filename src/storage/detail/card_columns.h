#pragma once
// How cards and their schedules are read from and written to the `cards` table, shared by the
// storage parts that read cards (cards, review log, search): the column lists, the readers that
// take them from a row, and the statement that writes a schedule. Private to the storage module.
#include "core/card.h"
#include "core/result.h"
#include "core/schedule_state.h"

#include <string>
#include <vector>

namespace notedeck::storage {

class Database;
class Statement;

// The columns of core::CardRecord, in the order readCard() takes them, and where they come from.
extern const std::string kCardColumns;
inline constexpr int kCardColumnCount = 9;
extern const std::string kFromCards;   // " FROM cards c JOIN decks d ON d.id = c.deck_id "
// The columns of core::ScheduleState, in the order readSchedule() takes them.
extern const std::string kScheduleColumns;
// Decks in the scope bound to ?2: the node itself and everything below it; '' is the whole deck.
extern const std::string kScopeFilter;
// Writes the schedule bound by bindSchedule() to the card bound to ?1.
extern const std::string kUpdateSchedule;

// Reads kCardColumns, or kScheduleColumns, starting at column `first`.
core::CardRecord readCard(const Statement& st, int first);
core::ScheduleState readSchedule(const Statement& st, int first);
// Appends the rows of a statement that selects kCardColumns.
core::Result<void> readCards(Statement& st, Database& db, std::vector<core::CardRecord>& out);
// Binds a schedule to ?2 … ?15 (?1 is the card).
void bindSchedule(Statement& st, const core::ScheduleState& s);

} // namespace notedeck::storage
