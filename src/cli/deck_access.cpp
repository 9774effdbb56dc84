#include "cli/deck_access.h"

#include "service/deck_location.h"

#include <iostream>

namespace notedeck::cli {

std::unique_ptr<service::Deck> openDeck(const Arguments& args, Scheduling scheduling)
{
    const auto file = args.value("--db").value_or(service::defaultDeckFile().string());
    service::DeckOpenOptions options;
    options.schedulingOptional = scheduling == Scheduling::NotNeeded;
    auto deck = service::Deck::open(file, std::move(options));
    if (!deck) {
        std::cerr << "notedeck-cli: " << deck.error().toString() << "\n";
        return nullptr;
    }
    return std::move(*deck);
}

int helpOrUsageError(const Arguments& args, const char* help, const std::vector<std::string>& knownOptions)
{
    if (args.flag("--help")) {
        std::cout << help;
        return kOk;
    }
    if (auto unknown = args.unknown(knownOptions); !unknown.empty()) {
        std::cerr << "notedeck-cli " << args.command() << ": unknown option " << unknown.front() << "\n\n" << help;
        return kFatal;
    }
    return -1;
}

} // namespace notedeck::cli
