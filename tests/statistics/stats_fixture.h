#pragma once
// A small deck for the statistics tests: one part with two chapters (the first with two sections),
// eight cards, in a temporary folder removed afterwards; times are pinned in a UTC+8 zone.
#include "core/review_record.h"
#include "scheduler/scheduler.h"
#include "service/deck/detail/deck_internals.h"
#include "storage/deck_store.h"

#include <filesystem>
#include <memory>
#include <string>

namespace notedeck::testing {

// 2025-11-29T12:00:00Z, a Saturday: 20:00 in the fixture's zone (UTC+8), study days from 04:00.
inline constexpr core::Timestamp kNow = 1'764'417'600;
inline constexpr int kZoneOffset = 8 * 3600;

// The instant of a local wall-clock time in the fixture's zone.
core::Timestamp localTime(int year, int month, int day, int hour, int minute = 0);

class StatsDeck {
public:
    // Cards 1–4: 第一部分 › 章 A (1, 2 in 节 1; 3, 4 in 节 2); cards 5–8: 第一部分 › 章 B.
    StatsDeck();
    ~StatsDeck();

    service::Deck& deck() { return *m_deck; }
    storage::DeckStore& store() { return service::storeOf(*m_deck); }
    const scheduler::Scheduler& scheduler() const { return service::schedulerOf(*m_deck); }
    const std::filesystem::path& root() const { return m_root; }

    // Appends an answer to the log (the card's schedule is not touched).
    void answer(core::CardId card, core::Timestamp at, core::CardState before, core::Rating rating, int seconds);
    void setSchedule(core::CardId card, const core::ScheduleState& state);

private:
    std::filesystem::path m_root;
    std::unique_ptr<service::Deck> m_deck;
};

} // namespace notedeck::testing
