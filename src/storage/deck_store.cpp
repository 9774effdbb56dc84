#include "storage/deck_store.h"

#include "core/text.h"
#include "storage/database.h"
#include "storage/schedule_codec.h"

#include <unordered_map>

namespace notedeck::storage {

namespace {
core::Result<void> ranOk(Statement& st, Database& db)
{
    if (st.failed() || !st.ok())
        return core::fail("deck error: " + (st.error().empty() ? db.error() : st.error()), db.path().string());
    return {};
}
} // namespace

DeckStore::DeckStore(std::unique_ptr<Database> db) : m_db(std::move(db)) {}
DeckStore::~DeckStore() = default;

core::Result<std::unique_ptr<DeckStore>> DeckStore::open(const std::filesystem::path& file)
{
    auto db = Database::open(file);
    if (!db)
        return std::unexpected(db.error());
    return std::unique_ptr<DeckStore>(new DeckStore(std::move(*db)));
}

core::Result<std::unique_ptr<DeckStore>> DeckStore::openReadOnly(const std::filesystem::path& file)
{
    std::error_code ec;
    if (!std::filesystem::exists(file, ec))
        return core::fail("there is no deck here", file.string());
    auto db = Database::open(file, OpenMode::ReadOnly);
    if (!db)
        return std::unexpected(db.error());
    return std::unique_ptr<DeckStore>(new DeckStore(std::move(*db)));
}

const std::filesystem::path& DeckStore::file() const { return m_db->path(); }

std::string DeckStore::readOnlyReason() const { return m_db->readOnly() ? m_db->readOnlyReason() : std::string(); }

core::Result<void> DeckStore::setAutoCheckpoint(bool on)
{
    // 1000 pages is SQLite's default.
    if (!m_db->exec(on ? "PRAGMA wal_autocheckpoint=1000" : "PRAGMA wal_autocheckpoint=0"))
        return core::fail("deck error: " + m_db->error(), file().string());
    return {};
}

core::Result<void> DeckStore::checkpoint()
{
    if (!m_db->exec("PRAGMA wal_checkpoint(PASSIVE)"))
        return core::fail("deck error: " + m_db->error(), file().string());
    return {};
}

namespace {
// The columns of core::CardRecord, in the order readCard() takes them, and where they come from.
const std::string kCardColumns = "c.id, d.path_key, c.question, c.answer, c.source_file, c.source_line, c.ordinal, c.retired";
const std::string kFromCards = " FROM cards c JOIN decks d ON d.id = c.deck_id ";
} // namespace

// Reads kCardColumns starting at column `first`.
static core::CardRecord readCard(const Statement& st, int first)
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
    return c;
}

core::Result<void> DeckStore::readCards(Statement& st, std::vector<core::CardRecord>& cards)
{
    while (st.step())
        cards.push_back(readCard(st, 0));
    return ranOk(st, *m_db);
}

core::Result<std::vector<core::CardRecord>> DeckStore::allCards()
{
    std::vector<core::CardRecord> cards;
    Query st = m_db->query("SELECT " + kCardColumns + kFromCards + "ORDER BY c.source_file, c.ordinal, c.id");
    if (auto ok = readCards(*st, cards); !ok)
        return std::unexpected(ok.error());
    return cards;
}

core::Result<std::vector<core::CardRecord>> DeckStore::cardsForMatching(const std::vector<std::string>& files)
{
    std::vector<core::CardRecord> cards;
    for (const std::string& file : files) {
        Query st = m_db->query("SELECT " + kCardColumns + kFromCards + "WHERE c.source_file = ?1 AND c.retired = 0 ORDER BY c.ordinal");
        st->bind(1, file);
        if (auto ok = readCards(*st, cards); !ok)
            return std::unexpected(ok.error());
    }
    Query st = m_db->query("SELECT " + kCardColumns + kFromCards + "WHERE c.retired = 1 ORDER BY c.source_file, c.ordinal");
    if (auto ok = readCards(*st, cards); !ok)
        return std::unexpected(ok.error());
    return cards;
}

core::Result<std::vector<core::NoteFile>> DeckStore::noteFiles()
{
    Query st = m_db->query("SELECT path, content_hash, issues FROM note_files ORDER BY path");
    std::vector<core::NoteFile> files;
    while (st->step())
        files.push_back({st->text(0), st->text(1), st->text(2)});
    if (auto ok = ranOk(*st, *m_db); !ok)
        return std::unexpected(ok.error());
    return files;
}

