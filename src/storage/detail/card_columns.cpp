#include "storage/detail/card_columns.h"

#include "storage/detail/database.h"
#include "storage/detail/statement.h"

namespace notedeck::storage {

const std::string kCardColumns = "c.id, d.path_key, c.question, c.answer, c.source_file, c.source_line, c.ordinal, c.retired, c.variant";
const std::string kFromCards = " FROM cards c JOIN decks d ON d.id = c.deck_id ";
const std::string kScheduleColumns =
    "c.state, c.due, c.stability, c.difficulty, c.step, c.reps, c.lapses, c.scheduled_days, c.elapsed_days, "
    "c.last_review, c.suspended, c.leech, c.buried_until, c.flag";
const std::string kScopeFilter =
    "(?2 = '' OR d.path_key = ?2 OR substr(d.path_key, 1, length(?2) + 1) = ?2 || char(31))";
const std::string kUpdateSchedule =
    "UPDATE cards SET state = ?2, due = ?3, stability = ?4, difficulty = ?5, step = ?6, reps = ?7, lapses = ?8, "
    "scheduled_days = ?9, elapsed_days = ?10, last_review = ?11, suspended = ?12, leech = ?13, buried_until = ?14, "
    "flag = ?15 WHERE id = ?1";

core::CardRecord readCard(const Statement& st, int first)
{
    core::CardRecord c;
    c.id = st.int64(first);
    c.deck = core::DeckPath::fromKey(st.text(first + 1));
    c.question = st.text(first + 2);
    c.answer = st.text(first + 3);
    c.sourceFile = st.text(first + 4);
    c.sourceLine = st.int32(first + 5);
    c.ordinal = st.int32(first + 6);
    c.retired = st.int32(first + 7) != 0;
    c.kind = core::CardKind::fromStored(st.text(first + 8));
    return c;
}

core::ScheduleState readSchedule(const Statement& st, int first)
{
    core::ScheduleState s;
    s.state = static_cast<core::CardState>(st.int32(first));
    s.due = st.int64(first + 1);
    s.stability = st.real(first + 2);
    s.difficulty = st.real(first + 3);
    s.step = st.int32(first + 4);
    s.reps = st.int32(first + 5);
    s.lapses = st.int32(first + 6);
    s.scheduled_days = st.int32(first + 7);
    s.elapsed_days = st.int32(first + 8);
    if (!st.isNull(first + 9))
        s.last_review = st.int64(first + 9);
    s.suspended = st.int32(first + 10) != 0;
    s.leech = st.int32(first + 11) != 0;
    s.buried_until = st.int64(first + 12);
    s.flag = static_cast<core::Flag>(st.int32(first + 13));
    return s;
}

core::Result<void> readCards(Statement& st, Database& db, std::vector<core::CardRecord>& out)
{
    while (st.step())
        out.push_back(readCard(st, 0));
    return statementOk(st, db);
}

void bindSchedule(Statement& st, const core::ScheduleState& s)
{
    st.bind(2, static_cast<int>(s.state)).bind(3, s.due).bind(4, s.stability).bind(5, s.difficulty).bind(6, s.step)
        .bind(7, s.reps).bind(8, s.lapses).bind(9, s.scheduled_days).bind(10, s.elapsed_days).bind(11, s.last_review)
        .bind(12, s.suspended ? 1 : 0).bind(13, s.leech ? 1 : 0).bind(14, s.buried_until)
        .bind(15, static_cast<int>(s.flag));
}

} // namespace notedeck::storage
