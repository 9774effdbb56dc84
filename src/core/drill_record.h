#pragma once
// Interview drills as the deck file keeps them: the drill, its questions and the answers given,
// and what "review them today" changed.
#include "core/card_kind.h"
#include "core/deck_path.h"
#include "core/types.h"

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace notedeck::core {

// How a user graded an answer. The values are stored.
enum class DrillGrade : int { Missed = 1, Partly = 2, Knew = 3 };

// A drill as started: its settings. The draw order is the scheduler's name for it ("random",
// "weakest", "unseen"); storage does not interpret it.
struct DrillInfo {
    std::int64_t id = 0;
    Timestamp startedAt = 0;
    std::optional<Timestamp> finishedAt;   // empty while in progress or when abandoned
    std::vector<DeckPath> scope;           // empty: the whole deck
    std::string order;
    int questionCount = 0;
    int secondsPerQuestion = 0;            // 0: no timer
    bool updatesSchedule = false;
    std::uint64_t seed = 0;
};

// What a new drill is stored with: the settings and the drawn cards in question order.
struct NewDrill {
    Timestamp startedAt = 0;
    std::vector<DeckPath> scope;
    std::string order;
    int secondsPerQuestion = 0;
    bool updatesSchedule = false;
    std::uint64_t seed = 0;
    std::vector<CardId> cards;
};

// One question of a stored drill, with the card's current deck and question.
struct DrillAnswerRow {
    int position = 0;                      // 0-based
    CardId card = 0;
    DeckPath deck;
    std::string question;                  // Markdown
    std::string answer;                    // Markdown
    CardKind kind;                         // which card of its note (CardRecord::kind)
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
    DeckPath deck;
    int knew = 0;
    int partly = 0;
    int missed = 0;
    double seconds = 0;
};

// What "review them today" changed.
struct MissedToday {
    int dueNow = 0;     // review and learning cards made due now
    int newToday = 0;   // new cards in today's study beyond the new-card limit (let in now or before)
};

// A card let into today's study beyond the new-card limit, and whether it is still new (not
// answered since, or its answer undone).
struct LetInCard {
    CardId card = 0;
    bool stillNew = true;
};

} // namespace notedeck::core
