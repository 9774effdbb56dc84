// suspend, unsuspend, bury, unbury, flag: changing cards outside of answering them (the way back
// for a leech that was suspended, too). Each command changes all its cards in one transaction.
#include "cli/commands.h"
#include "cli/deck_access.h"
#include "cli/study_access.h"
#include "core/iso_time.h"
#include "service/study/study.h"

#include <iostream>

namespace notedeck::cli {

namespace {

const char* kSuspendHelp = R"(usage: notedeck-cli suspend CARD_ID... [--now ISO8601] [--json] [--db PATH]

Suspends the cards: they leave every study queue until unsuspended; their schedules are kept.
)";
const char* kUnsuspendHelp = R"(usage: notedeck-cli unsuspend CARD_ID... [--now ISO8601] [--json] [--db PATH]

Brings suspended cards back (a leech too: it keeps its leech mark). They are studied when due.
)";
const char* kBuryHelp = R"(usage: notedeck-cli bury CARD_ID... [--now ISO8601] [--json] [--db PATH]

Buries the cards until the next study day starts.
  --now ISO8601   pretend it is this moment (e.g. 2026-11-29T08:00:00Z)
)";
const char* kUnburyHelp = R"(usage: notedeck-cli unbury CARD_ID... [--now ISO8601] [--json] [--db PATH]

Brings buried cards back today.
)";
const char* kFlagHelp = R"(usage: notedeck-cli flag CARD_ID [red|orange|green|blue|pink|turquoise|purple|off] [--now ISO8601] [--json] [--db PATH]

Puts a coloured flag on the card (red when no colour is given), or takes it off with "off".
)";

// Prints each card's id, state and marks; returns kOk.
int printChanged(const Arguments& args, const std::vector<core::CardId>& ids,
                 const std::vector<core::ScheduleState>& states, core::Timestamp now)
{
    nlohmann::json list = nlohmann::json::array();
    for (std::size_t i = 0; i < ids.size(); ++i) {
        const core::ScheduleState& s = states[i];
        const auto marks = cardMarks(s, now);
        if (args.flag("--json")) {
            list.push_back({{"id", ids[i]}, {"state", core::toString(s.state)}, {"marks", marks},
                            {"suspended", s.suspended}, {"leech", s.leech},
                            {"buried_until", s.buried_until > now ? nlohmann::json(core::formatIsoTime(s.buried_until))
                                                                  : nlohmann::json(nullptr)},
                            {"flag", flagName(s.flag)}});
            continue;
        }
        std::string text;
        for (const auto& mark : marks)
            text += (text.empty() ? "" : ",") + mark;
        std::cout << ids[i] << "\t" << core::toString(s.state) << "\t" << (text.empty() ? "-" : text) << "\n";
    }
    if (args.flag("--json"))
        printJson(list);
    return kOk;
}

int runChange(const Arguments& args, const char* help, service::CardAction action)
{
    if (int code = helpOrUsageError(args, help, {"--now", "--json"}); code >= 0)
        return code;
    if (args.positional().empty()) {
        std::cerr << "notedeck-cli " << args.command() << ": which cards? give their ids\n\n" << help;
        return kFatal;
    }
    std::vector<core::CardId> ids;
    for (const auto& text : args.positional()) {
        auto id = parseCardId(args, text);
        if (!id)
            return kFatal;
        ids.push_back(*id);
    }
    auto now = nowFrom(args);
    auto study = now ? openDeck(args, Scheduling::Needed, Access::Writes) : nullptr;
    if (!study)
        return kFatal;
    auto changed = service::changeCards(*study, ids, action, *now);
    if (!changed)
        return fatal(args, changed.error());
    return printChanged(args, ids, *changed, *now);
}

} // namespace

int runSuspend(const Arguments& args) { return runChange(args, kSuspendHelp, service::CardAction::Suspend); }
int runUnsuspend(const Arguments& args) { return runChange(args, kUnsuspendHelp, service::CardAction::Unsuspend); }
int runBury(const Arguments& args) { return runChange(args, kBuryHelp, service::CardAction::Bury); }
int runUnbury(const Arguments& args) { return runChange(args, kUnburyHelp, service::CardAction::Unbury); }

int runFlag(const Arguments& args)
{
    if (int code = helpOrUsageError(args, kFlagHelp, {"--now", "--json"}); code >= 0)
        return code;
    const auto& words = args.positional();
    if (words.empty() || words.size() > 2) {
        std::cerr << "notedeck-cli flag: give one card id and, optionally, a colour or off\n\n" << kFlagHelp;
        return kFatal;
    }
    auto id = parseCardId(args, words[0]);
    if (!id)
        return kFatal;
    const auto flag = flagFromName(words.size() == 2 ? words[1] : "red");
    if (!flag) {
        std::cerr << "notedeck-cli flag: \"" << words[1]
                  << "\" is not red, orange, green, blue, pink, turquoise, purple or off\n";
        return kFatal;
    }
    auto now = nowFrom(args);
    auto study = now ? openDeck(args, Scheduling::Needed, Access::Writes) : nullptr;
    if (!study)
        return kFatal;
    auto changed = service::changeCards(*study, {*id}, service::CardAction::Flag, *now, *flag);
    if (!changed)
        return fatal(args, changed.error());
    return printChanged(args, {*id}, *changed, *now);
}

} // namespace notedeck::cli
