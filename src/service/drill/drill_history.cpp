#include "service/drill/drill_history.h"

#include "service/deck/detail/deck_internals.h"
#include "service/drill/drill_summary.h"
#include "storage/deck_store.h"

#include <algorithm>
#include <map>
#include <unordered_map>

namespace notedeck::service {

namespace {

core::DeckPath chapterOf(const core::DeckPath& deck, int depth)
{
    const auto& parts = deck.components();
    const auto keep = std::min(parts.size(), static_cast<std::size_t>(std::max(depth, 1)));
    return core::DeckPath(std::vector<std::string>(parts.begin(), parts.begin() + static_cast<std::ptrdiff_t>(keep)));
}

struct Tally {
    int knew = 0, partly = 0, missed = 0;
    double seconds = 0;
    int answered() const { return knew + partly + missed; }
};

} // namespace

core::Result<std::vector<DrillHistoryEntry>> drillHistory(Deck& deck, int chapterDepth)
{
    auto store = storeOf(deck).drills();
    auto drills = store.all();
    if (!drills)
        return std::unexpected(drills.error());
    auto tallies = store.tallies();
    if (!tallies)
        return std::unexpected(tallies.error());

    std::unordered_map<std::int64_t, std::map<core::DeckPath, Tally>> byDrill;
    for (const core::DrillDeckTally& t : *tallies) {
        Tally& chapter = byDrill[t.drill][chapterOf(t.deck, chapterDepth)];
        chapter.knew += t.knew;
        chapter.partly += t.partly;
        chapter.missed += t.missed;
        chapter.seconds += t.seconds;
    }

    std::vector<DrillHistoryEntry> history;
    history.reserve(drills->size());
    for (core::DrillInfo& info : *drills) {
        DrillHistoryEntry entry;
        Tally all;
        for (const auto& [chapter, t] : byDrill[info.id]) {
            entry.chapters.push_back({chapter, t.answered(), drillScore(t.knew, t.partly, t.answered()),
                                      t.answered() > 0 ? t.seconds / t.answered() : 0.0});
            all.knew += t.knew;
            all.partly += t.partly;
            all.missed += t.missed;
        }
        entry.answered = all.answered();
        entry.score = drillScore(all.knew, all.partly, all.answered());
        entry.drill = std::move(info);
        history.push_back(std::move(entry));
    }
    return history;
}

core::Result<void> removeDrill(Deck& deck, std::int64_t drill)
{
    return transactVoid(deck, [drill](Deck& d) {
        d.changes().drills = true;
        return storeOf(d).drills().remove(drill);
    });
}

std::vector<ChapterSeries> chapterSeries(const std::vector<DrillHistoryEntry>& history)
{
    std::map<core::DeckPath, ChapterSeries> series;
    for (const DrillHistoryEntry& entry : history)
        for (const ChapterScore& chapter : entry.chapters) {
            ChapterSeries& line = series[chapter.chapter];
            line.chapter = chapter.chapter;
            line.points.push_back({entry.drill.id, entry.drill.finishedAt.value_or(entry.drill.startedAt), chapter.score,
                                   chapter.answered});
        }
    std::vector<ChapterSeries> out;
    for (auto& [chapter, line] : series) {
        std::stable_sort(line.points.begin(), line.points.end(),
                         [](const ChapterPoint& a, const ChapterPoint& b) { return a.at < b.at; });
        out.push_back(std::move(line));
    }
    return out;
}

} // namespace notedeck::service
