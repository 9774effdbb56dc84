#include "storage/detail/migrations.h"

#include "storage/detail/database.h"
#include "storage/transaction.h"

#include <array>
#include <string>

namespace notedeck::storage {

namespace {

// Step N brings the schema from version N to N + 1. Never edit a step once released: add one.
constexpr std::array kSteps = {
    // 1: decks, cards, review log, settings, import runs.
    R"sql(
CREATE TABLE decks (
    id        INTEGER PRIMARY KEY,
    path_key  TEXT NOT NULL UNIQUE,          -- heading texts joined by U+001F
    parent_id INTEGER REFERENCES decks(id),
    name      TEXT NOT NULL
);
CREATE TABLE cards (
    id            INTEGER PRIMARY KEY,
    deck_id       INTEGER NOT NULL REFERENCES decks(id),
    question      TEXT NOT NULL,
    answer        TEXT NOT NULL,
    source_file   TEXT NOT NULL,
    source_line   INTEGER NOT NULL,
    ordinal       INTEGER NOT NULL,
    content_hash  TEXT NOT NULL,
    identity_key  TEXT NOT NULL,
    retired       INTEGER NOT NULL DEFAULT 0,
    created_at    INTEGER NOT NULL,
    updated_at    INTEGER NOT NULL,
    -- scheduling state (core::ScheduleState), computed by the scheduler
    state         INTEGER NOT NULL DEFAULT 0,   -- 0 new, 1 learning, 2 review, 3 relearning
    due           INTEGER NOT NULL DEFAULT 0,   -- unix seconds
    stability     REAL NOT NULL DEFAULT 0,
    difficulty    REAL NOT NULL DEFAULT 0,
    step          INTEGER NOT NULL DEFAULT 0,
    reps          INTEGER NOT NULL DEFAULT 0,
    lapses        INTEGER NOT NULL DEFAULT 0,
    scheduled_days INTEGER NOT NULL DEFAULT 0,
    elapsed_days  INTEGER NOT NULL DEFAULT 0,
    last_review   INTEGER,
    suspended     INTEGER NOT NULL DEFAULT 0,
    leech         INTEGER NOT NULL DEFAULT 0,
    buried_until  INTEGER NOT NULL DEFAULT 0,
    flag          INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX cards_deck ON cards(deck_id);
CREATE INDEX cards_source ON cards(source_file, ordinal);
CREATE INDEX cards_due ON cards(retired, state, due);
CREATE TABLE review_log (
    id             INTEGER PRIMARY KEY,
    card_id        INTEGER NOT NULL REFERENCES cards(id),
    reviewed_at    INTEGER NOT NULL,           -- unix milliseconds
    rating         INTEGER NOT NULL,           -- 1 again, 2 hard, 3 good, 4 easy
    elapsed_days   REAL NOT NULL,
    state_before   INTEGER NOT NULL,
    state_after    INTEGER NOT NULL,
    stability      REAL,                       -- after the answer
    difficulty     REAL,
    due_after      INTEGER,
    kind           INTEGER NOT NULL DEFAULT 0, -- 0 answer; other kinds are not undone as answers
    duration_ms    INTEGER NOT NULL DEFAULT 0,
    schedule_before TEXT NOT NULL              -- the card's whole scheduling state, for undo
);
CREATE INDEX review_log_card ON review_log(card_id, reviewed_at);
CREATE INDEX review_log_time ON review_log(reviewed_at);
CREATE TABLE settings (
    key   TEXT PRIMARY KEY,
    value TEXT NOT NULL
);
CREATE TABLE note_files (
    path          TEXT PRIMARY KEY,             -- relative to the notes folder
    content_hash  TEXT NOT NULL,                -- a file with the same hash is not parsed again
    issues        TEXT NOT NULL                 -- its warnings as JSON, reported again while unchanged
);
CREATE TABLE import_runs (
    id          INTEGER PRIMARY KEY,
    started_at  INTEGER NOT NULL,
    notes_dir   TEXT NOT NULL,
    added       INTEGER NOT NULL,
    updated     INTEGER NOT NULL,
    moved       INTEGER NOT NULL,
    retired     INTEGER NOT NULL,
    restored    INTEGER NOT NULL,
    warnings    INTEGER NOT NULL,
    errors      INTEGER NOT NULL,
    report      TEXT NOT NULL                 -- the import report as JSON
);
)sql",
    // 2: interview drills and their answers.
    R"sql(
CREATE TABLE drills (
    id                   INTEGER PRIMARY KEY,
    started_at           INTEGER NOT NULL,     -- unix seconds
    finished_at          INTEGER,              -- null while in progress or abandoned
    scope                TEXT NOT NULL,        -- JSON array of deck paths (display form)
    draw_order           TEXT NOT NULL,        -- random, weakest, unseen
    question_count       INTEGER NOT NULL,
    seconds_per_question INTEGER NOT NULL DEFAULT 0,   -- 0: no timer
    updates_schedule     INTEGER NOT NULL DEFAULT 0,
    seed                 INTEGER NOT NULL DEFAULT 0
);
CREATE TABLE drill_answers (
    drill_id    INTEGER NOT NULL REFERENCES drills(id) ON DELETE CASCADE,
    position    INTEGER NOT NULL,              -- 0-based order in the drill
    card_id     INTEGER NOT NULL REFERENCES cards(id),
    grade       INTEGER,                       -- 1 missed, 2 partly, 3 knew; null: not answered
    seconds     REAL NOT NULL DEFAULT 0,       -- time used on the question
    notes       TEXT NOT NULL DEFAULT '',      -- key points the user typed
    PRIMARY KEY (drill_id, position)
);
CREATE INDEX drill_answers_card ON drill_answers(card_id);
)sql",
    // 3: full-text search. Trigram tokens find any substring of 3 or more characters, Chinese
    // included. The index keeps its own copy of the text and is brought up to date after imports
    // (cards.indexed_hash), so importing does not pay for indexing.
    R"sql(
CREATE VIRTUAL TABLE cards_fts USING fts5(question, answer, tokenize = 'trigram');
ALTER TABLE cards ADD COLUMN indexed_hash TEXT;
)sql",
    // 4: covering indexes for the statistics. The review log by time with what the day charts
    // count (it replaces the plain reviewed_at index), and each deck's cards in note order with
    // their scheduling columns: statistics read these small indexes instead of the wide rows.
    R"sql(
DROP INDEX review_log_time;
CREATE INDEX review_log_stats ON review_log(reviewed_at, kind, state_before, rating, duration_ms, card_id);
CREATE INDEX cards_stats ON cards(deck_id, retired, source_file, ordinal, state, due, stability, difficulty,
                                  last_review, reps, lapses, scheduled_days, suspended, buried_until);
)sql",
    // 5: today's queue from indexes. Learning and review cards by (state, due) with what the queue
    // orders and filters them by (it replaces the plain (retired, state, due) index), and the
    // active new cards in note order, of the whole deck and of each deck node: a session reads only
    // the cards it can show, not every card. The new-card indexes repeat retired and state as
    // columns so that SQLite reads them without the table rows.
    R"sql(
