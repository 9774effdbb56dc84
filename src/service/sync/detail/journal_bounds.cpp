#include "service/sync/detail/journal_bounds.h"

#include "core/iso_time.h"
#include "core/scheduler_settings.h"
#include "scheduler/parameters.h"

#include <algorithm>

namespace notedeck::service {

namespace {

constexpr std::int64_t kDaySeconds = 86400;
constexpr std::int64_t kEarliestMs = 946684800000LL;   // 2000-01-01, the earliest `at` a line may give
// The furthest a due time may lie after its event: the longest interval NoteDeck schedules, and
// two days for the study day's start and the time zone.
constexpr std::int64_t kLongestWaitSeconds = (core::kDefaultMaximumInterval + 2) * kDaySeconds;

// The day of a unix time, as UTC.
std::string utcDate(std::int64_t seconds)
{
    if (seconds > 253402300799LL)   // 9999-12-31T23:59:59Z: a calendar date has four digits
        return "after the year 9999";
    const std::int64_t day = seconds / kDaySeconds - (seconds < 0 && seconds % kDaySeconds != 0 ? 1 : 0);
    return core::formatIsoDate(day);
}

bool within(double v, double low, double high) { return v >= low * (1 - 1e-9) && v <= high * (1 + 1e-9); }

// The first field of `mask` in `s` that lies beyond what an event at `atSeconds` may record, or
// nothing. `answered`: the memory an answer left (never new, with a stability and a difficulty).
std::optional<std::string> firstBeyond(const core::ScheduleState& s, int mask, std::int64_t atSeconds, bool answered)
{
    using namespace core::field;
    using namespace scheduler;
    const bool hasMemory = answered || s.stability != 0.0 || s.difficulty != 0.0;
    if (answered && s.state == core::CardState::New)
        return "the state it records is a new card's";
    if ((mask & Stability) && hasMemory && !within(s.stability, kMinStability, kMaxStability))
        return "its stability is outside 0.001 to " + std::to_string(int(kMaxStability)) + " days";
    if ((mask & Difficulty) && hasMemory && !within(s.difficulty, kMinDifficulty, kMaxDifficulty))
        return "its difficulty is outside 1 to 10";
    if ((mask & ScheduledDays) && s.scheduled_days > core::kDefaultMaximumInterval)
        return "its interval of " + std::to_string(s.scheduled_days) + " days is over the longest NoteDeck schedules (" +
               std::to_string(core::kDefaultMaximumInterval) + ")";
    if ((mask & Due) && s.due > atSeconds + kLongestWaitSeconds)
        return "its due date " + utcDate(s.due) + " is more than " + std::to_string(core::kDefaultMaximumInterval) +
               " days after its time";
    if ((mask & LastReview) && s.last_review && *s.last_review > atSeconds + kClockSkewMs / 1000)
        return "its last review " + utcDate(*s.last_review) + " is after its own time";
    if ((mask & ElapsedDays) && s.elapsed_days > atSeconds / kDaySeconds)
        return "its elapsed days go back before 1970";
    if ((mask & BuriedUntil) && s.buried_until > atSeconds + kLongestWaitSeconds)
        return "it buries the card until " + utcDate(s.buried_until);
    return std::nullopt;
}

} // namespace

std::optional<std::string> boundEventTime(core::JournalEvent& event, std::int64_t nowMs, std::int64_t deviceLatestMs)
{
    if (event.atMs <= nowMs + kClockSkewMs)
        return std::nullopt;
    const std::string was = utcDate(event.atMs / 1000);
    event.atMs = std::max(deviceLatestMs, kEarliestMs);
    return "its time " + was + " is ahead of this device's clock by more than a day; it is ordered at " +
           utcDate(event.atMs / 1000) + ", its device's latest time before it";
}

std::optional<BoundsProblem> boundRecordedState(core::JournalEvent& event)
{
    const std::int64_t atSeconds = event.atMs / 1000;
    if (event.kind == core::JournalKind::Answer) {
        auto beyond = firstBeyond(event.schedule, core::field::kMemoryFields, atSeconds, true);
        if (!beyond)
            return std::nullopt;
        event.before = kWorkedOutAgain;
        return BoundsProblem{"the answer's recorded state is not taken: " + *beyond +
                                 "; the answer is worked out again from its rating",
                             false};
    }
    if (event.kind == core::JournalKind::Change) {
        auto beyond = firstBeyond(event.schedule, event.fields, atSeconds, false);
        if (!beyond)
            return std::nullopt;
        return BoundsProblem{"the change is not taken: " + *beyond, true};
    }
    return std::nullopt;
}

bool beyondMaximumInterval(const core::JournalEvent& answer, int maximumInterval)
{
    const std::int64_t atSeconds = answer.atMs / 1000;
    return answer.schedule.scheduled_days > maximumInterval ||
           answer.schedule.due > atSeconds + (std::int64_t{maximumInterval} + 2) * kDaySeconds;
}

} // namespace notedeck::service
