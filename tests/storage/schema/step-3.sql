-- Schema step 3 exactly as released in src/storage/migrations.cpp (frozen: never edit).
CREATE VIRTUAL TABLE cards_fts USING fts5(question, answer, tokenize = 'trigram');
ALTER TABLE cards ADD COLUMN indexed_hash TEXT;
