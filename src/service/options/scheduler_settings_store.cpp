#include "service/options/scheduler_settings_store.h"

#include "core/iso_time.h"
#include "scheduler/easy_days.h"
#include "scheduler/learning_steps.h"
#include "service/deck/detail/deck_internals.h"
#include "storage/deck_store.h"

#include <nlohmann/json.hpp>

namespace notedeck::service {

namespace {
constexpr const char* kKey = "scheduler";

template <typename T>
void readInto(const nlohmann::json& j, const char* name, T& value)
{
    if (auto it = j.find(name); it != j.end() && !it->is_null())
        value = it->get<T>();
}
} // namespace

namespace {
core::Error damaged(storage::DeckStore& deck)
{
    return core::Error{"the deck's scheduling settings are damaged; reset them in Settings", deck.file().string()};
}

// Reads the options stored as JSON over `s` (what is not stored keeps its value).
bool readOptions(const std::string& text, scheduler::SchedulerSettings& s)
{
    const auto j = nlohmann::json::parse(text, nullptr, false);
    if (!j.is_object())
        return false;
    try {
        readInto(j, "parameters", s.parameters);
        readInto(j, "desired_retention", s.desired_retention);
        readInto(j, "maximum_interval", s.maximum_interval);
        readInto(j, "learning_steps", s.learning_steps);
        readInto(j, "relearning_steps", s.relearning_steps);
        readInto(j, "enable_short_term", s.enable_short_term);
        readInto(j, "enable_fuzz", s.enable_fuzz);
        readInto(j, "load_balancing", s.load_balancing);
        if (auto it = j.find("easy_days"); it != j.end() && !it->is_null()) {
            auto days = scheduler::parseEasyDays(it->get<std::string>());
            if (!days)
                return false;   // damaged, as any other option that cannot be read
            s.easy_days = *days;
        }
        readInto(j, "bury_siblings", s.bury_siblings);
        readInto(j, "new_cards_per_day", s.new_cards_per_day);
        readInto(j, "reviews_per_day", s.reviews_per_day);
        readInto(j, "day_start_hour", s.day_start_hour);
        bool randomOrder = s.new_card_order == scheduler::NewCardOrder::Random;
        readInto(j, "random_new_card_order", randomOrder);
        s.new_card_order = randomOrder ? scheduler::NewCardOrder::Random : scheduler::NewCardOrder::NoteOrder;
        readInto(j, "random_order_seed", s.random_order_seed);
        readInto(j, "learn_ahead_minutes", s.learn_ahead_minutes);
        readInto(j, "leech_threshold", s.leech_threshold);
        bool leechSuspends = s.leech_action == scheduler::LeechAction::Suspend;
        readInto(j, "leech_suspends", leechSuspends);
        s.leech_action = leechSuspends ? scheduler::LeechAction::Suspend : scheduler::LeechAction::TagOnly;
        std::string ignoreBefore;
        readInto(j, "ignore_reviews_before", ignoreBefore);
        if (!ignoreBefore.empty()) {
            s.ignore_reviews_before = core::parseIsoDate(ignoreBefore);
            if (!s.ignore_reviews_before)
                return false;   // damaged, as any other option that cannot be read
        }
    } catch (const nlohmann::json::exception&) {
        return false;
    }
    return true;
}

// The deck-wide options (the study day, the queue's order and learn-ahead): one for the whole deck
// whatever preset a card has, kept in the settings key; the rest belong to each preset.
void copyDeckWide(const scheduler::SchedulerSettings& from, scheduler::SchedulerSettings& to)
{
    to.day_start_hour = from.day_start_hour;
    to.learn_ahead_minutes = from.learn_ahead_minutes;
    to.new_card_order = from.new_card_order;
    to.random_order_seed = from.random_order_seed;
}

nlohmann::json deckWideJson(const scheduler::SchedulerSettings& s)
{
    return {
        {"day_start_hour", s.day_start_hour},
        {"random_new_card_order", s.new_card_order == scheduler::NewCardOrder::Random},
        {"random_order_seed", s.random_order_seed},
        {"learn_ahead_minutes", s.learn_ahead_minutes},
    };
}

nlohmann::json presetJson(const scheduler::SchedulerSettings& s)
{
    return {
        {"parameters", s.parameters},
        {"desired_retention", s.desired_retention},
        {"maximum_interval", s.maximum_interval},
        {"learning_steps", s.learning_steps},
        {"relearning_steps", s.relearning_steps},
        {"enable_short_term", s.enable_short_term},
        {"enable_fuzz", s.enable_fuzz},
        {"load_balancing", s.load_balancing},
        {"easy_days", scheduler::formatEasyDays(s.easy_days)},
        {"bury_siblings", s.bury_siblings},
        {"new_cards_per_day", s.new_cards_per_day},
        {"reviews_per_day", s.reviews_per_day},
        {"leech_threshold", s.leech_threshold},
        {"leech_suspends", s.leech_action == scheduler::LeechAction::Suspend},
        {"ignore_reviews_before", s.ignore_reviews_before ? core::formatIsoDate(*s.ignore_reviews_before) : ""},
    };
}
} // namespace

core::Result<scheduler::SchedulerSettings> readDeckWideSettings(storage::DeckStore& deck)
{
    scheduler::SchedulerSettings s;
    auto stored = deck.settings().get(kKey);
    if (!stored)
        return std::unexpected(stored.error());
    if (*stored && !readOptions(**stored, s))
        return std::unexpected(damaged(deck));
    return s;
}

core::Result<scheduler::SchedulerSettings> readPresetSettings(storage::DeckStore& deck,
                                                              const core::StoredPreset& preset,
                                                              const scheduler::SchedulerSettings& deckWide)
{
    scheduler::SchedulerSettings s;
    if (!readOptions(preset.options, s))
        return std::unexpected(damaged(deck));
    copyDeckWide(deckWide, s);
    if (auto valid = scheduler::validate(s); !valid)
        return std::unexpected(valid.error());
    return s;
}

core::Result<scheduler::SchedulerSettings> readSchedulerSettings(storage::DeckStore& deck)
{
    auto deckWide = readDeckWideSettings(deck);
    if (!deckWide)
        return deckWide;
    auto preset = deck.presets().find(core::kDefaultPresetId);
    if (!preset)
        return std::unexpected(preset.error());
    if (!*preset)
        return core::fail("the deck's default preset is missing; reset the options in Settings", deck.file().string());
    return readPresetSettings(deck, **preset, *deckWide);
}

core::Result<void> writePresetSettings(storage::DeckStore& deck, core::PresetId id, const scheduler::SchedulerSettings& s)
{
    if (auto valid = scheduler::validate(s); !valid)
        return valid;
    return deck.presets().setOptions(id, presetJson(s).dump());
}

std::string presetOptionsJson(const scheduler::SchedulerSettings& s) { return presetJson(s).dump(); }

core::Result<void> writeSchedulerSettings(storage::DeckStore& deck, const scheduler::SchedulerSettings& s)
{
    if (auto valid = scheduler::validate(s); !valid)
        return valid;
    if (auto saved = deck.settings().set(kKey, deckWideJson(s).dump()); !saved)
        return saved;
    return writePresetSettings(deck, core::kDefaultPresetId, s);
}

core::Result<scheduler::SchedulerSettings> loadSchedulerSettings(Deck& deck)
{
    return readSchedulerSettings(storeOf(deck));
}

core::Result<void> saveSchedulerSettings(Deck& deck, const scheduler::SchedulerSettings& settings)
{
    return transactVoid(deck, [&settings](Deck& d) {
        d.changes().settings = true;
        return writeSchedulerSettings(storeOf(d), settings);
    });
}

std::string formatLearningSteps(const std::vector<int>& steps) { return scheduler::formatSteps(steps); }

core::Result<std::vector<int>> parseLearningSteps(std::string_view text) { return scheduler::parseSteps(text); }

std::string formatEasyDays(const core::EasyDays& days) { return scheduler::formatEasyDays(days); }

core::Result<core::EasyDays> parseEasyDays(std::string_view text) { return scheduler::parseEasyDays(text); }

} // namespace notedeck::service
