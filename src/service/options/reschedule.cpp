#include "service/options/reschedule.h"

#include "scheduler/initial_memory.h"
#include "scheduler/reschedule.h"
#include "scheduler/scheduler.h"
#include "service/deck/detail/deck_internals.h"
#include "service/options/presets.h"
#include "service/options/scheduler_settings_store.h"
#include "storage/deck_store.h"

#include <nlohmann/json.hpp>

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <map>
#include <span>
#include <unordered_map>
#include <unordered_set>

namespace notedeck::service {

namespace {

constexpr std::size_t kProgressEvery = 2048;

core::Result<void> cancelled() { return core::fail("the rescheduling was cancelled; nothing was changed"); }

// The review cards' due counts per day, for load balancing and Easy Days.
scheduler::DueCounts dueCounts(const core::DayClock& clock, const std::vector<core::StudyCard>& cards)
{
    scheduler::DueCounts counts;
    for (const core::StudyCard& card : cards) {
        if (card.schedule.state == core::CardState::Review && !card.schedule.suspended)
            counts.add(clock.dayIndex(card.schedule.due), 1);
    }
    return counts;
}

// Every card's answers, oldest first: one vector and where each card's run lies in it.
struct AnswerIndex {
    std::vector<core::ReviewRecord> answers;
    std::unordered_map<core::CardId, std::pair<std::size_t, std::size_t>> runs;

    std::span<const core::ReviewRecord> of(core::CardId card) const
    {
        const auto it = runs.find(card);
        if (it == runs.end())
            return {};
        return std::span<const core::ReviewRecord>(answers).subspan(it->second.first, it->second.second);
    }
};

core::Result<AnswerIndex> readAnswers(Deck& deck)
{
    auto answers = storeOf(deck).reviewLog().answersByCard();
    if (!answers)
        return std::unexpected(answers.error());
    AnswerIndex index;
    index.answers = std::move(*answers);
    for (std::size_t i = 0; i < index.answers.size();) {
        std::size_t end = i;
        while (end < index.answers.size() && index.answers[end].card == index.answers[i].card)
            ++end;
        index.runs.emplace(index.answers[i].card, std::make_pair(i, end - i));
        i = end;
    }
    return index;
}

// Which scheduler reschedules each card: `fixed` when the request brings options, else the card's
// preset's; no scheduler for a card the request leaves out.
class CardSchedulers {
public:
    static core::Result<CardSchedulers> read(Deck& deck, const scheduler::Scheduler* fixed, const RescheduleRequest& request)
    {
        CardSchedulers out;
        out.m_fixed = fixed ? fixed : &presetsOf(deck).deckWide();
        if (request.cards)
            out.m_wanted.emplace(request.cards->begin(), request.cards->end());
        const PresetSchedulers& presets = presetsOf(deck);
        if (!presets.anyAssigned()) {
            // Every card has the default preset: another preset has none to reschedule.
            if (request.preset && *request.preset != core::kDefaultPresetId)
                out.m_byCard.emplace();
            return out;
        }
        auto rows = storeOf(deck).cards().list(core::DeckPath(), false);
        if (!rows)
            return std::unexpected(rows.error());
        out.m_byCard.emplace();
        for (const core::CardRow& row : *rows) {
            const core::PresetId preset = presets.presetOf(row.card.deck);
            if (!request.preset || preset == *request.preset)
                out.m_byCard->emplace(row.card.id, fixed ? fixed : &presets.ofPreset(preset));
        }
        return out;
    }

