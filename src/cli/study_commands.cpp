// next, answer, preview, undo: reviewing from the command line, scriptable with --json and --now.
#include "cli/commands.h"
#include "cli/deck_access.h"
#include "cli/one_line.h"
#include "cli/study_access.h"
#include "core/iso_time.h"
#include "service/cards/card_text.h"
#include "service/cards/cards.h"
#include "service/deck/deck_names.h"
#include "service/study/study.h"

#include <nlohmann/json.hpp>

#include <iostream>

namespace notedeck::cli {

namespace {

const char* kNextHelp = R"(usage: notedeck-cli next [--deck PATH] [--now ISO8601] [--json] [--db PATH]

Prints the next card due now: its id first, then its state and question; or "nothing due".
  --deck PATH     only cards in this deck and its sub-decks
  --now ISO8601   pretend it is this moment (e.g. 2026-11-29T08:00:00Z)
)";
const char* kAnswerHelp = R"(usage: notedeck-cli answer CARD_ID again|hard|good|easy [--now ISO8601] [--json] [--db PATH]

Records the answer and prints the card's new state and due date. Exits 0 only once the answer is
durably saved in the deck; 1 when it is, but the study journal could not take it yet (a full disk:
other devices get it once there is room).
)";
const char* kPreviewHelp = R"(usage: notedeck-cli preview CARD_ID [--now ISO8601] [--json] [--db PATH]

Prints the interval each answer would give the card.
)";
const char* kUndoHelp = R"(usage: notedeck-cli undo [--now ISO8601] [--json] [--db PATH]

Undoes the latest answer: the card gets back exactly the state it had, and the answer leaves the
review log; the other cards of its note that the answer buried are unburied (unless they changed
since). Run it again to undo the answer before that. Prints the card and its state again, and a
line for each card unburied.
  --now ISO8601   pretend it is this moment (for the card's "buried" mark)
)";

std::optional<core::CardId> cardIdFrom(const Arguments& args, const char* help)
{
    if (args.positional().empty()) {
        std::cerr << "notedeck-cli " << args.command() << ": which card? give its id\n\n" << help;
        return std::nullopt;
    }
    return parseCardId(args, args.positional().front());
}

} // namespace

int runNext(const Arguments& args)
{
    if (int code = helpOrUsageError(args, kNextHelp, {"--deck", "--now", "--json"}); code >= 0)
        return code;
    auto now = nowFrom(args);
    auto session = now ? openDeck(args) : nullptr;
    if (!session)
        return kFatal;
    const auto scope = service::findDeckPath(*session, core::DeckPath::parse(args.value("--deck").value_or("")));
    if (!scope)
        return fatal(args, scope.error());
    auto next = service::nextCard(*session, *scope, *now);
    if (!next)
        return fatal(args, next.error());
    if (!*next) {
        if (args.flag("--json"))
            printJson({{"id", nullptr}, {"message", "nothing due"}});
        else
            std::cout << "nothing due\n";
        return kOk;
    }
    const auto& card = (*next)->row.card;
    const auto& queue = (*next)->queue;
    if (args.flag("--json")) {
        printJson({{"id", card.id}, {"state", core::toString((*next)->row.schedule.state)}, {"deck", card.deck.display()},
                   {"question", service::cardText(card).front}, {"name", service::cardName(card)},
                   {"kind", core::kindLabel(card.kind)},
                   {"file", card.sourceFile}, {"line", card.sourceLine},
                   {"remaining", {{"new", queue.new_cards}, {"learning", queue.learning + queue.learn_ahead},
                                  {"review", queue.reviews}}}});
    } else {
        std::cout << card.id << "\t" << core::toString((*next)->row.schedule.state) << "\t"
                  << oneLine(service::cardName(card)) << "\n";
    }
    return kOk;
}

