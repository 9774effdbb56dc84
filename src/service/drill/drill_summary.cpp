#include "service/drill/drill_summary.h"

#include "core/iso_time.h"
#include "core/text.h"
#include "render/card_sides.h"
#include "scheduler/drill_draw.h"
#include "service/deck/detail/deck_internals.h"
#include "storage/deck_store.h"

#include <algorithm>
#include <charconv>
#include <cmath>
#include <initializer_list>
#include <map>

namespace notedeck::service {

core::Rating ratingForGrade(DrillGrade grade)
{
    switch (grade) {
    case DrillGrade::Knew: return core::Rating::Good;
    case DrillGrade::Partly: return core::Rating::Hard;
    case DrillGrade::Missed: return core::Rating::Again;
    }
    return core::Rating::Again;
}

core::CardRecord cardOf(const DrillSummaryItem& item)
{
    core::CardRecord card;
    card.id = item.card;
    card.deck = item.deck;
    card.question = item.question;
    card.answer = item.answer;
    card.kind = item.kind;
    return card;
}

double drillScore(int knew, int partly, int answered)
{
    return answered > 0 ? (knew + 0.5 * partly) / answered : 0.0;
}

DrillSummary summarizeDrill(const core::StoredDrill& drill)
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

core::Result<DrillSummary> loadDrillSummary(Deck& deck, std::int64_t drill)
{
    auto stored = storeOf(deck).drills().load(drill);
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

// `pattern` with %1 … %9 replaced by `values` in one pass, so a value holding "%2" stays as it is.
std::string fill(std::string_view pattern, std::initializer_list<std::string_view> values)
{
    std::string out;
    for (std::size_t i = 0; i < pattern.size(); ++i) {
        const std::size_t index = i + 1 < pattern.size() ? static_cast<std::size_t>(pattern[i + 1] - '1') : values.size();
        if (pattern[i] == '%' && index < values.size() && index < 9) {
            out += values.begin()[index];
            ++i;
        } else {
            out += pattern[i];
        }
    }
    return out;
}

std::string number(long long value) { return std::to_string(value); }

// "42 s", "3 min", "3 min 5 s", "1 h 2 min" (in the labels' units).
std::string duration(double seconds, const DrillMarkdownLabels& l)
{
    const long long total = std::llround(std::max(0.0, seconds));
    const long long h = total / 3600, m = total % 3600 / 60, s = total % 60;
    if (h > 0)
        return fill(l.hours, {number(h)}) + (m > 0 ? " " + fill(l.minutes, {number(m)}) : "");
    if (m > 0)
        return fill(l.minutes, {number(m)}) + (s > 0 ? " " + fill(l.seconds, {number(s)}) : "");
    return fill(l.seconds, {number(s)});
}

// The first non-blank line of a question's Markdown, on one line of a list or table.
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

// The side the card asked, as Markdown (the export is a Markdown document) on one line: a cloze
// card's note with its gap, the reverse of a pair its answer, marked.
std::string askedLine(const DrillSummaryItem& item, const DrillMarkdownLabels& l)
{
    const core::CardRecord card = cardOf(item);
    return withKindMark(oneLine(render::cardSides(card, render::ClozeMarks::Escaped).front), card, l.kinds);
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

std::string orderText(const std::string& order, const DrillMarkdownLabels& l)
{
    if (order == scheduler::toString(scheduler::DrillOrder::Weakest))
        return l.orderWeakest;
    if (order == scheduler::toString(scheduler::DrillOrder::Unseen))
        return l.orderUnseen;
    if (order == scheduler::toString(scheduler::DrillOrder::Random))
        return l.orderRandom;
    return order;
}

const std::string& gradeLabel(DrillGrade grade, const DrillMarkdownLabels& l)
{
    switch (grade) {
    case DrillGrade::Knew: return l.knew;
    case DrillGrade::Partly: return l.partly;
    case DrillGrade::Missed: return l.missed;
    }
    return l.missed;
}

void appendQuestionList(std::string& md, const std::vector<DrillSummaryItem>& items, const DrillMarkdownLabels& l)
{
    if (items.empty()) {
        md += l.none + "\n";
        return;
    }
    for (const DrillSummaryItem& item : items) {
        md += "- " + fill(l.listedQuestion, {askedLine(item, l), number(item.card), item.deck.display()}) + "\n";
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

std::string drillSummaryMarkdown(const DrillSummary& s, const DrillMarkdownLabels& l)
{
    std::string md = "# " + fill(l.title, {core::formatIsoTime(s.drill.startedAt)}) + "\n\n";

    std::string scope;
    for (const core::DeckPath& deck : s.drill.scope)
        scope += (scope.empty() ? "" : "; ") + deck.display();
    md += "- " + fill(l.scope, {scope.empty() ? l.wholeDeck : scope}) + "\n";
    md += "- " + fill(l.order, {orderText(s.drill.order, l)}) + "\n";
    md += "- " +
          (s.drill.secondsPerQuestion > 0
               ? fill(l.questionsTimed, {number(s.questions), number(s.drill.secondsPerQuestion)})
               : fill(l.questionsUntimed, {number(s.questions)})) +
          "\n";
    md += "- " + (s.drill.updatesSchedule ? l.scheduleUpdated : l.scheduleUnchanged) + "\n";
    md += "- " +
          (s.answered < s.questions
               ? fill(l.scoreUnanswered, {percent(s.score), number(s.knew), number(s.partly), number(s.missed),
                                          number(s.questions - s.answered)})
               : fill(l.score, {percent(s.score), number(s.knew), number(s.partly), number(s.missed)})) +
          "\n";
    md += "- " + fill(l.time, {duration(s.totalSeconds, l), duration(s.averageSeconds, l)}) + "\n";

    md += "\n## " + l.questionsHeading + "\n\n| " + l.columnNumber + " | " + l.columnGrade + " | " + l.columnTime +
          " | " + l.columnSection + " | " + l.columnQuestion + " |\n| --- | --- | --- | --- | --- |\n";
    for (const DrillSummaryItem& item : s.items)
        md += "| " + number(item.position + 1) + " | " + tableCell(item.grade ? gradeLabel(*item.grade, l) : l.notAnswered) +
              " | " + (item.grade ? duration(item.seconds, l) : std::string("–")) + " | " + tableCell(item.deck.display()) +
              " | " + tableCell(askedLine(item, l)) + " |\n";

    md += "\n## " + l.missedHeading + "\n\n";
    appendQuestionList(md, s.missedItems, l);
    md += "\n## " + l.partlyHeading + "\n\n";
    appendQuestionList(md, s.partlyItems, l);

    md += "\n## " + l.weakestHeading + "\n\n";
    if (s.weakestSections.empty())
        md += l.none + "\n";
    int rank = 0;
    for (const SectionScore& section : s.weakestSections)
        md += number(++rank) + ". " +
              fill(l.sectionScore, {section.deck.display(), percent(section.score), l.questionCount(section.answered),
                                    duration(section.averageSeconds, l)}) +
              "\n";
    return md;
}

core::Result<MissedToday> reviewMissedToday(Deck& deck, std::int64_t drill, core::Timestamp now)
{
    const scheduler::Scheduler& scheduler = schedulerOf(deck);
    auto summary = loadDrillSummary(deck, drill);
    if (!summary)
        return std::unexpected(summary.error());
    std::vector<core::CardId> cards;
    for (const DrillSummaryItem& item : summary->missedItems)
        cards.push_back(item.card);
    const auto& clock = scheduler.clock();
    return transactFor(deck, [&](Deck& d) {
        d.changes().schedules.insert(cards.begin(), cards.end());
        return storeOf(d).drills().makeDueNow(cards, now, clock.startOfDay(clock.dayIndex(now)));
    });
}

} // namespace notedeck::service
