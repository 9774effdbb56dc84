// notedeck-cli preset: the deck's presets of study options and the chapters given them.
#include "cli/commands.h"
#include "cli/deck_access.h"
#include "cli/study_access.h"
#include "core/deck_path.h"
#include "service/deck/deck_names.h"
#include "service/options/presets.h"
#include "service/options/scheduler_settings_store.h"

#include <nlohmann/json.hpp>

#include <charconv>
#include <iostream>
#include <sstream>

namespace notedeck::cli {

namespace {
const char* kHelp = R"(usage: notedeck-cli preset list [--json] [--db PATH]
       notedeck-cli preset set NAME KEY=VALUE... [--db PATH]
       notedeck-cli preset assign NAME DECK_PATH [--db PATH]
       notedeck-cli preset unassign DECK_PATH [--db PATH]

A preset is a named set of study options. A chapter given a preset passes it down to its sub-decks
unless a deeper one has its own; the deck's default preset ("Default") covers everything else, and
its daily limits are also the whole deck's.

  list              the presets with their options, their chapters and how many cards they cover
  set NAME K=V...   changes a preset's options, creating it (from the default preset's options)
                    when there is none. Keys: new_per_day, reviews_per_day, learning_steps and
                    relearning_steps ("1m 10m": m minutes, h hours, d days), desired_retention
                    (0.70 to 0.99), maximum_interval (days), leech_threshold, easy_days
  assign NAME PATH  gives the chapter PATH ("基础知识 › Python" as list prints it, or
                    "基础知识::Python") the preset NAME
  unassign PATH     takes the chapter's own preset away (it inherits again)
  --json            list as a JSON array
)";

int fail(const std::string& message)
{
    std::cerr << "notedeck-cli preset: " << message << "\n";
    return kFatal;
}

std::optional<int> wholeNumber(const std::string& text)
{
    int value = 0;
    const auto [end, error] = std::from_chars(text.data(), text.data() + text.size(), value);
    if (error != std::errc() || end != text.data() + text.size())
        return std::nullopt;
    return value;
}

// Applies one KEY=VALUE to `options`; an error says what is wrong with it.
core::Result<void> applyOption(core::SchedulerSettings& options, const std::string& word)
{
    const auto eq = word.find('=');
    if (eq == std::string::npos)
        return core::fail("\"" + word + "\" is not KEY=VALUE");
    const std::string key = word.substr(0, eq), value = word.substr(eq + 1);
    const auto number = [&](int& field) -> core::Result<void> {
        auto n = wholeNumber(value);
        if (!n)
            return core::fail(key + ": \"" + value + "\" is not a whole number");
        field = *n;
        return {};
    };
    const auto steps = [&](core::Steps& field) -> core::Result<void> {
        auto parsed = service::parseLearningSteps(value);
        if (!parsed)
            return core::fail(key + ": " + parsed.error().message);
        field = *parsed;
        return {};
    };
    if (key == "new_per_day")
        return number(options.new_cards_per_day);
    if (key == "reviews_per_day")
        return number(options.reviews_per_day);
    if (key == "maximum_interval")
        return number(options.maximum_interval);
    if (key == "leech_threshold")
        return number(options.leech_threshold);
    if (key == "learning_steps")
        return steps(options.learning_steps);
    if (key == "relearning_steps")
        return steps(options.relearning_steps);
    if (key == "desired_retention") {
        std::istringstream in(value);
        double r = 0;
        if (!(in >> r) || !in.eof())
            return core::fail(key + ": \"" + value + "\" is not a number");
        options.desired_retention = r;
        return {};
    }
    if (key == "easy_days") {
        auto days = service::parseEasyDays(value);
        if (!days)
            return core::fail(key + ": " + days.error().message);
        options.easy_days = *days;
        return {};
    }
    return core::fail("unknown key \"" + key + "\"; the keys are new_per_day, reviews_per_day, learning_steps, "
                      "relearning_steps, desired_retention, maximum_interval, leech_threshold, easy_days");
}

nlohmann::json presetJson(const service::PresetUse& use)
{
    const auto& o = use.preset.options;
    nlohmann::json chapters = nlohmann::json::array();
    for (const auto& node : use.nodes)
        chapters.push_back(node.display());
    return {{"id", use.preset.id}, {"name", use.preset.name}, {"default", use.preset.isDefault()},
            {"cards", use.cards}, {"chapters", chapters}, {"new_per_day", o.new_cards_per_day},
            {"reviews_per_day", o.reviews_per_day},
            {"learning_steps", service::formatLearningSteps(o.learning_steps)},
            {"relearning_steps", service::formatLearningSteps(o.relearning_steps)},
            {"desired_retention", o.desired_retention}, {"maximum_interval", o.maximum_interval},
            {"leech_threshold", o.leech_threshold}, {"easy_days", service::formatEasyDays(o.easy_days)},
            {"parameters", o.parameters}};
}

