-- Schema step 5 exactly as released in src/storage/migrations.cpp (frozen: never edit).
DROP INDEX cards_due;
CREATE INDEX cards_queue ON cards(retired, state, due, suspended, buried_until, deck_id, stability, last_review);
CREATE INDEX cards_new ON cards(source_file, ordinal, id, deck_id, suspended, buried_until, retired, state)
    WHERE retired = 0 AND state = 0;
CREATE INDEX cards_new_deck ON cards(deck_id, source_file, ordinal, id, suspended, buried_until, retired, state)
    WHERE retired = 0 AND state = 0;
