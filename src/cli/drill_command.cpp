// drill: the questions an interview drill would ask, drawn by the same rules as in the app.
#include "cli/commands.h"
#include "cli/deck_access.h"
#include "cli/one_line.h"
#include "core/clock.h"
#include "core/iso_time.h"
#include "service/cards/card_text.h"
#include "service/deck/deck_names.h"
#include "service/drill/drill_questions.h"
#include "service/study/study.h"

#include <nlohmann/json.hpp>

#include <charconv>
#include <iostream>

namespace notedeck::cli {

namespace {

const char* kHelp = R"(usage: notedeck-cli drill [--deck PATH]... [--count N] [--order random|weakest|unseen]
                         [--seed S] [--now ISO8601] [--json] [--db PATH]

Draws the questions of an interview drill and prints them, one per line: card id, deck path,
question. Nothing is written to the deck. The same seed draws the same questions from the same
cards.

  --deck PATH     draw from this chapter or section and what is below it; repeat for several
                  (default: the whole deck)
  --count N       how many questions (default 10); fewer when the decks hold fewer cards
  --order ORDER   random (default); weakest: lowest score first, the score being the
                  retrievability now less 0.05 per lapse, cards never reviewed last;
                  unseen: cards never reviewed first
  --seed S        the seed of the draw, a whole number (default: the current time in seconds)
  --now ISO8601   pretend it is this moment (retrievability, default seed)
  --json          print a JSON array

When the decks hold no card it says "no cards in ..." (and --json prints []) and exits 0.
Suspended cards are not drawn.
)";

template <typename T>
std::optional<T> wholeNumber(const std::string& text)
{
    T value{};
    auto [end, ec] = std::from_chars(text.data(), text.data() + text.size(), value);
    if (ec != std::errc() || end != text.data() + text.size())
        return std::nullopt;
    return value;
}

int usageError(const std::string& message)
{
    std::cerr << "notedeck-cli drill: " << message << "\n";
    return kFatal;
}

std::string scopeText(const std::vector<core::DeckPath>& decks)
{
    std::string text;
    for (const core::DeckPath& deck : decks)
        text += (text.empty() ? "" : ", ") + service::deckName(deck);
    return text.empty() ? std::string("the deck") : text;
}

} // namespace

int runDrill(const Arguments& args)
{
    if (int code = helpOrUsageError(args, kHelp, {"--deck", "--count", "--order", "--seed", "--now", "--json"}); code >= 0)
        return code;
    if (!args.positional().empty())
        return usageError("unexpected argument \"" + args.positional().front() + "\"; choose decks with --deck");

    core::DrawOptions options;
    if (auto text = args.value("--count")) {
        auto count = wholeNumber<int>(*text);
        if (!count || *count < 1)
            return usageError("--count must be a whole number of at least 1, not \"" + *text + "\"");
        options.count = *count;
    }
    if (auto text = args.value("--order")) {
        auto order = core::parseDrillOrder(*text);
        if (!order)
            return usageError("--order must be random, weakest or unseen, not \"" + *text + "\"");
        options.order = *order;
    }
    core::Timestamp now = core::SystemClock().now();
    if (auto text = args.value("--now")) {
        auto ms = core::parseIsoTimeMs(*text);
        if (!ms)
            return usageError("--now must be an ISO 8601 date-time such as 2026-11-29T08:00:00Z, not \"" + *text + "\"");
        now = *ms / 1000;
    }
    options.seed = static_cast<std::uint64_t>(now);
    if (auto text = args.value("--seed")) {
        auto seed = wholeNumber<std::uint64_t>(*text);
        if (!seed)
            return usageError("--seed must be a whole number from 0 to 18446744073709551615, not \"" + *text + "\"");
        options.seed = *seed;
    }
    std::vector<core::DeckPath> scope;
    for (const std::string& text : args.values("--deck")) {
        core::DeckPath deck = core::DeckPath::parse(text);
        if (deck.empty())
            return usageError("--deck needs a deck path such as \"基础知识::Python\", not \"" + text + "\"");
        scope.push_back(std::move(deck));
    }

    auto deck = openDeck(args, Scheduling::Needed, Access::Writes);
    if (!deck)
        return kFatal;
    for (core::DeckPath& typed : scope) {
        auto found = service::findDeckPath(*deck, typed);
        if (!found)
            return usageError(found.error().toString());
        typed = std::move(*found);
    }
    auto draw = service::drawDrillQuestions(*deck, scope, options, now);
    if (!draw)
        return usageError(draw.error().toString());

    const bool json = args.flag("--json");
    // A deck among several that holds nothing is probably mistyped: say so, and draw from the rest.
    if (!draw->questions.empty())
        for (const core::DeckPath& empty : draw->emptyScopes)
            std::cerr << "notedeck-cli drill: no cards in " << service::deckName(empty) << "\n";
    if (json) {
        nlohmann::json list = nlohmann::json::array();
        for (const service::DrillQuestion& q : draw->questions)
            list.push_back({{"position", q.position + 1}, {"id", q.card}, {"deck", q.deck.display()},
                            {"question", service::cardText(service::cardOf(q)).front},
                            {"name", service::cardName(service::cardOf(q))}, {"file", q.sourceFile}, {"line", q.sourceLine},
                            {"state", core::toString(q.state)},
                            {"retrievability", q.retrievability ? nlohmann::json(*q.retrievability) : nlohmann::json(nullptr)},
                            {"lapses", q.lapses}});
        std::cout << list.dump(2, ' ', false, nlohmann::json::error_handler_t::replace) << "\n";
        return kOk;
    }
    if (draw->questions.empty()) {
        std::cout << "no cards in " << scopeText(scope) << "\n";
        return kOk;
    }
    for (const service::DrillQuestion& q : draw->questions)
        std::cout << q.card << "\t" << oneLine(service::deckName(q.deck)) << "\t" << oneLine(service::cardName(service::cardOf(q)))
                  << "\n";
    return kOk;
}

} // namespace notedeck::cli
