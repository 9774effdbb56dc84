#pragma once
// What imports of the notes folder read and write: the notes files as last imported, the cards
// the importer matches drafts against, and the import itself (cards added, changed and retired,
// the deck tree, the files and the record of the run), written in one transaction.
//
// Made by DeckStore::imports(); holds the DeckStore's connection (owns nothing), so it is used on
// that DeckStore's thread and must not outlive it.
#include "core/card.h"
#include "core/import_changes.h"
#include "core/result.h"

#include <optional>
#include <string>
#include <vector>

namespace notedeck::storage {

class Database;

class ImportStore {
public:
    explicit ImportStore(Database& db) : m_db(db) {}

    core::Result<std::vector<core::NoteFile>> noteFiles();
    // Cards that came from `files`, and every retired card.
    core::Result<std::vector<core::CardRecord>> cardsForMatching(const std::vector<std::string>& files);
    // Writes one import in one transaction (decks are made as the cards need them). Returns the
    // ids given to the added cards, in order.
    core::Result<std::vector<core::CardId>> apply(const core::ImportChanges& changes, core::Timestamp now);
    // The notes folder of the latest import that wrote something, as it was given; nothing before
    // the first.
    core::Result<std::optional<std::string>> latestRunFolder();

private:
    core::Result<core::DeckId> ensureDeck(const core::DeckPath& path);

    Database& m_db;
};

} // namespace notedeck::storage
