#include "storage/drill_store.h"

#include "storage/detail/database.h"
#include "storage/transaction.h"

#include <algorithm>
#include <string_view>

namespace notedeck::storage {

namespace {

core::Result<void> begun(const Transaction& tx, Database& db)
{
    if (!tx.begun())
        return core::fail("cannot write to the deck (is another NoteDeck using it?): " + db.error(), db.path().string());
    return {};
}

// The settings row that lists the new cards let into one day's study beyond the new-card limit:
// {"day_start": unix seconds, "cards": [card ids]}. A list for another day lets nothing in.
constexpr const char* kLetInKey = "study.new_beyond_limit";

constexpr const char* kDrillColumns =
    "id, started_at, finished_at, draw_order, question_count, seconds_per_question, updates_schedule, seed";

core::DrillInfo readInfo(const Statement& st)
{
    core::DrillInfo info;
    info.id = st.int64(0);
    info.startedAt = st.int64(1);
    if (!st.isNull(2))
        info.finishedAt = st.int64(2);
    info.order = st.text(3);
    info.questionCount = st.int32(4);
    info.secondsPerQuestion = st.int32(5);
    info.updatesSchedule = st.int32(6) != 0;
    info.seed = static_cast<std::uint64_t>(st.int64(7));
    return info;
}

// A deck path from its display form, split on " › " only: a heading may contain "::"
// ("std::vector"), which DeckPath::parse would take for a separator.
core::DeckPath fromDisplay(std::string_view text)
{
    constexpr std::string_view separator = " \u203a ";
    std::vector<std::string> parts;
    std::size_t start = 0;
    for (;;) {
        const std::size_t pos = text.find(separator, start);
        parts.emplace_back(text.substr(start, pos == std::string_view::npos ? std::string_view::npos : pos - start));
        if (pos == std::string_view::npos)
            break;
        start = pos + separator.size();
    }
    std::erase_if(parts, [](const std::string& part) { return part.empty(); });
    return core::DeckPath(std::move(parts));
}

// The scope is a JSON array of deck paths in display form; SQLite's JSON functions read and
// write it, so no JSON library is needed here.
core::Result<std::vector<core::DeckPath>> readScope(Database& db, std::int64_t drill)
{
    Query st = db.query("SELECT j.value FROM drills d, json_each(d.scope) j WHERE d.id = ?1 ORDER BY j.key");
    st->bind(1, drill);
    std::vector<core::DeckPath> scope;
    while (st->step())
        scope.push_back(fromDisplay(st->text(0)));
    if (auto ok = statementOk(*st, db); !ok)
        return std::unexpected(ok.error());
    return scope;
}

} // namespace

core::Result<std::int64_t> DrillStore::create(const core::NewDrill& drill)
{
    Transaction tx(m_db);
    if (auto ok = begun(tx, m_db); !ok)
        return std::unexpected(ok.error());
    Query insert = m_db.query(
        "INSERT INTO drills (started_at, scope, draw_order, question_count, seconds_per_question, updates_schedule, seed) "
        "VALUES (?1, '[]', ?2, ?3, ?4, ?5, ?6)");
    insert->bind(1, drill.startedAt).bind(2, drill.order).bind(3, static_cast<std::int64_t>(drill.cards.size()))
        .bind(4, drill.secondsPerQuestion).bind(5, drill.updatesSchedule ? 1 : 0)
        .bind(6, static_cast<std::int64_t>(drill.seed));
    if (!insert->run())
        return statementFailed(*insert, m_db);
    const std::int64_t id = m_db.lastInsertId();
    for (const core::DeckPath& path : drill.scope) {
        Query st = m_db.query("UPDATE drills SET scope = json_insert(scope, '$[#]', ?2) WHERE id = ?1");
        if (!st->bind(1, id).bind(2, path.display()).run())
            return statementFailed(*st, m_db);
    }
    for (std::size_t i = 0; i < drill.cards.size(); ++i) {
        Query st = m_db.query("INSERT INTO drill_answers (drill_id, position, card_id) VALUES (?1, ?2, ?3)");
        if (!st->bind(1, id).bind(2, static_cast<std::int64_t>(i)).bind(3, drill.cards[i]).run())
            return statementFailed(*st, m_db);
    }
    if (auto done = tx.commit(); !done)
        return std::unexpected(done.error());
    return id;
}

core::Result<void> DrillStore::recordAnswer(std::int64_t drill, int position, core::DrillGrade grade, double seconds,
                                            const std::string& notes, std::optional<core::Timestamp> finishedAt)
{
    Transaction tx(m_db);
    if (auto ok = begun(tx, m_db); !ok)
        return ok;
    Query st = m_db.query("UPDATE drill_answers SET grade = ?3, seconds = ?4, notes = ?5 WHERE drill_id = ?1 AND position = ?2");
    if (!st->bind(1, drill).bind(2, position).bind(3, static_cast<int>(grade)).bind(4, seconds).bind(5, notes).run())
        return statementFailed(*st, m_db);
    if (m_db.changes() == 0)
        return core::fail("drill " + std::to_string(drill) + " has no question " + std::to_string(position + 1),
                          m_db.path().string());
    if (finishedAt) {
        Query finish = m_db.query("UPDATE drills SET finished_at = ?2 WHERE id = ?1");
        if (!finish->bind(1, drill).bind(2, *finishedAt).run())
            return statementFailed(*finish, m_db);
    }
    return tx.commit();
}

core::Result<void> DrillStore::finish(std::int64_t drill, core::Timestamp finishedAt)
{
    Transaction tx(m_db);
    if (auto ok = begun(tx, m_db); !ok)
        return ok;
    Query st = m_db.query("UPDATE drills SET finished_at = ?2 WHERE id = ?1");
    if (!st->bind(1, drill).bind(2, finishedAt).run())
        return statementFailed(*st, m_db);
    if (m_db.changes() == 0)
        return core::fail("there is no drill " + std::to_string(drill) + " in the deck", m_db.path().string());
    return tx.commit();
}

core::Result<std::optional<core::StoredDrill>> DrillStore::load(std::int64_t drill)
{
    Query st = m_db.query(std::string("SELECT ") + kDrillColumns + " FROM drills WHERE id = ?1");
    st->bind(1, drill);
    if (!st->step()) {
        if (auto ok = statementOk(*st, m_db); !ok)
            return std::unexpected(ok.error());
        return std::optional<core::StoredDrill>();
    }
    core::StoredDrill stored;
    stored.info = readInfo(*st);
    auto scope = readScope(m_db, drill);
    if (!scope)
        return std::unexpected(scope.error());
    stored.info.scope = std::move(*scope);

    Query answers = m_db.query(
        "SELECT a.position, a.card_id, d.path_key, c.question, a.grade, a.seconds, a.notes, c.answer, c.variant "
        "FROM drill_answers a JOIN cards c ON c.id = a.card_id JOIN decks d ON d.id = c.deck_id "
        "WHERE a.drill_id = ?1 ORDER BY a.position");
    answers->bind(1, drill);
    while (answers->step()) {
        core::DrillAnswerRow row;
        row.position = answers->int32(0);
        row.card = answers->int64(1);
        row.deck = core::DeckPath::fromKey(answers->text(2));
        row.question = answers->text(3);
        if (!answers->isNull(4))
            row.grade = static_cast<core::DrillGrade>(answers->int32(4));
        row.seconds = answers->real(5);
        row.notes = answers->text(6);
        row.answer = answers->text(7);
        row.kind = core::CardKind::fromStored(answers->text(8));
        stored.answers.push_back(std::move(row));
    }
    if (auto ok = statementOk(*answers, m_db); !ok)
        return std::unexpected(ok.error());
    return std::optional<core::StoredDrill>(std::move(stored));
}

core::Result<std::vector<core::DrillInfo>> DrillStore::all()
{
    Query st = m_db.query(std::string("SELECT ") + kDrillColumns + " FROM drills ORDER BY started_at, id");
    std::vector<core::DrillInfo> infos;
    while (st->step())
        infos.push_back(readInfo(*st));
    if (auto ok = statementOk(*st, m_db); !ok)
        return std::unexpected(ok.error());
    for (core::DrillInfo& info : infos) {
        auto scope = readScope(m_db, info.id);
        if (!scope)
            return std::unexpected(scope.error());
        info.scope = std::move(*scope);
    }
    return infos;
}

core::Result<std::vector<core::DrillDeckTally>> DrillStore::tallies()
{
    Query st = m_db.query(
        "SELECT a.drill_id, d.path_key, SUM(a.grade = 3), SUM(a.grade = 2), SUM(a.grade = 1), SUM(a.seconds) "
        "FROM drill_answers a JOIN drills r ON r.id = a.drill_id JOIN cards c ON c.id = a.card_id "
        "JOIN decks d ON d.id = c.deck_id "
        "WHERE a.grade IS NOT NULL GROUP BY a.drill_id, d.path_key ORDER BY r.started_at, a.drill_id, d.path_key");
    std::vector<core::DrillDeckTally> tallies;
    while (st->step()) {
        core::DrillDeckTally t;
        t.drill = st->int64(0);
        t.deck = core::DeckPath::fromKey(st->text(1));
        t.knew = st->int32(2);
        t.partly = st->int32(3);
        t.missed = st->int32(4);
        t.seconds = st->real(5);
        tallies.push_back(std::move(t));
    }
    if (auto ok = statementOk(*st, m_db); !ok)
        return std::unexpected(ok.error());
    return tallies;
}

core::Result<void> DrillStore::remove(std::int64_t drill)
{
    Transaction tx(m_db);
    if (auto ok = begun(tx, m_db); !ok)
        return ok;
    // The foreign key cascades, but say it here too: the answers go with the drill.
    Query answers = m_db.query("DELETE FROM drill_answers WHERE drill_id = ?1");
    if (!answers->bind(1, drill).run())
        return statementFailed(*answers, m_db);
    Query st = m_db.query("DELETE FROM drills WHERE id = ?1");
    if (!st->bind(1, drill).run())
        return statementFailed(*st, m_db);
    return tx.commit();
}

core::Result<core::MissedToday> DrillStore::makeDueNow(const std::vector<core::CardId>& cards, core::Timestamp now,
                                                 core::Timestamp dayStart)
{
    Transaction tx(m_db);
    if (auto ok = begun(tx, m_db); !ok)
        return std::unexpected(ok.error());
    core::MissedToday changed;
    for (core::CardId id : cards) {
        Query st = m_db.query(
            "UPDATE cards SET due = MIN(due, ?2), buried_until = 0 "
            "WHERE id = ?1 AND retired = 0 AND state <> 0 AND (due > ?2 OR buried_until > ?2)");
        if (!st->bind(1, id).bind(2, now).run())
            return statementFailed(*st, m_db);
        changed.dueNow += m_db.changes();
    }

    // New cards are due already; what keeps them from today is the new-card limit (or a bury).
    auto letIn = newCardsLetIn(dayStart);
    if (!letIn)
        return std::unexpected(letIn.error());
    std::vector<core::CardId> list;
    for (const core::LetInCard& card : *letIn)
        list.push_back(card.card);
    for (core::CardId id : cards) {
        Query unbury = m_db.query(
            "UPDATE cards SET buried_until = 0 WHERE id = ?1 AND retired = 0 AND state = 0 AND suspended = 0");
        if (!unbury->bind(1, id).run())
            return statementFailed(*unbury, m_db);
        if (m_db.changes() == 0)
            continue;   // not a new card that can be studied
        ++changed.newToday;
        if (std::find(list.begin(), list.end(), id) == list.end())
            list.push_back(id);
    }
    if (changed.newToday > 0) {
        std::string ids = "[";
        for (core::CardId id : list)
            ids += (ids.size() > 1 ? "," : "") + std::to_string(id);
        ids += "]";
        Query save = m_db.query(
            "INSERT INTO settings (key, value) VALUES (?1, json_object('day_start', ?2, 'cards', json(?3))) "
            "ON CONFLICT(key) DO UPDATE SET value = excluded.value");
        if (!save->bind(1, kLetInKey).bind(2, dayStart).bind(3, ids).run())
            return statementFailed(*save, m_db);
    }
    if (auto done = tx.commit(); !done)
        return std::unexpected(done.error());
    return changed;
}

core::Result<std::vector<core::LetInCard>> DrillStore::newCardsLetIn(core::Timestamp dayStart)
{
    // A value that is not JSON (edited by hand) lets nothing in rather than failing every queue.
    Query st = m_db.query(
        "SELECT c.id, c.state FROM settings s, "
        "json_each(CASE WHEN json_valid(s.value) THEN s.value ELSE '{}' END, '$.cards') j "
        "JOIN cards c ON c.id = j.value "
        "WHERE s.key = ?1 AND CASE WHEN json_valid(s.value) THEN json_extract(s.value, '$.day_start') END = ?2 "
        "ORDER BY j.key");
    st->bind(1, kLetInKey).bind(2, dayStart);
    std::vector<core::LetInCard> cards;
    while (st->step())
        cards.push_back({st->int64(0), st->int32(1) == 0});
    if (auto ok = statementOk(*st, m_db); !ok)
        return std::unexpected(ok.error());
    return cards;
}

} // namespace notedeck::storage
