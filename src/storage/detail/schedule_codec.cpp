#include "storage/detail/schedule_codec.h"

#include "core/journal_event.h"

#include <cstdio>
#include <charconv>
#include <string_view>

namespace notedeck::storage {

namespace {
constexpr const char* kVersion = "s1";
}

std::string encodeSchedule(const core::ScheduleState& s)
{
    // Shortest round-trip numbers, no locale: a merge encodes hundreds of thousands of these.
    // Room for the longest numbers at once: growing the string step by step costs more than the rest.
    std::string out;
    out.reserve(160);
    out = kVersion;
    core::appendMemoryFields(out, s, ' ', s.due);
    char buf[24];
    for (long long mark : {s.suspended ? 1LL : 0LL, s.leech ? 1LL : 0LL, static_cast<long long>(s.buried_until),
                           static_cast<long long>(s.flag)}) {
        out += ' ';
        out.append(buf, std::to_chars(buf, buf + sizeof buf, mark).ptr);
    }
    return out;
}

std::optional<core::ScheduleState> decodeSchedule(const std::string& text)
{
    // from_chars, not a stream: a merge decodes hundreds of thousands of these.
    const char* p = text.data();
    const char* const end = text.data() + text.size();
    auto skip = [&] {
        while (p < end && (*p == ' ' || *p == '\t' || *p == '\n'))
            ++p;
    };
    bool ok = true;
    auto next = [&](auto& value) {
        skip();
        auto [rest, ec] = std::from_chars(p, end, value);
        ok = ok && ec == std::errc() && rest != p;
        p = rest;
    };
    skip();
    const char* word = p;
    while (p < end && *p != ' ')
        ++p;
    if (std::string_view(word, static_cast<size_t>(p - word)) != kVersion)
        return std::nullopt;
    int state = 0, suspended = 0, leech = 0, flag = 0;
    long long due = 0, lastReview = -1, buried = 0;
    core::ScheduleState s;
    next(state);
    next(due);
    next(s.stability);
    next(s.difficulty);
    next(s.step);
    next(s.reps);
    next(s.lapses);
    next(s.scheduled_days);
    next(s.elapsed_days);
    next(lastReview);
    next(suspended);
    next(leech);
    next(buried);
    next(flag);
    if (!ok || state < 0 || state > 3)
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
