#pragma once
// Interview drills in the deck file: the drill, its questions and the answers given, kept for the
// drill history; and "review them today", which lets a drill's missed cards into today's study.
// Each call that writes is one transaction.
//
// Made by DeckStore::drills(); holds the DeckStore's connection (owns nothing), so it is used on
// that DeckStore's thread and must not outlive it.
#include "core/deck_path.h"
#include "core/drill_record.h"
#include "core/result.h"
#include "core/types.h"

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace notedeck::storage {

class Database;

class DrillStore {
public:
    explicit DrillStore(Database& db) : m_db(db) {}

    // Stores a new drill with one unanswered question per card; returns its id.
    core::Result<std::int64_t> create(const core::NewDrill& drill);
    // Grades question `position` (again, if it was graded before), and when `finishedAt` is given
    // also finishes the drill, in the same transaction. Fails when the drill has no such question.
    core::Result<void> recordAnswer(std::int64_t drill, int position, core::DrillGrade grade, double seconds,
                                    const std::string& notes, std::optional<core::Timestamp> finishedAt = {});
    core::Result<void> finish(std::int64_t drill, core::Timestamp finishedAt);
    core::Result<std::optional<core::StoredDrill>> load(std::int64_t drill);
    // Every drill, oldest first.
    core::Result<std::vector<core::DrillInfo>> all();
    // Graded answers per drill and deck; drills oldest first (as drills()), then by deck key.
    core::Result<std::vector<core::DrillDeckTally>> tallies();
    // Removes a drill and its answers from the history.
    core::Result<void> remove(std::int64_t drill);

    // "Review them today": review, learning and relearning cards among `cards` that are due later
    // than `now` become due at `now` and are unburied. New cards among them (not suspended, not
    // retired) are let into the study of the day that starts at `dayStart` beyond the daily
    // new-card limit (listed in the settings table, see newCardsLetIn) and are unburied. No
    // review-log row is written: nothing was answered. One transaction.
    core::Result<core::MissedToday> makeDueNow(const std::vector<core::CardId>& cards, core::Timestamp now,
                                         core::Timestamp dayStart);
    // The new cards let into the study of the day that starts at `dayStart`, in the order they
    // were let in; empty on any other day.
    core::Result<std::vector<core::LetInCard>> newCardsLetIn(core::Timestamp dayStart);

private:
    Database& m_db;
};

} // namespace notedeck::storage
