#pragma once
// The study policy on top of the memory model: card states, learning steps, study days,
// intervals with fuzz and load balancing, leeches. Give it a card's stored
// core::ScheduleState and the moment of the answer; it returns the state to store.
#include "core/answer_preview.h"
#include "core/day_clock.h"
#include "core/result.h"
#include "core/schedule_state.h"
#include "core/types.h"
#include "scheduler/fsrs_model.h"
#include "scheduler/settings.h"

#include <array>
#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <vector>

namespace notedeck::scheduler {

struct ReviewContext {
    core::CardId card_id = 0; // seeds the fuzz, so each card spreads differently
    core::Timestamp now = 0;
    // For load balancing and Easy Days only (choosesDays): how many review cards are already due
    // on each day `first` … `last` (inclusive) days from today, one entry per day. Asked once per
    // interval whose day is chosen.
    std::function<std::vector<long long>(int first, int last)> due_on_days;
};

// The four answers' outcomes (core/answer_preview.h).
using Outcome = core::AnswerOutcome;
using Preview = core::AnswerPreview;

// True when the day of a review interval is chosen by the days' loads (load balancing, or some
// weekday that is not normal), so ReviewContext::due_on_days is needed.
bool choosesDays(const SchedulerSettings& settings);

class Scheduler {
public:
    // Validates the settings; `zone` is the user's time zone (FixedOffsetZone in tests,
    // SystemTimeZone in the app).
    static core::Result<Scheduler> create(const SchedulerSettings& settings,
                                          std::shared_ptr<const core::TimeZone> zone);

    // The next state for each of the four answers (Again, Hard, Good, Easy). All four
    // share one fuzz seed; their due times keep Again <= Hard <= Good < Easy in every
    // state, and in review Hard < Good < Easy in days.
    std::array<core::ScheduleState, 4> nextStates(const core::ScheduleState& current,
                                            const ReviewContext& context) const;
    // nextStates() with the button labels and the card's current retrievability.
    Preview preview(const core::ScheduleState& current, const ReviewContext& context) const;
    // The state after answering `rating`; the same as nextStates(...)[rating - 1].
    core::ScheduleState answer(const core::ScheduleState& current, core::Rating rating,
                         const ReviewContext& context) const;

    // R at `now` in whole study days since the last review; empty for a new card.
    std::optional<double> retrievability(const core::ScheduleState& card, core::Timestamp now) const;

    const SchedulerSettings& settings() const { return m_settings; }
    const Model& model() const { return m_model; }
    const core::DayClock& clock() const { return m_clock; }
    double intervalModifier() const { return m_intervalModifier; }

private:
    Scheduler(SchedulerSettings settings, Model model, core::DayClock clock);

    struct Step; // the per-answer working data, see scheduler.cpp
    int reviewInterval(double stability, const Step& step, const ReviewContext& context) const;
    void applySteps(core::ScheduleState& next, core::Rating rating, core::CardState toState,
                    const core::ScheduleState& current, const Step& step,
                    const ReviewContext& context) const;
    void scheduleInDays(core::ScheduleState& next, int days, const Step& step) const;
    // Moves answers scheduled in days to later days where needed so that the due times
    // keep Again <= Hard <= Good < Easy (graduating answers, and a day that starts before
    // a minute step of a worse answer ends, e.g. answered just before the day boundary).
    void keepOrder(std::array<core::ScheduleState, 4>& next, const Step& step) const;
    void countLapse(core::ScheduleState& next) const;
    std::array<core::ScheduleState, 4> nextLongTerm(const core::ScheduleState& current, const Step& step,
                                              const ReviewContext& context) const;

    SchedulerSettings m_settings;
    Model m_model;
    core::DayClock m_clock;
    double m_intervalModifier;
};

} // namespace notedeck::scheduler
