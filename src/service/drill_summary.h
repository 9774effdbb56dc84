#pragma once
// The summary of an interview drill — score, time per question, the missed and partly known
// questions, the weakest sections — its Markdown export, and "review the missed cards today".
// Built from the drill as stored, so a drill reopened from the history reads the same as when it
// ended.
#include "core/deck_path.h"
#include "core/result.h"
#include "scheduler/scheduler.h"
#include "storage/drill_store.h"

#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

namespace notedeck::storage {
class DeckStore;
}

namespace notedeck::service {

using storage::DrillGrade;

// "Knew", "Partly", "Missed".
std::string_view gradeName(DrillGrade grade);
// The FSRS answer a grade stands for when a drill updates the schedule: Knew → Good,
// Partly → Hard, Missed → Again.
core::Rating ratingForGrade(DrillGrade grade);

// (knew + 0.5 · partly) / answered; 0 when nothing was answered.
double drillScore(int knew, int partly, int answered);

// One question of the drill with its answer (the card's current deck and question).
using DrillSummaryItem = storage::DrillAnswerRow;

// A deck (the section a card sits in) as this drill found it.
struct SectionScore {
    core::DeckPath deck;
    int answered = 0;
    int knew = 0;
    int partly = 0;
    int missed = 0;
    double score = 0;
    double averageSeconds = 0;
};

struct DrillSummary {
    storage::DrillInfo drill;
    int questions = 0;            // drawn
    int answered = 0;             // graded; fewer than drawn when the drill was stopped early
    int knew = 0;
    int partly = 0;
    int missed = 0;
    double score = 0;             // over the answered questions
    double totalSeconds = 0;
    double averageSeconds = 0;    // per answered question
    std::vector<DrillSummaryItem> items;          // every question, in drill order
    std::vector<DrillSummaryItem> missedItems;    // in drill order
    std::vector<DrillSummaryItem> partlyItems;    // in drill order
    // Decks with answered questions, weakest first: lowest score, then the longest average time,
    // then deck path.
    std::vector<SectionScore> weakestSections;
};

DrillSummary summarizeDrill(const storage::StoredDrill& drill);
core::Result<DrillSummary> loadDrillSummary(storage::DeckStore& deck, std::int64_t drill);

// The summary as a Markdown document (the app saves it where the user chooses). Times are UTC.
std::string drillSummaryMarkdown(const DrillSummary& summary);

// "Review the missed cards today": the drill's missed cards that are in review (or learning)
// become due now; the missed new cards join today's study even when today's new-card limit is
// used up (the others keep the limit). Returns what changed. One transaction.
using storage::MissedToday;
core::Result<MissedToday> reviewMissedToday(storage::DeckStore& deck, const scheduler::Scheduler& scheduler,
                                            std::int64_t drill, core::Timestamp now);

} // namespace notedeck::service
