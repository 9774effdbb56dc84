#include "service/statistics/detail/statistics_cards.h"

#include "service/deck/card_counts.h"

#include <algorithm>
#include <limits>
#include <unordered_map>

namespace notedeck::service {

namespace {

Histogram emptyHistogram(std::vector<double> edges)
{
    Histogram h;
    h.counts.assign(edges.size() - 1, 0);
    h.edges = std::move(edges);
    return h;
}

void add(Histogram& h, double value)
{
    const auto it = std::upper_bound(h.edges.begin(), h.edges.end(), value);
    const std::ptrdiff_t bucket = std::clamp<std::ptrdiff_t>(it - h.edges.begin() - 1, 0,
                                                             static_cast<std::ptrdiff_t>(h.counts.size()) - 1);
    h.counts[static_cast<std::size_t>(bucket)] += 1;
}

// Sums for one deck node.
struct MasterySums {
    int cards = 0;
    int studied = 0;
    int mastered = 0;
    double recall = 0;   // sum of R over studied cards
    void add(const MasterySums& o)
    {
        cards += o.cards;
        studied += o.studied;
        mastered += o.mastered;
        recall += o.recall;
    }
};

DeckMastery masteryOf(const core::DeckPath& deck, const MasterySums& s)
{
    DeckMastery m;
    m.deck = deck;
    m.depth = static_cast<int>(deck.components().size()) - 1;
    m.cards = s.cards;
    m.studied = s.studied;
    m.mastered = s.mastered;
    m.expectedRecall = s.cards > 0 ? s.recall / s.cards : 0.0;
    if (s.studied > 0)
        m.averageRetrievability = s.recall / s.studied;
    return m;
}

core::DeckPath prefix(const core::DeckPath& path, std::size_t length)
{
    const auto& parts = path.components();
    return core::DeckPath(std::vector<std::string>(parts.begin(),
                                                   parts.begin() + static_cast<std::ptrdiff_t>(std::min(length, parts.size()))));
}

// Deck nodes in tree order (each before its children, siblings in first-seen order): the scope's
// node first, then every node between it and the decks that hold cards.
void buildDeckTree(DeckStatistics& stats, std::span<const core::DeckEntry> decks,
                   const std::unordered_map<core::DeckId, MasterySums>& perDeck)
{
    struct Node {
        core::DeckPath path;
        MasterySums sums;
        std::vector<std::size_t> children;
    };
    std::vector<Node> nodes{{stats.scope, {}, {}}};
    std::unordered_map<std::string, std::size_t> index{{stats.scope.key(), 0}};
    const std::size_t scopeLength = stats.scope.components().size();

    // Chapters: the nodes one level below the scope, at least at chapter level (part › chapter).
    const std::size_t chapterLength = std::max<std::size_t>(2, scopeLength + 1);
    std::vector<std::pair<core::DeckPath, MasterySums>> chapters;
    std::unordered_map<std::string, std::size_t> chapterIndex;

    for (const core::DeckEntry& d : decks) {
        const auto found = perDeck.find(d.id);
        const MasterySums sums = found != perDeck.end() ? found->second : MasterySums{};
        std::size_t parent = 0;
        nodes[0].sums.add(sums);
        for (std::size_t length = scopeLength + 1; length <= d.path.components().size(); ++length) {
            core::DeckPath path = prefix(d.path, length);
            auto [it, inserted] = index.try_emplace(path.key(), nodes.size());
            if (inserted) {
                nodes.push_back({std::move(path), {}, {}});
                nodes[parent].children.push_back(it->second);
            }
            parent = it->second;
            nodes[parent].sums.add(sums);
        }
        core::DeckPath chapter = prefix(d.path, chapterLength);
        auto [it, inserted] = chapterIndex.try_emplace(chapter.key(), chapters.size());
        if (inserted)
            chapters.push_back({std::move(chapter), {}});
        chapters[it->second].second.add(sums);
    }

    std::vector<std::size_t> pending{0};
    while (!pending.empty()) {
        const std::size_t i = pending.back();
        pending.pop_back();
        stats.decks.push_back(masteryOf(nodes[i].path, nodes[i].sums));
        pending.insert(pending.end(), nodes[i].children.rbegin(), nodes[i].children.rend());
    }
    for (const auto& [path, sums] : chapters)
        stats.chapters.push_back(masteryOf(path, sums));
}

} // namespace

std::vector<double> stabilityEdges()
{
    return {0, 1, 2, 3, 5, 7, 10, 14, 21, 30, 45, 60, 90, 120, 180, 270, 365, 540, 730, 1095,
            std::numeric_limits<double>::infinity()};
}

std::vector<double> difficultyEdges() { return {1, 2, 3, 4, 5, 6, 7, 8, 9, 10}; }

std::vector<double> retrievabilityEdges()
{
    std::vector<double> edges;
    for (int i = 0; i <= 20; ++i)
        edges.push_back(i / 20.0);
    return edges;
}

core::Result<void> addCardStatistics(DeckStatistics& stats, std::span<const core::DeckEntry> decks,
                                     std::span<const core::CardSnapshot> cards, const scheduler::Model& model,
                                     const StudyDayTable& table, core::Timestamp endOfToday)
{
    const std::int64_t today = stats.today;
    stats.stability = emptyHistogram(stabilityEdges());
    stats.difficulty = emptyHistogram(difficultyEdges());
    stats.retrievability = emptyHistogram(retrievabilityEdges());
    stats.forecast.resize(kForecastDays);
    for (int i = 0; i < kForecastDays; ++i) {
        stats.forecast[static_cast<std::size_t>(i)].day = today + i;
        stats.forecast[static_cast<std::size_t>(i)].date = dateOfStudyDay(today + i);
    }

    StatisticsTotals& t = stats.totals;
    CardStateCounts& states = stats.states;
    std::unordered_map<core::DeckId, MasterySums> perDeck;
    double stabilitySum = 0, difficultySum = 0, recallSum = 0;
    CardCounts counts;   // the counts every screen shows (card_counts.h)
    for (const core::CardSnapshot& c : cards) {
        MasterySums& deck = perDeck[c.deck];
        deck.cards += 1;
        t.cards += 1;
        t.answersAllTime += c.reps;

        counts.add(c.state, c.due, c.suspended, c.buriedUntil, stats.now, endOfToday);
        switch (countedAs(c.state, c.suspended, c.buriedUntil, stats.now)) {
        case CountedAs::Suspended: states.suspended += 1; break;
        case CountedAs::Buried: states.buried += 1; break;
        case CountedAs::New: states.fresh += 1; break;
        case CountedAs::Learning:
            (c.state == core::CardState::Relearning ? states.relearning : states.learning) += 1;
            break;
        case CountedAs::Review: (c.scheduledDays >= kMatureInterval ? states.mature : states.young) += 1; break;
        }

        const bool studied = c.state != core::CardState::New && c.stability > 0 && c.lastReview > 0;
        if (studied) {
            const std::int64_t elapsed = std::max<std::int64_t>(0, today - table.dayOf(c.lastReview));
            const double r = model.retrievability(static_cast<double>(elapsed), c.stability);
            add(stats.stability, c.stability);
            add(stats.difficulty, c.difficulty);
            add(stats.retrievability, r);
            stabilitySum += c.stability;
            difficultySum += c.difficulty;
            recallSum += r;
            t.studiedCards += 1;
            deck.studied += 1;
            deck.recall += r;
            deck.mastered += isMastered(c.state, c.stability, r) ? 1 : 0;
        }

        // The forecast: cards that will come up, by the study day they are due (after burial).
        if (c.suspended || c.state == core::CardState::New)
            continue;
        const std::int64_t dueDay = table.dayOf(std::max(c.due, c.buriedUntil));
        const std::int64_t offset = std::max<std::int64_t>(0, dueDay - today);
        if (c.state == core::CardState::Review && dueDay < today)
            t.overdue += 1;
        if (offset >= kForecastDays) {
            t.dueLater += 1;
            continue;
        }
        ForecastDay& f = stats.forecast[static_cast<std::size_t>(offset)];
        if (c.state == core::CardState::Review)
            f.review += 1;
        else
            f.learning += 1;
    }
    t.dueToday = counts.due;
    if (t.studiedCards > 0) {
        t.averageStability = stabilitySum / t.studiedCards;
        t.averageDifficulty = difficultySum / t.studiedCards;
        t.averageRetrievability = recallSum / t.studiedCards;
    }
    buildDeckTree(stats, decks, perDeck);
    return {};
}

} // namespace notedeck::service
