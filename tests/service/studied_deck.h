#pragma once
// A deck with a made-up review history, and its cards' schedules by id, for the tests of
// rescheduling and FSRS optimization.
#include "core/types.h"
#include "service/statistics/demo_history.h"
#include "temp_notes.h"

#include <catch2/catch.hpp>

#include <cstdint>
#include <map>
#include <string>

namespace notedeck::testing {

// `count` cards studied every evening for `days` days before `now` with the default weights.
inline void studiedDeck(TempNotes& t, int count, int days, core::Timestamp now, std::uint64_t seed)
{
    std::string text = "# 测试\n\n";
    for (int i = 0; i < count; ++i)
        text += "- 问题 " + std::to_string(i) + "？\n  - 答案 " + std::to_string(i) + "\n";
    t.write("cards.md", text);
    t.import();
    service::DemoHistoryOptions options;
    options.days = days;
    options.seed = seed;
    REQUIRE(service::fabricateHistory(t.deck(), now, options));
}

inline std::map<core::CardId, core::ScheduleState> schedules(storage::DeckStore& deck)
{
    auto cards = deck.cards().list(core::DeckPath(), false);
    REQUIRE(cards);
    std::map<core::CardId, core::ScheduleState> out;
    for (const auto& row : *cards)
        out[row.card.id] = row.schedule;
    return out;
}

} // namespace notedeck::testing
