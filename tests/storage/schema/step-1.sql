-- Schema step 1 exactly as released in src/storage/migrations.cpp (frozen: never edit).
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
