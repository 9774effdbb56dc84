-- Schema step 6 exactly as released in src/storage/migrations.cpp (frozen: never edit).
ALTER TABLE cards ADD COLUMN variant TEXT NOT NULL DEFAULT '';
