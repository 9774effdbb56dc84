#include "cli/commands.h"
#include "cli/deck_access.h"
#include "service/deck_summary.h"

#include <nlohmann/json.hpp>

#include <iomanip>
#include <iostream>

namespace notedeck::cli {

namespace {
const char* kHelp = R"(usage: notedeck-cli stats [--json] [--db PATH]

Card counts per deck (part › chapter › section): total, new, learning, review, retired.

  --json      print JSON
  --db PATH   the deck file
)";
} // namespace

int runStats(const Arguments& args)
{
    if (int code = helpOrUsageError(args, kHelp, {"--json"}); code >= 0)
        return code;
    auto deck = openDeck(args);
    if (!deck)
        return kFatal;
    auto nodes = service::summarizeDecks(*deck);
    if (!nodes) {
        std::cerr << "notedeck-cli stats: " << nodes.error().toString() << "\n";
        return kFatal;
    }
    if (args.flag("--json")) {
        nlohmann::json decks = nlohmann::json::array();
        for (const auto& n : *nodes)
            decks.push_back({{"deck", n.deck.display()}, {"path", n.deck.components()}, {"depth", n.depth},
                             {"total", n.total}, {"new", n.fresh}, {"learning", n.learning},
                             {"review", n.review}, {"retired", n.retired}});
        std::cout << nlohmann::json{{"decks", decks}}.dump(2, ' ', false, nlohmann::json::error_handler_t::replace) << "\n";
        return kOk;
    }
    std::cout << std::left << std::setw(8) << "total" << std::setw(8) << "new" << std::setw(10) << "learning"
              << std::setw(8) << "review" << std::setw(9) << "retired" << "deck\n";
    for (const auto& n : *nodes) {
        const std::string name = n.deck.empty() ? "(all)" : std::string(2 * n.depth, ' ') + n.deck.components().back();
        std::cout << std::left << std::setw(8) << n.total << std::setw(8) << n.fresh << std::setw(10) << n.learning
                  << std::setw(8) << n.review << std::setw(9) << n.retired << name << "\n";
    }
    return kOk;
}

} // namespace notedeck::cli
