// demo-history: a believable study history written into a fresh deck, for trying out the
// statistics and for the documentation's screenshots (service::fabricateHistory).
#include "cli/commands.h"
#include "cli/deck_access.h"
#include "core/clock.h"
#include "core/iso_time.h"
#include "service/deck/deck_location.h"
#include "service/statistics/demo_history.h"
#include "service/import/import_notes.h"
#include "service/cards/cards.h"

#include <charconv>
#include <iostream>

namespace notedeck::cli {

namespace {
const char* kHelp = R"(usage: notedeck-cli demo-history [--days N] [--seed N] [--now ISO8601] [--db PATH]

Pretends someone studied the deck nearly every evening for the last N days (default 90): answers
through the normal answer path at pinned times, recalling each card with the chance the memory
model gives it. For trying out the statistics on a deck of its own — it refuses a deck that has
answers already. An empty deck is first filled with the notes bundled with NoteDeck.

  --days N         study days up to and including today (default 90)
  --seed N         another seed gives another history (default 7)
  --now ISO8601    the history ends at this moment (default: now)
  --db PATH        the deck file (use a new one, e.g. /tmp/demo.sqlite)
)";

std::optional<int> positiveNumber(const Arguments& args, const char* name, int fallback)
{
    const auto text = args.value(name);
    if (!text)
        return fallback;
    int value = 0;
    const auto [end, ec] = std::from_chars(text->data(), text->data() + text->size(), value);
    if (ec != std::errc() || end != text->data() + text->size() || value <= 0) {
        std::cerr << "notedeck-cli demo-history: " << name << " needs a positive number, not \"" << *text << "\"\n";
        return std::nullopt;
    }
    return value;
}
} // namespace

int runDemoHistory(const Arguments& args)
{
    if (int code = helpOrUsageError(args, kHelp, {"--days", "--seed", "--now"}); code >= 0)
        return code;
    const auto days = positiveNumber(args, "--days", 90);
    const auto seed = positiveNumber(args, "--seed", 7);
    if (!days || !seed)
        return kFatal;
    core::Timestamp now = core::SystemClock().now();
    if (auto text = args.value("--now")) {
        auto ms = core::parseIsoTimeMs(*text);
        if (!ms) {
            std::cerr << "notedeck-cli demo-history: --now must be an ISO 8601 date-time such as 2026-11-29T20:00:00Z\n";
            return kFatal;
        }
        now = *ms / 1000;
    }
    auto deck = openDeck(args, Scheduling::Needed, Access::Writes);
    if (!deck)
        return kFatal;
    auto fail = [](const core::Error& error) {
        std::cerr << "notedeck-cli demo-history: " << error.toString() << "\n";
        return kFatal;
    };
    auto answered = service::hasAnswers(*deck);
    if (!answered)
        return fail(answered.error());
    if (*answered) {
        std::cerr << "notedeck-cli demo-history: this deck has answers already; give a new deck file with --db\n";
        return kFatal;
    }
    auto cards = service::hasCards(*deck);
    if (!cards)
        return fail(cards.error());
    if (!*cards) {
        core::SystemClock clock;
        if (auto report = service::importNotes(*deck, service::bundledNotesDir(args.program()), clock); !report)
            return fail(report.error());
    }
    service::DemoHistoryOptions options;
    options.days = *days;
    options.seed = static_cast<std::uint64_t>(*seed);
    auto history = service::fabricateHistory(*deck, now, options);
    if (!history)
        return fail(history.error());
    std::cout << history->answers << " answers on " << history->daysStudied << " of " << *days << " days, "
              << history->newCards << " cards learnt\n";
    return kOk;
}

} // namespace notedeck::cli