DROP INDEX cards_due;
CREATE INDEX cards_queue ON cards(retired, state, due, suspended, buried_until, deck_id, stability, last_review);
CREATE INDEX cards_new ON cards(source_file, ordinal, id, deck_id, suspended, buried_until, retired, state)
    WHERE retired = 0 AND state = 0;
CREATE INDEX cards_new_deck ON cards(deck_id, source_file, ordinal, id, suspended, buried_until, retired, state)
    WHERE retired = 0 AND state = 0;
)sql",
    // 6: cards of one note. A note can give several cards (the clozes of a sentence, the two
    // directions of a reversed pair), which share its source file and ordinal; `variant` says
    // which card of the note each is ('' for a note's only or forward card). Siblings are found
    // by (source_file, ordinal), which cards_source already indexes.
    R"sql(
ALTER TABLE cards ADD COLUMN variant TEXT NOT NULL DEFAULT '';
)sql",
    // 7: presets, named sets of study options, and the deck-tree nodes each is given to (by path
    // key, so an assignment outlives the re-import of its chapter). Preset 1 is the deck's default
    // preset: it takes the options the deck had (settings key 'scheduler', as the service's codec
    // wrote them), so the schedule stays as it was.
    R"sql(
CREATE TABLE presets (
    id      INTEGER PRIMARY KEY,            -- 1: the deck's default preset
    name    TEXT NOT NULL UNIQUE,
    options TEXT NOT NULL                   -- the study options as JSON (the service's codec)
);
CREATE TABLE deck_presets (
    path_key  TEXT PRIMARY KEY,             -- a deck-tree node, as decks.path_key
    preset_id INTEGER NOT NULL REFERENCES presets(id) ON DELETE CASCADE
);
INSERT INTO presets (id, name, options)
    VALUES (1, 'Default', coalesce((SELECT value FROM settings WHERE key = 'scheduler'), '{}'));
)sql",
    // 8: the study journal (docs/sync.md). Every card gets a stable id (`uid`) that every device
    // agrees on; `card_uids` maps each uid a device gave a card (aliases included) to this deck's
    // row; `journal` keeps every event this deck knows, its own and those merged from other
    // devices' files, and `journal_devices` how far each device's file has been read. A review-log
    // row names the answer event it is (`event`, "device:seq"), and `local` says whether this
    // device gave it (only those are undone by "undo the last answer").
    R"sql(
