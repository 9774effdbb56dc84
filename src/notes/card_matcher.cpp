#include "notes/card_matcher.h"

#include "core/text.h"

#include <algorithm>
#include <cstdlib>
#include <unordered_map>

namespace notedeck::notes {

namespace {

// Fuzzy matching compares every remaining new card with every remaining old one; beyond this many
// pairs it only compares cards within the same deck, keeping a mass re-import fast.
constexpr size_t kMaxFuzzyPairs = 4'000'000;
// Only the start of a long answer is compared: enough to recognise it, cheap to compute.
constexpr size_t kMaxComparedCodePoints = 2000;

struct Normalized {
    std::string question;   // identity form
    std::string answer;
};

std::vector<std::uint64_t> bigrams(const std::string& normalized)
{
    std::vector<char32_t> cps = core::decodeUtf8(normalized);
    if (cps.size() > kMaxComparedCodePoints)
        cps.resize(kMaxComparedCodePoints);
    std::vector<std::uint64_t> grams;
    if (cps.size() == 1)
        grams.push_back(cps[0]);
    for (size_t i = 0; i + 1 < cps.size(); ++i)
        grams.push_back((std::uint64_t(cps[i]) << 32) | cps[i + 1]);
    std::sort(grams.begin(), grams.end());
    return grams;
}

double dice(const std::vector<std::uint64_t>& a, const std::vector<std::uint64_t>& b)
{
    if (a.empty() && b.empty())
        return 1.0;
    size_t common = 0, i = 0, j = 0;
    while (i < a.size() && j < b.size()) {
        if (a[i] == b[j]) { ++common; ++i; ++j; }
        else if (a[i] < b[j]) ++i;
        else ++j;
    }
    return 2.0 * double(common) / double(a.size() + b.size());
}

class Matcher {
public:
    Matcher(const std::vector<CardDraft>& drafts, const std::vector<core::CardRecord>& existing)
        : m_drafts(drafts), m_existing(existing)
    {
        m_draftText.reserve(drafts.size());
        for (const auto& d : drafts)
            m_draftText.push_back({core::normalizeForIdentity(d.question), core::contentHash(d.answer)});
        for (size_t e = 0; e < existing.size(); ++e)
            m_candidates.push_back(e);
        m_existingText.resize(existing.size());
        for (size_t e : m_candidates)
            m_existingText[e] = {core::normalizeForIdentity(existing[e].question), core::contentHash(existing[e].answer)};
        m_draftTaken.assign(drafts.size(), false);
        m_existingTaken.assign(existing.size(), false);
    }

    MatchPlan run();

private:
    // Among old cards sharing a key, the best heir of a draft: same deck, then nearest in note order.
    template <typename KeyOf>
    void matchByKey(KeyOf keyOf);
    void matchFuzzy();
    void take(size_t d, size_t e);

