#include "service/reschedule.h"

#include "scheduler/reschedule.h"
#include "scheduler/scheduler.h"
#include "service/detail/deck_internals.h"
#include "storage/deck_store.h"

#include <nlohmann/json.hpp>

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <unordered_map>
#include <unordered_set>

namespace notedeck::service {

namespace {

constexpr std::size_t kProgressEvery = 2048;

core::Result<void> cancelled() { return core::fail("the rescheduling was cancelled; nothing was changed"); }

// The review cards' due counts per day, for load balancing and Easy Days.
scheduler::DueCounts dueCounts(const core::DayClock& clock, const std::vector<core::CardRow>& rows)
{
    scheduler::DueCounts counts;
    for (const core::CardRow& row : rows) {
        if (row.schedule.state == core::CardState::Review && !row.schedule.suspended)
            counts.add(clock.dayIndex(row.schedule.due), 1);
    }
    return counts;
}

core::Result<std::unordered_map<core::CardId, std::vector<core::ReviewRecord>>> answersByCard(Deck& deck)
{
    auto reviews = storeOf(deck).reviewLog().all();
    if (!reviews)
        return std::unexpected(reviews.error());
    std::unordered_map<core::CardId, std::vector<core::ReviewRecord>> answers;
    for (core::ReviewRecord& review : *reviews)
        answers[review.card].push_back(std::move(review));
    return answers;
}

// The work itself; the caller holds the transaction.
core::Result<Rescheduled> rescheduleIn(Deck& deck, const scheduler::Scheduler& scheduler, const RescheduleRequest& request)
{
    auto rows = storeOf(deck).cards().list(core::DeckPath(), false);
    if (!rows)
        return std::unexpected(rows.error());
    std::unordered_map<core::CardId, std::vector<core::ReviewRecord>> answers;
    if (request.replayHistory) {
        auto read = answersByCard(deck);
        if (!read)
            return std::unexpected(read.error());
        answers = std::move(*read);
    }
    std::unordered_set<core::CardId> wanted;
    if (request.cards)
        wanted.insert(request.cards->begin(), request.cards->end());
    auto counts = dueCounts(scheduler.clock(), *rows);

    std::vector<const core::CardRow*> todo;
    for (const core::CardRow& row : *rows) {
        if (row.schedule.state != core::CardState::New && (!request.cards || wanted.contains(row.card.id)))
            todo.push_back(&row);
    }
    Rescheduled out;
    int reviewCards = 0;
    const std::vector<core::ReviewRecord> none;
    for (std::size_t i = 0; i < todo.size(); ++i) {
        if (i % kProgressEvery == 0) {
            if (request.cancel && request.cancel->load())
                return std::unexpected(cancelled().error());
            if (request.progress)
                request.progress(i, todo.size());
        }
        const core::CardRow& row = *todo[i];
        const auto found = answers.find(row.card.id);
        const auto& history = found == answers.end() ? none : found->second;
        const core::ScheduleState next = scheduler::rescheduleCard(scheduler, row.card.id, row.schedule, history, &counts);
        if (row.schedule.state == core::CardState::Review)
            ++reviewCards;
        if (next == row.schedule)
            continue;
        if (auto done = storeOf(deck).cards().setSchedule(row.card.id, next); !done)
            return std::unexpected(done.error());
        deck.changes().schedules.insert(row.card.id);
        out.changes.push_back({row.card.id, row.schedule, next});
    }
    if (request.cancel && request.cancel->load())
        return std::unexpected(cancelled().error());
    if (request.progress)
        request.progress(todo.size(), todo.size());
    out.report = rescheduleReport(scheduler.clock(), reviewCards, out.changes);
    return out;
}

} // namespace

core::Result<Rescheduled> reschedule(Deck& deck, const RescheduleRequest& request)
{
    return transactFor(deck, [&request](Deck& d) -> core::Result<Rescheduled> {
        if (!request.settings)
            return rescheduleIn(d, schedulerOf(d), request);
        auto scheduler = scheduler::Scheduler::create(*request.settings, d.zone());
        if (!scheduler)
            return std::unexpected(scheduler.error());
        return rescheduleIn(d, *scheduler, request);
    });
}

RescheduleReport rescheduleReport(const core::DayClock& clock, int reviewCards,
                                  const std::vector<core::ScheduleChange>& changes)
{
    RescheduleReport report;
    report.reviewCards = reviewCards;
    report.changed = static_cast<int>(changes.size());
    std::vector<std::int64_t> shifts;
    for (const core::ScheduleChange& change : changes) {
        const std::int64_t shift = clock.dayIndex(change.after.due) - clock.dayIndex(change.before.due);
        if (shift == 0)
            continue;
        shifts.push_back(shift);
        (shift < 0 ? report.earlier : report.later) += 1;
        report.largestShiftDays = std::max(report.largestShiftDays, static_cast<int>(std::llabs(shift)));
    }
    report.moved = static_cast<int>(shifts.size());
    if (shifts.empty())
        return report;
    double sum = 0.0;
    for (std::int64_t s : shifts)
        sum += static_cast<double>(s);
    report.meanShiftDays = sum / static_cast<double>(shifts.size());
    std::ranges::sort(shifts);
    const std::size_t mid = shifts.size() / 2;
    report.medianShiftDays = shifts.size() % 2 == 1 ? static_cast<double>(shifts[mid])
                                                    : (static_cast<double>(shifts[mid - 1]) + static_cast<double>(shifts[mid])) / 2.0;
    return report;
}

core::Result<bool> undoReschedule(Deck& deck, const std::vector<core::ScheduleChange>& changes)
{
    std::vector<core::ScheduleChange> back;
    back.reserve(changes.size());
    for (const core::ScheduleChange& change : changes)
        back.push_back({change.card, change.after, change.before});
    return transactFor(deck, [&back](Deck& d) -> core::Result<bool> {
        auto refused = storeOf(d).cards().swapSchedules(back);
        if (!refused)
            return std::unexpected(refused.error());
        if (*refused)
            return true;
        for (const core::ScheduleChange& change : back)
            d.changes().schedules.insert(change.card);
        return false;
    });
}

namespace {
std::string days(double value)
{
    char text[32];
    std::snprintf(text, sizeof text, "%+.1f", value);
    std::string s = text;
    if (s.size() > 2 && s.ends_with(".0"))
        s.resize(s.size() - 2);
    return s;
}
} // namespace

std::string rescheduleReportText(const RescheduleReport& r)
{
    std::string text = std::to_string(r.moved) + " of " + std::to_string(r.reviewCards) + " review cards moved";
    if (r.moved > 0) {
        text += ": " + std::to_string(r.earlier) + " earlier, " + std::to_string(r.later) + " later; mean " +
                days(r.meanShiftDays) + " days, median " + days(r.medianShiftDays) + ", largest " +
                std::to_string(r.largestShiftDays);
    }
    return text + ".";
}

std::string rescheduleReportJson(const RescheduleReport& r)
{
    const nlohmann::json j = {
        {"review_cards", r.reviewCards},
        {"changed", r.changed},
        {"moved", r.moved},
        {"earlier", r.earlier},
        {"later", r.later},
        {"mean_shift_days", r.meanShiftDays},
        {"median_shift_days", r.medianShiftDays},
        {"largest_shift_days", r.largestShiftDays},
    };
    return j.dump();
}

} // namespace notedeck::service