    const scheduler::Scheduler* of(core::CardId card) const
    {
        if (m_wanted && !m_wanted->contains(card))
            return nullptr;
        if (!m_byCard)
            return m_fixed;
        const auto it = m_byCard->find(card);
        return it == m_byCard->end() ? nullptr : it->second;
    }

private:
    const scheduler::Scheduler* m_fixed = nullptr;
    std::optional<std::unordered_set<core::CardId>> m_wanted;
    std::optional<std::unordered_map<core::CardId, const scheduler::Scheduler*>> m_byCard;
};

// The work itself; the caller holds the transaction. Changes are written a batch at a time, so
// that progress follows the writing, which is most of the work.
core::Result<Rescheduled> rescheduleIn(Deck& deck, const scheduler::Scheduler* fixed, const RescheduleRequest& request)
{
    auto cards = storeOf(deck).cards().study(core::DeckPath());
    if (!cards)
        return std::unexpected(cards.error());
    AnswerIndex answers;
    if (request.replayHistory) {
        auto read = readAnswers(deck);
        if (!read)
            return std::unexpected(read.error());
        answers = std::move(*read);
    }
    auto schedulers = CardSchedulers::read(deck, fixed, request);
    if (!schedulers)
        return std::unexpected(schedulers.error());
    const core::DayClock& clock = presetsOf(deck).deckWide().clock();
    auto counts = dueCounts(clock, *cards);
    // Answers before a scheduler's date to ignore reviews before are left out of the replay, and a
    // history cut short starts from the learner's measured retention, per date.
    std::map<std::optional<std::int64_t>, scheduler::ReplayOptions> replays;
    auto replayFor = [&](const scheduler::Scheduler& s) -> const scheduler::ReplayOptions& {
        const auto firstDay = s.settings().ignore_reviews_before;
        auto [at, added] = replays.try_emplace(firstDay);
        if (added) {
            at->second.firstDay = firstDay;
            at->second.historicalRetention = scheduler::historicalRetention(answers.answers, clock, firstDay);
        }
        return at->second;
    };

    std::vector<std::pair<const core::StudyCard*, const scheduler::Scheduler*>> todo;
    for (const core::StudyCard& card : *cards) {
        if (card.schedule.state == core::CardState::New)
            continue;
        if (const scheduler::Scheduler* s = schedulers->of(card.id))
            todo.emplace_back(&card, s);
    }
    Rescheduled out;
    int reviewCards = 0;
    std::size_t written = 0;
    auto flush = [&]() -> core::Result<void> {
        const std::span<const core::ScheduleChange> batch(out.changes.begin() + static_cast<std::ptrdiff_t>(written),
                                                          out.changes.end());
        if (auto done = storeOf(deck).cards().setIntervals(batch); !done)
            return done;
        for (const core::ScheduleChange& change : batch)
            deck.changes().schedules.insert(change.card);
        written = out.changes.size();
        return {};
    };
    for (std::size_t i = 0; i < todo.size(); ++i) {
        if (i % kProgressEvery == 0) {
            if (request.cancel && request.cancel->load())
                return std::unexpected(cancelled().error());
            if (auto done = flush(); !done)
                return std::unexpected(done.error());
            if (request.progress)
                request.progress(i, todo.size());
        }
        const core::StudyCard& card = *todo[i].first;
        const scheduler::Scheduler& scheduler = *todo[i].second;
        const core::ScheduleState next = scheduler::rescheduleCard(scheduler, card.id, card.schedule, answers.of(card.id),
                                                                   &counts, replayFor(scheduler));
        if (card.schedule.state == core::CardState::Review)
            ++reviewCards;
        if (next != card.schedule)
            out.changes.push_back({card.id, card.schedule, next});
    }
    if (request.cancel && request.cancel->load())
        return std::unexpected(cancelled().error());
    if (auto done = flush(); !done)
        return std::unexpected(done.error());
    if (request.progress)
        request.progress(todo.size(), todo.size());
    out.report = rescheduleReport(clock, reviewCards, out.changes);
    return out;
}

} // namespace

core::Result<Rescheduled> reschedule(Deck& deck, const RescheduleRequest& request)
{
    return transactFor(deck, [&request](Deck& d) -> core::Result<Rescheduled> {
        if (!request.settings)
            return rescheduleIn(d, nullptr, request);
        auto scheduler = scheduler::Scheduler::create(*request.settings, d.zone());
        if (!scheduler)
            return std::unexpected(scheduler.error());
        return rescheduleIn(d, &*scheduler, request);
    });
}

core::Result<Rescheduled> saveAndReschedule(Deck& deck, const core::SchedulerSettings& settings,
                                            RescheduleRequest request)
{
    request.settings = settings;
    request.cards.reset();
    request.preset = core::kDefaultPresetId;
    return transactFor(deck, [&](Deck& d) -> core::Result<Rescheduled> {
        if (auto saved = saveSchedulerSettings(d, settings); !saved)
            return std::unexpected(saved.error());
        return reschedule(d, request);
    });
}

core::Result<Rescheduled> savePresetAndReschedule(Deck& deck, const std::string& name,
                                                  const core::SchedulerSettings& options, RescheduleRequest request)
{
    return transactFor(deck, [&](Deck& d) -> core::Result<Rescheduled> {
        auto id = savePreset(d, name, options);
        if (!id)
            return std::unexpected(id.error());
        request.settings = options;
        request.cards.reset();
        request.preset = *id;
        return reschedule(d, request);
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