    const std::vector<CardDraft>& m_drafts;
    const std::vector<core::CardRecord>& m_existing;
    std::vector<Normalized> m_draftText;      // question identity, answer hash
    std::vector<Normalized> m_existingText;
    std::vector<size_t> m_candidates;
    std::vector<bool> m_draftTaken, m_existingTaken;
    MatchPlan m_plan;
};

void Matcher::take(size_t d, size_t e)
{
    const CardDraft& draft = m_drafts[d];
    const core::CardRecord& old = m_existing[e];
    CardMatch m;
    m.draft = d;
    m.id = old.id;
    m.contentChanged = draft.question != old.question || draft.answer != old.answer;
    m.moved = draft.deck != old.deck || draft.file != old.sourceFile;
    m.restored = old.retired;
    m.positionChanged = draft.line != old.sourceLine || draft.ordinal != old.ordinal;
    m_plan.matched.push_back(m);
    m_draftTaken[d] = true;
    m_existingTaken[e] = true;
}

template <typename KeyOf>
void Matcher::matchByKey(KeyOf keyOf)
{
    std::unordered_map<std::string, std::vector<size_t>> byKey;
    for (size_t e : m_candidates)
        if (!m_existingTaken[e])
            byKey[keyOf(m_existingText[e])].push_back(e);
    if (byKey.empty())
        return;
    for (size_t d = 0; d < m_drafts.size(); ++d) {
        if (m_draftTaken[d])
            continue;
        auto it = byKey.find(keyOf(m_draftText[d]));
        if (it == byKey.end())
            continue;
        auto& list = it->second;
        size_t best = list.size();
        long bestScore = 0;
        for (size_t k = 0; k < list.size(); ++k) {
            const size_t e = list[k];
            if (m_existingTaken[e])
                continue;
            const auto& old = m_existing[e];
            const long distance = std::labs(long(old.ordinal) - long(m_drafts[d].ordinal));
            const long score = (old.deck == m_drafts[d].deck ? 0 : 1L << 40) + (old.retired ? 1L << 41 : 0) +
                               (old.sourceFile == m_drafts[d].file ? 0 : 1L << 39) + distance;
            if (best == list.size() || score < bestScore) {
                best = k;
                bestScore = score;
            }
        }
        if (best == list.size())
            continue;
        take(d, list[best]);
        list.erase(list.begin() + static_cast<long>(best));
    }
}

void Matcher::matchFuzzy()
{
    std::vector<size_t> drafts, olds;
    for (size_t d = 0; d < m_drafts.size(); ++d)
        if (!m_draftTaken[d])
            drafts.push_back(d);
    for (size_t e : m_candidates)
        if (!m_existingTaken[e])
            olds.push_back(e);
    if (drafts.empty() || olds.empty())
        return;
    const bool sameDeckOnly = drafts.size() * olds.size() > kMaxFuzzyPairs;

    auto gramsOf = [](const std::string& question, const std::string& answer) {
        return std::pair{bigrams(core::normalizeForIdentity(question)), bigrams(core::normalizeForIdentity(answer))};
    };
    std::vector<std::pair<std::vector<std::uint64_t>, std::vector<std::uint64_t>>> draftGrams, oldGrams;
    for (size_t d : drafts)
        draftGrams.push_back(gramsOf(m_drafts[d].question, m_drafts[d].answer));
    for (size_t e : olds)
        oldGrams.push_back(gramsOf(m_existing[e].question, m_existing[e].answer));

    struct Pair { double score; size_t d, e; };
    std::vector<Pair> pairs;
    for (size_t i = 0; i < drafts.size(); ++i) {
        for (size_t j = 0; j < olds.size(); ++j) {
            if (sameDeckOnly && m_drafts[drafts[i]].deck != m_existing[olds[j]].deck)
                continue;
            const double q = dice(draftGrams[i].first, oldGrams[j].first);
            if (q < 0.5)
                continue;
            const double a = dice(draftGrams[i].second, oldGrams[j].second);
            // A reworded question with the answer kept, or both lightly edited.
            if ((a >= 0.9) || (q >= 0.75 && a >= 0.5))
                pairs.push_back({q + a, drafts[i], olds[j]});
        }
    }
    std::stable_sort(pairs.begin(), pairs.end(), [](const Pair& x, const Pair& y) { return x.score > y.score; });
    for (const Pair& p : pairs)
        if (!m_draftTaken[p.d] && !m_existingTaken[p.e])
            take(p.d, p.e);
}

MatchPlan Matcher::run()
{
    matchByKey([](const Normalized& n) { return n.question + '\x1f' + n.answer; });
    matchByKey([](const Normalized& n) { return n.question; });
    matchFuzzy();
    for (size_t d = 0; d < m_drafts.size(); ++d)
        if (!m_draftTaken[d])
            m_plan.added.push_back(d);
    for (size_t e : m_candidates)
        if (!m_existingTaken[e] && !m_existing[e].retired)
            m_plan.retired.push_back(m_existing[e].id);
    std::sort(m_plan.matched.begin(), m_plan.matched.end(),
              [](const CardMatch& a, const CardMatch& b) { return a.draft < b.draft; });
    return std::move(m_plan);
}

} // namespace

bool MatchPlan::changesNothing() const
{
    if (!added.empty() || !retired.empty())
        return false;
    return std::none_of(matched.begin(), matched.end(), [](const CardMatch& m) {
        return m.contentChanged || m.moved || m.restored || m.positionChanged;
    });
}

MatchPlan matchCards(const std::vector<CardDraft>& drafts, const std::vector<core::CardRecord>& existing)
{
    return Matcher(drafts, existing).run();
}

double textSimilarity(const std::string& a, const std::string& b)
{
    return dice(bigrams(core::normalizeForIdentity(a)), bigrams(core::normalizeForIdentity(b)));
}

} // namespace notedeck::notes
