#include "service/drill_summary.h"

#include "core/iso_time.h"
#include "core/text.h"
#include "scheduler/drill_draw.h"
#include "storage/deck_store.h"

#include <algorithm>
#include <charconv>
#include <cmath>
#include <map>

namespace notedeck::service {

std::string_view gradeName(DrillGrade grade)
{
    switch (grade) {
    case DrillGrade::Knew: return "Knew";
    case DrillGrade::Partly: return "Partly";
    case DrillGrade::Missed: return "Missed";
    }
    return "Missed";
}

core::Rating ratingForGrade(DrillGrade grade)
{
    switch (grade) {
    case DrillGrade::Knew: return core::Rating::Good;
    case DrillGrade::Partly: return core::Rating::Hard;
    case DrillGrade::Missed: return core::Rating::Again;
    }
    return core::Rating::Again;
}

double drillScore(int knew, int partly, int answered)
{
    return answered > 0 ? (knew + 0.5 * partly) / answered : 0.0;
}

DrillSummary summarizeDrill(const storage::StoredDrill& drill)
{
    DrillSummary s;
    s.drill = drill.info;
    s.items = drill.answers;
    s.questions = static_cast<int>(drill.answers.size());
    std::map<core::DeckPath, SectionScore> sections;
    for (const DrillSummaryItem& item : drill.answers) {
        if (!item.grade)
            continue;
        ++s.answered;
        s.totalSeconds += item.seconds;
        SectionScore& section = sections[item.deck];
        section.deck = item.deck;
        ++section.answered;
        section.averageSeconds += item.seconds;   // a sum until divided below
        switch (*item.grade) {
        case DrillGrade::Knew: ++s.knew; ++section.knew; break;
        case DrillGrade::Partly: ++s.partly; ++section.partly; s.partlyItems.push_back(item); break;
        case DrillGrade::Missed: ++s.missed; ++section.missed; s.missedItems.push_back(item); break;
        }
    }
    s.score = drillScore(s.knew, s.partly, s.answered);
    s.averageSeconds = s.answered > 0 ? s.totalSeconds / s.answered : 0.0;
    for (auto& [deck, section] : sections) {
        section.score = drillScore(section.knew, section.partly, section.answered);
        section.averageSeconds /= section.answered;
        s.weakestSections.push_back(section);
    }
    // `sections` iterates by deck path, and the sort is stable: equal scores and times stay in
    // path order.
    std::stable_sort(s.weakestSections.begin(), s.weakestSections.end(), [](const SectionScore& a, const SectionScore& b) {
        if (a.score != b.score)
            return a.score < b.score;
        return a.averageSeconds > b.averageSeconds;
    });
    return s;
}

core::Result<DrillSummary> loadDrillSummary(storage::DeckStore& deck, std::int64_t drill)
{
    auto stored = storage::DrillStore(deck).load(drill);
    if (!stored)
        return std::unexpected(stored.error());
    if (!*stored)
        return core::fail("there is no drill " + std::to_string(drill) + " in the deck", deck.file().string());
    return summarizeDrill(**stored);
}

namespace {

// Locale-independent: the app runs with the user's locale, and a saved file should not say 62,5%.
std::string fixed(double value, int decimals)
{
    char buf[64];
    auto [end, ec] = std::to_chars(buf, buf + sizeof buf, value, std::chars_format::fixed, decimals);
    std::string text(buf, ec == std::errc() ? end : buf);
    if (text.find('.') != std::string::npos) {
        while (text.back() == '0')
            text.pop_back();
        if (text.back() == '.')
            text.pop_back();
    }
    return text;
}

std::string percent(double score) { return fixed(score * 100.0, 1) + "%"; }

// "42 s", "3 min", "3 min 5 s", "1 h 2 min".
std::string duration(double seconds)
{
    const long long total = std::llround(std::max(0.0, seconds));
    const long long h = total / 3600, m = total % 3600 / 60, s = total % 60;
    if (h > 0)
        return std::to_string(h) + " h" + (m > 0 ? " " + std::to_string(m) + " min" : "");
    if (m > 0)
        return std::to_string(m) + " min" + (s > 0 ? " " + std::to_string(s) + " s" : "");
    return std::to_string(s) + " s";
}

// The first non-blank line of a question, on one line of a list or table.
std::string oneLine(const std::string& markdown)
{
    std::size_t start = 0;
    while (start < markdown.size()) {
        std::size_t end = markdown.find('\n', start);
        if (end == std::string::npos)
            end = markdown.size();
        std::string line = core::trim(std::string_view(markdown).substr(start, end - start));
        if (!line.empty())
            return line;
        start = end + 1;
    }
    return {};
}

std::string tableCell(const std::string& text)
{
    std::string out;
    for (char c : text) {
        if (c == '|')
            out += '\\';
        out += c;
    }
    return out;
}

std::string orderText(const std::string& order)
{
    if (order == scheduler::toString(scheduler::DrillOrder::Weakest))
        return "weakest first";
    if (order == scheduler::toString(scheduler::DrillOrder::Unseen))
        return "unseen first";
    return order;
}

void appendQuestionList(std::string& md, const std::vector<DrillSummaryItem>& items)
{
    if (items.empty()) {
        md += "None.\n";
        return;
    }
    for (const DrillSummaryItem& item : items) {
        md += "- " + oneLine(item.question) + " (card " + std::to_string(item.card) + ", " + item.deck.display() + ")\n";
        // The typed key points as a quote under the item, line by line.
        std::string_view notes = item.notes;
        while (!core::trim(notes).empty()) {
            const std::size_t end = std::min(notes.find('\n'), notes.size());
            const std::string line = core::trim(notes.substr(0, end));
            md += line.empty() ? "  >\n" : "  > " + line + "\n";
            notes.remove_prefix(std::min(end + 1, notes.size()));
        }
    }
}

} // namespace

std::string drillSummaryMarkdown(const DrillSummary& s)
{
    std::string md = "# Interview drill, " + core::formatIsoTime(s.drill.startedAt) + "\n\n";

    std::string scope;
    for (const core::DeckPath& deck : s.drill.scope)
        scope += (scope.empty() ? "" : "; ") + deck.display();
    md += "- Scope: " + (scope.empty() ? std::string("the whole deck") : scope) + "\n";
    md += "- Order: " + orderText(s.drill.order) + "\n";
    md += "- Questions: " + std::to_string(s.questions) +
          (s.drill.secondsPerQuestion > 0 ? ", " + std::to_string(s.drill.secondsPerQuestion) + " s each" : ", no time limit") + "\n";
    md += std::string("- Schedule: ") + (s.drill.updatesSchedule ? "updated by the grades" : "not changed") + "\n";
    md += "- Score: " + percent(s.score) + " (" + std::to_string(s.knew) + " knew, " + std::to_string(s.partly) +
          " partly, " + std::to_string(s.missed) + " missed";
    if (s.answered < s.questions)
        md += ", " + std::to_string(s.questions - s.answered) + " not answered";
    md += ")\n";
    md += "- Time: " + duration(s.totalSeconds) + " in all, " + duration(s.averageSeconds) + " per question on average\n";

    md += "\n## Questions\n\n| # | Grade | Time | Section | Question |\n| --- | --- | --- | --- | --- |\n";
    for (const DrillSummaryItem& item : s.items)
        md += "| " + std::to_string(item.position + 1) + " | " +
              (item.grade ? std::string(gradeName(*item.grade)) : std::string("Not answered")) + " | " +
              (item.grade ? duration(item.seconds) : std::string("–")) + " | " + tableCell(item.deck.display()) + " | " +
              tableCell(oneLine(item.question)) + " |\n";

    md += "\n## Missed\n\n";
    appendQuestionList(md, s.missedItems);
    md += "\n## Partly known\n\n";
    appendQuestionList(md, s.partlyItems);

    md += "\n## Weakest sections\n\n";
    if (s.weakestSections.empty())
        md += "None.\n";
    int rank = 0;
    for (const SectionScore& section : s.weakestSections)
        md += std::to_string(++rank) + ". " + section.deck.display() + ": " + percent(section.score) + " of " +
              std::to_string(section.answered) + (section.answered == 1 ? " question, " : " questions, ") +
              duration(section.averageSeconds) + " on average\n";
    return md;
}

core::Result<MissedToday> reviewMissedToday(storage::DeckStore& deck, const scheduler::Scheduler& scheduler,
                                            std::int64_t drill, core::Timestamp now)
{
    auto summary = loadDrillSummary(deck, drill);
    if (!summary)
        return std::unexpected(summary.error());
    std::vector<core::CardId> cards;
    for (const DrillSummaryItem& item : summary->missedItems)
        cards.push_back(item.card);
    const auto& clock = scheduler.clock();
    return storage::DrillStore(deck).makeDueNow(cards, now, clock.startOfDay(clock.dayIndex(now)));
}

} // namespace notedeck::service