core::Result<core::DeckId> DeckStore::ensureDeck(const core::DeckPath& path)
{
    Query find = m_db->query("SELECT id FROM decks WHERE path_key = ?1");
    find->bind(1, path.key());
    if (find->step())
        return find->int64(0);
    if (auto ok = ranOk(*find, *m_db); !ok)
        return std::unexpected(ok.error());
    std::optional<core::DeckId> parent;
    if (path.components().size() > 1) {
        auto p = ensureDeck(path.parent());
        if (!p)
            return p;
        parent = *p;
    }
    Query insert = m_db->query("INSERT INTO decks (path_key, parent_id, name) VALUES (?1, ?2, ?3)");
    insert->bind(1, path.key()).bind(2, parent).bind(3, path.components().back());
    if (!insert->run())
        return std::unexpected(ranOk(*insert, *m_db).error());
    return sqlite3_last_insert_rowid(m_db->handle());
}

core::Result<std::vector<core::CardId>> DeckStore::applyImport(const core::ImportChanges& changes, core::Timestamp now)
{
    Transaction tx(*m_db);
    if (!tx.begun())
        return core::fail("cannot write to the deck: " + m_db->error(), file().string());

    std::unordered_map<std::string, core::DeckId> deckIds;
    auto deckOf = [&](const core::DeckPath& path) -> core::Result<core::DeckId> {
        if (auto it = deckIds.find(path.key()); it != deckIds.end())
            return it->second;
        auto id = ensureDeck(path);
        if (id)
            deckIds[path.key()] = *id;
        return id;
    };

    std::vector<core::CardId> addedIds;
    addedIds.reserve(changes.added.size());
    for (const core::CardRecord& card : changes.added) {
        auto deck = deckOf(card.deck);
        if (!deck)
            return std::unexpected(deck.error());
        Query st = m_db->query(
            "INSERT INTO cards (deck_id, question, answer, source_file, source_line, ordinal, content_hash, "
            "identity_key, created_at, updated_at) VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?9)");
        st->bind(1, *deck).bind(2, card.question).bind(3, card.answer).bind(4, card.sourceFile)
            .bind(5, card.sourceLine).bind(6, card.ordinal)
            .bind(7, core::contentHash(card.question + '\x1f' + card.answer))
            .bind(8, core::normalizeForIdentity(card.question)).bind(9, now);
        if (!st->run())
            return std::unexpected(ranOk(*st, *m_db).error());
        addedIds.push_back(sqlite3_last_insert_rowid(m_db->handle()));
    }
    for (const core::CardRecord& card : changes.changed) {
        auto deck = deckOf(card.deck);
        if (!deck)
            return std::unexpected(deck.error());
        Query st = m_db->query(
            "UPDATE cards SET deck_id = ?2, question = ?3, answer = ?4, source_file = ?5, source_line = ?6, "
            "ordinal = ?7, content_hash = ?8, identity_key = ?9, retired = 0, updated_at = ?10 WHERE id = ?1");
        st->bind(1, card.id).bind(2, *deck).bind(3, card.question).bind(4, card.answer).bind(5, card.sourceFile)
            .bind(6, card.sourceLine).bind(7, card.ordinal)
            .bind(8, core::contentHash(card.question + '\x1f' + card.answer))
            .bind(9, core::normalizeForIdentity(card.question)).bind(10, now);
        if (!st->run())
            return std::unexpected(ranOk(*st, *m_db).error());
    }
    for (core::CardId id : changes.retired) {
        Query st = m_db->query("UPDATE cards SET retired = 1, updated_at = ?2 WHERE id = ?1");
        if (!st->bind(1, id).bind(2, now).run())
            return std::unexpected(ranOk(*st, *m_db).error());
    }
    for (const core::NoteFile& f : changes.files) {
        Query st = m_db->query("INSERT INTO note_files (path, content_hash, issues) VALUES (?1, ?2, ?3) "
                               "ON CONFLICT(path) DO UPDATE SET content_hash = excluded.content_hash, issues = excluded.issues");
        if (!st->bind(1, f.path).bind(2, f.contentHash).bind(3, f.issuesJson).run())
            return std::unexpected(ranOk(*st, *m_db).error());
    }
    for (const std::string& path : changes.removedFiles) {
        Query st = m_db->query("DELETE FROM note_files WHERE path = ?1");
        if (!st->bind(1, path).run())
            return std::unexpected(ranOk(*st, *m_db).error());
    }
    const core::ImportRun& run = changes.run;
    Query log = m_db->query(
        "INSERT INTO import_runs (started_at, notes_dir, added, updated, moved, retired, restored, warnings, errors, report) "
        "VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10)");
    log->bind(1, run.startedAt).bind(2, run.notesDir).bind(3, run.added).bind(4, run.updated).bind(5, run.moved)
        .bind(6, run.retired).bind(7, run.restored).bind(8, run.warnings).bind(9, run.errors).bind(10, run.reportJson);
    if (!log->run())
        return std::unexpected(ranOk(*log, *m_db).error());
    if (auto done = tx.commit(); !done)
        return std::unexpected(done.error());
    return addedIds;
}

