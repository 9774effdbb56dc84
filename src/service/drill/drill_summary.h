#pragma once
// The summary of an interview drill — score, time per question, the missed and partly known
// questions, the weakest sections — its Markdown export, and "review the missed cards today".
// Built from the drill as stored, so a drill reopened from the history reads the same as when it
// ended.
#include "core/deck_path.h"
#include "core/drill_record.h"
#include "core/result.h"
#include "core/types.h"
#include "service/cards/card_text.h"
#include "service/deck/deck.h"

#include <cstdint>
#include <functional>
#include <string>
#include <vector>

namespace notedeck::service {

using core::DrillGrade;

// The FSRS answer a grade stands for when a drill updates the schedule: Knew → Good,
// Partly → Hard, Missed → Again.
core::Rating ratingForGrade(DrillGrade grade);

// (knew + 0.5 · partly) / answered; 0 when nothing was answered.
double drillScore(int knew, int partly, int answered);

// One question of the drill with its answer (the card's current deck and question).
using DrillSummaryItem = core::DrillAnswerRow;
// The item's card, to name it (service::cardName) as the drill asked it.
core::CardRecord cardOf(const DrillSummaryItem& item);

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
    core::DrillInfo drill;
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

DrillSummary summarizeDrill(const core::StoredDrill& drill);
core::Result<DrillSummary> loadDrillSummary(Deck& deck, std::int64_t drill);

// The words of the Markdown export. The defaults are English (the command line's); the app passes
// its translated ones. "%1", "%2", … are filled in, in one pass, with the values named beside
// each; a translation may reorder them.
struct DrillMarkdownLabels {
    std::string title = "Interview drill, %1";                   // start time (ISO, UTC)
    std::string scope = "Scope: %1";
    std::string wholeDeck = "the whole deck";
    std::string order = "Order: %1";
    std::string orderRandom = "random";
    std::string orderWeakest = "weakest first";
    std::string orderUnseen = "unseen first";
    std::string questionsTimed = "Questions: %1, %2 s each";     // questions, seconds
    std::string questionsUntimed = "Questions: %1, no time limit";
    std::string scheduleUpdated = "Schedule: updated by the grades";
    std::string scheduleUnchanged = "Schedule: not changed";
    std::string score = "Score: %1 (%2 knew, %3 partly, %4 missed)";   // score, counts
    std::string scoreUnanswered = "Score: %1 (%2 knew, %3 partly, %4 missed, %5 not answered)";
    std::string time = "Time: %1 in all, %2 per question on average";
    std::string questionsHeading = "Questions";
    std::string columnNumber = "#";
    std::string columnGrade = "Grade";
    std::string columnTime = "Time";
    std::string columnSection = "Section";
    std::string columnQuestion = "Question";
    std::string knew = "Knew";
    std::string partly = "Partly";
    std::string missed = "Missed";
    std::string notAnswered = "Not answered";
    std::string missedHeading = "Missed";
    std::string partlyHeading = "Partly known";
    std::string weakestHeading = "Weakest sections";
    std::string none = "None.";
    std::string listedQuestion = "%1 (card %2, %3)";             // question, card id, section
    std::string sectionScore = "%1: %2 of %3, %4 on average";   // section, score, questions, time
    std::function<std::string(int)> questionCount = [](int n) {
        return std::to_string(n) + (n == 1 ? " question" : " questions");
    };
    std::string hours = "%1 h";
    std::string minutes = "%1 min";
    std::string seconds = "%1 s";
    CardKindWords kinds{};   // a question that is the reverse of a pair is marked so
};

// The summary as a Markdown document (the app saves it where the user chooses). Times are UTC.
std::string drillSummaryMarkdown(const DrillSummary& summary, const DrillMarkdownLabels& labels = {});

// "Review the missed cards today": the drill's missed cards that are in review (or learning)
// become due now; the missed new cards join today's study even when today's new-card limit is
// used up (the others keep the limit). Returns what changed. One transaction.
using core::MissedToday;
core::Result<MissedToday> reviewMissedToday(Deck& deck, std::int64_t drill, core::Timestamp now);

} // namespace notedeck::service
