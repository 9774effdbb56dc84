-- Schema step 2 exactly as released in src/storage/migrations.cpp (frozen: never edit).
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
