#include "storage/review_log.h"

#include "storage/card_store.h"
#include "storage/detail/card_columns.h"
#include "storage/detail/database.h"
#include "storage/detail/schedule_codec.h"
#include "storage/transaction.h"

#include <string>

namespace notedeck::storage {

namespace {

const std::string kReviewColumns =
    "SELECT id, card_id, reviewed_at, rating, elapsed_days, state_before, state_after, stability, difficulty, "
    "due_after, duration_ms, schedule_before FROM review_log ";

core::ReviewRecord readReview(const Statement& st)
{
    core::ReviewRecord r;
    r.id = st.int64(0);
    r.card = st.int64(1);
    r.reviewedAtMs = st.int64(2);
    r.rating = static_cast<core::Rating>(st.int32(3));
    r.elapsedDays = st.real(4);
    r.stateBefore = static_cast<core::CardState>(st.int32(5));
    r.stateAfter = static_cast<core::CardState>(st.int32(6));
    if (!st.isNull(7)) r.stability = st.real(7);
    if (!st.isNull(8)) r.difficulty = st.real(8);
    if (!st.isNull(9)) r.dueAfter = st.int64(9);
    r.durationMs = st.int32(10);
    r.scheduleBefore = st.text(11);
    return r;
}

core::Result<std::vector<core::ReviewRecord>> readReviews(Statement& st, Database& db)
{
    std::vector<core::ReviewRecord> out;
    while (st.step())
        out.push_back(readReview(st));
    if (auto ok = statementOk(st, db); !ok)
        return std::unexpected(ok.error());
    return out;
}

} // namespace

core::Result<std::vector<core::ReviewRecord>> ReviewLog::answersByCard()
{
    Query st = m_db.query("SELECT card_id, reviewed_at, rating, state_before, due_after FROM review_log WHERE kind = 0 "
                          "ORDER BY card_id, reviewed_at, id");
    std::vector<core::ReviewRecord> out;
    while (st->step()) {
        core::ReviewRecord& r = out.emplace_back();
        r.card = st->int64(0);
        r.reviewedAtMs = st->int64(1);
        r.rating = static_cast<core::Rating>(st->int32(2));
        r.stateBefore = static_cast<core::CardState>(st->int32(3));
        if (!st->isNull(4))
            r.dueAfter = st->int64(4);   // a history cut short starts from the interval it was given
    }
    if (auto ok = statementOk(*st, m_db); !ok)
        return std::unexpected(ok.error());
    return out;
}

core::Result<std::int64_t> ReviewLog::recordAnswer(core::ReviewRecord review, const core::ScheduleState& before,
                                                   const core::ScheduleState& after)
{
    Transaction tx(m_db);
    if (!tx.begun())
        return std::unexpected(tx.notBegun());
    const std::string file = m_db.path().string();
    auto current = CardStore(m_db).find(review.card);
    if (!current)
        return std::unexpected(current.error());
    if (!*current)
        return core::fail("card " + std::to_string(review.card) + " is not in the deck", file);
    if ((*current)->schedule != before)
        return core::fail("card " + std::to_string(review.card) + " changed since it was shown; the answer was not saved", file);
    Query update = m_db.query(kUpdateSchedule);
    update->bind(1, review.card);
    bindSchedule(*update, after);
    if (!update->run())
        return statementFailed(*update, m_db);
    review.scheduleBefore = encodeSchedule(before);
    auto id = append(review);
    if (!id)
        return id;
    if (auto done = tx.commit(); !done)
        return std::unexpected(done.error());
    return *id;
}

core::Result<void> ReviewLog::recordBurials(std::int64_t reviewId, const std::vector<core::ScheduleChange>& buried)
{
    Query st = m_db.query(
        "INSERT INTO answer_burials (review_id, card_id, schedule_before, schedule_after) VALUES (?1, ?2, ?3, ?4)");
    for (const core::ScheduleChange& change : buried) {
        st->reset();
        st->bind(1, reviewId).bind(2, change.card).bind(3, encodeSchedule(change.before))
            .bind(4, encodeSchedule(change.after));
        if (!st->run())
            return statementFailed(*st, m_db);
    }
    return {};
}

core::Result<std::optional<UndoneAnswer>> ReviewLog::undoLastAnswer()
{
    Transaction tx(m_db);
    if (!tx.begun())
        return std::unexpected(tx.notBegun());
    Query last = m_db.query("SELECT id, card_id, schedule_before FROM review_log WHERE kind = 0 AND local = 1 ORDER BY id DESC LIMIT 1");
    if (!last->step()) {
        if (auto ok = statementOk(*last, m_db); !ok)
            return std::unexpected(ok.error());
        return std::optional<UndoneAnswer>();
    }
    const std::int64_t logId = last->int64(0);
    UndoneAnswer undone;
    undone.card = last->int64(1);
    const auto before = decodeSchedule(last->text(2));
    if (!before)
        return core::fail("the last answer cannot be undone: its saved state is damaged", m_db.path().string());
    Query burials = m_db.query(
        "SELECT card_id, schedule_before, schedule_after FROM answer_burials WHERE review_id = ?1 ORDER BY card_id");
    burials->bind(1, logId);
    while (burials->step()) {
        const auto siblingBefore = decodeSchedule(burials->text(1));
        const auto siblingAfter = decodeSchedule(burials->text(2));
        // A damaged row only loses the unbury: the answer itself is still undone.
        if (siblingBefore && siblingAfter)
            undone.buried.push_back({burials->int64(0), *siblingBefore, *siblingAfter});
    }
    if (auto ok = statementOk(*burials, m_db); !ok)
        return std::unexpected(ok.error());
    Query restore = m_db.query(kUpdateSchedule);
    restore->bind(1, undone.card);
    bindSchedule(*restore, *before);
    if (!restore->run())
        return statementFailed(*restore, m_db);
    Query forget = m_db.query("DELETE FROM answer_burials WHERE review_id = ?1");
    if (!forget->bind(1, logId).run())
        return statementFailed(*forget, m_db);
    Query remove = m_db.query("DELETE FROM review_log WHERE id = ?1");
    if (!remove->bind(1, logId).run())
        return statementFailed(*remove, m_db);
    if (auto done = tx.commit(); !done)
        return std::unexpected(done.error());
    return std::optional<UndoneAnswer>(std::move(undone));
}

core::Result<std::int64_t> ReviewLog::append(const core::ReviewRecord& r)
{
    Query st = m_db.query(
        "INSERT INTO review_log (card_id, reviewed_at, rating, elapsed_days, state_before, state_after, stability, "
        "difficulty, due_after, duration_ms, schedule_before) VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11)");
    st->bind(1, r.card).bind(2, r.reviewedAtMs).bind(3, static_cast<int>(r.rating)).bind(4, r.elapsedDays)
        .bind(5, static_cast<int>(r.stateBefore)).bind(6, static_cast<int>(r.stateAfter)).bind(7, r.stability)
        .bind(8, r.difficulty).bind(9, r.dueAfter).bind(10, r.durationMs).bind(11, r.scheduleBefore);
    if (!st->run())
        return statementFailed(*st, m_db);
    return m_db.lastInsertId();
}

core::Result<std::vector<core::ReviewRecord>> ReviewLog::of(core::CardId card)
{
    Query st = m_db.query(kReviewColumns + "WHERE card_id = ?1 ORDER BY reviewed_at, id");
    st->bind(1, card);
    return readReviews(*st, m_db);
}

core::Result<std::vector<core::ReviewRecord>> ReviewLog::all()
{
    Query st = m_db.query(kReviewColumns + "WHERE kind = 0 ORDER BY reviewed_at, id");
    return readReviews(*st, m_db);
}

core::Result<core::AnswerCounts> ReviewLog::answersSince(core::Timestamp since)
{
    Query st = m_db.query(
        "SELECT COUNT(DISTINCT CASE WHEN state_before = 0 THEN card_id END), SUM(state_before = 2) "
        "FROM review_log WHERE reviewed_at >= ?1 AND kind = 0");
    st->bind(1, since * 1000);
    core::AnswerCounts counts;
    if (st->step()) {
        counts.newCards = st->int32(0);
        counts.reviews = st->int32(1);
    }
    if (auto ok = statementOk(*st, m_db); !ok)
        return std::unexpected(ok.error());
    return counts;
}

core::Result<std::vector<core::DeckAnswerCounts>> ReviewLog::answersByDeckSince(core::Timestamp since)
{
    Query st = m_db.query(
        "SELECT c.deck_id, COUNT(DISTINCT CASE WHEN r.state_before = 0 THEN r.card_id END), SUM(r.state_before = 2) "
        "FROM review_log r JOIN cards c ON c.id = r.card_id WHERE r.reviewed_at >= ?1 AND r.kind = 0 "
        "GROUP BY c.deck_id");
    st->bind(1, since * 1000);
    std::vector<core::DeckAnswerCounts> counts;
    while (st->step())
        counts.push_back({st->int64(0), st->int32(1), st->int32(2)});
    if (auto ok = statementOk(*st, m_db); !ok)
        return std::unexpected(ok.error());
    return counts;
}

} // namespace notedeck::storage
