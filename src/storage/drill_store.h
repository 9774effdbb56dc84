#pragma once
// Interview drills in the deck file: the drill, its questions and the answers given, kept for the
// drill history. Uses the connection of a DeckStore, on that DeckStore's thread. Each call that
// writes is one transaction.
#include "core/deck_path.h"
#include "core/result.h"
#include "core/types.h"

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace notedeck::storage {

class DeckStore;
class Database;

// How a user graded an answer. The values are stored.
enum class DrillGrade : int { Missed = 1, Partly = 2, Knew = 3 };

// A drill as started: its settings. The draw order is the scheduler's name for it ("random",
// "weakest", "unseen"); storage does not interpret it.
struct DrillInfo {
    std::int64_t id = 0;
    core::Timestamp startedAt = 0;
    std::optional<core::Timestamp> finishedAt;   // empty while in progress or when abandoned
    std::vector<core::DeckPath> scope;            // empty: the whole deck
    std::string order;
    int questionCount = 0;
    int secondsPerQuestion = 0;                   // 0: no timer
    bool updatesSchedule = false;
    std::uint64_t seed = 0;
};

// What create() needs: the settings and the drawn cards in question order.
struct NewDrill {
    core::Timestamp startedAt = 0;
    std::vector<core::DeckPath> scope;
    std::string order;
    int secondsPerQuestion = 0;
    bool updatesSchedule = false;
    std::uint64_t seed = 0;
    std::vector<core::CardId> cards;
};

// One question of a stored drill, with the card's current deck and question.
struct DrillAnswerRow {
    int position = 0;                      // 0-based
    core::CardId card = 0;
    core::DeckPath deck;
    std::string question;                  // Markdown
    std::optional<DrillGrade> grade;       // empty: not answered
    double seconds = 0;
    std::string notes;
};

struct StoredDrill {
    DrillInfo info;
    std::vector<DrillAnswerRow> answers;   // by position
};

// The graded answers of one drill in one deck (a card's current deck).
struct DrillDeckTally {
    std::int64_t drill = 0;
    core::DeckPath deck;
    int knew = 0;
    int partly = 0;
    int missed = 0;
    double seconds = 0;
};

// What makeDueNow changed.
struct MissedToday {
    int dueNow = 0;     // review and learning cards made due now
    int newToday = 0;   // new cards in today's study beyond the new-card limit (let in now or before)
};

// A card let into today's study beyond the new-card limit, and whether it is still new (not
// answered since, or its answer undone).
struct LetInCard {
    core::CardId card = 0;
    bool stillNew = true;
};

class DrillStore {
public:
    explicit DrillStore(DeckStore& deck);

    // Stores a new drill with one unanswered question per card; returns its id.
    core::Result<std::int64_t> create(const NewDrill& drill);
    // Grades question `position` (again, if it was graded before), and when `finishedAt` is given
    // also finishes the drill, in the same transaction. Fails when the drill has no such question.
    core::Result<void> recordAnswer(std::int64_t drill, int position, DrillGrade grade, double seconds,
                                    const std::string& notes, std::optional<core::Timestamp> finishedAt = {});
    core::Result<void> finish(std::int64_t drill, core::Timestamp finishedAt);
    core::Result<std::optional<StoredDrill>> load(std::int64_t drill);
    // Every drill, oldest first.
    core::Result<std::vector<DrillInfo>> drills();
    // Graded answers per drill and deck; drills oldest first (as drills()), then by deck key.
    core::Result<std::vector<DrillDeckTally>> tallies();
    // Removes a drill and its answers from the history.
    core::Result<void> remove(std::int64_t drill);

    // "Review them today": review, learning and relearning cards among `cards` that are due later
    // than `now` become due at `now` and are unburied. New cards among them (not suspended, not
    // retired) are let into the study of the day that starts at `dayStart` beyond the daily
    // new-card limit (listed in the settings table, see newCardsLetIn) and are unburied. No
    // review-log row is written: nothing was answered. One transaction.
    core::Result<MissedToday> makeDueNow(const std::vector<core::CardId>& cards, core::Timestamp now,
                                         core::Timestamp dayStart);
    // The new cards let into the study of the day that starts at `dayStart`, in the order they
    // were let in; empty on any other day.
    core::Result<std::vector<LetInCard>> newCardsLetIn(core::Timestamp dayStart);

private:
    Database& m_db;
};

} // namespace notedeck::storage
