#pragma once
// The deck file: every read and write of decks, cards, import runs and settings. All SQL of
// NoteDeck lives in this module. A DeckStore is used from one thread at a time.
#include "core/card.h"
#include "core/card_row.h"
#include "core/deck_counts.h"
#include "core/import_changes.h"
#include "core/result.h"
#include "core/review_record.h"
#include "core/schedule_state.h"

#include <filesystem>
#include <memory>
#include <optional>
#include <string>
#include <vector>

namespace notedeck::storage {

class Database;
class Statement;

class DeckStore {
public:
    // Opens (creating if needed) and migrates the deck file. A deck another NoteDeck is using, a
    // read-only file or folder, a deck from a newer NoteDeck, or one on a full disk opens
    // read-only (see readOnlyReason()); a damaged file fails with a message naming the latest good
    // backup.
    static core::Result<std::unique_ptr<DeckStore>> open(const std::filesystem::path& file);
    // Opens an existing deck for reading only: never writes, never takes the deck's lock.
    static core::Result<std::unique_ptr<DeckStore>> openReadOnly(const std::filesystem::path& file);
    ~DeckStore();

    const std::filesystem::path& file() const;
    // Empty when the deck can be written; else why not, e.g. "NoteDeck is already using this deck
    // (pid 123)". Every write then fails with this reason in its message.
    std::string readOnlyReason() const;

    // Whether this connection moves the write-ahead log into the deck file once the log has grown
    // (SQLite's auto-checkpoint, on by default). Its copy and fsync can take 0.1 s at the end of
    // an answer's commit; the app turns it off on the GUI thread's connection and has its worker
    // call checkpoint() after answers instead.
    core::Result<void> setAutoCheckpoint(bool on);
    // Copies what the write-ahead log holds into the deck file, as far as readers allow, without
    // waiting for them or blocking writers (a passive checkpoint).
    core::Result<void> checkpoint();

    core::Result<std::vector<core::CardRecord>> allCards();
    // Cards that came from `files`, and every retired card.
    core::Result<std::vector<core::CardRecord>> cardsForMatching(const std::vector<std::string>& files);
    core::Result<std::vector<core::NoteFile>> noteFiles();
    // Returns the ids given to the added cards, in order.
    core::Result<std::vector<core::CardId>> applyImport(const core::ImportChanges& changes, core::Timestamp now);
    core::Result<std::vector<core::CardRow>> listCards(const core::DeckPath& scope, bool includeRetired);
    core::Result<std::optional<core::CardRow>> card(core::CardId id);
    // Active (not retired) cards in `scope` (empty: all), in note order.
    core::Result<std::vector<core::StudyCard>> studyCards(const core::DeckPath& scope);
    core::Result<core::AnswerCounts> answersSince(core::Timestamp since);

    // One answer, in one transaction: the card's new schedule and its review-log row (which keeps
    // `before` for undo). Writes nothing and fails when the stored schedule is no longer `before`,
    // e.g. because another window answered the card meanwhile.
    core::Result<std::int64_t> recordAnswer(core::ReviewRecord review, const core::ScheduleState& before,
                                            const core::ScheduleState& after);
    // Undoes the latest answer: its card gets back the exact schedule it had, the log row goes.
    // Returns that card, or nothing when there is no answer to undo.
    core::Result<std::optional<core::CardId>> undoLastAnswer();
    // Bury, suspend, flag: a schedule change that is not an answer.
    core::Result<void> setSchedule(core::CardId id, const core::ScheduleState& schedule);
    // The same for several cards in one transaction. Writes nothing and fails when a card is not
    // in the deck or its stored schedule is no longer `before` (another window changed it).
    core::Result<void> changeSchedules(const std::vector<core::ScheduleChange>& changes);
    core::Result<std::vector<core::DeckCounts>> deckCounts();
    core::Result<int> importRunCount();
    core::Result<int> activeCardCount();

    core::Result<std::int64_t> appendReview(const core::ReviewRecord& review);
    core::Result<std::vector<core::ReviewRecord>> reviewsOf(core::CardId card);
    // The whole review log of answers, oldest first.
    core::Result<std::vector<core::ReviewRecord>> allReviews();

    core::Result<std::optional<std::string>> setting(const std::string& key);
    core::Result<void> setSetting(const std::string& key, const std::string& value);

    // The connection, for the storage module's other query classes (statistics, drills, backups).
    Database& database() { return *m_db; }

private:
    explicit DeckStore(std::unique_ptr<Database> db);
    core::Result<core::DeckId> ensureDeck(const core::DeckPath& path);
    core::Result<void> readCards(Statement& st, std::vector<core::CardRecord>& out);

    std::unique_ptr<Database> m_db;
};

} // namespace notedeck::storage
