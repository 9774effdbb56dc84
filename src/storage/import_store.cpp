#include "storage/import_store.h"

#include "core/text.h"
#include "storage/detail/card_columns.h"
#include "storage/detail/database.h"
#include "storage/transaction.h"

#include <unordered_map>

namespace notedeck::storage {

core::Result<std::vector<core::NoteFile>> ImportStore::noteFiles()
{
    Query st = m_db.query("SELECT path, content_hash, issues FROM note_files ORDER BY path");
    std::vector<core::NoteFile> files;
    while (st->step())
        files.push_back({st->text(0), st->text(1), st->text(2)});
    if (auto ok = statementOk(*st, m_db); !ok)
        return std::unexpected(ok.error());
    return files;
}

core::Result<std::vector<core::CardRecord>> ImportStore::cardsForMatching(const std::vector<std::string>& files)
{
    std::vector<core::CardRecord> cards;
    for (const std::string& file : files) {
        Query st = m_db.query("SELECT " + kCardColumns + kFromCards + "WHERE c.source_file = ?1 AND c.retired = 0 ORDER BY c.ordinal");
        st->bind(1, file);
        if (auto ok = readCards(*st, m_db, cards); !ok)
            return std::unexpected(ok.error());
    }
    Query st = m_db.query("SELECT " + kCardColumns + kFromCards + "WHERE c.retired = 1 ORDER BY c.source_file, c.ordinal");
    if (auto ok = readCards(*st, m_db, cards); !ok)
        return std::unexpected(ok.error());
    return cards;
}


core::Result<std::optional<std::string>> ImportStore::latestRunFolder()
{
    Query st = m_db.query("SELECT notes_dir FROM import_runs ORDER BY id DESC LIMIT 1");
    if (st->step())
        return std::optional<std::string>(st->text(0));
    if (st->failed())
        return statementFailed(*st, m_db);
    return std::optional<std::string>();
}

core::Result<core::DeckId> ImportStore::ensureDeck(const core::DeckPath& path)
{
    Query find = m_db.query("SELECT id FROM decks WHERE path_key = ?1");
    find->bind(1, path.key());
    if (find->step())
        return find->int64(0);
    if (auto ok = statementOk(*find, m_db); !ok)
        return std::unexpected(ok.error());
    std::optional<core::DeckId> parent;
    if (path.components().size() > 1) {
        auto p = ensureDeck(path.parent());
        if (!p)
            return p;
        parent = *p;
    }
    Query insert = m_db.query("INSERT INTO decks (path_key, parent_id, name) VALUES (?1, ?2, ?3)");
    insert->bind(1, path.key()).bind(2, parent).bind(3, path.components().back());
    if (!insert->run())
        return statementFailed(*insert, m_db);
    return m_db.lastInsertId();
}

core::Result<std::vector<core::CardId>> ImportStore::apply(const core::ImportChanges& changes, core::Timestamp now)
{
    Transaction tx(m_db);
    if (!tx.begun())
        return std::unexpected(tx.notBegun());

    std::unordered_map<std::string, core::DeckId> deckIds;
    auto deckOf = [&](const core::DeckPath& path) -> core::Result<core::DeckId> {
        if (auto it = deckIds.find(path.key()); it != deckIds.end())
            return it->second;
        auto id = ensureDeck(path);
        if (id)
            deckIds[path.key()] = *id;
        return id;
    };

    std::vector<core::CardId> addedIds;
    addedIds.reserve(changes.added.size());
    for (const core::CardRecord& card : changes.added) {
        auto deck = deckOf(card.deck);
        if (!deck)
            return std::unexpected(deck.error());
        Query st = m_db.query(
            "INSERT INTO cards (deck_id, question, answer, source_file, source_line, ordinal, content_hash, "
            "identity_key, created_at, updated_at, variant) VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?9, ?10)");
        st->bind(1, *deck).bind(2, card.question).bind(3, card.answer).bind(4, card.sourceFile)
            .bind(5, card.sourceLine).bind(6, card.ordinal)
            .bind(7, core::contentHash(card.question + '\x1f' + card.answer))
            .bind(8, core::normalizeForIdentity(card.question)).bind(9, now).bind(10, card.kind.stored());
        if (!st->run())
            return statementFailed(*st, m_db);
        addedIds.push_back(m_db.lastInsertId());
    }
    for (const core::CardRecord& card : changes.changed) {
        auto deck = deckOf(card.deck);
        if (!deck)
            return std::unexpected(deck.error());
        Query st = m_db.query(
            "UPDATE cards SET deck_id = ?2, question = ?3, answer = ?4, source_file = ?5, source_line = ?6, "
            "ordinal = ?7, content_hash = ?8, identity_key = ?9, retired = 0, updated_at = ?10, variant = ?11 WHERE id = ?1");
        st->bind(1, card.id).bind(2, *deck).bind(3, card.question).bind(4, card.answer).bind(5, card.sourceFile)
            .bind(6, card.sourceLine).bind(7, card.ordinal)
            .bind(8, core::contentHash(card.question + '\x1f' + card.answer))
            .bind(9, core::normalizeForIdentity(card.question)).bind(10, now).bind(11, card.kind.stored());
        if (!st->run())
            return statementFailed(*st, m_db);
    }
    for (core::CardId id : changes.retired) {
        Query st = m_db.query("UPDATE cards SET retired = 1, updated_at = ?2 WHERE id = ?1");
        if (!st->bind(1, id).bind(2, now).run())
            return statementFailed(*st, m_db);
    }
    for (const core::NoteFile& f : changes.files) {
        Query st = m_db.query("INSERT INTO note_files (path, content_hash, issues) VALUES (?1, ?2, ?3) "
                              "ON CONFLICT(path) DO UPDATE SET content_hash = excluded.content_hash, issues = excluded.issues");
        if (!st->bind(1, f.path).bind(2, f.contentHash).bind(3, f.issuesJson).run())
            return statementFailed(*st, m_db);
    }
    for (const std::string& path : changes.removedFiles) {
        Query st = m_db.query("DELETE FROM note_files WHERE path = ?1");
        if (!st->bind(1, path).run())
            return statementFailed(*st, m_db);
    }
    const core::ImportRun& run = changes.run;
    Query log = m_db.query(
        "INSERT INTO import_runs (started_at, notes_dir, added, updated, moved, retired, restored, warnings, errors, report) "
        "VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10)");
    log->bind(1, run.startedAt).bind(2, run.notesDir).bind(3, run.added).bind(4, run.updated).bind(5, run.moved)
        .bind(6, run.retired).bind(7, run.restored).bind(8, run.warnings).bind(9, run.errors).bind(10, run.reportJson);
    if (!log->run())
        return statementFailed(*log, m_db);
    if (auto done = tx.commit(); !done)
        return std::unexpected(done.error());
    return addedIds;
}

} // namespace notedeck::storage
