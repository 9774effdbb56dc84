#pragma once
// The drill history: past drills with their score overall and per chapter, and the per-chapter
// score over time that the statistics plot draws.
#include "core/deck_path.h"
#include "core/drill_record.h"
#include "core/result.h"
#include "service/deck/deck.h"

#include <cstdint>
#include <vector>

namespace notedeck::service {

// A chapter is a deck path cut to this many components: part › chapter.
inline constexpr int kChapterDepth = 2;

struct ChapterScore {
    core::DeckPath chapter;
    int answered = 0;
    double score = 0;            // (knew + 0.5 · partly) / answered
    double averageSeconds = 0;
};

struct DrillHistoryEntry {
    core::DrillInfo drill;
    int answered = 0;
    double score = 0;
    std::vector<ChapterScore> chapters;   // chapters with answered questions, by path
};

// Every drill, oldest first, abandoned ones included (their answers are real); a card counts
// in the chapter it is in now. `chapterDepth` components make a chapter (a shallower card
// counts in its own deck).
core::Result<std::vector<DrillHistoryEntry>> drillHistory(Deck& deck, int chapterDepth = kChapterDepth);

struct ChapterPoint {
    std::int64_t drill = 0;
    core::Timestamp at = 0;      // when the drill finished, or started when it never did
    double score = 0;
    int answered = 0;
};

// Removes a drill and its answers from the history (one transaction).
core::Result<void> removeDrill(Deck& deck, std::int64_t drill);

// One line of the plot.
struct ChapterSeries {
    core::DeckPath chapter;
    std::vector<ChapterPoint> points;   // oldest first
};

// The history turned into one series per chapter, chapters by path; drills without answers in a
// chapter leave no point in its series.
std::vector<ChapterSeries> chapterSeries(const std::vector<DrillHistoryEntry>& history);

} // namespace notedeck::service
