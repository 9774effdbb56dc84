#include "storage/stats_queries.h"

#include "storage/detail/database.h"

#include <algorithm>
#include <string>

namespace notedeck::storage {

namespace {

// Decks in the scope bound to ?1: the node itself and everything below it; '' is the whole deck.
const std::string kDeckInScope =
    "(?1 = '' OR d.path_key = ?1 OR substr(d.path_key, 1, length(?1) + 1) = ?1 || char(31))";

std::size_t index(int value) { return static_cast<std::size_t>(value); }

bool contains(const std::vector<bool>& bitmap, std::int64_t id)
{
    return id >= 0 && static_cast<std::size_t>(id) < bitmap.size() && bitmap[static_cast<std::size_t>(id)];
}

} // namespace

core::Result<std::vector<core::DeckEntry>> StatsQueries::decks(const core::DeckPath& scope)
{
    // The first card of each deck by (file, position): one seek in the cards_stats index per deck.
    Query st = m_db.query(
        "SELECT d.id, d.path_key, "
        "  (SELECT f.source_file FROM cards f WHERE f.deck_id = d.id AND f.retired = 0 "
        "   ORDER BY f.source_file, f.ordinal LIMIT 1) AS first_file, "
        "  (SELECT f.ordinal FROM cards f WHERE f.deck_id = d.id AND f.retired = 0 "
        "   ORDER BY f.source_file, f.ordinal LIMIT 1) AS first_ordinal "
        "FROM decks d WHERE " + kDeckInScope + " AND first_file IS NOT NULL "
        "ORDER BY first_file, first_ordinal, d.id");
    st->bind(1, scope.key());
    std::vector<core::DeckEntry> decks;
    while (st->step())
        decks.push_back({st->int64(0), core::DeckPath::fromKey(st->text(1))});
    if (auto ok = statementOk(*st, m_db); !ok)
        return std::unexpected(ok.error());
    return decks;
}

core::Result<std::vector<core::CardSnapshot>> StatsQueries::cardSnapshots(const core::DeckPath& scope)
{
    std::vector<core::CardSnapshot> cards;
    if (scope.empty()) {
        Query count = m_db.query("SELECT COUNT(*) FROM cards");
        if (count->step())
            cards.reserve(static_cast<std::size_t>(count->int64(0)));
    }
    // Read from the covering index cards_stats (schema step 4), far smaller than the rows with
    // their text. "+c.retired" keeps SQLite from preferring the (retired, state, due) index, which
    // would fetch every row out of table order.
    const std::string columns =
        "SELECT c.id, c.deck_id, c.state, c.due, c.stability, c.difficulty, c.last_review, c.reps, c.lapses, "
        "c.scheduled_days, c.suspended, c.buried_until FROM cards c WHERE +c.retired = 0";
    Query st = scope.empty()
                   ? m_db.query(columns)
                   : m_db.query(columns + " AND c.deck_id IN (SELECT d.id FROM decks d WHERE " + kDeckInScope + ")");
    if (!scope.empty())
        st->bind(1, scope.key());
    while (st->step()) {
        core::CardSnapshot c;
        c.id = st->int64(0);
        c.deck = st->int64(1);
        c.state = static_cast<core::CardState>(std::clamp(st->int32(2), 0, 3));
        c.due = st->int64(3);
        c.stability = st->real(4);
        c.difficulty = st->real(5);
        c.lastReview = st->isNull(6) ? 0 : st->int64(6);
        c.reps = st->int32(7);
        c.lapses = st->int32(8);
        c.scheduledDays = st->int32(9);
        c.suspended = st->int32(10) != 0;
        c.buriedUntil = st->int64(11);
        cards.push_back(c);
    }
    if (auto ok = statementOk(*st, m_db); !ok)
        return std::unexpected(ok.error());
    return cards;
}

core::Result<std::vector<core::ReviewBucket>> StatsQueries::reviewBuckets(const core::DeckPath& scope,
                                                                    std::span<const std::int64_t> boundaries)
{
    std::vector<core::ReviewBucket> buckets(boundaries.size() > 1 ? boundaries.size() - 1 : 0);
    if (buckets.empty())
        return buckets;

    // A part of the deck: the log scan is filtered by a bitmap of its cards, which costs next to
    // nothing, while joining the log to the cards makes SQLite look up every row's card.
    const std::vector<bool>* inScope = nullptr;
    if (!scope.empty()) {
        auto cards = cardsInScope(scope);
        if (!cards)
            return std::unexpected(cards.error());
        inScope = *cards;
    }

    // Rows are counted here rather than with GROUP BY: bucket edges are study days in the user's
    // zone, and sorting hundreds of thousands of rows for SQLite's GROUP BY costs more than the
    // scan itself. The scan reads the covering index review_log_stats (schema step 4).
    Query st = m_db.query(
        "SELECT reviewed_at, state_before, rating, duration_ms, card_id FROM review_log "
        "WHERE kind = 0 AND reviewed_at >= ?1 AND reviewed_at < ?2");
    st->bind(1, boundaries.front()).bind(2, boundaries.back());
    // The log comes in time order through that index, so the current bucket only moves forward;
    // anything else falls back to a binary search.
    std::size_t current = 0;
    while (st->step()) {
        if (inScope && !contains(*inScope, st->int64(4)))
            continue;
        const std::int64_t at = st->int64(0);
        if (at < boundaries[current] || at >= boundaries[current + 1]) {
            if (current + 2 < boundaries.size() && at >= boundaries[current + 1] && at < boundaries[current + 2]) {
                ++current;
            } else {
                const auto it = std::upper_bound(boundaries.begin(), boundaries.end(), at);
                if (it == boundaries.begin() || it == boundaries.end())
                    continue;
                current = static_cast<std::size_t>(it - boundaries.begin()) - 1;
            }
        }
        const int state = st->int32(1);
        const int rating = st->int32(2);
        if (state < 0 || state > 3 || rating < 1 || rating > 4)
            continue;
        core::ReviewBucket& b = buckets[current];
        b.count[index(state)][index(rating - 1)] += 1;
        b.durationMs[index(state)][index(rating - 1)] += std::max<std::int64_t>(0, st->int64(3));
    }
    if (auto ok = statementOk(*st, m_db); !ok)
        return std::unexpected(ok.error());
    return buckets;
}

core::Result<const std::vector<bool>*> StatsQueries::cardsInScope(const core::DeckPath& scope)
{
    if (m_scopeLoaded && m_scopeKey == scope.key())
        return &m_inScope;
    m_scopeLoaded = false;
    m_inScope.clear();
    Query ids = m_db.query("SELECT c.id FROM cards c JOIN decks d ON d.id = c.deck_id WHERE " + kDeckInScope);
    ids->bind(1, scope.key());
    while (ids->step()) {
        const std::int64_t id = ids->int64(0);
        if (id < 0)
            continue;
        if (static_cast<std::size_t>(id) >= m_inScope.size())
            m_inScope.resize(static_cast<std::size_t>(id) + 1 + m_inScope.size() / 2);
        m_inScope[static_cast<std::size_t>(id)] = true;
    }
    if (auto ok = statementOk(*ids, m_db); !ok)
        return std::unexpected(ok.error());
    m_scopeKey = scope.key();
    m_scopeLoaded = true;
    return &m_inScope;
}

core::Result<bool> StatsQueries::anyAnswer(const core::DeckPath& scope, std::int64_t fromMs, std::int64_t toMs)
{
    if (scope.empty()) {
        Query st = m_db.query("SELECT 1 FROM review_log WHERE kind = 0 AND reviewed_at >= ?1 AND reviewed_at < ?2 LIMIT 1");
        st->bind(1, fromMs).bind(2, toMs);
        const bool found = st->step();
        if (auto ok = statementOk(*st, m_db); !ok)
            return std::unexpected(ok.error());
        return found;
    }
    auto inScope = cardsInScope(scope);
    if (!inScope)
        return std::unexpected(inScope.error());
    Query st = m_db.query("SELECT card_id FROM review_log WHERE kind = 0 AND reviewed_at >= ?1 AND reviewed_at < ?2");
    st->bind(1, fromMs).bind(2, toMs);
    bool found = false;
    while (!found && st->step())
        found = contains(**inScope, st->int64(0));
    if (auto ok = statementOk(*st, m_db); !ok)
        return std::unexpected(ok.error());
    return found;
}

core::Result<std::optional<std::int64_t>> StatsQueries::firstAnswerMs(const core::DeckPath& scope)
{
    Query st = scope.empty()
                   ? m_db.query("SELECT MIN(reviewed_at) FROM review_log WHERE kind = 0")
                   : m_db.query("SELECT MIN(r.reviewed_at) FROM cards c JOIN decks d ON d.id = c.deck_id "
                              "JOIN review_log r ON r.card_id = c.id WHERE r.kind = 0 AND " + kDeckInScope);
    if (!scope.empty())
        st->bind(1, scope.key());
    std::optional<std::int64_t> first;
    if (st->step() && !st->isNull(0))
        first = st->int64(0);
    if (auto ok = statementOk(*st, m_db); !ok)
        return std::unexpected(ok.error());
    return first;
}

} // namespace notedeck::storage