namespace {
// The columns of core::ScheduleState, in the order readSchedule() takes them.
constexpr const char* kScheduleColumns =
    "c.state, c.due, c.stability, c.difficulty, c.step, c.reps, c.lapses, c.scheduled_days, c.elapsed_days, "
    "c.last_review, c.suspended, c.leech, c.buried_until, c.flag";

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

// Binds a schedule to ?2 … ?15 (?1 is the card).
void bindSchedule(Statement& st, const core::ScheduleState& s)
{
    st.bind(2, static_cast<int>(s.state)).bind(3, s.due).bind(4, s.stability).bind(5, s.difficulty).bind(6, s.step)
        .bind(7, s.reps).bind(8, s.lapses).bind(9, s.scheduled_days).bind(10, s.elapsed_days).bind(11, s.last_review)
        .bind(12, s.suspended ? 1 : 0).bind(13, s.leech ? 1 : 0).bind(14, s.buried_until)
        .bind(15, static_cast<int>(s.flag));
}

constexpr const char* kUpdateSchedule =
    "UPDATE cards SET state = ?2, due = ?3, stability = ?4, difficulty = ?5, step = ?6, reps = ?7, lapses = ?8, "
    "scheduled_days = ?9, elapsed_days = ?10, last_review = ?11, suspended = ?12, leech = ?13, buried_until = ?14, "
    "flag = ?15 WHERE id = ?1";

const std::string kScopeFilter =
    "(?2 = '' OR d.path_key = ?2 OR substr(d.path_key, 1, length(?2) + 1) = ?2 || char(31))";
} // namespace

core::Result<std::vector<core::CardRow>> DeckStore::listCards(const core::DeckPath& scope, bool includeRetired)
{
    Query st = m_db->query("SELECT " + kCardColumns + ", " + kScheduleColumns + kFromCards + "WHERE (?1 OR c.retired = 0) AND " + kScopeFilter + " ORDER BY c.source_file, c.ordinal, c.id");
    st->bind(1, includeRetired ? 1 : 0).bind(2, scope.key());
    std::vector<core::CardRow> rows;
    while (st->step()) {
        core::CardRow row;
        row.card = readCard(*st, 0);
        row.schedule = readSchedule(*st, 8);
        rows.push_back(std::move(row));
    }
    if (auto ok = ranOk(*st, *m_db); !ok)
        return std::unexpected(ok.error());
    return rows;
}

core::Result<std::optional<core::CardRow>> DeckStore::card(core::CardId id)
{
    Query st = m_db->query("SELECT " + kCardColumns + ", " + kScheduleColumns + kFromCards + "WHERE c.id = ?1");
    st->bind(1, id);
    std::optional<core::CardRow> row;
    if (st->step())
        row = core::CardRow{readCard(*st, 0), readSchedule(*st, 8)};
    if (auto ok = ranOk(*st, *m_db); !ok)
        return std::unexpected(ok.error());
    return row;
}

core::Result<std::vector<core::StudyCard>> DeckStore::studyCards(const core::DeckPath& scope)
{
    Query st = m_db->query(std::string("SELECT c.id, ") + kScheduleColumns + kFromCards +
                           "WHERE c.retired = 0 AND " + kScopeFilter + " ORDER BY c.source_file, c.ordinal, c.id");
    st->bind(2, scope.key());
    std::vector<core::StudyCard> cards;
    while (st->step())
        cards.push_back({st->int64(0), static_cast<std::int64_t>(cards.size()), readSchedule(*st, 1)});
    if (auto ok = ranOk(*st, *m_db); !ok)
        return std::unexpected(ok.error());
    return cards;
}

