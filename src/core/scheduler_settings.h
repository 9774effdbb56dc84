#pragma once
// The user-facing scheduling options of a deck, with NoteDeck's defaults. A plain value: the
// scheduler checks and applies them (scheduler/settings.h), the service stores them in the deck.
#include "core/day_clock.h"
#include "core/fsrs_weights.h"

#include <array>
#include <cstdint>
#include <optional>
#include <vector>

namespace notedeck::core {

enum class NewCardOrder { NoteOrder, Random };
enum class LeechAction { Suspend, TagOnly };

// How much review work a weekday should get (Easy Days). Reviews whose fuzz range allows it move
// off reduced and minimum days; see scheduler/load_balance.h for the rule.
enum class DayWorkload { Normal, Reduced, Minimum };
// Monday first, Sunday last.
using EasyDays = std::array<DayWorkload, 7>;
inline constexpr EasyDays kAllDaysNormal{};

// Learning or relearning steps, in minutes.
using Steps = std::vector<int>;

inline constexpr int kDefaultMaximumInterval = 36500;
inline constexpr double kMinDesiredRetention = 0.70;
inline constexpr double kMaxDesiredRetention = 0.99;

struct SchedulerSettings {
    // 21 FSRS-6 weights, or an older 19/17-value set (migrated); clipped on use.
    std::vector<double> parameters{kDefaultWeights.begin(), kDefaultWeights.end()};
    double desired_retention = 0.9;
    int maximum_interval = kDefaultMaximumInterval;
    Steps learning_steps = {1, 10};
    Steps relearning_steps = {10};
    // Same-day reviews update the memory model with the short-term formula. When off,
    // the scheduler works in days only: no learning steps, every answer gets an interval.
    bool enable_short_term = true;
    bool enable_fuzz = true;
    bool load_balancing = false;
    // Every day normal by default: no review is moved for its weekday.
    EasyDays easy_days = kAllDaysNormal;
    // Answering a card buries the other cards of its note (the clozes of one sentence, the other
    // direction of a reversed pair) until the next study day.
    bool bury_siblings = true;

    int new_cards_per_day = 20;
    int reviews_per_day = 200;
    int day_start_hour = DayClock::kDefaultDayStartHour;
    NewCardOrder new_card_order = NewCardOrder::NoteOrder;
    std::uint64_t random_order_seed = 0;
    // Learning cards due within this many minutes are shown when nothing else is left.
    int learn_ahead_minutes = 20;

    int leech_threshold = 8;
    LeechAction leech_action = LeechAction::Suspend;

    // "Ignore reviews before DATE": answers given on a study day before this one (days since
    // 1970-01-01, core::parseIsoDate) are left out when fitting and evaluating the FSRS parameters
    // and when a card's memory is worked out again from its answers. It sits with the options the
    // parameters are fitted for, so it travels with them.
    std::optional<std::int64_t> ignore_reviews_before;
};

} // namespace notedeck::core
