-- Schema step 9 exactly as released in src/storage/detail/migrations.cpp: the siblings an answer
-- buried, so that its undo gives them back.
CREATE TABLE answer_burials (
    review_id       INTEGER NOT NULL REFERENCES review_log(id) ON DELETE CASCADE,
    card_id         INTEGER NOT NULL REFERENCES cards(id),
    schedule_before TEXT NOT NULL,          -- the sibling's scheduling state before the answer
    schedule_after  TEXT NOT NULL,          -- and as the answer left it (buried)
    PRIMARY KEY (review_id, card_id)
);
