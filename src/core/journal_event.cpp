#include "core/journal_event.h"

#include "core/text.h"

#include <cstdio>

namespace notedeck::core {

void applyFields(ScheduleState& into, const ScheduleState& from, int mask)
{
    using namespace field;
    if (mask & State) into.state = from.state;
    if (mask & Due) into.due = from.due;
    if (mask & Stability) into.stability = from.stability;
    if (mask & Difficulty) into.difficulty = from.difficulty;
    if (mask & Step) into.step = from.step;
    if (mask & Reps) into.reps = from.reps;
    if (mask & Lapses) into.lapses = from.lapses;
    if (mask & ScheduledDays) into.scheduled_days = from.scheduled_days;
    if (mask & ElapsedDays) into.elapsed_days = from.elapsed_days;
    if (mask & LastReview) into.last_review = from.last_review;
    if (mask & Suspended) into.suspended = from.suspended;
    if (mask & Leech) into.leech = from.leech;
    if (mask & BuriedUntil) into.buried_until = from.buried_until;
    if (mask & FlagColour) into.flag = from.flag;
}

int differingFields(const ScheduleState& a, const ScheduleState& b)
{
    using namespace field;
    int mask = 0;
    if (a.state != b.state) mask |= State;
    if (a.due != b.due) mask |= Due;
    if (a.stability != b.stability) mask |= Stability;
    if (a.difficulty != b.difficulty) mask |= Difficulty;
    if (a.step != b.step) mask |= Step;
    if (a.reps != b.reps) mask |= Reps;
    if (a.lapses != b.lapses) mask |= Lapses;
    if (a.scheduled_days != b.scheduled_days) mask |= ScheduledDays;
    if (a.elapsed_days != b.elapsed_days) mask |= ElapsedDays;
    if (a.last_review != b.last_review) mask |= LastReview;
    if (a.suspended != b.suspended) mask |= Suspended;
    if (a.leech != b.leech) mask |= Leech;
    if (a.buried_until != b.buried_until) mask |= BuriedUntil;
    if (a.flag != b.flag) mask |= FlagColour;
    return mask;
}

std::string memoryDigest(const ScheduleState& s)
{
    // %.17g keeps every bit of the doubles, so equal texts mean equal memories.
    char buf[256];
    const long long due = s.state == CardState::New ? 0LL : static_cast<long long>(s.due);
    std::snprintf(buf, sizeof buf, "%d/%lld/%.17g/%.17g/%d/%d/%d/%d/%d/%lld", static_cast<int>(s.state), due,
                  s.stability, s.difficulty, s.step, s.reps, s.lapses, s.scheduled_days, s.elapsed_days,
                  s.last_review ? static_cast<long long>(*s.last_review) : -1LL);
    return contentHash(buf);
}

} // namespace notedeck::core
