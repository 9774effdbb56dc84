#pragma once
// An Anki collection (the SQLite file inside a package) read into plain values: note types with
// their fields and templates, decks, notes, cards and review-log rows, from schema 11 (JSON
// columns of `col`) or schema 18 (tables, protobuf configs, `\x1f` in deck names). The file is
// untrusted: it is opened in memory, read-only, with SQLite's defensive mode on and
// `trusted_schema` off, and a file that is not SQLite, or that holds triggers or views (an Anki
// collection has none), is refused with a clear message. Nothing is written anywhere.
#include "core/result.h"

#include <cstdint>
#include <string>
#include <vector>

namespace notedeck::storage::anki {

struct AnkiTemplate {
    std::string name;
    std::string questionFormat;
    std::string answerFormat;
};

struct AnkiNoteType {
    std::int64_t id = 0;
    std::string name;
    bool cloze = false;
    std::vector<std::string> fields;
    std::vector<AnkiTemplate> templates;
};

struct AnkiDeck {
    std::int64_t id = 0;
    std::vector<std::string> levels;   // "A::B::C" as {"A", "B", "C"}
};

struct AnkiNote {
    std::int64_t id = 0;
    std::string guid;
    std::int64_t noteType = 0;
    std::vector<std::string> fields;
    std::string tags;
};

struct AnkiCard {
    std::int64_t id = 0;
    std::int64_t note = 0;
    std::int64_t deck = 0;
    int ord = 0;
    int type = 0;
    int queue = 0;
};

struct AnkiReview {
    std::int64_t atMs = 0;     // the row's id
    std::int64_t card = 0;
    int ease = 0;              // 1-4; 0 a manual change
    int type = 0;              // 0 learning, 1 review, 2 relearning, 3 filtered, 4 manual, 5 rescheduled
    int timeMs = 0;
};

struct AnkiCollection {
    int schema = 11;
    std::vector<AnkiNoteType> noteTypes;
    std::vector<AnkiDeck> decks;
    std::vector<AnkiNote> notes;          // by id
    std::vector<AnkiCard> cards;          // by id
    std::vector<AnkiReview> reviews;      // by time
};

// `bytes` is the collection file's content; `source` names it in messages.
core::Result<AnkiCollection> readCollection(std::string bytes, const std::string& source);

} // namespace notedeck::storage::anki
