#pragma once
// The deck file: every read and write of decks, cards, import runs and settings. All SQL of
// NoteDeck lives in this module. A DeckStore is used from one thread at a time.
#include "core/card.h"
#include "core/result.h"
#include "core/review_record.h"

#include <filesystem>
#include <memory>
#include <optional>
#include <string>
#include <vector>

namespace notedeck::storage {

class Database;
class Statement;

struct CardRow {
    core::CardRecord card;
    core::CardState state = core::CardState::New;
    std::optional<core::Timestamp> due;
    bool suspended = false;
};

// Cards of one deck node (not counting its sub-decks).
struct DeckCounts {
    core::DeckPath deck;
    int total = 0;        // active (not retired) cards
    int fresh = 0;        // state new
    int learning = 0;     // learning or relearning
    int review = 0;
    int retired = 0;
};

struct ImportRun {
    core::Timestamp startedAt = 0;
    std::string notesDir;
    int added = 0, updated = 0, moved = 0, retired = 0, restored = 0, warnings = 0, errors = 0;
    std::string reportJson;
};

// A notes file as last imported.
struct NoteFile {
    std::string path;
    std::string contentHash;
    std::string issuesJson;
};

// What one import changes, written in one transaction.
struct ImportChanges {
    std::vector<NoteFile> files;                    // files imported now (added or replaced)
    std::vector<std::string> removedFiles;          // files gone from the folder
    std::vector<core::CardRecord> added;            // ids are assigned by the deck
    std::vector<core::CardRecord> changed;          // existing cards: new content, place or restored
    std::vector<core::CardId> retired;
    ImportRun run;
};

class DeckStore {
public:
    // Opens (creating if needed) and migrates the deck file.
    static core::Result<std::unique_ptr<DeckStore>> open(const std::filesystem::path& file);
    ~DeckStore();

    const std::filesystem::path& file() const;

    core::Result<std::vector<core::CardRecord>> allCards();
    // Cards that came from `files`, and every retired card.
    core::Result<std::vector<core::CardRecord>> cardsForMatching(const std::vector<std::string>& files);
    core::Result<std::vector<NoteFile>> noteFiles();
    // Returns the ids given to the added cards, in order.
    core::Result<std::vector<core::CardId>> applyImport(const ImportChanges& changes, core::Timestamp now);
    core::Result<std::vector<CardRow>> listCards(const core::DeckPath& scope, bool includeRetired);
    core::Result<std::vector<DeckCounts>> deckCounts();
    core::Result<int> importRunCount();
    core::Result<int> activeCardCount();

    core::Result<std::int64_t> appendReview(const core::ReviewRecord& review);
    core::Result<std::vector<core::ReviewRecord>> reviewsOf(core::CardId card);

    core::Result<std::optional<std::string>> setting(const std::string& key);
    core::Result<void> setSetting(const std::string& key, const std::string& value);

private:
    explicit DeckStore(std::unique_ptr<Database> db);
    core::Result<core::DeckId> ensureDeck(const core::DeckPath& path);
    core::Result<void> readCards(Statement& st, std::vector<core::CardRecord>& out);

    std::unique_ptr<Database> m_db;
};

} // namespace notedeck::storage
