// Statistics of one chapter: only its cards and their answers count, and the bars become its
// sections.
#include "service/statistics/statistics.h"
#include "stats_fixture.h"

#include <catch2/catch.hpp>

using namespace notedeck;
using core::CardState;
using core::Rating;
using testing::kNow;
using testing::localTime;

TEST_CASE("statistics of one chapter count only its cards", "[statistics][scope]")
{
    testing::StatsDeck t;
    core::ScheduleState review;
    review.state = CardState::Review;
    review.stability = 30;
    review.difficulty = 5;
    review.last_review = localTime(2025, 11, 20, 12);
    review.due = localTime(2025, 11, 30, 4);
    review.scheduled_days = 10;
    t.setSchedule(1, review);   // chapter A, section 1
    t.setSchedule(5, review);   // chapter B
    t.answer(1, localTime(2025, 11, 29, 9), CardState::Review, Rating::Good, 10);
    t.answer(3, localTime(2025, 11, 29, 9, 5), CardState::New, Rating::Again, 20);
    t.answer(5, localTime(2025, 11, 29, 9, 10), CardState::Review, Rating::Again, 30);
    t.answer(6, localTime(2025, 11, 28, 9), CardState::New, Rating::Good, 40);
    t.answer(2, localTime(2025, 11, 27, 9), CardState::Review, Rating::Hard, 50);

    const core::DeckPath chapterA({"第一部分", "章 A"});
    auto stats = service::computeStatistics(t.deck(), chapterA, kNow);
    REQUIRE(stats);
    const auto& s = *stats;
    CHECK(s.scope == chapterA);
    CHECK(s.days.back().answers == 2);
    CHECK(s.days.back().byRating == std::array<int, 4>{1, 0, 1, 0});
    CHECK(s.days.back().studyMs == 30'000);
    CHECK(s.days[s.days.size() - 2].answers == 0);   // the 28th: only chapter B
    CHECK(s.days[s.days.size() - 3].answers == 1);
    CHECK(s.streak.current == 1);
    CHECK(s.totals.answersPastYear == 3);
    CHECK(s.totals.cards == 4);
    CHECK(s.states.fresh == 3);
    CHECK(s.states.young == 1);
    CHECK(s.forecast[1].review == 1);
    CHECK(s.weeklyRetention.back().reviews == 2);
    CHECK(s.weeklyRetention.back().passed == 2);

    // Bars one level below the scope: the sections.
    REQUIRE(s.chapters.size() == 2);
    CHECK(s.chapters[0].deck.display() == "第一部分 › 章 A › 节 1");
    CHECK(s.chapters[0].cards == 2);
    CHECK(s.chapters[0].studied == 1);
    CHECK(s.chapters[1].deck.display() == "第一部分 › 章 A › 节 2");
    CHECK(s.chapters[1].studied == 0);
    REQUIRE(s.decks.size() == 3);
    CHECK(s.decks[0].deck == chapterA);
    CHECK(s.decks[0].depth == 1);
    CHECK(s.decks[0].cards == 4);

    // A section: the bar is the section itself.
    auto section = service::computeStatistics(t.deck(), core::DeckPath({"第一部分", "章 A", "节 2"}), kNow);
    REQUIRE(section);
    CHECK(section->totals.cards == 2);
    CHECK(section->days.back().answers == 1);
    REQUIRE(section->chapters.size() == 1);
    CHECK(section->chapters[0].deck.display() == "第一部分 › 章 A › 节 2");

    // A deck that does not exist: nothing in it.
    auto none = service::computeStatistics(t.deck(), core::DeckPath({"没有"}), kNow);
    REQUIRE(none);
    CHECK(none->totals.cards == 0);
    CHECK(none->totals.answersPastYear == 0);
    CHECK(none->chapters.empty());
}
