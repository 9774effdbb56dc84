// Bury, suspend, flag.
#include "fake_zones.h"
#include "scheduler/card_actions.h"
#include "test_support.h"

using namespace notedeck;
using namespace notedeck::scheduler;
using test::utcOf;

TEST_CASE("a buried card returns at the start of the next study day", "[actions]")
{
    const core::DayClock clock(test::centralEurope2024(), 4);
    const auto evening = utcOf(3, 30, 22, 0, 3600);
    const auto card = bury(core::ScheduleState{}, evening, clock);
    CHECK(isBuried(card, evening));
    CHECK(isBuried(card, utcOf(3, 31, 3, 59, 7200)));   // after midnight, before 04:00
    CHECK_FALSE(isBuried(card, utcOf(3, 31, 4, 0, 7200))); // 04:00 CEST the next morning
    CHECK_FALSE(isBuried(unbury(card), evening));
}

TEST_CASE("suspend, unsuspend and flags", "[actions]")
{
    core::ScheduleState card;
    card.leech = true;
    const auto suspended = suspend(card);
    CHECK(suspended.suspended);
    const auto back = unsuspend(suspended);
    CHECK_FALSE(back.suspended);
    CHECK(back.leech); // still listed as a leech
    CHECK(setFlag(card, core::Flag::Blue).flag == core::Flag::Blue);
    CHECK(setFlag(setFlag(card, core::Flag::Blue), core::Flag::None) == card);
}
