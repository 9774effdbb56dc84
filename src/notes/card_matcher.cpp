#include "notes/card_matcher.h"

#include "core/occlusion.h"
#include "core/text.h"

#include <algorithm>
#include <cstdlib>
#include <map>
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

// The question as matched by key. An occlusion card also names its picture: a note showing two
// masked pictures has two cards of each number, both asking its question.
std::string questionIdentity(const std::string& question, const std::string& answer, const core::CardKind& kind)
{
    std::string identity = core::normalizeForIdentity(question);
    if (kind.traits().sides == core::KindSides::PictureWithMasks)
        if (const auto card = core::parseOcclusionCardAnswer(answer))
            identity += std::string(card->embed ? "\x1f![[" : "\x1f](") + card->image;
    return identity;
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

// Matches the drafts and old cards of one kind (see matchCards): indices into the whole lists.
class Matcher {
public:
    Matcher(const std::vector<CardDraft>& drafts, const std::vector<core::CardRecord>& existing,
            std::vector<size_t> draftIds, std::vector<size_t> existingIds, MatchPlan& plan)
        : m_drafts(drafts), m_existing(existing), m_d(std::move(draftIds)), m_e(std::move(existingIds)), m_plan(plan)
    {
        m_draftText.reserve(m_d.size());
        for (size_t d : m_d)
            m_draftText.push_back({questionIdentity(drafts[d].question, drafts[d].answer, drafts[d].kind),
                                   core::contentHash(drafts[d].answer)});
        m_existingText.reserve(m_e.size());
        for (size_t e : m_e)
            m_existingText.push_back({questionIdentity(existing[e].question, existing[e].answer, existing[e].kind),
                                      core::contentHash(existing[e].answer)});
        m_draftTaken.assign(m_d.size(), false);
        m_existingTaken.assign(m_e.size(), false);
    }

    void run();

private:
    // Among old cards sharing a key, the best heir of a draft: same deck, then nearest in note order.
    // Both take local indices (positions in m_d and m_e).
    template <typename KeyOf>
    void matchByKey(KeyOf keyOf);
    void matchFuzzy();
    void take(size_t d, size_t e);

    const std::vector<CardDraft>& m_drafts;
    const std::vector<core::CardRecord>& m_existing;
    std::vector<size_t> m_d, m_e;             // this kind's drafts and old cards
    std::vector<Normalized> m_draftText;      // question identity, answer hash
    std::vector<Normalized> m_existingText;
    std::vector<bool> m_draftTaken, m_existingTaken;
    MatchPlan& m_plan;
};

void Matcher::take(size_t d, size_t e)
{
    const CardDraft& draft = m_drafts[m_d[d]];
    const core::CardRecord& old = m_existing[m_e[e]];
    CardMatch m;
    m.draft = m_d[d];
    m.id = old.id;
    m.contentChanged = draft.question != old.question || draft.answer != old.answer || draft.kind != old.kind;
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
    for (size_t e = 0; e < m_e.size(); ++e)
        if (!m_existingTaken[e])
            byKey[keyOf(m_existingText[e])].push_back(e);
    if (byKey.empty())
        return;
    for (size_t d = 0; d < m_d.size(); ++d) {
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
            const auto& old = m_existing[m_e[e]];
            const CardDraft& draft = m_drafts[m_d[d]];
            const long distance = std::labs(long(old.ordinal) - long(draft.ordinal));
            const long score = (old.deck == draft.deck ? 0 : 1L << 40) + (old.retired ? 1L << 41 : 0) +
                               (old.sourceFile == draft.file ? 0 : 1L << 39) + distance;
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
    for (size_t d = 0; d < m_d.size(); ++d)
        if (!m_draftTaken[d])
            drafts.push_back(d);
    for (size_t e = 0; e < m_e.size(); ++e)
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
        draftGrams.push_back(gramsOf(m_drafts[m_d[d]].question, m_drafts[m_d[d]].answer));
    for (size_t e : olds)
        oldGrams.push_back(gramsOf(m_existing[m_e[e]].question, m_existing[m_e[e]].answer));

    struct Pair { double score; size_t d, e; };
    std::vector<Pair> pairs;
    for (size_t i = 0; i < drafts.size(); ++i) {
        for (size_t j = 0; j < olds.size(); ++j) {
            if (sameDeckOnly && m_drafts[m_d[drafts[i]]].deck != m_existing[m_e[olds[j]]].deck)
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

void Matcher::run()
{
    matchByKey([](const Normalized& n) { return n.question + '\x1f' + n.answer; });
    matchByKey([](const Normalized& n) { return n.question; });
    matchFuzzy();
    for (size_t d = 0; d < m_d.size(); ++d)
        if (!m_draftTaken[d])
            m_plan.added.push_back(m_d[d]);
    for (size_t e = 0; e < m_e.size(); ++e)
        if (!m_existingTaken[e] && !m_existing[m_e[e]].retired)
            m_plan.retired.push_back(m_existing[m_e[e]].id);
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
    // Each card of a note is matched among the cards of its kind's class (CardKind::matchingClass):
    // the note as cards are matched, plus the cloze number (or the direction). Every card of one note has the note's
    // text, so they all follow the same old note.
    std::map<std::string, std::pair<std::vector<size_t>, std::vector<size_t>>> classes;
    for (size_t d = 0; d < drafts.size(); ++d)
        classes[drafts[d].kind.matchingClass()].first.push_back(d);
    for (size_t e = 0; e < existing.size(); ++e)
        classes[existing[e].kind.matchingClass()].second.push_back(e);
    MatchPlan plan;
    for (auto& [kindClass, members] : classes)
        Matcher(drafts, existing, std::move(members.first), std::move(members.second), plan).run();
    std::sort(plan.matched.begin(), plan.matched.end(), [](const CardMatch& a, const CardMatch& b) { return a.draft < b.draft; });
    std::sort(plan.added.begin(), plan.added.end());
    return plan;
}

double textSimilarity(const std::string& a, const std::string& b)
{
    return dice(bigrams(core::normalizeForIdentity(a)), bigrams(core::normalizeForIdentity(b)));
}

} // namespace notedeck::notes
