#include "cli/commands.h"
#include "cli/deck_access.h"
#include "cli/one_line.h"
#include "cli/study_access.h"
#include "core/deck_path.h"
#include "service/cards/card_text.h"
#include "service/cards/cards.h"
#include "service/deck/deck_names.h"

#include <nlohmann/json.hpp>

#include <ctime>
#include <iostream>

namespace notedeck::cli {

namespace {
const char* kHelp = R"(usage: notedeck-cli list [--deck PATH] [--now ISO8601] [--json] [--db PATH]

Lists the cards of the deck, one per line: id, state, due date, marks, deck path, question, separated
by tabs (newlines and tabs in a question or deck name are shown as spaces; --json keeps them). The
question is the side a card asks: a cloze card's note with its deletions as [...] or [hint], the
meaning for the reverse of a reversed pair. The
marks are "-" or, separated by commas: suspended, leech, buried (until the next study day) and
flag:COLOUR.

  --deck PATH     only cards in this deck and its sub-decks ("基础知识::Python" or "基础知识 › Python")
  --now ISO8601   pretend it is this moment (whether a card is still buried)
  --json          print a JSON array
  --db PATH       the deck file
)";

std::string dueText(const core::ScheduleState& schedule)
{
    if (schedule.state == core::CardState::New)
        return "-";
    std::time_t t = static_cast<std::time_t>(schedule.due);
    std::tm tm{};
    localtime_r(&t, &tm);
    char buf[32];
    std::strftime(buf, sizeof buf, "%Y-%m-%d", &tm);
    return buf;
}

} // namespace

int runList(const Arguments& args)
{
    if (int code = helpOrUsageError(args, kHelp, {"--deck", "--now", "--json"}); code >= 0)
        return code;
    const auto now = nowFrom(args);
    auto deck = now ? openDeck(args, Scheduling::NotNeeded) : nullptr;
    if (!deck)
        return kFatal;
    const auto scope = service::findDeckPath(*deck, core::DeckPath::parse(args.value("--deck").value_or("")));
    auto rows = scope ? service::listCards(*deck, *scope) : std::unexpected(scope.error());
    if (!rows) {
        std::cerr << "notedeck-cli list: " << rows.error().toString() << "\n";
        return kFatal;
    }
    if (args.flag("--json")) {
        nlohmann::json list = nlohmann::json::array();
        for (const auto& r : *rows) {
            const auto& s = r.schedule;
            list.push_back({{"id", r.card.id}, {"state", core::toString(s.state)},
                            {"due", s.state == core::CardState::New ? nlohmann::json(nullptr)
                                                                    : nlohmann::json(dueText(s))},
                            {"suspended", s.suspended}, {"leech", s.leech},
                            {"buried", service::isBuried(s, *now)}, {"flag", flagName(s.flag)},
                            {"deck", r.card.deck.display()}, {"question", service::cardText(r.card).front},
                            {"name", service::cardName(r.card)},
                            {"kind", core::kindLabel(r.card.kind)},
                            {"file", r.card.sourceFile}, {"line", r.card.sourceLine}});
        }
        printJson(list);
        return kOk;
    }
    service::DeckNames decks;
    for (const auto& r : *rows) {
        std::string marks;
        for (const auto& mark : cardMarks(r.schedule, *now))
            marks += (marks.empty() ? "" : ",") + mark;
        std::cout << r.card.id << "\t" << core::toString(r.schedule.state) << "\t" << dueText(r.schedule) << "\t"
                  << (marks.empty() ? "-" : marks) << "\t" << oneLine(decks.of(r.card.deck)) << "\t"
                  << oneLine(service::cardName(r.card)) << "\n";
    }
    return kOk;
}

} // namespace notedeck::cli
