#include "stats_fixture.h"

#include "core/clock.h"
#include "service/deck/detail/deck_internals.h"
#include "service/import/import_notes.h"
#include "service/statistics/statistics_calendar.h"
#include "service/study/study.h"

#include <catch2/catch.hpp>

#include <atomic>
#include <fstream>
#include <unistd.h>

namespace notedeck::testing {

namespace fs = std::filesystem;

core::Timestamp localTime(int year, int month, int day, int hour, int minute)
{
    return service::studyDayOf(year, month, day) * 86400 + hour * 3600 + minute * 60 - kZoneOffset;
}

StatsDeck::StatsDeck()
{
    static std::atomic<int> counter{0};
    m_root = fs::temp_directory_path() / ("notedeck-stats-test-" + std::to_string(::getpid()) + "-" + std::to_string(counter++));
    fs::remove_all(m_root);
    fs::create_directories(m_root / "notes");
    std::ofstream(m_root / "notes" / "1-part.md", std::ios::binary)
        << "# 第一部分\n\n## 章 A\n\n### 节 1\n\n- A1？\n  - a1\n- A2？\n  - a2\n\n### 节 2\n\n- A3？\n  - a3\n"
           "- A4？\n  - a4\n\n## 章 B\n\n- B1？\n  - b1\n- B2？\n  - b2\n- B3？\n  - b3\n- B4？\n  - b4\n";
    auto opened = service::Deck::open(m_root / "deck.sqlite",
                                      {nullptr, std::make_shared<core::FixedOffsetZone>(kZoneOffset), false});
    REQUIRE(opened);
    m_deck = std::move(*opened);
    core::FixedClock clock(kNow - 400 * 86400);
    auto report = service::importNotes(*m_deck, m_root / "notes", clock);
    REQUIRE(report);
    REQUIRE(service::storeOf(*m_deck).cards().activeCount().value() == 8);
}

StatsDeck::~StatsDeck()
{
    m_deck.reset();
    std::error_code ec;
    fs::remove_all(m_root, ec);
}

void StatsDeck::answer(core::CardId card, core::Timestamp at, core::CardState before, core::Rating rating, int seconds)
{
    core::ReviewRecord r;
    r.card = card;
    r.reviewedAtMs = at * 1000;
    r.rating = rating;
    r.stateBefore = before;
    r.stateAfter = rating == core::Rating::Again ? core::CardState::Relearning : core::CardState::Review;
    r.durationMs = seconds * 1000;
    r.scheduleBefore = "s1 0 0 0 0 0 0 0 0 0 -1 0 0 0 0";
    REQUIRE(service::storeOf(*m_deck).reviewLog().append(r));
}

void StatsDeck::setSchedule(core::CardId card, const core::ScheduleState& state)
{
    REQUIRE(service::storeOf(*m_deck).cards().setSchedule(card, state));
}

} // namespace notedeck::testing
