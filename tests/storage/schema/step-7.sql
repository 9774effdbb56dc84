-- Schema step 7 exactly as released in src/storage/detail/migrations.cpp: presets and the deck-tree
-- nodes they are given to; the deck's options become its default preset.
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
