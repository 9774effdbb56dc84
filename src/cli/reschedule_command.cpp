// notedeck-cli fsrs reschedule: new due dates for the deck's review cards after its options
// changed, optionally changing the desired retention or Easy Days first (in the same transaction).
#include "cli/commands.h"
#include "cli/deck_access.h"
#include "service/options/presets.h"
#include "service/options/reschedule.h"
#include "service/options/scheduler_settings_store.h"

#include <iostream>

namespace notedeck::cli {

namespace {
const char* kHelp = R"(usage: notedeck-cli fsrs reschedule [--preset NAME] [--retention R] [--easy-days DAYS] [--json]
                                    [--db PATH]

Gives every review card the due date its preset's options give from its last review: each card's
memory is worked out again from its answers with the preset's FSRS parameters, its interval from
the desired retention, and its day chosen with load balancing and Easy Days. Prints how many cards
moved and by how much. All in one transaction; the review log is not changed.

  --preset NAME     only the cards of the preset NAME, whose options --retention and --easy-days
                    change; without it they change the default preset's and only its cards move,
                    and with neither option every card moves by its own preset's options

  --retention R     first set the desired retention to R (0.70 … 0.99); the memory states are
                    then kept and only the intervals change
  --easy-days DAYS  first set the workload of each weekday, Monday to Sunday, e.g.
                    normal,normal,normal,normal,normal,reduced,minimum
  --json            {"review_cards":N,"changed":N,"moved":N,"earlier":N,"later":N,
                     "mean_shift_days":…,"median_shift_days":…,"largest_shift_days":N}
)";
} // namespace

int runFsrsReschedule(const Arguments& args)
{
    if (int code = helpOrUsageError(args, kHelp, {"--preset", "--retention", "--easy-days", "--json"}); code >= 0)
        return code;
    if (args.positional().size() != 1) {
        std::cerr << "notedeck-cli fsrs reschedule takes no arguments\n\n" << kHelp;
        return kFatal;
    }
    auto deck = openDeck(args, Scheduling::Needed, Access::Writes);
    if (!deck)
        return kFatal;
    std::optional<std::string> preset = args.value("--preset");
    core::Result<core::SchedulerSettings> settings = core::fail("no options");
    if (preset) {
        auto found = service::findPreset(*deck, *preset);
        if (found)
            settings = found->options;
        else
            settings = std::unexpected(found.error());
    } else {
        settings = service::loadSchedulerSettings(*deck);
    }
    if (!settings) {
        std::cerr << "notedeck-cli fsrs: " << settings.error().toString() << "\n";
        return kFatal;
    }
    service::RescheduleRequest request;
    if (auto retention = args.value("--retention")) {
        try {
            std::size_t used = 0;
            settings->desired_retention = std::stod(*retention, &used);
            if (used != retention->size())
                throw std::invalid_argument("trailing text");
        } catch (const std::exception&) {
            std::cerr << "notedeck-cli fsrs: --retention takes a number such as 0.9, not \"" << *retention << "\"\n";
            return kFatal;
        }
        request.replayHistory = false;   // the same parameters: the memory states stand
    }
    if (auto days = args.value("--easy-days")) {
        auto parsed = service::parseEasyDays(*days);
        if (!parsed) {
            std::cerr << "notedeck-cli fsrs: --easy-days: " << parsed.error().message << "\n";
            return kFatal;
        }
        settings->easy_days = *parsed;
    }
    const bool changesOptions = args.value("--retention") || args.value("--easy-days");
    auto done = preset ? service::savePresetAndReschedule(*deck, *preset, *settings, request)
                : changesOptions ? service::saveAndReschedule(*deck, *settings, request)
                                 : service::reschedule(*deck, request);   // every card, by its own preset
    if (!done) {
        std::cerr << "notedeck-cli fsrs: " << done.error().toString() << "\n";
        return kFatal;
    }
    std::cout << (args.flag("--json") ? service::rescheduleReportJson(done->report)
                                      : service::rescheduleReportText(done->report))
              << "\n";
    return kOk;
}

} // namespace notedeck::cli
