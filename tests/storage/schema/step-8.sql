-- Schema step 8 exactly as released in src/storage/detail/migrations.cpp: the study journal, cards'
-- stable ids and the devices' journal files read.
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
