// show: one card in full — question and answer, where it comes from in the notes, its schedule and
// marks, and every answer it was given.
#include "cli/commands.h"
#include "cli/deck_access.h"
#include "cli/study_access.h"
#include "core/iso_time.h"
#include "service/cards/card_details.h"
#include "service/cards/card_info.h"
#include "service/cards/card_text.h"
#include "service/deck/deck_names.h"

#include <nlohmann/json.hpp>

#include <algorithm>
#include <cstdio>
#include <iostream>

namespace notedeck::cli {

namespace {

const char* kHelp = R"(usage: notedeck-cli show CARD_ID [--now ISO8601] [--json] [--db PATH]

Prints one card: its question and answer (Markdown, as in the notes; a cloze card's question
hides its deletions as [...] or [hint], and a reversed card's question is the side it asks), its
kind (basic, reverse, cloze N), its deck, its source file
and line, its state (new, learning, review or relearning), due date, stability (days) and
difficulty (1 to 10), its marks (suspended, leech, buried, flag:COLOUR, and retired when it is no
longer in the notes), its preset, its memory now as the scheduler sees it (stability, difficulty
and retrievability at --now, days since the last review and until the due day), and its review
history: the date, the grade, the interval each answer scheduled, the time taken, the
retrievability when it was answered and the stability and difficulty after it (replayed through
the deck's scheduler; "-" where the history before an answer is missing, as for a card imported
with part of its history). A card id that is not in the deck is an error (exit status 2).

  --now ISO8601   pretend it is this moment (whether the card is still buried, R now)
  --json          print a JSON object
  --db PATH       the deck file
)";

std::string fixed(double value, const char* format)
{
    char text[32];
    std::snprintf(text, sizeof text, format, value);
    return text;
}

std::vector<std::string> marksOf(const core::CardRow& row, core::Timestamp now)
{
    std::vector<std::string> marks = cardMarks(row.schedule, now);
    if (row.card.retired)
        marks.insert(marks.begin(), "retired");
    return marks;
}

nlohmann::json optionalNumber(const std::optional<double>& value)
{
    return value ? nlohmann::json(*value) : nlohmann::json(nullptr);
}

std::string optionalFixed(const std::optional<double>& value, const char* format)
{
    return value ? fixed(*value, format) : "-";
}

std::string seconds(int durationMs)
{
    return fixed(durationMs / 1000.0, "%.1fs");
}

nlohmann::json memoryJson(const service::CardInfo& info)
{
    if (!info.current)
        return nullptr;
    const service::CurrentMemory& m = *info.current;
    return {{"stability", m.stability},
            {"difficulty", m.difficulty},
            {"retrievability", optionalNumber(m.retrievability)},
            {"days_since_review", m.daysSinceReview},
            {"due_days", m.dueDays}};
}

nlohmann::json asJson(const service::CardInfo& info, core::Timestamp now)
{
    const service::CardDetails& details = info.details;
    const core::CardRecord& card = details.row.card;
    const core::ScheduleState& s = details.row.schedule;
    const bool isNew = s.state == core::CardState::New;
    const std::vector<std::string> marks = marksOf(details.row, now);
    nlohmann::json history = nlohmann::json::array();
    for (const service::ReviewFigures& figures : info.reviews) {
        const core::ReviewRecord& r = figures.review;
        history.push_back({{"date", core::formatIsoTime(r.reviewedAtMs / 1000)},
                           {"grade", ratingName(r.rating)},
                           {"interval", service::scheduledInterval(r)},
                           {"due", r.dueAfter ? nlohmann::json(core::formatIsoTime(*r.dueAfter)) : nlohmann::json(nullptr)},
                           {"state_before", core::toString(r.stateBefore)},
                           {"state_after", core::toString(r.stateAfter)},
                           {"duration_ms", r.durationMs},
                           {"retrievability", optionalNumber(figures.retrievability)},
                           {"stability_after", optionalNumber(figures.stability)},
                           {"difficulty_after", optionalNumber(figures.difficulty)}});
    }
    const service::CardText text = service::cardText(card);
    return {{"id", card.id},
            {"kind", core::kindLabel(card.kind)},
            {"name", service::cardName(card)},
            {"question", text.front},
            {"answer", text.back},
            {"deck", card.deck.display()},
            {"file", card.sourceFile},
            {"line", card.sourceLine},
            {"retired", card.retired},
            {"state", core::toString(s.state)},
            {"due", isNew ? nlohmann::json(nullptr) : nlohmann::json(core::formatIsoTime(s.due))},
            {"stability", isNew ? nlohmann::json(nullptr) : nlohmann::json(s.stability)},
            {"difficulty", isNew ? nlohmann::json(nullptr) : nlohmann::json(s.difficulty)},
            {"reps", s.reps},
            {"lapses", s.lapses},
            {"suspended", s.suspended},
            {"leech", s.leech},
            {"buried", std::find(marks.begin(), marks.end(), "buried") != marks.end()},
            {"flag", flagName(s.flag)},
            {"marks", marks},
            {"preset", info.preset.name},
            {"memory", memoryJson(info)},
            {"history_complete", info.historyComplete},
            {"history", history}};
}

void printText(const service::CardInfo& info, core::Timestamp now)
{
    const service::CardDetails& details = info.details;
    const core::CardRecord& card = details.row.card;
    const core::ScheduleState& s = details.row.schedule;
    const bool isNew = s.state == core::CardState::New;
    std::string marks;
    for (const auto& mark : marksOf(details.row, now))
        marks += (marks.empty() ? "" : ",") + mark;
    std::cout << "card\t" << card.id << "\n"
              << "deck\t" << service::deckName(card.deck) << "\n"
              << "source\t" << card.sourceFile << ":" << card.sourceLine << "\n"
              << "state\t" << core::toString(s.state) << "\n"
              << "due\t" << (isNew ? "-" : core::formatIsoTime(s.due)) << "\n"
              << "stability\t" << (isNew ? "-" : fixed(s.stability, "%.2f days")) << "\n"
              << "difficulty\t" << (isNew ? "-" : fixed(s.difficulty, "%.2f")) << "\n"
              << "reps\t" << s.reps << "\tlapses\t" << s.lapses << "\n"
              << "marks\t" << (marks.empty() ? "-" : marks) << "\n"
              << "kind\t" << core::kindLabel(card.kind) << "\n"
              << "preset\t" << info.preset.name << "\n";
    if (info.current) {
        const service::CurrentMemory& m = *info.current;
        std::cout << "now\tS " << fixed(m.stability, "%.2f days") << "\tD " << fixed(m.difficulty, "%.2f") << "\tR "
                  << optionalFixed(m.retrievability ? std::optional(*m.retrievability * 100) : std::nullopt, "%.1f%%")
                  << "\tlast review " << fixed(m.daysSinceReview, "%.0f") << " days ago, due "
                  << fixed(m.dueDays, "%.0f") << " days after it\n";
    }
    std::cout
              << "\nQuestion:\n" << service::cardText(card).front << "\n"
              << "\nAnswer:\n" << service::cardText(card).back << "\n"
              << "\nHistory: ";
    if (details.history.empty()) {
        std::cout << "no answers yet\n";
        return;
    }
    std::cout << details.history.size() << (details.history.size() == 1 ? " answer" : " answers")
              << " (date, grade, interval, time, R before, S and D after)\n";
    if (!info.historyComplete)
        std::cout << "The history does not start with the card's first answer (imported with part of its "
                     "history): figures start where the log recorded them.\n";
    for (const service::ReviewFigures& figures : info.reviews) {
        const core::ReviewRecord& r = figures.review;
        std::cout << core::formatIsoTime(r.reviewedAtMs / 1000) << "\t" << ratingName(r.rating) << "\t"
                  << service::scheduledInterval(r) << "\t" << seconds(r.durationMs) << "\t"
                  << optionalFixed(figures.retrievability ? std::optional(*figures.retrievability * 100) : std::nullopt, "R %.1f%%")
                  << "\t" << optionalFixed(figures.stability, "S %.2f") << "\t" << optionalFixed(figures.difficulty, "D %.2f")
                  << "\n";
    }
}

} // namespace

int runShow(const Arguments& args)
{
    if (int code = helpOrUsageError(args, kHelp, {"--now", "--json"}); code >= 0)
        return code;
    if (args.positional().size() != 1) {
        std::cerr << "notedeck-cli show: give one card id\n\n" << kHelp;
        return kFatal;
    }
    auto id = parseCardId(args, args.positional().front());
    auto now = id ? nowFrom(args) : std::nullopt;
    auto deck = now ? openDeck(args) : nullptr;
    if (!deck)
        return kFatal;
    auto info = service::cardInfo(*deck, *id, *now);
    if (!info)
        return fatal(args, info.error());
    if (args.flag("--json"))
        printJson(asJson(*info, *now));
    else
        printText(*info, *now);
    return kOk;
}

} // namespace notedeck::cli