int runAnswer(const Arguments& args)
{
    if (int code = helpOrUsageError(args, kAnswerHelp, {"--now", "--json"}); code >= 0)
        return code;
    auto id = cardIdFrom(args, kAnswerHelp);
    if (!id)
        return kFatal;
    if (args.positional().size() != 2) {
        std::cerr << "notedeck-cli answer: give the card id and one of again, hard, good, easy\n\n" << kAnswerHelp;
        return kFatal;
    }
    const std::optional<core::Rating> rating = ratingFromName(args.positional()[1]);
    if (!rating) {
        std::cerr << "notedeck-cli answer: \"" << args.positional()[1] << "\" is not again, hard, good or easy\n";
        return kFatal;
    }
    auto now = nowFrom(args);
    auto session = now ? openDeck(args, Scheduling::Needed, Access::Writes) : nullptr;
    if (!session)
        return kFatal;
    auto answered = service::answerCard(*session, *id, *rating, *now, 0);
    if (!answered)
        return fatal(args, answered.error());
    const auto& after = answered->after;
    if (args.flag("--json")) {
        printJson({{"id", *id}, {"rating", ratingName(*rating)},
                   {"state", core::toString(after.state)}, {"due", core::formatIsoTime(after.due)},
                   {"stability", after.stability}, {"difficulty", after.difficulty},
                   {"suspended", after.suspended}, {"leech", after.leech}});
    } else {
        std::cout << *id << "\t" << core::toString(after.state) << "\tdue " << core::formatIsoTime(after.due)
                  << (after.leech && after.suspended ? "\t(leech: suspended)" : "") << "\n";
    }
    return kOk;
}

int runPreview(const Arguments& args)
{
    if (int code = helpOrUsageError(args, kPreviewHelp, {"--now", "--json"}); code >= 0)
        return code;
    auto id = cardIdFrom(args, kPreviewHelp);
    auto now = id ? nowFrom(args) : std::nullopt;
    auto session = now ? openDeck(args) : nullptr;
    if (!session)
        return kFatal;
    auto preview = service::previewCard(*session, *id, *now);
    if (!preview)
        return fatal(args, preview.error());
    nlohmann::json j = {{"id", *id}};
    for (const auto& outcome : preview->outcomes) {
        if (args.flag("--json"))
            j[ratingName(outcome.rating)] = {{"interval", outcome.interval_text},
                                             {"due", core::formatIsoTime(outcome.next.due)},
                                             {"state", core::toString(outcome.next.state)}};
        else
            std::cout << ratingName(outcome.rating) << "\t" << outcome.interval_text << "\n";
    }
    if (args.flag("--json")) {
        j["retrievability"] = preview->retrievability ? nlohmann::json(*preview->retrievability) : nlohmann::json(nullptr);
        printJson(j);
    }
    return kOk;
}

int runUndo(const Arguments& args)
{
    if (int code = helpOrUsageError(args, kUndoHelp, {"--now", "--json"}); code >= 0)
        return code;
    auto now = nowFrom(args);
    auto deck = now ? openDeck(args, Scheduling::NotNeeded, Access::Writes) : nullptr;
    if (!deck)
        return kFatal;
    std::vector<core::ScheduleChange> unburied;
    auto undone = service::undoLastAnswer(*deck, &unburied);
    if (!undone)
        return fatal(args, undone.error());
    if (!*undone) {
        if (args.flag("--json"))
            printJson({{"id", nullptr}, {"message", "nothing to undo"}});
        else
            std::cout << "nothing to undo\n";
        return kOk;
    }
    auto row = service::findCard(*deck, **undone);
    if (!row)
        return fatal(args, row.error());
    const core::ScheduleState schedule = *row ? (*row)->schedule : core::ScheduleState{};
    const bool dated = schedule.state != core::CardState::New;
    if (args.flag("--json")) {
        nlohmann::json siblings = nlohmann::json::array();
        for (const core::ScheduleChange& sibling : unburied)
            siblings.push_back(sibling.card);
        printJson({{"id", **undone}, {"state", core::toString(schedule.state)},
                   {"due", dated ? nlohmann::json(core::formatIsoTime(schedule.due)) : nlohmann::json(nullptr)},
                   {"marks", cardMarks(schedule, *now)}, {"unburied", siblings}});
    } else {
        std::cout << "undid the last answer of card " << **undone << "\t" << core::toString(schedule.state)
                  << (dated ? "\tdue " + core::formatIsoTime(schedule.due) : std::string()) << "\n";
        for (const core::ScheduleChange& sibling : unburied)
            std::cout << "unburied card " << sibling.card << ", which the answer had buried\n";
    }
    return kOk;
}

} // namespace notedeck::cli
