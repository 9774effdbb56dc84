#include "storage/detail/schedule_codec.h"

#include <cstdio>
#include <sstream>

namespace notedeck::storage {

namespace {
constexpr const char* kVersion = "s1";
}

std::string encodeSchedule(const core::ScheduleState& s)
{
    char buf[512];
    std::snprintf(buf, sizeof buf, "%s %d %lld %.17g %.17g %d %d %d %d %d %lld %d %d %lld %d", kVersion,
                  static_cast<int>(s.state), static_cast<long long>(s.due), s.stability, s.difficulty, s.step, s.reps,
                  s.lapses, s.scheduled_days, s.elapsed_days,
                  s.last_review ? static_cast<long long>(*s.last_review) : -1LL, s.suspended ? 1 : 0, s.leech ? 1 : 0,
                  static_cast<long long>(s.buried_until), static_cast<int>(s.flag));
    return buf;
}

std::optional<core::ScheduleState> decodeSchedule(const std::string& text)
{
    std::istringstream in(text);
    std::string version;
    int state = 0, suspended = 0, leech = 0, flag = 0;
    long long due = 0, lastReview = -1, buried = 0;
    core::ScheduleState s;
    in >> version >> state >> due >> s.stability >> s.difficulty >> s.step >> s.reps >> s.lapses >> s.scheduled_days >>
        s.elapsed_days >> lastReview >> suspended >> leech >> buried >> flag;
    if (!in || version != kVersion || state < 0 || state > 3)
        return std::nullopt;
    s.state = static_cast<core::CardState>(state);
    s.due = due;
    if (lastReview >= 0)
        s.last_review = lastReview;
    s.suspended = suspended != 0;
    s.leech = leech != 0;
    s.buried_until = buried;
    s.flag = static_cast<core::Flag>(flag);
    return s;
}

} // namespace notedeck::storage
