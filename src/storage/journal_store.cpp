#include "storage/journal_store.h"

#include "storage/detail/card_columns.h"
#include "storage/detail/database.h"
#include "storage/detail/schedule_codec.h"

#include <limits>
#include <string_view>
#include <unordered_map>

namespace notedeck::storage {

namespace {

const std::string kEventColumns =
    "SELECT device, seq, at_ms, kind, card, text, rating, duration_ms, before, schedule, fields FROM journal ";
const std::string kMergedOrder = " ORDER BY at_ms, device, seq";

core::JournalEvent readEvent(const Statement& st)
{
    core::JournalEvent e;
    e.device = st.text(0);
    e.seq = st.int64(1);
    e.atMs = st.int64(2);
    e.kind = static_cast<core::JournalKind>(st.int32(3));
    e.card = st.text(4);
    e.text = st.text(5);
    e.rating = st.int32(6);
    e.durationMs = st.int32(7);
    e.before = st.text(8);
    if (auto schedule = decodeSchedule(st.text(9)))
        e.schedule = *schedule;
    e.fields = st.int32(10);
    return e;
}

core::Result<std::vector<core::JournalEvent>> readEvents(Statement& st, Database& db)
{
    std::vector<core::JournalEvent> out;
    while (st.step())
        out.push_back(readEvent(st));
    if (auto ok = statementOk(st, db); !ok)
        return std::unexpected(ok.error());
    return out;
}

core::Result<void> runChecked(Query& st, Database& db)
{
    if (!st->run())
        return statementOk(*st, db);
    return {};
}

const std::string kIdentityColumns =
    "SELECT id, coalesce(uid, ''), content_hash || ':' || variant, coalesce(journal_fingerprint, ''), retired, "
    "created_at FROM cards ";

CardIdentity readIdentity(const Statement& st)
{
    return {st.int64(0), st.text(1), st.text(2), st.text(3), st.int32(4) != 0, st.int64(5)};
}

// With the fingerprint, which only the uid's Card event holds: a join, and so only where it is
// read (a merge reads tens of thousands of uids without it).
const std::string kUidColumns =
    "SELECT u.uid, u.card_id, u.at_ms, u.device, u.seq, coalesce(j.text, '') FROM card_uids u "
    "LEFT JOIN journal j ON j.device = u.device AND j.seq = u.seq ";
const std::string kUidColumnsNoFingerprint = "SELECT u.uid, u.card_id, u.at_ms, u.device, u.seq, '' FROM card_uids u ";

core::Result<std::vector<CardUid>> readUids(Statement& st, Database& db)
{
    std::vector<CardUid> out;
    while (st.step()) {
        CardUid& u = out.emplace_back();
        u.uid = st.text(0);
        if (!st.isNull(1))
            u.card = st.int64(1);
        u.atMs = st.int64(2);
        u.device = st.text(3);
        u.seq = st.int64(4);
        u.fingerprint = st.text(5);
    }
    if (auto ok = statementOk(st, db); !ok)
        return std::unexpected(ok.error());
    return out;
}

} // namespace

std::string storedSchedule(const core::ScheduleState& schedule) { return encodeSchedule(schedule); }

core::Result<bool> JournalStore::insert(const core::JournalEvent& e, const std::string* schedule)
{
    // Made once: a merge stores a million of these, and the statement is found by its text.
    static const std::string kInsert =
        "INSERT OR IGNORE INTO journal (device, seq, at_ms, kind, card, text, rating, duration_ms, before, schedule, "
        "fields) VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11)";
    Query st = m_db.query(kInsert);
    const bool hasSchedule = e.kind == core::JournalKind::Answer || e.kind == core::JournalKind::Change;
    const std::string encoded = hasSchedule && !schedule ? encodeSchedule(e.schedule) : std::string();
    st->bindView(1, e.device).bind(2, e.seq).bind(3, e.atMs).bind(4, static_cast<int>(e.kind)).bindView(5, e.card)
        .bindView(6, e.text).bind(7, e.rating).bind(8, e.durationMs).bindView(9, e.before)
        .bindView(10, hasSchedule && schedule ? *schedule : encoded).bind(11, e.fields);
    if (!st->run())
        return std::unexpected(statementOk(*st, m_db).error());
    return m_db.changes() > 0;
}

namespace {
// The one number a statement selects: a count, a largest value.
core::Result<std::int64_t> singleNumber(Query& st, Database& db)
{
    const std::int64_t value = st->step() ? st->int64(0) : 0;
    if (auto ok = statementOk(*st, db); !ok)
        return std::unexpected(ok.error());
    return value;
}

// The largest value of one column (seq, at_ms) among a device's events; 0 when it has none.
core::Result<std::int64_t> deviceMax(Database& db, const std::string& column, const std::string& device)
{
    Query st = db.query("SELECT coalesce(max(" + column + "), 0) FROM journal WHERE device = ?1");
    st->bind(1, device);
    return singleNumber(st, db);
}
} // namespace

core::Result<std::int64_t> JournalStore::lastSeq(const std::string& device) { return deviceMax(m_db, "seq", device); }
core::Result<std::int64_t> JournalStore::lastAtMs(const std::string& device) { return deviceMax(m_db, "at_ms", device); }

core::Result<std::int64_t> JournalStore::count()
{
    Query st = m_db.query("SELECT count(*) FROM journal");
    return singleNumber(st, m_db);
}

core::Result<std::vector<core::JournalEvent>> JournalStore::ofCards(const std::vector<std::string>& uids)
{
    if (uids.empty())
        return std::vector<core::JournalEvent>();
    std::string in = "?1";
    for (size_t i = 2; i <= uids.size(); ++i)
        in += ", ?" + std::to_string(i);
    Query st = m_db.query(kEventColumns + "WHERE card IN (" + in + ")" + kMergedOrder);
    for (size_t i = 0; i < uids.size(); ++i)
        st->bind(static_cast<int>(i + 1), uids[i]);
    return readEvents(*st, m_db);
}

core::Result<std::vector<core::JournalEvent>> JournalStore::ofDevice(const std::string& device, std::int64_t afterSeq)
{
    Query st = m_db.query(kEventColumns + "WHERE device = ?1 AND seq > ?2 ORDER BY seq");
    st->bind(1, device).bind(2, afterSeq);
    return readEvents(*st, m_db);
}

core::Result<std::int64_t> JournalStore::lastRow()
{
    Query st = m_db.query("SELECT coalesce(max(rowid), 0) FROM journal");
    return singleNumber(st, m_db);
}

core::Result<void> JournalStore::eachWithCard(const std::function<void(core::JournalEvent&&)>& visit,
                                              std::int64_t skipFrom, std::int64_t skipTo)
{
    // In the table's order: sorting a million rows is cheaper in memory than in SQL. With rows to
    // skip, those before them and then those after: each a range of the table, not a filtered scan.
    std::vector<std::pair<std::string, std::int64_t>> ranges;
    if (skipFrom > skipTo)
        ranges.emplace_back("rowid >= ?1", std::numeric_limits<std::int64_t>::min());   // every row
    else
        ranges = {{"rowid < ?1", skipFrom}, {"rowid > ?1", skipTo}};
    for (const auto& [range, row] : ranges) {
        Query st = m_db.query(kEventColumns + "WHERE " + range + " AND card <> ''");
        st->bind(1, row);
        while (st->step())
            visit(readEvent(*st));
        if (auto ok = statementOk(*st, m_db); !ok)
            return ok;
    }
    return {};
}

core::Result<std::optional<core::JournalEvent>> JournalStore::latestPresets()
{
    Query st = m_db.query(kEventColumns + "WHERE kind = ?1 ORDER BY at_ms DESC, device DESC, seq DESC LIMIT 1");
    st->bind(1, static_cast<int>(core::JournalKind::Presets));
    auto events = readEvents(*st, m_db);
    if (!events)
        return std::unexpected(events.error());
    if (events->empty())
        return std::optional<core::JournalEvent>();
    return std::optional<core::JournalEvent>(std::move(events->front()));
}

core::Result<std::vector<core::JournalEvent>> JournalStore::latestEdits()
{
    Query st = m_db.query(kEventColumns + "WHERE kind = ?1" + kMergedOrder);
    st->bind(1, static_cast<int>(core::JournalKind::Edit));
    auto events = readEvents(*st, m_db);
    if (!events)
        return events;
    // Later edits of a uid replace earlier ones.
    std::vector<core::JournalEvent> latest;
    std::unordered_map<std::string, size_t> at;
    for (auto& e : *events) {
        auto [found, fresh] = at.try_emplace(e.card, latest.size());
        if (fresh)
            latest.push_back(std::move(e));
        else
            latest[found->second] = std::move(e);
    }
    return latest;
}

core::Result<std::vector<CardIdentity>> JournalStore::identities(const std::vector<core::CardId>& ids)
{
    std::vector<CardIdentity> out;
    out.reserve(ids.size());
    Query st = m_db.query(kIdentityColumns + "WHERE id = ?1");
    for (core::CardId id : ids) {
        st->reset();
        st->bind(1, id);
        if (st->step())
            out.push_back(readIdentity(*st));
        if (auto ok = statementOk(*st, m_db); !ok)
            return std::unexpected(ok.error());
    }
    return out;
}

core::Result<std::vector<CardIdentity>> JournalStore::allIdentities()
{
    Query st = m_db.query(kIdentityColumns + "ORDER BY id");
    std::vector<CardIdentity> out;
    while (st->step())
        out.push_back(readIdentity(*st));
    if (auto ok = statementOk(*st, m_db); !ok)
        return std::unexpected(ok.error());
    return out;
}

core::Result<void> JournalStore::setCardUid(core::CardId id, const std::string& uid)
{
    Query st = m_db.query("UPDATE cards SET uid = ?2 WHERE id = ?1");
    st->bind(1, id).bind(2, uid);
    return runChecked(st, m_db);
}

core::Result<void> JournalStore::setJournalFingerprint(core::CardId id, const std::string& fingerprint)
{
    Query st = m_db.query("UPDATE cards SET journal_fingerprint = ?2 WHERE id = ?1");
    st->bind(1, id).bind(2, fingerprint);
    return runChecked(st, m_db);
}

core::Result<void> JournalStore::setCardIdentity(core::CardId id, const std::string& uid, const std::string& fingerprint)
{
    Query st = m_db.query("UPDATE cards SET uid = ?2, journal_fingerprint = ?3 WHERE id = ?1");
    st->bind(1, id).bind(2, uid).bind(3, fingerprint);
    return runChecked(st, m_db);
}

core::Result<bool> JournalStore::addUid(const CardUid& uid)
{
    static const std::string kInsert =
        "INSERT OR IGNORE INTO card_uids (uid, card_id, at_ms, device, seq) VALUES (?1, ?2, ?3, ?4, ?5)";
    Query st = m_db.query(kInsert);
    st->bind(1, uid.uid).bind(2, uid.card).bind(3, uid.atMs).bind(4, uid.device).bind(5, uid.seq);
    if (!st->run())
        return std::unexpected(statementOk(*st, m_db).error());
    return m_db.changes() > 0;
}

core::Result<void> JournalStore::mapUid(const std::string& uid, std::optional<core::CardId> card)
{
    Query st = m_db.query("UPDATE card_uids SET card_id = ?2 WHERE uid = ?1");
    st->bind(1, uid).bind(2, card);
    return runChecked(st, m_db);
}

core::Result<std::optional<CardUid>> JournalStore::findUid(const std::string& uid)
{
    Query st = m_db.query(kUidColumnsNoFingerprint + "WHERE u.uid = ?1");
    st->bind(1, uid);
    auto found = readUids(*st, m_db);
    if (!found)
        return std::unexpected(found.error());
    if (found->empty())
        return std::optional<CardUid>();
    return std::optional<CardUid>(std::move(found->front()));
}

core::Result<std::vector<CardUid>> JournalStore::uidsOf(core::CardId card)
{
    Query st = m_db.query(kUidColumnsNoFingerprint + "WHERE u.card_id = ?1 ORDER BY u.at_ms, u.device, u.seq");
    st->bind(1, card);
    return readUids(*st, m_db);
}

core::Result<std::vector<CardUid>> JournalStore::mappedUids()
{
    Query st = m_db.query(kUidColumnsNoFingerprint + "WHERE u.card_id IS NOT NULL ORDER BY u.card_id, u.at_ms, u.device, u.seq");
    return readUids(*st, m_db);
}

core::Result<void> JournalStore::eachMappedUid(const std::function<void(core::CardId, std::string&&)>& visit)
{
    Query st = m_db.query("SELECT u.card_id, u.uid FROM card_uids u WHERE u.card_id IS NOT NULL "
                          "ORDER BY u.card_id, u.at_ms, u.device, u.seq");
    while (st->step())
        visit(st->int64(0), st->text(1));
    return statementOk(*st, m_db);
}

core::Result<void> JournalStore::eachCardSchedule(const std::function<void(CardSchedule&&)>& visit)
{
    Query st = m_db.query("SELECT c.id, c.deck_id, coalesce(c.uid, ''), " + kScheduleColumns + " FROM cards c ORDER BY c.id");
    while (st->step())
        visit({st->int64(0), st->int64(1), st->text(2), readSchedule(*st, 3)});
    return statementOk(*st, m_db);
}

core::Result<std::vector<CardUid>> JournalStore::unmappedUids()
{
    Query st = m_db.query(kUidColumns + "WHERE u.card_id IS NULL ORDER BY u.at_ms, u.device, u.seq");
    return readUids(*st, m_db);
}

namespace {
// Rows of (card, answer) from a statement selecting card_id and kAnswerColumns.
const std::string kAnswerColumns = "SELECT card_id, id, reviewed_at, rating, duration_ms, schedule_before, "
                                   "coalesce(event, '') FROM review_log ";

core::Result<void> readAnswers(Statement& st, Database& db,
                               const std::function<void(core::CardId, LoggedAnswer&&)>& visit)
{
    while (st.step()) {
        const core::CardId card = st.int64(0);
        LoggedAnswer a;
        a.rowId = st.int64(1);
        a.reviewedAtMs = st.int64(2);
        a.rating = static_cast<core::Rating>(st.int32(3));
        a.durationMs = st.int32(4);
        auto before = decodeSchedule(st.text(5));
        if (!before)
            return core::fail("answer " + std::to_string(a.rowId) + " of card " + std::to_string(card) +
                                  " has a damaged saved state",
                              db.path().string());
        a.before = *before;
        a.event = st.text(6);
        visit(card, std::move(a));
    }
    return statementOk(st, db);
}
} // namespace

core::Result<std::vector<LoggedAnswer>> JournalStore::answersOf(core::CardId card)
{
    Query st = m_db.query(kAnswerColumns + "WHERE card_id = ?1 AND kind = 0 ORDER BY reviewed_at, id");
    st->bind(1, card);
    std::vector<LoggedAnswer> out;
    auto read = readAnswers(*st, m_db, [&](core::CardId, LoggedAnswer&& a) { out.push_back(std::move(a)); });
    if (!read)
        return std::unexpected(read.error());
    return out;
}

core::Result<void> JournalStore::eachAnswer(const std::function<void(core::CardId, LoggedAnswer&&)>& visit)
{
    Query st = m_db.query(kAnswerColumns + "WHERE kind = 0 ORDER BY card_id, reviewed_at, id");
    return readAnswers(*st, m_db, visit);
}

core::Result<void> JournalStore::setAnswerEvent(std::int64_t rowId, const std::string& event)
{
    Query st = m_db.query("UPDATE review_log SET event = ?2 WHERE id = ?1");
    st->bind(1, rowId).bind(2, event);
    return runChecked(st, m_db);
}

core::Result<void> JournalStore::replaceAnswers(core::CardId card, const std::vector<ReplayedAnswer>& answers,
                                                const core::ScheduleState& schedule, bool logged,
                                                const std::string& uid, const std::string& journalFingerprint)
{
    if (logged) {
        Query remove = m_db.query("DELETE FROM review_log WHERE card_id = ?1 AND kind = 0");
        remove->bind(1, card);
        if (auto done = runChecked(remove, m_db); !done)
            return done;
    }
    Query insert = m_db.query(
        "INSERT INTO review_log (card_id, reviewed_at, rating, elapsed_days, state_before, state_after, stability, "
        "difficulty, due_after, duration_ms, schedule_before, event, local) "
        "VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11, ?12, ?13)");
    for (const ReplayedAnswer& a : answers) {
        insert->reset();
        const std::string before = a.beforeText.empty() ? encodeSchedule(a.before) : std::string();
        insert->bind(1, card).bind(2, a.reviewedAtMs).bind(3, static_cast<int>(a.rating))
            .bind(4, static_cast<double>(a.after.elapsed_days)).bind(5, static_cast<int>(a.before.state))
            .bind(6, static_cast<int>(a.after.state)).bind(7, a.after.stability).bind(8, a.after.difficulty)
            .bind(9, static_cast<std::int64_t>(a.after.due)).bind(10, a.durationMs)
            .bindView(11, a.beforeText.empty() ? before : a.beforeText)
            .bindView(12, a.event).bind(13, a.local ? 1 : 0);
        if (!insert->run())
            return statementFailed(*insert, m_db);
    }
    // A card's row is rewritten whole by any update: the uid goes with the schedule, not after it.
    const auto withColumns = [](std::string_view set) {
        return std::string(kUpdateSchedule).replace(0, std::string_view("UPDATE cards SET ").size(), set);
    };
    static const std::string kUpdateScheduleAndUid = withColumns("UPDATE cards SET uid = ?16, ");
    static const std::string kUpdateScheduleAndIdentity =
        withColumns("UPDATE cards SET uid = ?16, journal_fingerprint = ?17, ");
    const bool identity = !uid.empty() && !journalFingerprint.empty();
    Query update = m_db.query(identity ? kUpdateScheduleAndIdentity : uid.empty() ? kUpdateSchedule : kUpdateScheduleAndUid);
    update->bind(1, card);
    bindSchedule(*update, schedule);
    if (!uid.empty())
        update->bind(16, uid);
    if (identity)
        update->bind(17, journalFingerprint);
    return runChecked(update, m_db);
}

namespace {
struct IndexDefinition {
    const char* name;
    const char* create;   // exactly as the schema step wrote it (tests/storage/schema)
};
std::vector<IndexDefinition> definitionsOf(JournalStore::BulkIndex index)
{
    switch (index) {
    case JournalStore::BulkIndex::EventsByCard: return {{"journal_card", "CREATE INDEX journal_card ON journal(card)"}};
    case JournalStore::BulkIndex::AnswerStats:
        return {{"review_log_stats",
                 "CREATE INDEX review_log_stats ON review_log(reviewed_at, kind, state_before, rating, duration_ms, card_id)"}};
    case JournalStore::BulkIndex::CardSchedules:
        return {
            {"cards_stats",
             "CREATE INDEX cards_stats ON cards(deck_id, retired, source_file, ordinal, state, due, stability, difficulty,\n"
             "                                  last_review, reps, lapses, scheduled_days, suspended, buried_until)"},
            {"cards_queue",
             "CREATE INDEX cards_queue ON cards(retired, state, due, suspended, buried_until, deck_id, stability, last_review)"},
            {"cards_new", "CREATE INDEX cards_new ON cards(source_file, ordinal, id, deck_id, suspended, buried_until, retired, "
                          "state)\n    WHERE retired = 0 AND state = 0"},
            {"cards_new_deck", "CREATE INDEX cards_new_deck ON cards(deck_id, source_file, ordinal, id, suspended, "
                               "buried_until, retired, state)\n    WHERE retired = 0 AND state = 0"},
        };
    }
    return {};
}
} // namespace

core::Result<void> JournalStore::dropIndex(BulkIndex index)
{
    for (const IndexDefinition& d : definitionsOf(index))
        if (!m_db.exec(std::string("DROP INDEX IF EXISTS ") + d.name))
            return core::fail("cannot write the deck: " + m_db.error(), m_db.path().string());
    return {};
}

core::Result<void> JournalStore::rebuildIndex(BulkIndex index)
{
    for (const IndexDefinition& d : definitionsOf(index)) {
        Query st = m_db.query("SELECT count(*) FROM sqlite_master WHERE type = 'index' AND name = ?1");
        st->bind(1, std::string(d.name));
        const bool exists = st->step() && st->int64(0) > 0;
        if (auto ok = statementOk(*st, m_db); !ok)
            return ok;
        if (!exists && !m_db.exec(d.create))
            return core::fail("cannot write the deck: " + m_db.error(), m_db.path().string());
    }
    return {};
}

core::Result<std::int64_t> JournalStore::answerCount()
{
    Query st = m_db.query("SELECT count(*) FROM review_log WHERE kind = 0");
    return singleNumber(st, m_db);
}

namespace {
const std::string kDeviceColumns = "SELECT device, name, read_bytes, read_lines, last_at_ms FROM journal_devices ";
} // namespace

core::Result<std::vector<JournalDevice>> JournalStore::devices()
{
    Query st = m_db.query(kDeviceColumns + "ORDER BY device");
    std::vector<JournalDevice> out;
    while (st->step())
        out.push_back({st->text(0), st->text(1), st->int64(2), st->int64(3), st->int64(4)});
    if (auto ok = statementOk(*st, m_db); !ok)
        return std::unexpected(ok.error());
    return out;
}

core::Result<std::optional<JournalDevice>> JournalStore::device(const std::string& id)
{
    Query st = m_db.query(kDeviceColumns + "WHERE device = ?1");
    st->bind(1, id);
    std::optional<JournalDevice> out;
    if (st->step())
        out = JournalDevice{st->text(0), st->text(1), st->int64(2), st->int64(3), st->int64(4)};
    if (auto ok = statementOk(*st, m_db); !ok)
        return std::unexpected(ok.error());
    return out;
}

core::Result<void> JournalStore::saveDevice(const JournalDevice& d)
{
    Query st = m_db.query("INSERT INTO journal_devices (device, name, read_bytes, read_lines, last_at_ms) "
                          "VALUES (?1, ?2, ?3, ?4, ?5) ON CONFLICT(device) DO UPDATE SET name = excluded.name, "
                          "read_bytes = excluded.read_bytes, read_lines = excluded.read_lines, "
                          "last_at_ms = excluded.last_at_ms");
    st->bind(1, d.device).bind(2, d.name).bind(3, d.readBytes).bind(4, d.readLines).bind(5, d.lastAtMs);
    return runChecked(st, m_db);
}

} // namespace notedeck::storage
