#include "cli/deck_access.h"

#include "service/deck/deck_location.h"
#include "service/sync/journal_news.h"

#include <algorithm>
#include <chrono>
#include <iostream>
#include <string>

namespace notedeck::cli {

namespace {
// What the study journal told after the commits of the command's deck: one command a process.
service::JournalNews g_journalNews;
} // namespace

std::unique_ptr<service::Deck> openDeck(const Arguments& args, Scheduling scheduling, Access access)
{
    const auto file = args.value("--db").value_or(service::defaultDeckFile().string());
    service::DeckOpenOptions options;
    options.schedulingOptional = scheduling == Scheduling::NotNeeded;
    if (access == Access::Writes) {
        options.lockWait.upTo = std::chrono::seconds(5);
        options.lockWait.sayAfter = std::chrono::seconds(1);
        options.lockWait.waiting = [](long pid) {
            std::cerr << "notedeck-cli: waiting for the other NoteDeck using this deck ("
                      << (pid > 0 ? "pid " + std::to_string(pid) : std::string("pid unknown")) << ") to finish…\n";
        };
    }
    auto deck = service::Deck::open(file, std::move(options));
    if (!deck) {
        std::cerr << "notedeck-cli: " << deck.error().toString() << "\n";
        return nullptr;
    }
    service::onJournalNews([](const service::JournalNews& news) {
        if (news.unwritten)
            g_journalNews.unwritten = news.unwritten;
        g_journalNews.notices.insert(g_journalNews.notices.end(), news.notices.begin(), news.notices.end());
    });
    return std::move(*deck);
}

int warnJournal(const Arguments& args, int code)
{
    for (const auto& notice : g_journalNews.notices)
        std::cerr << "notedeck-cli " << args.command() << ": warning: " << notice << "\n";
    if (const auto& unwritten = g_journalNews.unwritten) {
        const std::string done = args.command() == "answer" ? "your answer" : "your change";
        std::cerr << "notedeck-cli " << args.command() << ": warning: " << unwritten->message(done) << "\n";
    }
    // Only a change the journal could not take is a problem of the command; what was found and
    // set right (an edited file, a copied deck) is said, and the command did what it was asked.
    return g_journalNews.unwritten ? std::max(code, static_cast<int>(kProblems)) : code;
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