core::Result<core::AnswerCounts> DeckStore::answersSince(core::Timestamp since)
{
    Query st = m_db->query(
        "SELECT COUNT(DISTINCT CASE WHEN state_before = 0 THEN card_id END), SUM(state_before = 2) "
        "FROM review_log WHERE reviewed_at >= ?1 AND kind = 0");
    st->bind(1, since * 1000);
    core::AnswerCounts counts;
    if (st->step()) {
        counts.newCards = st->int32(0);
        counts.reviews = st->int32(1);
    }
    if (auto ok = ranOk(*st, *m_db); !ok)
        return std::unexpected(ok.error());
    return counts;
}

core::Result<std::int64_t> DeckStore::recordAnswer(core::ReviewRecord review, const core::ScheduleState& before,
                                                   const core::ScheduleState& after)
{
    Transaction tx(*m_db);
    if (!tx.begun())
        return core::fail("cannot write to the deck: " + m_db->error(), file().string());
    auto current = card(review.card);
    if (!current)
        return std::unexpected(current.error());
    if (!*current)
        return core::fail("card " + std::to_string(review.card) + " is not in the deck", file().string());
    if ((*current)->schedule != before)
        return core::fail("card " + std::to_string(review.card) + " changed since it was shown; the answer was not saved",
                          file().string());
    Query update = m_db->query(kUpdateSchedule);
    update->bind(1, review.card);
    bindSchedule(*update, after);
    if (!update->run())
        return std::unexpected(ranOk(*update, *m_db).error());
    review.scheduleBefore = encodeSchedule(before);
    auto id = appendReview(review);
    if (!id)
        return id;
    if (auto done = tx.commit(); !done)
        return std::unexpected(done.error());
    return *id;
}

core::Result<std::optional<core::CardId>> DeckStore::undoLastAnswer()
{
    Transaction tx(*m_db);
    if (!tx.begun())
        return core::fail("cannot write to the deck: " + m_db->error(), file().string());
    Query last = m_db->query("SELECT id, card_id, schedule_before FROM review_log WHERE kind = 0 ORDER BY id DESC LIMIT 1");
    if (!last->step()) {
        if (auto ok = ranOk(*last, *m_db); !ok)
            return std::unexpected(ok.error());
        return std::optional<core::CardId>();
    }
    const std::int64_t logId = last->int64(0);
    const core::CardId cardId = last->int64(1);
    const auto before = decodeSchedule(last->text(2));
    if (!before)
        return core::fail("the last answer cannot be undone: its saved state is damaged", file().string());
    Query restore = m_db->query(kUpdateSchedule);
    restore->bind(1, cardId);
    bindSchedule(*restore, *before);
    if (!restore->run())
        return std::unexpected(ranOk(*restore, *m_db).error());
    Query remove = m_db->query("DELETE FROM review_log WHERE id = ?1");
    if (!remove->bind(1, logId).run())
        return std::unexpected(ranOk(*remove, *m_db).error());
    if (auto done = tx.commit(); !done)
        return std::unexpected(done.error());
    return std::optional<core::CardId>(cardId);
}

core::Result<void> DeckStore::setSchedule(core::CardId id, const core::ScheduleState& schedule)
{
    Query st = m_db->query(kUpdateSchedule);
    st->bind(1, id);
    bindSchedule(*st, schedule);
    if (!st->run())
        return std::unexpected(ranOk(*st, *m_db).error());
    return {};
}

core::Result<void> DeckStore::changeSchedules(const std::vector<core::ScheduleChange>& changes)
{
    Transaction tx(*m_db);
    if (!tx.begun())
        return core::fail("cannot write to the deck: " + m_db->error(), file().string());
    for (const core::ScheduleChange& change : changes) {
        auto current = card(change.card);
        if (!current)
            return std::unexpected(current.error());
        if (!*current)
            return core::fail("card " + std::to_string(change.card) + " is not in the deck", file().string());
        if ((*current)->schedule != change.before)
            return core::fail("card " + std::to_string(change.card) + " changed meanwhile; nothing was changed",
                              file().string());
        if (auto saved = setSchedule(change.card, change.after); !saved)
            return saved;
    }
    return tx.commit();
}

