#include "scheduler/card_actions.h"

namespace notedeck::scheduler {

core::ScheduleState bury(const core::ScheduleState& card, core::Timestamp now, const core::DayClock& clock)
{
    core::ScheduleState out = card;
    out.buried_until = clock.startOfDay(clock.dayIndex(now) + 1);
    return out;
}

core::ScheduleState unbury(const core::ScheduleState& card)
{
    core::ScheduleState out = card;
    out.buried_until = 0;
    return out;
}

bool isBuried(const core::ScheduleState& card, core::Timestamp now)
{
    return now < card.buried_until;
}

core::ScheduleState suspend(const core::ScheduleState& card)
{
    core::ScheduleState out = card;
    out.suspended = true;
    return out;
}

core::ScheduleState unsuspend(const core::ScheduleState& card)
{
    core::ScheduleState out = card;
    out.suspended = false;
    return out;
}

core::ScheduleState setFlag(const core::ScheduleState& card, core::Flag flag)
{
    core::ScheduleState out = card;
    out.flag = flag;
    return out;
}

} // namespace notedeck::scheduler