int list(service::Deck& deck, bool json)
{
    auto uses = service::presetUses(deck);
    if (!uses)
        return fail(uses.error().toString());
    if (json) {
        nlohmann::json out = nlohmann::json::array();
        for (const auto& use : *uses)
            out.push_back(presetJson(use));
        printJson(out);
        return kOk;
    }
    for (const auto& use : *uses) {
        const auto& o = use.preset.options;
        std::cout << use.preset.name << (use.preset.isDefault() ? " (default)" : "") << ": " << use.cards
                  << " cards\n  new_per_day=" << o.new_cards_per_day << " reviews_per_day=" << o.reviews_per_day
                  << " learning_steps=\"" << service::formatLearningSteps(o.learning_steps) << "\" relearning_steps=\""
                  << service::formatLearningSteps(o.relearning_steps) << "\" desired_retention=" << o.desired_retention
                  << " maximum_interval=" << o.maximum_interval << " leech_threshold=" << o.leech_threshold << "\n";
        std::string chapters;
        for (const auto& node : use.nodes)
            chapters += (chapters.empty() ? "" : ", ") + service::deckName(node);
        std::cout << "  chapters: " << (chapters.empty() ? (use.preset.isDefault() ? "the rest of the deck" : "none")
                                                         : chapters) << "\n";
    }
    return kOk;
}

int set(service::Deck& deck, const std::vector<std::string>& words)
{
    const std::string& name = words.at(1);
    auto existing = service::findPreset(deck, name);
    // A new preset starts from the default preset's options.
    auto base = existing ? existing : service::presetOfNode(deck, {});
    if (!base)
        return fail(base.error().toString());
    core::SchedulerSettings options = base->options;
    for (std::size_t i = 2; i < words.size(); ++i) {
        if (auto applied = applyOption(options, words[i]); !applied)
            return fail(applied.error().message + "; nothing was changed");
    }
    auto saved = service::savePreset(deck, name, options);
    if (!saved)
        return fail(saved.error().toString() + "; nothing was changed");
    std::cout << (existing ? "changed" : "created") << " preset \"" << name << "\"\n";
    return kOk;
}

int assign(service::Deck& deck, const std::string& name, const std::string& path)
{
    auto preset = service::findPreset(deck, name);
    if (!preset)
        return fail(preset.error().message);
    const auto node = service::findDeckPath(deck, core::DeckPath::parse(path));
    if (!node)
        return fail(node.error().message);
    if (auto done = service::assignPreset(deck, preset->id, *node); !done)
        return fail(done.error().message);
    std::cout << service::deckName(*node) << " now uses preset \"" << preset->name << "\"\n";
    return kOk;
}
} // namespace

int runPreset(const Arguments& args)
{
    if (int code = helpOrUsageError(args, kHelp, {"--json"}); code >= 0)
        return code;
    const auto& words = args.positional();
    const std::string verb = words.empty() ? "" : words.front();
    const bool wellFormed = (verb == "list" && words.size() == 1) || (verb == "set" && words.size() >= 3) ||
                            (verb == "assign" && words.size() == 3) || (verb == "unassign" && words.size() == 2);
    if (!wellFormed) {
        std::cerr << "notedeck-cli preset: give list, set NAME KEY=VALUE..., assign NAME DECK_PATH or unassign "
                     "DECK_PATH\n\n"
                  << kHelp;
        return kFatal;
    }
    auto deck = openDeck(args, Scheduling::Needed, verb == "list" ? Access::Reads : Access::Writes);
    if (!deck)
        return kFatal;
    if (verb == "list")
        return list(*deck, args.flag("--json"));
    if (verb == "set")
        return set(*deck, words);
    if (verb == "assign")
        return assign(*deck, words[1], words[2]);
    const auto node = service::findDeckPath(*deck, core::DeckPath::parse(words[1]));
    if (!node)
        return fail(node.error().message);
    if (auto done = service::unassignPreset(*deck, *node); !done)
        return fail(done.error().message);
    std::cout << service::deckName(*node) << " inherits its preset again\n";
    return kOk;
}

} // namespace notedeck::cli
