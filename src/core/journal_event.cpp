#include "core/journal_event.h"

#include "core/text.h"

#include <charconv>

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

void appendMemoryFields(std::string& out, const ScheduleState& s, char separator, Timestamp due)
{
    char buf[32];
    auto put = [&](auto value) {
        auto [end, ec] = std::to_chars(buf, buf + sizeof buf, value);
        out += separator;
        out.append(buf, ec == std::errc() ? end : buf);
    };
    put(static_cast<int>(s.state));
    put(static_cast<long long>(due));
    put(s.stability);
    put(s.difficulty);
    put(s.step);
    put(s.reps);
    put(s.lapses);
    put(s.scheduled_days);
    put(s.elapsed_days);
    put(s.last_review ? static_cast<long long>(*s.last_review) : -1LL);
}

std::string memoryDigest(const ScheduleState& s)
{
    std::string text;
    appendMemoryFields(text, s, '/', s.state == CardState::New ? 0 : s.due);
    return contentHash(text);
}

} // namespace notedeck::core
