#include "storage/search_index.h"

#include "core/text.h"
#include "storage/detail/database.h"
#include "storage/transaction.h"

#include <algorithm>

namespace notedeck::storage {

namespace {

size_t codePoints(const std::string& s) { return core::decodeUtf8(s).size(); }

// An FTS5 phrase: the term in double quotes, inner quotes doubled, so nothing in it is syntax.
std::string phrase(const std::string& term)
{
    std::string out = "\"";
    for (char c : term)
        out += c == '"' ? std::string("\"\"") : std::string(1, c);
    return out + "\"";
}

} // namespace

core::Result<int> SearchIndex::refresh()
{
    Transaction tx(m_db);
    if (!tx.begun())
        return core::fail("cannot update the search index: " + m_db.error(), m_db.path().string());
    Query changed = m_db.query("SELECT id, question, answer, content_hash FROM cards WHERE indexed_hash IS NOT content_hash");
    struct Row { core::CardId id; std::string question, answer, hash; };
    std::vector<Row> rows;
    while (changed->step())
        rows.push_back({changed->int64(0), changed->text(1), changed->text(2), changed->text(3)});
    if (changed->failed())
        return core::fail("cannot update the search index: " + changed->error(), m_db.path().string());
    for (const Row& r : rows) {
        Query remove = m_db.query("DELETE FROM cards_fts WHERE rowid = ?1");
        Query insert = m_db.query("INSERT INTO cards_fts (rowid, question, answer) VALUES (?1, ?2, ?3)");
        Query mark = m_db.query("UPDATE cards SET indexed_hash = ?2 WHERE id = ?1");
        if (!remove->bind(1, r.id).run() || !insert->bind(1, r.id).bind(2, r.question).bind(3, r.answer).run() ||
            !mark->bind(1, r.id).bind(2, r.hash).run())
            return core::fail("cannot update the search index: " + m_db.error(), m_db.path().string());
    }
    if (auto done = tx.commit(); !done)
        return std::unexpected(done.error());
    return static_cast<int>(rows.size());
}

core::Result<int> SearchIndex::staleCount()
{
    Query st = m_db.query("SELECT count(*) FROM cards WHERE indexed_hash IS NOT content_hash");
    if (!st->step())
        return core::fail("cannot read the search index: " + st->error(), m_db.path().string());
    const int stale = st->int32(0);
    return stale;
}

core::Result<std::vector<core::SearchHit>> SearchIndex::find(const core::SearchQuery& query, bool useIndex)
{
    const std::vector<std::string> terms = core::searchTerms(query.text);
    std::vector<core::SearchHit> hits;
    if (terms.empty())
        return hits;
    const bool indexable =
        useIndex && std::all_of(terms.begin(), terms.end(), [](const std::string& t) { return codePoints(t) >= 3; });
    std::string matchOrLike;
    if (indexable) {
        std::string expression;
        for (const auto& t : terms)
            expression += (expression.empty() ? "" : " AND ") + phrase(t);
        matchOrLike = expression;
    }
    // The trigram index answers terms of 3+ characters; shorter ones are found by a scan, which
    // walks the cards in result order (the cards_source index) and so stops at the limit.
    // `+c.retired` keeps SQLite from reading every active card through another index instead.
    const std::string where =
        indexable ? "c.id IN (SELECT rowid FROM cards_fts WHERE cards_fts MATCH ?1)"
                  : "(instr(lower(c.question), lower(?1)) > 0 OR instr(lower(c.answer), lower(?1)) > 0)";
    const std::string sql =
        "SELECT c.id, d.path_key, c.question, c.answer, c.source_file, c.source_line, c.ordinal, c.state, c.due, "
        "c.stability, c.difficulty, c.reps, c.lapses, c.last_review, c.suspended, c.flag, c.variant "
        "FROM cards c JOIN decks d ON d.id = c.deck_id WHERE +c.retired = 0 AND " + where +
        " AND (?2 = '' OR d.path_key = ?2 OR substr(d.path_key, 1, length(?2) + 1) = ?2 || char(31))"
        " AND (?3 < 0 OR c.state = ?3) ORDER BY c.source_file, c.ordinal LIMIT ?4";
    Query st = m_db.query(sql);
    st->bind(1, indexable ? matchOrLike : terms.front()).bind(2, query.scope.key())
        .bind(3, query.state ? static_cast<int>(*query.state) : -1).bind(4, query.limit * (indexable ? 1 : 4));
    while (st->step() && static_cast<int>(hits.size()) < query.limit) {
        core::SearchHit h;
        h.card.id = st->int64(0);
        h.card.deck = core::DeckPath::fromKey(st->text(1));
        h.card.question = st->text(2);
        h.card.answer = st->text(3);
        h.card.sourceFile = st->text(4);
        h.card.sourceLine = st->int32(5);
        h.card.ordinal = st->int32(6);
        h.schedule.state = static_cast<core::CardState>(st->int32(7));
        h.schedule.due = st->int64(8);
        h.schedule.stability = st->real(9);
        h.schedule.difficulty = st->real(10);
        h.schedule.reps = st->int32(11);
        h.schedule.lapses = st->int32(12);
        if (!st->isNull(13))
            h.schedule.last_review = st->int64(13);
        h.schedule.suspended = st->int32(14) != 0;
        h.schedule.flag = static_cast<core::Flag>(st->int32(15));
        h.card.kind = core::CardKind::fromStored(st->text(16));   // which card of its note: what it asks, and how it is named
        // Every term must occur (the scan matched only the first one).
        const std::string all = core::asciiLower(h.card.question + "\n" + h.card.answer);
        if (!std::all_of(terms.begin(), terms.end(), [&](const std::string& t) { return all.find(core::asciiLower(t)) != std::string::npos; }))
            continue;
        hits.push_back(std::move(h));
    }
    if (st->failed())
        return core::fail("search failed: " + st->error(), m_db.path().string());
    return hits;
}

} // namespace notedeck::storage
