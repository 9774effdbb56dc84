// notedeck-cli fsrs reschedule: new due dates for the deck's review cards after its options
// changed, optionally changing the desired retention or Easy Days first (in the same transaction).
#include "cli/commands.h"
#include "cli/deck_access.h"
#include "service/reschedule.h"
#include "service/scheduler_settings_store.h"

#include <iostream>

namespace notedeck::cli {

namespace {
const char* kHelp = R"(usage: notedeck-cli fsrs reschedule [--retention R] [--easy-days DAYS] [--json] [--db PATH]

Gives every review card the due date the deck's options give from its last review: each card's
memory is worked out again from its answers with the deck's FSRS parameters, its interval from
the desired retention, and its day chosen with load balancing and Easy Days. Prints how many cards
moved and by how much. All in one transaction; the review log is not changed.

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
    if (int code = helpOrUsageError(args, kHelp, {"--retention", "--easy-days", "--json"}); code >= 0)
        return code;
    if (args.positional().size() != 1) {
        std::cerr << "notedeck-cli fsrs reschedule takes no arguments\n\n" << kHelp;
        return kFatal;
    }
    auto deck = openDeck(args, Scheduling::Needed);
    if (!deck)
        return kFatal;
    auto settings = service::loadSchedulerSettings(*deck);
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
    auto done = service::saveAndReschedule(*deck, *settings, request);
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
