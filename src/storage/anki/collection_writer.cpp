#include "storage/anki/collection_writer.h"

#include <sqlite3.h>

#include <memory>
#include <string>

namespace notedeck::storage {

namespace {

// Schema 11 as Anki creates it (the tables and indexes its importer reads).
constexpr const char* kSchema = R"sql(
CREATE TABLE col (id integer PRIMARY KEY, crt integer NOT NULL, mod integer NOT NULL, scm integer NOT NULL,
  ver integer NOT NULL, dty integer NOT NULL, usn integer NOT NULL, ls integer NOT NULL, conf text NOT NULL,
  models text NOT NULL, decks text NOT NULL, dconf text NOT NULL, tags text NOT NULL);
CREATE TABLE notes (id integer PRIMARY KEY, guid text NOT NULL, mid integer NOT NULL, mod integer NOT NULL,
  usn integer NOT NULL, tags text NOT NULL, flds text NOT NULL, sfld integer NOT NULL, csum integer NOT NULL,
  flags integer NOT NULL, data text NOT NULL);
CREATE TABLE cards (id integer PRIMARY KEY, nid integer NOT NULL, did integer NOT NULL, ord integer NOT NULL,
  mod integer NOT NULL, usn integer NOT NULL, type integer NOT NULL, queue integer NOT NULL, due integer NOT NULL,
  ivl integer NOT NULL, factor integer NOT NULL, reps integer NOT NULL, lapses integer NOT NULL,
  left integer NOT NULL, odue integer NOT NULL, odid integer NOT NULL, flags integer NOT NULL, data text NOT NULL);
CREATE TABLE revlog (id integer PRIMARY KEY, cid integer NOT NULL, usn integer NOT NULL, ease integer NOT NULL,
  ivl integer NOT NULL, lastIvl integer NOT NULL, factor integer NOT NULL, time integer NOT NULL,
  type integer NOT NULL);
CREATE TABLE graves (usn integer NOT NULL, oid integer NOT NULL, type integer NOT NULL);
CREATE INDEX ix_notes_usn ON notes (usn);
CREATE INDEX ix_cards_usn ON cards (usn);
CREATE INDEX ix_revlog_usn ON revlog (usn);
CREATE INDEX ix_cards_nid ON cards (nid);
CREATE INDEX ix_cards_sched ON cards (did, queue, due);
CREATE INDEX ix_revlog_cid ON revlog (cid);
CREATE INDEX ix_notes_csum ON notes (csum);
)sql";

struct CloseDb {
    void operator()(sqlite3* db) const { sqlite3_close_v2(db); }
};
struct FinalizeStatement {
    void operator()(sqlite3_stmt* s) const { sqlite3_finalize(s); }
};
using Db = std::unique_ptr<sqlite3, CloseDb>;
using Statement = std::unique_ptr<sqlite3_stmt, FinalizeStatement>;

core::Error errorOf(sqlite3* db, const std::filesystem::path& file, const std::string& what)
{
    return core::Error{"cannot write the Anki collection (" + what + "): " + sqlite3_errmsg(db), file.string(), 0};
}

class Writer {
public:
    explicit Writer(std::filesystem::path file) : m_file(std::move(file)) {}

    core::Result<void> open()
    {
        sqlite3* raw = nullptr;
        const int rc = sqlite3_open_v2(m_file.c_str(), &raw, SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE, nullptr);
        m_db.reset(raw);
        if (rc != SQLITE_OK)
            return std::unexpected(errorOf(m_db.get(), m_file, "open"));
        // A file made in one go and zipped after: no journal to keep, nothing to sync until the end.
        return exec("PRAGMA journal_mode=OFF; PRAGMA synchronous=OFF; PRAGMA page_size=4096;");
    }

    core::Result<void> exec(const char* sql)
    {
        if (sqlite3_exec(m_db.get(), sql, nullptr, nullptr, nullptr) != SQLITE_OK)
            return std::unexpected(errorOf(m_db.get(), m_file, "schema"));
        return {};
    }

    core::Result<Statement> prepare(const char* sql)
    {
        sqlite3_stmt* raw = nullptr;
        if (sqlite3_prepare_v3(m_db.get(), sql, -1, SQLITE_PREPARE_PERSISTENT, &raw, nullptr) != SQLITE_OK)
            return std::unexpected(errorOf(m_db.get(), m_file, "prepare"));
        return Statement(raw);
    }

