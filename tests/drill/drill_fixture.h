#pragma once
// A small deck for drill tests: two chapters with sections, imported into a temporary deck.
#include "core/day_clock.h"
#include "service/deck/detail/deck_internals.h"
#include "service/study/study.h"
#include "temp_notes.h"

#include <catch2/catch.hpp>

#include <memory>
#include <string>

namespace notedeck::testing {

inline constexpr core::Timestamp kMorning = 1'764'403'200;   // 2025-11-29T08:00:00Z

// Cards 1–7 in note order:
//   1, 2  面试 › Alpha › One
//   3     面试 › Alpha › Two
//   4, 5  面试 › Beta › Three
//   6, 7  面试 › Beta › Four
inline void writeDrillNotes(TempNotes& t)
{
    t.write("drill.md",
            "# 面试\n\n"
            "## Alpha\n\n"
            "### One\n\n"
            "- Alpha one first?\n  - answer 1\n"
            "- Alpha one second?\n  - answer 2\n\n"
            "### Two\n\n"
            "- Alpha two | first?\n  - answer 3\n\n"
            "## Beta\n\n"
            "### Three\n\n"
            "- Beta three first?\n  - answer 4\n"
            "- Beta three second?\n  - answer 5\n\n"
            "### Four\n\n"
            "- Beta four first?\n  - answer 6\n"
            "- Beta four second?\n  - answer 7\n");
    t.import();
}

inline scheduler::Scheduler utcScheduler(service::Deck& deck)
{
    return service::schedulerOf(deck);   // TempNotes opens its deck in UTC
}

inline core::DeckPath path(const std::string& display) { return core::DeckPath::parse(display); }

} // namespace notedeck::testing
