#pragma once
// An Anki collection as NoteDeck writes it into an .apkg (docs/anki.md): the rows of schema 11's
// tables, worked out by the service and written by storage. Plain values.
#include <cstdint>
#include <filesystem>
#include <string>
#include <vector>

namespace notedeck::core {

struct AnkiNoteRow {
    std::int64_t id = 0;                 // epoch ms, unique in the package
    std::string guid;
    std::int64_t noteType = 0;           // `mid`: an id of the collection's note types
    std::int64_t modified = 0;           // epoch s
    std::string tags;                    // " tag1 tag2 ", or ""
    std::vector<std::string> fields;     // joined by 0x1f in `flds`
    std::string sortField;               // `sfld`: the first field as text
    std::int64_t checksum = 0;           // `csum`: the first 8 hex digits of sha1(sortField)
};

struct AnkiCardRow {
    std::int64_t id = 0;
    std::int64_t note = 0;
    std::int64_t deck = 0;
    int ord = 0;
    std::int64_t modified = 0;           // epoch s
    int type = 0;                        // 0 new, 1 learning, 2 review, 3 relearning
    int queue = 0;                       // 0 new, 1 learning, 2 review, 3 day learning, -1 suspended, -3 buried
    std::int64_t due = 0;                // new: position; learning: epoch s; review: days since `crt`
    int interval = 0;                    // days
    int factor = 0;                      // permille ease
    int reps = 0;
    int lapses = 0;
    int left = 0;
    int flags = 0;
    std::string data;                    // JSON: the FSRS memory, or "{}"
};

struct AnkiReviewRow {
    std::int64_t id = 0;                 // epoch ms of the answer
    std::int64_t card = 0;
    int ease = 0;                        // 1–4
    int interval = 0;                    // days when positive, seconds when negative
    int lastInterval = 0;
    int factor = 0;
    int timeMs = 0;                      // capped at 60,000
    int type = 0;                        // 0 learning, 1 review, 2 relearning
};

struct AnkiCollectionRows {
    std::int64_t created = 0;            // `crt`, epoch s: review days count from it
    std::int64_t modifiedMs = 0;
    std::string conf, models, decks, deckOptions, tags;   // col's JSON columns (`dconf` is deckOptions)
    std::vector<AnkiNoteRow> notes;
    std::vector<AnkiCardRow> cards;
    std::vector<AnkiReviewRow> reviews;
};

// A media file of the package: its name in Anki (one path component) and the file holding it.
struct AnkiMediaFile {
    std::string name;
    std::filesystem::path source;
};

} // namespace notedeck::core