    // Binds `values` (int64 or text) to the statement's parameters in order, steps it and resets it.
    template <typename... Values>
    core::Result<void> run(sqlite3_stmt* s, const Values&... values)
    {
        int index = 0;
        (bind(s, ++index, values), ...);
        const int rc = sqlite3_step(s);
        sqlite3_reset(s);
        if (rc != SQLITE_DONE)
            return std::unexpected(errorOf(m_db.get(), m_file, "insert"));
        return {};
    }

private:
    static void bind(sqlite3_stmt* s, int index, std::int64_t value) { sqlite3_bind_int64(s, index, value); }
    static void bind(sqlite3_stmt* s, int index, int value) { sqlite3_bind_int64(s, index, value); }
    static void bind(sqlite3_stmt* s, int index, const std::string& text)
    {
        sqlite3_bind_text(s, index, text.data(), static_cast<int>(text.size()), SQLITE_STATIC);
    }

    std::filesystem::path m_file;
    Db m_db;
};

std::string joinedFields(const std::vector<std::string>& fields)
{
    std::string out;
    for (size_t i = 0; i < fields.size(); ++i) {
        if (i)
            out += '\x1f';
        out += fields[i];
    }
    return out;
}

core::Result<void> writeRows(Writer& w, const core::AnkiCollectionRows& rows)
{
    if (auto done = w.exec("BEGIN"); !done)
        return done;
    auto col = w.prepare("INSERT INTO col VALUES (1, ?, ?, ?, 11, 0, 0, 0, ?, ?, ?, ?, ?)");
    if (!col)
        return std::unexpected(col.error());
    if (auto done = w.run(col->get(), rows.created, rows.modifiedMs, rows.modifiedMs, rows.conf, rows.models, rows.decks,
                          rows.deckOptions, rows.tags);
        !done)
        return done;
    auto note = w.prepare("INSERT INTO notes VALUES (?, ?, ?, ?, -1, ?, ?, ?, ?, 0, '')");
    if (!note)
        return std::unexpected(note.error());
    for (const auto& n : rows.notes)
        if (auto done = w.run(note->get(), n.id, n.guid, n.noteType, n.modified, n.tags, joinedFields(n.fields),
                              n.sortField, n.checksum);
            !done)
            return done;
    auto card = w.prepare("INSERT INTO cards VALUES (?, ?, ?, ?, ?, -1, ?, ?, ?, ?, ?, ?, ?, ?, 0, 0, ?, ?)");
    if (!card)
        return std::unexpected(card.error());
    for (const auto& c : rows.cards)
        if (auto done = w.run(card->get(), c.id, c.note, c.deck, c.ord, c.modified, c.type, c.queue, c.due, c.interval,
                              c.factor, c.reps, c.lapses, c.left, c.flags, c.data);
            !done)
            return done;
    auto review = w.prepare("INSERT INTO revlog VALUES (?, ?, -1, ?, ?, ?, ?, ?, ?)");
    if (!review)
        return std::unexpected(review.error());
    for (const auto& r : rows.reviews)
        if (auto done = w.run(review->get(), r.id, r.card, r.ease, r.interval, r.lastInterval, r.factor, r.timeMs, r.type);
            !done)
            return done;
    return w.exec("COMMIT");
}

} // namespace

core::Result<void> writeAnkiCollection(const std::filesystem::path& file, const core::AnkiCollectionRows& rows)
{
    Writer w(file);
    if (auto done = w.open(); !done)
        return done;
    if (auto done = w.exec(kSchema); !done)
        return done;
    return writeRows(w, rows);
}

core::Result<void> writeAnkiDummyCollection(const std::filesystem::path& file, const core::AnkiCollectionRows& like,
                                            std::int64_t basicType)
{
    core::AnkiCollectionRows dummy;
    dummy.created = like.created;
    dummy.modifiedMs = like.modifiedMs;
    dummy.conf = like.conf;
    dummy.models = like.models;
    dummy.decks = like.decks;
    dummy.deckOptions = like.deckOptions;
    dummy.tags = "{}";
    if (!like.notes.empty() && !like.cards.empty()) {
        core::AnkiNoteRow note = like.notes.front();
        const std::string text = "Please update to the latest Anki version, then import the .apkg file again.";
        for (auto& field : note.fields)
            field.clear();
        note.fields.front() = text;
        note.sortField = text;
        note.tags.clear();
        note.noteType = basicType;
        note.checksum = 0;
        dummy.notes.push_back(note);
        core::AnkiCardRow card = like.cards.front();
        card.note = note.id;
        card.ord = 0;
        card.type = card.queue = 0;
        card.due = 1;
        card.interval = card.factor = card.reps = card.lapses = card.left = card.flags = 0;
        card.data = "{}";
        dummy.cards.push_back(card);
    }
    return writeAnkiCollection(file, dummy);
}

} // namespace notedeck::storage