core::Result<std::vector<core::DeckCounts>> DeckStore::deckCounts()
{
    // Decks come in note order: by the first card they hold, (file, position in file).
    Query st = m_db->query(
        "SELECT d.path_key, "
        "  SUM(c.retired = 0), SUM(c.retired = 0 AND c.state = 0), SUM(c.retired = 0 AND c.state IN (1, 3)), "
        "  SUM(c.retired = 0 AND c.state = 2), SUM(c.retired = 1), "
        "  (SELECT f.source_file FROM cards f WHERE f.deck_id = d.id ORDER BY f.retired, f.source_file, f.ordinal LIMIT 1) AS first_file, "
        "  (SELECT f.ordinal FROM cards f WHERE f.deck_id = d.id ORDER BY f.retired, f.source_file, f.ordinal LIMIT 1) AS first_ordinal "
        "FROM decks d JOIN cards c ON c.deck_id = d.id GROUP BY d.id ORDER BY first_file, first_ordinal, d.id");
    std::vector<core::DeckCounts> counts;
    while (st->step()) {
        core::DeckCounts c;
        c.deck = core::DeckPath::fromKey(st->text(0));
        c.total = st->int32(1);
        c.fresh = st->int32(2);
        c.learning = st->int32(3);
        c.review = st->int32(4);
        c.retired = st->int32(5);
        counts.push_back(std::move(c));
    }
    if (auto ok = ranOk(*st, *m_db); !ok)
        return std::unexpected(ok.error());
    return counts;
}

namespace {
// The single integer a query such as SELECT COUNT(*) returns.
core::Result<int> countOf(Database& db, const std::string& sql)
{
    Query st = db.query(sql);
    const int n = st->step() ? st->int32(0) : 0;
    if (auto ok = ranOk(*st, db); !ok)
        return std::unexpected(ok.error());
    return n;
}
} // namespace

core::Result<int> DeckStore::activeCardCount() { return countOf(*m_db, "SELECT COUNT(*) FROM cards WHERE retired = 0"); }

core::Result<int> DeckStore::importRunCount() { return countOf(*m_db, "SELECT COUNT(*) FROM import_runs"); }

core::Result<std::int64_t> DeckStore::appendReview(const core::ReviewRecord& r)
{
    Query st = m_db->query(
        "INSERT INTO review_log (card_id, reviewed_at, rating, elapsed_days, state_before, state_after, stability, "
        "difficulty, due_after, duration_ms, schedule_before) VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11)");
    st->bind(1, r.card).bind(2, r.reviewedAtMs).bind(3, static_cast<int>(r.rating)).bind(4, r.elapsedDays)
        .bind(5, static_cast<int>(r.stateBefore)).bind(6, static_cast<int>(r.stateAfter)).bind(7, r.stability)
        .bind(8, r.difficulty).bind(9, r.dueAfter).bind(10, r.durationMs).bind(11, r.scheduleBefore);
    if (!st->run())
        return std::unexpected(ranOk(*st, *m_db).error());
    return sqlite3_last_insert_rowid(m_db->handle());
}

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
} // namespace

core::Result<std::vector<core::ReviewRecord>> DeckStore::reviewsOf(core::CardId card)
{
    Query st = m_db->query(kReviewColumns + "WHERE card_id = ?1 ORDER BY reviewed_at, id");
    st->bind(1, card);
    std::vector<core::ReviewRecord> out;
    while (st->step())
        out.push_back(readReview(*st));
    if (auto ok = ranOk(*st, *m_db); !ok)
        return std::unexpected(ok.error());
    return out;
}

core::Result<std::vector<core::ReviewRecord>> DeckStore::allReviews()
{
    Query st = m_db->query(kReviewColumns + "WHERE kind = 0 ORDER BY reviewed_at, id");
    std::vector<core::ReviewRecord> out;
    while (st->step())
        out.push_back(readReview(*st));
    if (auto ok = ranOk(*st, *m_db); !ok)
        return std::unexpected(ok.error());
    return out;
}

core::Result<std::optional<std::string>> DeckStore::setting(const std::string& key)
{
    Query st = m_db->query("SELECT value FROM settings WHERE key = ?1");
    st->bind(1, key);
    std::optional<std::string> value;
    if (st->step())
        value = st->text(0);
    if (auto ok = ranOk(*st, *m_db); !ok)
        return std::unexpected(ok.error());
    return value;
}

core::Result<void> DeckStore::setSetting(const std::string& key, const std::string& value)
{
    Query st = m_db->query("INSERT INTO settings (key, value) VALUES (?1, ?2) "
                           "ON CONFLICT(key) DO UPDATE SET value = excluded.value");
    if (!st->bind(1, key).bind(2, value).run())
        return std::unexpected(ranOk(*st, *m_db).error());
    return {};
}

} // namespace notedeck::storage