ALTER TABLE cards ADD COLUMN uid TEXT;
ALTER TABLE cards ADD COLUMN journal_fingerprint TEXT;   -- the fingerprint the journal last gave it
ALTER TABLE review_log ADD COLUMN event TEXT;
ALTER TABLE review_log ADD COLUMN local INTEGER NOT NULL DEFAULT 1;
CREATE TABLE journal (
    device   TEXT NOT NULL,
    seq      INTEGER NOT NULL,
    at_ms    INTEGER NOT NULL,
    kind     INTEGER NOT NULL,             -- core::JournalKind
    card     TEXT NOT NULL DEFAULT '',     -- the card's uid as the event names it
    text     TEXT NOT NULL DEFAULT '',
    rating   INTEGER NOT NULL DEFAULT 0,
    duration_ms INTEGER NOT NULL DEFAULT 0,
    before   TEXT NOT NULL DEFAULT '',
    schedule TEXT NOT NULL DEFAULT '',
    fields   INTEGER NOT NULL DEFAULT 0,
    PRIMARY KEY (device, seq)
);
CREATE INDEX journal_card ON journal(card);
CREATE TABLE card_uids (
    uid     TEXT PRIMARY KEY,
    card_id INTEGER REFERENCES cards(id),  -- null until a card here has its fingerprint
    at_ms   INTEGER NOT NULL,              -- its Card event's order: the earliest is the card's uid
    device  TEXT NOT NULL,
    seq     INTEGER NOT NULL
);
CREATE INDEX card_uids_card ON card_uids(card_id);
CREATE TABLE journal_devices (
    device     TEXT PRIMARY KEY,
    name       TEXT NOT NULL DEFAULT '',
    read_bytes INTEGER NOT NULL DEFAULT 0, -- of its file, up to the end of the last whole line read
    read_lines INTEGER NOT NULL DEFAULT 0,
    last_at_ms INTEGER NOT NULL DEFAULT 0  -- its latest event
);
)sql",
    // 9: what an answer changed besides its card: the siblings it buried (the other cards of its
    // note), each with its schedule before and after, so that undoing the answer gives them back
    // too, after a restart and from the command line. A row goes with its answer.
    R"sql(
CREATE TABLE answer_burials (
    review_id       INTEGER NOT NULL REFERENCES review_log(id) ON DELETE CASCADE,
    card_id         INTEGER NOT NULL REFERENCES cards(id),
    schedule_before TEXT NOT NULL,          -- the sibling's scheduling state before the answer
    schedule_after  TEXT NOT NULL,          -- and as the answer left it (buried)
    PRIMARY KEY (review_id, card_id)
);
)sql",
};

int userVersion(Database& db)
{
    Query st = db.query("PRAGMA user_version");
    const int version = st->step() ? st->int32(0) : -1;
    return version;
}

} // namespace

int currentSchemaVersion() { return static_cast<int>(kSteps.size()); }

core::Result<void> migrate(Database& db)
{
    const std::string file = db.path().string();
    const int version = userVersion(db);
    if (version < 0)
        return core::fail("cannot read the deck's schema version: " + db.error(), file);
    if (version > currentSchemaVersion())
        return core::fail("this deck was written by a newer NoteDeck (schema version " + std::to_string(version) +
                              "; this version knows up to " + std::to_string(currentSchemaVersion()) +
                              "); update NoteDeck to open it",
                          file);
    for (int step = version; step < currentSchemaVersion(); ++step) {
        Transaction tx(db);
        if (!db.exec(kSteps[static_cast<size_t>(step)]) ||
            !db.exec("PRAGMA user_version = " + std::to_string(step + 1)))
            return core::fail("cannot upgrade the deck to schema version " + std::to_string(step + 1) + ": " + db.error(), file);
        if (auto done = tx.commit(); !done)
            return done;
    }
    return {};
}

} // namespace notedeck::storage
