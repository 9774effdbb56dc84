#include "scheduler/scheduler.h"

#include "scheduler/easy_days.h"
#include "scheduler/interval_text.h"
#include "scheduler/intervals.h"
#include "scheduler/learning_steps.h"
#include "scheduler/load_balance.h"

#include <algorithm>

namespace notedeck::scheduler {

using core::CardState;
using core::Rating;

namespace {

constexpr std::array<Rating, 4> kRatings = {Rating::Again, Rating::Hard, Rating::Good, Rating::Easy};

std::size_t slot(Rating rating)
{
    return static_cast<std::size_t>(static_cast<int>(rating) - 1);
}

} // namespace

bool choosesDays(const SchedulerSettings& settings)
{
    return settings.load_balancing || hasEasyDays(settings.easy_days);
}

// What every answer to one card at one moment shares.
struct Scheduler::Step {
    core::Timestamp now = 0;
    std::int64_t today = 0;
    core::ScheduleState base; // the current state with this review counted
    int elapsedDays = 0;
    core::CardId cardId = 0;
    std::optional<MemoryState> memory;
    // The seeded generator's first draw, shared by all answers; drawn when first needed
    // (answers that stay in learning steps need none).
    mutable std::optional<double> fuzzDraw;
    double draw() const
    {
        if (!fuzzDraw)
            fuzzDraw = scheduler::fuzzDraw(fuzzSeed(cardId, base.reps));
        return *fuzzDraw;
    }
};

core::Result<Scheduler> Scheduler::create(const SchedulerSettings& settings,
                                          std::shared_ptr<const core::TimeZone> zone)
{
    if (auto ok = validate(settings); !ok)
        return std::unexpected(ok.error());
    auto model = Model::create(settings.parameters,
                               static_cast<int>(settings.relearning_steps.size()),
                               settings.enable_short_term);
    if (!model)
        return std::unexpected(model.error());
    return Scheduler(settings, *model, core::DayClock(std::move(zone), settings.day_start_hour));
}

Scheduler::Scheduler(SchedulerSettings settings, Model model, core::DayClock clock)
    : m_settings(std::move(settings))
    , m_model(model)
    , m_clock(std::move(clock))
    , m_intervalModifier(m_model.intervalModifier(m_settings.desired_retention))
{
}

std::optional<double> Scheduler::retrievability(const core::ScheduleState& card, core::Timestamp now) const
{
    if (card.state == CardState::New || !card.last_review || card.stability <= 0.0)
        return std::nullopt;
    const auto days = std::max<std::int64_t>(0, m_clock.daysBetween(*card.last_review, now));
    return m_model.retrievability(static_cast<double>(days), card.stability);
}

int Scheduler::reviewInterval(double stability, const Step& step, const ReviewContext& context) const
{
    const int maxIvl = m_settings.maximum_interval;
    const int plain = nextInterval(stability, m_intervalModifier, maxIvl);
    if (!m_settings.enable_fuzz)
        return plain;
    if (plain < 2.5)
        return plain; // too short to fuzz
    const int fuzzed = applyFuzzDraw(plain, step.elapsedDays, maxIvl, step.draw());
    if (!choosesDays(m_settings) || !context.due_on_days)
        return fuzzed;
    const FuzzRange range = fuzzRange(plain, step.elapsedDays, maxIvl);
    return chooseReviewDay(m_settings, range, fuzzed, step.today, context.due_on_days(range.min, range.max));
}

void Scheduler::scheduleInDays(core::ScheduleState& next, int days, const Step& step) const
{
    next.scheduled_days = days;
    // Due from the start of that study day, so the card shows up all day long.
    next.due = m_clock.startOfDay(step.today + days);
}

void Scheduler::applySteps(core::ScheduleState& next, Rating rating, CardState toState,
                           const core::ScheduleState& current, const Step& step,
                           const ReviewContext& context) const
{
    const StepOutcome outcome = stepOutcome(current.state, current.step, rating,
                                            m_settings.learning_steps, m_settings.relearning_steps);
    constexpr int kMinutesPerDay = 1440;
    if (outcome.minutes > 0 && outcome.minutes < kMinutesPerDay) {
        next.state = toState;
        next.step = outcome.nextStep;
        next.scheduled_days = 0;
        next.due = step.now + std::int64_t{outcome.minutes} * 60;
        return;
    }
    next.state = CardState::Review;
    if (outcome.minutes >= kMinutesPerDay) {
        // A step of a day or more: the reference hands such cards to review at once.
        next.step = outcome.nextStep;
        scheduleInDays(next, outcome.minutes / kMinutesPerDay, step);
    } else {
        next.step = 0;
        scheduleInDays(next, reviewInterval(next.stability, step, context), step);
    }
}

void Scheduler::keepOrder(std::array<core::ScheduleState, 4>& next, const Step& step) const
{
    for (std::size_t i = 1; i < 4; ++i) {
        core::ScheduleState& s = next[i];
        const core::Timestamp bound = next[i - 1].due;
        const bool strict = i == 3; // Good < Easy; Again <= Hard <= Good
        if (s.scheduled_days == 0 || s.due > bound || (!strict && s.due == bound))
            continue; // on a step (its time is fixed) or already in order
        // The first study day starting at or after (after, for Easy) the worse answer.
        std::int64_t day = m_clock.dayIndex(bound);
        const core::Timestamp start = m_clock.startOfDay(day);
        if (start < bound || (strict && start == bound))
            ++day;
        scheduleInDays(s, static_cast<int>(std::max<std::int64_t>(s.scheduled_days, day - step.today)), step);
    }
}

void Scheduler::countLapse(core::ScheduleState& next) const
{
    next.lapses += 1;
    // Like Anki: a leech at the threshold and again every half threshold after it.
    const int threshold = m_settings.leech_threshold;
    const int every = std::max(1, threshold / 2);
    const bool hit = next.lapses == threshold ||
                     (next.lapses > threshold && (next.lapses - threshold) % every == 0);
    if (hit) {
        next.leech = true;
        if (m_settings.leech_action == LeechAction::Suspend)
            next.suspended = true;
    }
}

std::array<core::ScheduleState, 4> Scheduler::nextStates(const core::ScheduleState& current,
                                                   const ReviewContext& context) const
{
    // Built in place: these structs are copied four times per card, and bulk callers
    // (a whole collection) notice every extra copy or clear.
    Step step{.now = context.now,
              .today = m_clock.dayIndex(context.now),
              .base = current,
              .elapsedDays = 0,
              .cardId = context.card_id,
              .memory = std::nullopt,
              .fuzzDraw = std::nullopt};
    if (current.state != CardState::New && current.last_review) {
        step.elapsedDays = static_cast<int>(
            std::max<std::int64_t>(0, m_clock.daysBetween(*current.last_review, context.now)));
    }
    step.base.reps += 1;
    step.base.last_review = context.now;
    step.base.elapsed_days = step.elapsedDays;
    if (current.state != CardState::New)
        step.memory = MemoryState{current.stability, current.difficulty};

    if (!m_settings.enable_short_term)
        return nextLongTerm(current, step, context);

    std::optional<double> r;
    if (current.state == CardState::Review)
        r = m_model.retrievability(step.elapsedDays, current.stability);
    const auto memory = m_model.nextAll(step.memory, step.elapsedDays, r);
    std::array<core::ScheduleState, 4> next{step.base, step.base, step.base, step.base};
    for (std::size_t i = 0; i < 4; ++i) {
        next[i].stability = memory[i].stability;
        next[i].difficulty = memory[i].difficulty;
    }

    if (current.state == CardState::Review) {
        int hard = reviewInterval(next[1].stability, step, context);
        int good = reviewInterval(next[2].stability, step, context);
        int easy = reviewInterval(next[3].stability, step, context);
        // A better answer never gets a shorter interval.
        hard = std::min(hard, good);
        good = std::max(good, hard + 1);
        easy = std::max(easy, good + 1);
        const std::array<int, 3> days = {hard, good, easy};
        for (std::size_t i = 1; i < 4; ++i) {
            next[i].state = CardState::Review;
            next[i].step = 0;
            scheduleInDays(next[i], days[i - 1], step);
        }
        applySteps(next[0], Rating::Again, CardState::Relearning, current, step, context);
        countLapse(next[0]);
    } else {
        const CardState toState = current.state == CardState::New ? CardState::Learning : current.state;
        for (Rating rating : kRatings)
            applySteps(next[slot(rating)], rating, toState, current, step, context);
    }
    keepOrder(next, step);
    return next;
}

Preview Scheduler::preview(const core::ScheduleState& current, const ReviewContext& context) const
{
    const auto next = nextStates(current, context);
    Preview preview;
    preview.retrievability = retrievability(current, context.now);
    for (Rating rating : kRatings) {
        auto& outcome = preview.outcomes[slot(rating)];
        outcome.rating = rating;
        outcome.next = next[slot(rating)];
        const bool inSteps = outcome.next.state == CardState::Learning ||
                             outcome.next.state == CardState::Relearning;
        outcome.interval_text = inSteps ? formatInterval(outcome.next.due - context.now)
                                        : formatIntervalDays(outcome.next.scheduled_days);
    }
    return preview;
}

// Without same-day reviews the reference schedules every answer in days, with
// Again <= Hard < Good < Easy, and counts Again on any reviewed card as a lapse.
std::array<core::ScheduleState, 4> Scheduler::nextLongTerm(const core::ScheduleState& current, const Step& step,
                                                     const ReviewContext& context) const
{
    const bool first = current.state == CardState::New;
    const int elapsed = first ? 0 : step.elapsedDays;
    std::optional<double> r;
    if (!first)
        r = m_model.retrievability(elapsed, current.stability);
    Step s = step;
    s.elapsedDays = elapsed;
    s.base.elapsed_days = elapsed;

    const auto memory = m_model.nextAll(s.memory, elapsed, r);
    std::array<core::ScheduleState, 4> next{s.base, s.base, s.base, s.base};
    std::array<int, 4> days{};
    for (std::size_t i = 0; i < 4; ++i) {
        next[i].stability = memory[i].stability;
        next[i].difficulty = memory[i].difficulty;
        days[i] = reviewInterval(next[i].stability, s, context);
    }
    days[0] = std::min(days[0], days[1]);
    days[1] = std::max(days[1], days[0] + 1);
    days[2] = std::max(days[2], days[1] + 1);
    days[3] = std::max(days[3], days[2] + 1);
    for (std::size_t i = 0; i < 4; ++i) {
        next[i].state = CardState::Review;
        next[i].step = 0;
        scheduleInDays(next[i], days[i], s);
    }
    if (!first)
        countLapse(next[0]);
    return next;
}

core::ScheduleState Scheduler::answer(const core::ScheduleState& current, Rating rating,
                                const ReviewContext& context) const
{
    return nextStates(current, context)[slot(rating)];
}

} // namespace notedeck::scheduler
