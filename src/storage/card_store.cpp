#include "storage/card_store.h"

#include "storage/detail/card_columns.h"
#include "storage/detail/database.h"
#include "storage/transaction.h"

namespace notedeck::storage {

core::Result<std::vector<core::CardRecord>> CardStore::all()
{
    std::vector<core::CardRecord> cards;
    Query st = m_db.query("SELECT " + kCardColumns + kFromCards + "ORDER BY c.source_file, c.ordinal, c.id");
    if (auto ok = readCards(*st, m_db, cards); !ok)
        return std::unexpected(ok.error());
    return cards;
}

core::Result<std::vector<core::CardRow>> CardStore::list(const core::DeckPath& scope, bool includeRetired)
{
    Query st = m_db.query("SELECT " + kCardColumns + ", " + kScheduleColumns + kFromCards + "WHERE (?1 OR c.retired = 0) AND " + kScopeFilter + " ORDER BY c.source_file, c.ordinal, c.id");
    st->bind(1, includeRetired ? 1 : 0).bind(2, scope.key());
    std::vector<core::CardRow> rows;
    while (st->step()) {
        core::CardRow row;
        row.card = readCard(*st, 0);
        row.schedule = readSchedule(*st, kCardColumnCount);
        rows.push_back(std::move(row));
    }
    if (auto ok = statementOk(*st, m_db); !ok)
        return std::unexpected(ok.error());
    return rows;
}

core::Result<std::optional<core::CardRow>> CardStore::find(core::CardId id)
{
    Query st = m_db.query("SELECT " + kCardColumns + ", " + kScheduleColumns + kFromCards + "WHERE c.id = ?1");
    st->bind(1, id);
    std::optional<core::CardRow> row;
    if (st->step())
        row = core::CardRow{readCard(*st, 0), readSchedule(*st, kCardColumnCount)};
    if (auto ok = statementOk(*st, m_db); !ok)
        return std::unexpected(ok.error());
    return row;
}

core::Result<std::vector<core::CardRow>> CardStore::siblingsOf(core::CardId id)
{
    Query st = m_db.query("SELECT " + kCardColumns + ", " + kScheduleColumns + kFromCards +
                          "JOIN cards o ON o.id = ?1 AND o.source_file = c.source_file AND o.ordinal = c.ordinal "
                          "WHERE c.id <> ?1 AND c.retired = 0 ORDER BY c.id");
    st->bind(1, id);
    std::vector<core::CardRow> rows;
    while (st->step())
        rows.push_back({readCard(*st, 0), readSchedule(*st, kCardColumnCount)});
    if (auto ok = statementOk(*st, m_db); !ok)
        return std::unexpected(ok.error());
    return rows;
}

core::Result<std::vector<core::StudyCard>> CardStore::study(const core::DeckPath& scope)
{
    Query st = m_db.query("SELECT c.id, " + kScheduleColumns + kFromCards + "WHERE c.retired = 0 AND " + kScopeFilter +
                          " ORDER BY c.source_file, c.ordinal, c.id");
    st->bind(2, scope.key());
    std::vector<core::StudyCard> cards;
    while (st->step())
        cards.push_back({st->int64(0), static_cast<std::int64_t>(cards.size()), readSchedule(*st, 1)});
    if (auto ok = statementOk(*st, m_db); !ok)
        return std::unexpected(ok.error());
    return cards;
}

core::Result<std::vector<core::DeckCounts>> CardStore::deckCounts()
{
    // Decks come in note order: by the first card they hold, (file, position in file).
    Query st = m_db.query(
        "SELECT d.path_key, SUM(c.retired = 0), SUM(c.retired = 1), "
        "  (SELECT f.source_file FROM cards f WHERE f.deck_id = d.id ORDER BY f.retired, f.source_file, f.ordinal LIMIT 1) AS first_file, "
        "  (SELECT f.ordinal FROM cards f WHERE f.deck_id = d.id ORDER BY f.retired, f.source_file, f.ordinal LIMIT 1) AS first_ordinal "
        "FROM decks d JOIN cards c ON c.deck_id = d.id GROUP BY d.id ORDER BY first_file, first_ordinal, d.id");
    std::vector<core::DeckCounts> counts;
    while (st->step()) {
        core::DeckCounts c;
        c.deck = core::DeckPath::fromKey(st->text(0));
        c.total = st->int32(1);
        c.retired = st->int32(2);
        counts.push_back(std::move(c));
    }
    if (auto ok = statementOk(*st, m_db); !ok)
        return std::unexpected(ok.error());
    return counts;
}

core::Result<std::vector<std::pair<core::DeckPath, int>>> CardStore::retiredCounts()
{
    Query st = m_db.query("SELECT d.path_key, COUNT(*) FROM cards c JOIN decks d ON d.id = c.deck_id "
                          "WHERE c.retired = 1 GROUP BY d.id");
    std::vector<std::pair<core::DeckPath, int>> counts;
    while (st->step())
        counts.emplace_back(core::DeckPath::fromKey(st->text(0)), st->int32(1));
    if (auto ok = statementOk(*st, m_db); !ok)
        return std::unexpected(ok.error());
    return counts;
}

core::Result<int> CardStore::activeCount() { return countOf(m_db, "SELECT COUNT(*) FROM cards WHERE retired = 0"); }

core::Result<void> CardStore::setSchedule(core::CardId id, const core::ScheduleState& schedule)
{
    Query st = m_db.query(kUpdateSchedule);
    st->bind(1, id);
    bindSchedule(*st, schedule);
    if (!st->run())
        return statementOk(*st, m_db);
    return {};
}

core::Result<void> CardStore::setIntervals(std::span<const core::ScheduleChange> changes)
{
    Query st = m_db.query("UPDATE cards SET due = ?2, scheduled_days = ?3, stability = ?4, difficulty = ?5 WHERE id = ?1");
    for (const core::ScheduleChange& change : changes) {
        const core::ScheduleState& s = change.after;
        st->reset();
        st->bind(1, change.card).bind(2, s.due).bind(3, s.scheduled_days).bind(4, s.stability).bind(5, s.difficulty);
        if (!st->run())
            return statementOk(*st, m_db);
    }
    return {};
}

core::Result<std::optional<CardStore::Refused>> CardStore::swapSchedules(const std::vector<core::ScheduleChange>& changes)
{
    Transaction tx(m_db);
    if (!tx.begun())
        return std::unexpected(tx.notBegun());
    for (const core::ScheduleChange& change : changes) {
        auto current = find(change.card);
        if (!current)
            return std::unexpected(current.error());
        if (!*current || (*current)->schedule != change.before)
            return std::optional<Refused>(Refused{change.card, !*current});   // rolls back what was written
        if (auto saved = setSchedule(change.card, change.after); !saved)
            return std::unexpected(saved.error());
    }
    if (auto done = tx.commit(); !done)
        return std::unexpected(done.error());
    return std::optional<Refused>();
}

core::Result<void> CardStore::changeSchedules(const std::vector<core::ScheduleChange>& changes)
{
    auto refused = swapSchedules(changes);
    if (!refused)
        return std::unexpected(refused.error());
    if (!*refused)
        return {};
    const std::string card = "card " + std::to_string((*refused)->card);
    return core::fail((*refused)->missing ? card + " is not in the deck" : card + " changed meanwhile; nothing was changed",
                      m_db.path().string());
}

} // namespace notedeck::storage
