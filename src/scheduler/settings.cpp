#include "scheduler/settings.h"

#include <string>

namespace notedeck::scheduler {

core::Result<void> validate(const SchedulerSettings& s)
{
    if (!(s.desired_retention >= kMinDesiredRetention && s.desired_retention <= kMaxDesiredRetention))
        return core::fail("desired retention must be between 0.70 and 0.99");
    if (s.maximum_interval < 1 || s.maximum_interval > kDefaultMaximumInterval)
        return core::fail("maximum interval must be between 1 and 36500 days");
    if (s.new_cards_per_day < 0 || s.reviews_per_day < 0)
        return core::fail("daily limits cannot be negative");
    if (s.day_start_hour < 0 || s.day_start_hour > 23)
        return core::fail("the next day must start at an hour between 0 and 23");
    if (s.leech_threshold < 1)
        return core::fail("the leech threshold must be at least 1 lapse");
    if (s.learn_ahead_minutes < 0)
        return core::fail("the learn-ahead limit cannot be negative");
    for (int step : s.learning_steps) {
        if (step < 0)
            return core::fail("learning steps cannot be negative");
    }
    for (int step : s.relearning_steps) {
        if (step < 0)
            return core::fail("relearning steps cannot be negative");
    }
    // 1970-01-01 to 9999-12-31: what parseIsoDate reads and formatIsoDate writes.
    if (s.ignore_reviews_before && (*s.ignore_reviews_before < 0 || *s.ignore_reviews_before > 2932896))
        return core::fail("the date to ignore reviews before must be between 1970-01-01 and 9999-12-31");
    for (core::DayWorkload day : s.easy_days) {
        if (day != core::DayWorkload::Normal && day != core::DayWorkload::Reduced && day != core::DayWorkload::Minimum)
            return core::fail("each easy day must be normal, reduced or minimum");
    }
    auto weights = migrateWeights(s.parameters, static_cast<int>(s.relearning_steps.size()),
                                  s.enable_short_term);
    if (!weights)
        return std::unexpected(weights.error());
    return {};
}

} // namespace notedeck::scheduler
