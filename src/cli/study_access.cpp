#include "cli/study_access.h"

#include "core/clock.h"
#include "core/iso_time.h"
#include "service/cards/cards.h"

#include <array>
#include <charconv>
#include <iostream>

namespace notedeck::cli {

namespace {
constexpr std::array<const char*, 8> kFlagNames = {"off", "red", "orange", "green", "blue", "pink", "turquoise", "purple"};
constexpr std::array<const char*, 4> kRatingNames = {"again", "hard", "good", "easy"};
}

std::optional<core::Timestamp> nowFrom(const Arguments& args)
{
    if (auto text = args.value("--now")) {
        auto ms = core::parseIsoTimeMs(*text);
        if (!ms) {
            std::cerr << "notedeck-cli " << args.command() << ": --now must be an ISO 8601 date-time such as "
                      << "2026-11-29T08:00:00Z, not \"" << *text << "\"\n";
            return std::nullopt;
        }
        return *ms / 1000;
    }
    return core::SystemClock().now();
}

std::optional<core::CardId> parseCardId(const Arguments& args, const std::string& text)
{
    core::CardId id = 0;
    auto [end, ec] = std::from_chars(text.data(), text.data() + text.size(), id);
    if (ec != std::errc() || end != text.data() + text.size() || id <= 0) {
        std::cerr << "notedeck-cli " << args.command() << ": \"" << text << "\" is not a card id\n";
        return std::nullopt;
    }
    return id;
}

int fatal(const Arguments& args, const core::Error& error)
{
    std::cerr << "notedeck-cli " << args.command() << ": " << error.toString() << "\n";
    return kFatal;
}

std::vector<std::string> cardMarks(const core::ScheduleState& schedule, core::Timestamp now)
{
    std::vector<std::string> marks;
    if (schedule.suspended)
        marks.emplace_back("suspended");
    if (schedule.leech)
        marks.emplace_back("leech");
    if (service::isBuried(schedule, now))
        marks.emplace_back("buried");
    if (schedule.flag != core::Flag::None)
        marks.push_back(std::string("flag:") + flagName(schedule.flag));
    return marks;
}

const char* flagName(core::Flag flag)
{
    const auto i = static_cast<std::size_t>(flag);
    return i < kFlagNames.size() ? kFlagNames[i] : "off";
}

std::optional<core::Flag> flagFromName(const std::string& name)
{
    for (std::size_t i = 0; i < kFlagNames.size(); ++i)
        if (name == kFlagNames[i])
            return static_cast<core::Flag>(i);
    return std::nullopt;
}

const char* ratingName(core::Rating rating)
{
    const auto i = static_cast<std::size_t>(rating) - 1;
    return i < kRatingNames.size() ? kRatingNames[i] : "?";
}

std::optional<core::Rating> ratingFromName(const std::string& name)
{
    for (std::size_t i = 0; i < kRatingNames.size(); ++i)
        if (name == kRatingNames[i])
            return static_cast<core::Rating>(i + 1);
    return std::nullopt;
}

void printJson(const nlohmann::json& j)
{
    std::cout << j.dump(2, ' ', false, nlohmann::json::error_handler_t::replace) << "\n";
}

} // namespace notedeck::cli
