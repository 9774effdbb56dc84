-- Schema step 4 exactly as released in src/storage/migrations.cpp (frozen: never edit).
DROP INDEX review_log_time;
CREATE INDEX review_log_stats ON review_log(reviewed_at, kind, state_before, rating, duration_ms, card_id);
CREATE INDEX cards_stats ON cards(deck_id, retired, source_file, ordinal, state, due, stability, difficulty,
                                  last_review, reps, lapses, scheduled_days, suspended, buried_until);
