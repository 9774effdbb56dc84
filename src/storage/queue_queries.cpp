#include "storage/queue_queries.h"

#include "storage/detail/database.h"

#include <algorithm>
#include <string>
#include <tuple>

namespace notedeck::storage {

namespace {

// ?1 is the moment `at` in every query below; the scope, when there is one, is ?9.
constexpr const char* kVisible = " AND c.suspended = 0 AND c.buried_until <= ?1";

// The decks of the scope bound to ?9: the node and everything below it. The "+" keeps SQLite on
// the queue indexes (what is due is few) instead of reading the scope's every card by deck.
constexpr const char* kInScope =
    " AND +c.deck_id IN (SELECT d.id FROM decks d WHERE d.path_key = ?9 OR "
    "substr(d.path_key, 1, length(?9) + 1) = ?9 || char(31))";

std::string scoped(const std::string& where, const core::DeckPath& scope)
{
    return scope.empty() ? where : where + kInScope;
}

Query prepare(Database& db, const std::string& sql, const core::DeckPath& scope, core::Timestamp at)
{
    Query st = db.query(sql);
    st->bind(1, at);
    if (!scope.empty())
        st->bind(9, scope.key());
    return st;
}

// Columns: id, state, due, stability, last_review, deck_id.
core::Result<std::vector<core::QueueCard>> readQueueCards(Statement& st, Database& db)
{
    std::vector<core::QueueCard> cards;
    while (st.step()) {
        core::QueueCard c;
        c.id = st.int64(0);
        c.state = static_cast<core::CardState>(std::clamp(st.int32(1), 0, 3));
        c.due = st.int64(2);
        c.stability = st.real(3);
        c.lastReview = st.isNull(4) ? 0 : st.int64(4);
        c.deck = st.int64(5);
        cards.push_back(c);
    }
    if (auto ok = statementOk(st, db); !ok)
        return std::unexpected(ok.error());
    return cards;
}

// The WHERE clause of one kind of queue card (without the due condition, bound as ?2).
std::string kindWhere(QueueQueries::Kind kind)
{
    switch (kind) {
    case QueueQueries::Kind::Learning: return "c.retired = 0 AND c.state IN (1, 3) AND c.due < ?2";
    case QueueQueries::Kind::Review: return "c.retired = 0 AND c.state = 2 AND c.due < ?2";
    case QueueQueries::Kind::New: break;
    }
    // Written out as the partial index cards_new states it, so that SQLite can use it.
    return "c.retired = 0 AND c.state = 0";
}

} // namespace

core::Result<std::vector<core::QueueCard>> QueueQueries::learningDue(const core::DeckPath& scope, core::Timestamp at,
                                                               core::Timestamp until)
{
    Query st = prepare(m_db,
                       "SELECT c.id, c.state, c.due, c.stability, c.last_review, c.deck_id FROM cards c WHERE " +
                           scoped(kindWhere(Kind::Learning) + kVisible, scope) + " ORDER BY c.due, c.id",
                       scope, at);
    st->bind(2, until);
    return readQueueCards(*st, m_db);
}

core::Result<std::vector<core::QueueCard>> QueueQueries::reviewsDue(const core::DeckPath& scope, core::Timestamp at, int limit)
{
    if (limit <= 0)
        return std::vector<core::QueueCard>();
    // The same order as scheduler::buildQueue's: (at - last review) / stability is computed in
    // doubles exactly as there (the integer difference made a double, divided by the stability;
    // the casts say so whatever SQLite keeps on disk), so the same cards come out. The due reviews are found in cards_queue; only `limit` of them are kept while sorting.
    Query st = prepare(
        m_db,
        "SELECT c.id, c.state, c.due, c.stability, c.last_review, c.deck_id FROM cards c WHERE " +
            scoped("c.retired = 0 AND c.state = 2 AND c.due <= ?1" + std::string(kVisible), scope) +
            " ORDER BY c.stability > 0, CASE WHEN c.stability > 0 THEN "
            "CAST(?1 - coalesce(c.last_review, 0) AS REAL) / CAST(c.stability AS REAL) END DESC, c.id LIMIT ?2",
        scope, at);
    st->bind(2, limit);
    return readQueueCards(*st, m_db);
}

core::Result<std::vector<core::CardId>> QueueQueries::newCards(const core::DeckPath& scope, core::Timestamp at, int limit)
{
    if (limit == 0)
        return std::vector<core::CardId>();
    std::vector<core::CardId> ids;
    if (scope.empty()) {
        // cards_new holds the active new cards in note order: the first `limit` visible ones are
        // read and the scan stops.
        Query st = prepare(m_db,
                           "SELECT c.id FROM cards c INDEXED BY cards_new WHERE " + kindWhere(Kind::New) + kVisible +
                               " ORDER BY c.source_file, c.ordinal, c.id LIMIT ?2",
                           scope, at);
        st->bind(2, limit < 0 ? -1 : limit);
        while (st->step())
            ids.push_back(st->int64(0));
        if (auto ok = statementOk(*st, m_db); !ok)
            return std::unexpected(ok.error());
        return ids;
    }
    // A part of the deck: the first `limit` of each of its nodes, then the first `limit` of them all.
    Query decks = m_db.query("SELECT d.id FROM decks d WHERE d.path_key = ?1 OR "
                           "substr(d.path_key, 1, length(?1) + 1) = ?1 || char(31)");
    decks->bind(1, scope.key());
    std::vector<core::DeckId> deckIds;
    while (decks->step())
        deckIds.push_back(decks->int64(0));
    if (auto ok = statementOk(*decks, m_db); !ok)
        return std::unexpected(ok.error());
    auto fresh = newCardsOf(deckIds, at, limit);
    if (!fresh)
        return std::unexpected(fresh.error());
    ids.reserve(fresh->size());
    for (const core::NewQueueCard& f : *fresh)
        ids.push_back(f.id);
    return ids;
}

core::Result<std::vector<core::NewQueueCard>> QueueQueries::newCardsOf(std::span<const core::DeckId> decks,
                                                                      core::Timestamp at, int limit)
{
    // The first `limit` of each deck node (cards_new_deck, in note order), then the first `limit`
    // of them all. It costs the number of nodes times the limit, however many new cards come
    // before theirs in note order.
    std::vector<core::NewQueueCard> fresh;
    if (limit == 0)
        return fresh;
    for (core::DeckId deck : decks) {
        Query st = m_db.query("SELECT c.id, c.source_file, c.ordinal FROM cards c INDEXED BY cards_new_deck WHERE " +
                            kindWhere(Kind::New) + kVisible +
                            " AND c.deck_id = ?3 ORDER BY c.source_file, c.ordinal, c.id LIMIT ?2");
        st->bind(1, at).bind(2, limit < 0 ? -1 : limit).bind(3, deck);
        while (st->step())
            fresh.push_back({st->int64(0), st->text(1), st->int64(2), deck});
        if (auto ok = statementOk(*st, m_db); !ok)
            return std::unexpected(ok.error());
    }
    std::sort(fresh.begin(), fresh.end(), [](const core::NewQueueCard& a, const core::NewQueueCard& b) {
        return std::tie(a.file, a.ordinal, a.id) < std::tie(b.file, b.ordinal, b.id);
    });
    if (limit >= 0 && fresh.size() > static_cast<std::size_t>(limit))
        fresh.resize(static_cast<std::size_t>(limit));
    return fresh;
}

core::Result<std::vector<core::QueueCard>> QueueQueries::allReviewsDue(const core::DeckPath& scope, core::Timestamp at)
{
    // Unordered: the caller picks each preset's share by the queue's own order.
    Query st = prepare(m_db,
                       "SELECT c.id, c.state, c.due, c.stability, c.last_review, c.deck_id FROM cards c WHERE " +
                           scoped("c.retired = 0 AND c.state = 2 AND c.due <= ?1" + std::string(kVisible), scope),
                       scope, at);
    return readQueueCards(*st, m_db);
}

core::Result<int> QueueQueries::count(Kind kind, const core::DeckPath& scope, core::Timestamp at,
                                      core::Timestamp dueBefore, int limit)
{
    if (limit <= 0)
        return 0;
    Query st = prepare(m_db,
                       "SELECT COUNT(*) FROM (SELECT 1 FROM cards c WHERE " +
                           scoped(kindWhere(kind) + kVisible, scope) + " LIMIT ?3)",
                       scope, at);
    if (kind != Kind::New)
        st->bind(2, dueBefore);
    st->bind(3, limit);
    const int n = st->step() ? st->int32(0) : 0;
    if (auto ok = statementOk(*st, m_db); !ok)
        return std::unexpected(ok.error());
    return n;
}

core::Result<int> QueueQueries::countComingDue(const core::DeckPath& scope, core::Timestamp from, core::Timestamp to)
{
    // max(due, buried_until) in [from, to), written so that cards_queue's range on due applies
    // (both below `to`, one of them at `from` or later). ?1 is `from` here.
    Query st = prepare(m_db,
                       "SELECT COUNT(*) FROM cards c WHERE " +
                           scoped("c.retired = 0 AND c.state IN (1, 2, 3) AND c.due < ?2 AND c.suspended = 0 "
                                  "AND c.buried_until < ?2 AND (c.due >= ?1 OR c.buried_until >= ?1)",
                                  scope),
                       scope, from);
    st->bind(2, to);
    const int n = st->step() ? st->int32(0) : 0;
    if (auto ok = statementOk(*st, m_db); !ok)
        return std::unexpected(ok.error());
    return n;
}

core::Result<std::vector<std::pair<core::Timestamp, std::int64_t>>> QueueQueries::reviewsDueBetween(core::Timestamp from,
                                                                                                    core::Timestamp to)
{
    // A range of cards_queue, already in due order: grouped while it streams.
    Query st = m_db.query("SELECT c.due, COUNT(*) FROM cards c WHERE c.retired = 0 AND c.state = 2 AND c.due >= ?1 "
                        "AND c.due < ?2 AND c.suspended = 0 GROUP BY c.due");
    st->bind(1, from).bind(2, to);
    std::vector<std::pair<core::Timestamp, std::int64_t>> days;
    while (st->step())
        days.emplace_back(st->int64(0), st->int64(1));
    if (auto ok = statementOk(*st, m_db); !ok)
        return std::unexpected(ok.error());
    return days;
}

} // namespace notedeck::storage
