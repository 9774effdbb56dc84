#include "scheduler/card_actions.h"

namespace notedeck::scheduler {

ScheduleState bury(const ScheduleState& card, core::Timestamp now, const DayClock& clock)
{
    ScheduleState out = card;
    out.buried_until = clock.startOfDay(clock.dayIndex(now) + 1);
    return out;
}

ScheduleState unbury(const ScheduleState& card)
{
    ScheduleState out = card;
    out.buried_until = 0;
    return out;
}

bool isBuried(const ScheduleState& card, core::Timestamp now)
{
    return now < card.buried_until;
}

ScheduleState suspend(const ScheduleState& card)
{
    ScheduleState out = card;
    out.suspended = true;
    return out;
}

ScheduleState unsuspend(const ScheduleState& card)
{
    ScheduleState out = card;
    out.suspended = false;
    return out;
}

ScheduleState setFlag(const ScheduleState& card, Flag flag)
{
    ScheduleState out = card;
    out.flag = flag;
    return out;
}

} // namespace notedeck::scheduler
